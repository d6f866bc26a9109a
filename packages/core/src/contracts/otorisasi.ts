// An OWN/SU approval given at the counter: an override (a price below the computed sale price, a
// payout above the computed buy-back price, a cancel by staff, a cash difference) carries the approver's user
// id and password, typed on the requester's screen, and the reason. The server checks the password (argon2id)
// and the approver's level, and writes the approval to the audit log (/laporan-otorisasi).
import { z } from 'zod';
import { harusDiisi, maksimalKarakter } from '../messages.ts';

export const OtorisasiSchema = z.object(
  {
    user_id: z
      .string({ error: harusDiisi('User ID Otorisasi') })
      .trim()
      .min(1, { message: harusDiisi('User ID Otorisasi') })
      .max(50, { message: maksimalKarakter('User ID Otorisasi', 50) }),
    password: z
      .string({ error: harusDiisi('Password Otorisasi') })
      .min(1, { message: harusDiisi('Password Otorisasi') })
      .max(200, { message: maksimalKarakter('Password Otorisasi', 200) }),
    alasan: z
      .string({ error: harusDiisi('Alasan') })
      .trim()
      .min(1, { message: harusDiisi('Alasan') })
      .max(200, { message: maksimalKarakter('Alasan', 200) }),
  },
  { error: harusDiisi('Otorisasi') },
);
export type Otorisasi = z.infer<typeof OtorisasiSchema>;

/** What an approval was for, as the audit log and /laporan-otorisasi name it. */
export const AKSI_OTORISASI = {
  SELISIH_KAS: 'Selisih Kas',
  BATAL_PENJUALAN: 'Batal Penjualan',
  HARGA_JUAL: 'Harga Jual Di Bawah Harga Hitung',
  HARGA_BELI: 'Harga Beli Di Atas Harga Hitung',
  // Hutang
  BUNGA_HUTANG: 'Bunga Hutang Di Bawah Perhitungan',
  // Deposits (titipan)
  AMBIL_TITIPAN: 'Ambil Titipan',
  // Services: the down payment paid back in cash at a cancel
  BATAL_SERVICE_KEMBALI: 'Uang Muka Service Dikembalikan Tunai',
} as const;
export type AksiOtorisasi = keyof typeof AKSI_OTORISASI;
