// The chain's system settings (/settingsystem) and the money rules they drive, shared by the server (which
// books them) and the screens (which show the same figures while the customer waits). Chain-wide values are
// kept in Para System under the keys below; a missing or unreadable value falls back to the default, and the
// defaults are exactly what the code did before the setting existed, so an upgraded chain changes nothing
// until the owner does. Whole rupiah throughout; percentages are exact decimal texts (never floats in a sum).
import Decimal from 'decimal.js';
import { SETTING_HUTANG_DEFAULT, settingHutangFromParams, type SettingHutang } from './hutang.ts';

const Exact = Decimal.clone({ precision: 64, rounding: Decimal.ROUND_HALF_UP });

/** The multiples a price may be rounded to: none (whole rupiah), Rp 100, Rp 500, Rp 1.000. */
export const PEMBULATAN_PILIHAN = [1, 100, 500, 1000] as const;
export type Pembulatan = (typeof PEMBULATAN_PILIHAN)[number];

/** User levels whose discount is limited (OWN and SU may give any discount). */
export const LEVEL_DISKON = ['KASIR', 'ADMIN'] as const;

/** A percentage as exact text: 0–100 with at most two decimals ("2", "1.1", "1.65"). */
export const PERSEN_PATTERN = /^\d{1,3}(\.\d{1,2})?$/;

/** The loans' rules (interest period, grace days, penalty) are chain settings too: see domain/hutang.ts. */
export interface SettingSystemValues extends SettingHutang {
  /** A sale's price rounded UP to this multiple (gold part and line price). Default 500: the shop's rule so far. */
  pembulatan_jual: Pembulatan;
  /** A buy-back line's payout rounded DOWN to this multiple, so it can be paid in notes. Default 1: as before. */
  pembulatan_beli: Pembulatan;
  /** The most discount a cashier may give on one piece, percent of the piece's price before discount. */
  diskon_maks_kasir: string;
  /** The same for an admin. */
  diskon_maks_admin: string;
  /**
   * The daily price gate: no sale or buy-back of a category until its Harga Emas row dated the store's
   * business date exists. Default off (see {@link SETTING_SYSTEM_DEFAULT}).
   */
  wajib_harga_harian: boolean;
  /** PPN of a PKP store on a piece acquired with a complete faktur (PMK 48/2023: 1.1 %). */
  ppn_tarif_faktur: string;
  /** PPN on a piece acquired without one, e.g. gold bought back from a customer (1.65 %). */
  ppn_tarif_non_faktur: string;
  /** PPN on a service (1.1 %). */
  ppn_tarif_jasa: string;
  /**
   * The merchant discount rate the bank keeps of a QRIS payment, percent (e.g. "0.3"): the fee and net the
   * non-cash report shows. Default 0: no fee known, as before.
   */
  mdr_qris: string;
  /** The same for an EDC debit-card payment. */
  mdr_debit: string;
  /** The same for an EDC credit-card payment. */
  mdr_kredit: string;
}

/**
 * The values when Para System holds none. The price gate is off by default: a chain upgrading mid-day must
 * not find its counters blocked without having chosen it, and a store whose owner does not enter a price
 * every morning keeps selling at the category's own price as before. The owner turns it on here.
 */
export const SETTING_SYSTEM_DEFAULT: Readonly<SettingSystemValues> = {
  pembulatan_jual: 500,
  pembulatan_beli: 1,
  diskon_maks_kasir: '2',
  diskon_maks_admin: '5',
  wajib_harga_harian: false,
  ppn_tarif_faktur: '1.1',
  ppn_tarif_non_faktur: '1.65',
  ppn_tarif_jasa: '1.1',
  mdr_qris: '0',
  mdr_debit: '0',
  mdr_kredit: '0',
  ...SETTING_HUTANG_DEFAULT,
};

/** The setting names, in screen order. Each is also its Para System key (diskon_maks_<level> as before). */
export const SETTING_SYSTEM_KEYS = Object.keys(SETTING_SYSTEM_DEFAULT) as (keyof SettingSystemValues)[];

/** A price past 2^53 cannot be a JS number without losing rupiah: refused rather than rounded silently. */
function safe(value: Decimal): number {
  if (value.abs().greaterThan(Number.MAX_SAFE_INTEGER)) throw new RangeError(`Price too large: ${value.toFixed()}`);
  return value.toNumber();
}

const isPembulatan = (n: number): n is Pembulatan => (PEMBULATAN_PILIHAN as readonly number[]).includes(n);
const isPersen = (text: string): boolean => PERSEN_PATTERN.test(text) && new Exact(text).lessThanOrEqualTo(100);

/**
 * Reads the settings from Para System's key/value texts: each known key parsed by its type, anything
 * missing or unreadable left at its default (a hand-edited row cannot break the counter).
 */
export function settingFromParams(params: Readonly<Record<string, string | undefined>>): SettingSystemValues {
  const out: SettingSystemValues = { ...SETTING_SYSTEM_DEFAULT };
  for (const key of ['pembulatan_jual', 'pembulatan_beli'] as const) {
    const n = Number(params[key]);
    if (isPembulatan(n)) out[key] = n;
  }
  for (const key of [
    'diskon_maks_kasir',
    'diskon_maks_admin',
    'ppn_tarif_faktur',
    'ppn_tarif_non_faktur',
    'ppn_tarif_jasa',
    'mdr_qris',
    'mdr_debit',
    'mdr_kredit',
  ] as const) {
    const text = params[key]?.trim();
    if (text !== undefined && isPersen(text)) out[key] = new Exact(text).toString();
  }
  const gate = params.wajib_harga_harian?.trim().toLowerCase();
  if (gate === 'true' || gate === 'false') out.wajib_harga_harian = gate === 'true';
  return { ...out, ...settingHutangFromParams(params) };
}

/** The Para System texts of a settings value (the inverse of {@link settingFromParams}). */
export function settingToParams(values: SettingSystemValues): Record<keyof SettingSystemValues, string> {
  return Object.fromEntries(SETTING_SYSTEM_KEYS.map((key) => [key, String(values[key])])) as Record<keyof SettingSystemValues, string>;
}

/** An amount rounded UP to a multiple (a sale's price: the shop never undercharges a fraction). */
export function bulatkanKeAtas(amount: Decimal.Value, kelipatan: number = SETTING_SYSTEM_DEFAULT.pembulatan_jual): number {
  const value = new Exact(amount).ceil();
  if (value.lessThanOrEqualTo(0)) return 0;
  return safe(value.dividedBy(kelipatan).ceil().times(kelipatan));
}

/** An amount rounded DOWN to a multiple (a payout: the shop pays what its notes can pay, never more than computed). */
export function bulatkanKeBawah(amount: Decimal.Value, kelipatan: number = SETTING_SYSTEM_DEFAULT.pembulatan_beli): number {
  const value = new Exact(amount).floor();
  if (value.lessThanOrEqualTo(0)) return 0;
  return safe(value.dividedBy(kelipatan).floor().times(kelipatan));
}

/**
 * A buy-back line's computed payout: grams × the price per gram (after the condition's cut), whole rupiah
 * down, then down to the chain's payout multiple (Rp 5.084.143 → Rp 5.084.000 at Rp 1.000).
 */
export function hargaBeliBaris(berat: string, hargaPerGram: number, pembulatan: number = SETTING_SYSTEM_DEFAULT.pembulatan_beli): number {
  return bulatkanKeBawah(new Exact(berat || '0').times(hargaPerGram), pembulatan);
}

/** A level's discount limit in percent (exact text); OWN/SU and unknown levels: see the callers. */
export function diskonMaksPersenOf(setting: SettingSystemValues, level: string): string | null {
  if (level === 'KASIR') return setting.diskon_maks_kasir;
  if (level === 'ADMIN') return setting.diskon_maks_admin;
  return null;
}

/**
 * True when a discount on a piece is over a limit given in percent of the piece's price before discount
 * (the limit in rupiah is rounded down). The sale refuses such a discount; an approval flow (OWN/SU at the
 * counter) may call this to know an override is needed.
 */
export function diskonMelebihiBatas(kotor: number, diskon: number, persenMaks: Decimal.Value): boolean {
  const maks = new Exact(persenMaks).greaterThanOrEqualTo(100)
    ? kotor
    : new Exact(kotor).times(persenMaks).dividedBy(100).floor().toNumber();
  return diskon > maks;
}

/** How the shop acquired a piece, for its PPN: with a complete faktur, without one, or a service. */
export type DasarPpn = 'FAKTUR' | 'NON_FAKTUR' | 'JASA';

/** The PPN rate (percent text) of an acquisition basis. */
export function tarifPpn(
  setting: Pick<SettingSystemValues, 'ppn_tarif_faktur' | 'ppn_tarif_non_faktur' | 'ppn_tarif_jasa'>,
  dasar: DasarPpn,
): string {
  if (dasar === 'FAKTUR') return setting.ppn_tarif_faktur;
  if (dasar === 'NON_FAKTUR') return setting.ppn_tarif_non_faktur;
  return setting.ppn_tarif_jasa;
}

/**
 * The PPN inside a price that includes it: ppn = harga × tarif / (100 + tarif), whole rupiah half up, and
 * DPP = harga − ppn, so DPP + PPN is the price exactly (the money totals do not change).
 */
export function hitungPpn(harga: number, tarifPersen: Decimal.Value): { dpp: number; ppn: number } {
  const tarif = new Exact(tarifPersen);
  if (harga <= 0 || tarif.lessThanOrEqualTo(0)) return { dpp: Math.max(0, harga), ppn: 0 };
  const ppn = new Exact(harga).times(tarif).dividedBy(tarif.plus(100)).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber();
  return { dpp: harga - ppn, ppn };
}

/** A printed PPN line: "PPN 1.1%" (the rate as stored, never a float's digits). */
export const labelPpn = (persen: string | undefined): string => `PPN ${persen ?? '0'}%`;

/**
 * The PPN a sale's nota prints: the DPP and PPN summed over its lines (0 PPN for a store that was not PKP,
 * when the nota prints nothing of it). DPP + PPN = the sale's total: the money does not change.
 */
export function ringkasPpn(lines: readonly { harga: number; ppn?: number | undefined }[]): { dpp: number; ppn: number } {
  const ppn = lines.reduce((sum, line) => sum + (line.ppn ?? 0), 0);
  const harga = lines.reduce((sum, line) => sum + line.harga, 0);
  return { dpp: harga - ppn, ppn };
}

/** The non-cash methods a merchant discount rate is set for, with their setting. */
export const MDR_METODE = { QRIS: 'mdr_qris', DEBIT: 'mdr_debit', KREDIT: 'mdr_kredit' } as const satisfies Record<
  string,
  keyof SettingSystemValues
>;

/**
 * The fee the bank keeps of a card or QRIS payment: gross × rate / 100 in whole rupiah, half up, in exact
 * decimals (Rp 1.234.567 at 0.3 % = Rp 3.704); net = gross − fee. A negative gross (a cancel) gives the
 * negative of its original's fee.
 */
export function hitungMdr(bruto: number, persen: Decimal.Value): { biaya: number; neto: number } {
  const fee = new Exact(Math.abs(bruto)).times(persen).dividedBy(100).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber();
  const biaya = Math.sign(bruto) * fee;
  return { biaya, neto: bruto - biaya };
}
