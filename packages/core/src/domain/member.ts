// Members' personal data and points corrections: rules both the server and the screens use.
// A member's card works in every store, but their NIK, address and birth date are personal data (UU 27/2022
// PDP): another store's staff get only what the counter needs — code, name, a masked phone and the points.

/**
 * A phone number as another store's staff see it: the first four and the last three digits, the rest as '*'
 * ('081234567890' → '0812*****890'); a number of seven digits or fewer keeps only its last two.
 */
export function maskPhone(no_hp: string): string {
  const digits = no_hp.trim();
  if (digits === '') return '';
  if (digits.length <= 7) return `${'*'.repeat(Math.max(digits.length - 2, 0))}${digits.slice(-2)}`;
  return `${digits.slice(0, 4)}${'*'.repeat(digits.length - 7)}${digits.slice(-3)}`;
}

/**
 * The points a user may move by manual corrections (/transaksi-poin) in one business day, added and taken
 * counted alike, per user level: Para System `poin_koreksi_maks_<level>` when set, else this default. OWN and
 * SU are bound only by the contract's limit per correction. A correction is for a sale entered without its
 * member or a points error, a few dozen points; a bigger one is the owner's to make.
 */
export const POIN_KOREKSI_MAKS_DEFAULT: Readonly<Record<string, number>> = {
  OWN: 1_000_000_000,
  SU: 1_000_000_000,
  ADMIN: 500,
  KASIR: 100,
};

/** The Para System key of a level's daily cap of manual point corrections ('poin_koreksi_maks_kasir'). */
export const poinKoreksiMaksKey = (level: string): string => `poin_koreksi_maks_${level.toLowerCase()}`;
