// /settingsystem: the chain's parameters (rounding, discount limits, the daily price gate, PPN rates) and the
// per-store ones (PKP), read and saved as one form. The values' meaning and defaults: domain/setting-system.ts.
import { z } from 'zod';
import { PERIODE_BUNGA } from '../domain/hutang.ts';
import { PEMBULATAN_PILIHAN, PERSEN_PATTERN, type Pembulatan } from '../domain/setting-system.ts';
import { harusBilanganBulat, harusDiisi, harusDipilih, nilaiMaksimal, pembulatanTidakValid, persenTidakValid } from '../messages.ts';
import { OptionalTokoSchema } from './barang-fields.ts';
import { endpoint, menus } from './endpoint.ts';

/** The screen's label of every setting: the field a refusal names, and the audit's wording. */
export const SETTING_SYSTEM_LABELS = {
  pembulatan_jual: 'Pembulatan Harga Jual',
  pembulatan_beli: 'Pembulatan Harga Beli',
  diskon_maks_kasir: 'Diskon Maks Kasir',
  diskon_maks_admin: 'Diskon Maks Admin',
  wajib_harga_harian: 'Wajib Harga Emas Harian',
  ppn_tarif_faktur: 'Tarif PPN Dengan Faktur',
  ppn_tarif_non_faktur: 'Tarif PPN Tanpa Faktur',
  ppn_tarif_jasa: 'Tarif PPN Jasa',
  mdr_qris: 'MDR QRIS',
  mdr_debit: 'MDR Kartu Debit',
  mdr_kredit: 'MDR Kartu Kredit',
  pkp: 'Toko PKP',
  hutang_periode_bunga: 'Periode Bunga Hutang',
  hutang_masa_tenggang: 'Masa Tenggang Hutang (Hari)',
  hutang_denda_persen: 'Denda Hutang Per Periode',
} as const;

/** The most grace days a loan may be given past its due date (a year). */
export const MASA_TENGGANG_MAKS = 365;

const pembulatan = (label: string) =>
  z
    .number({ error: harusDiisi(label) })
    .refine((n): n is Pembulatan => (PEMBULATAN_PILIHAN as readonly number[]).includes(n), {
      message: pembulatanTidakValid(label),
    })
    .transform((n) => n as Pembulatan);

// Exact text (never a float): "2", "1.1", "1.65"; a typed decimal comma is read as the point.
const persen = (label: string) =>
  z
    .string({ error: harusDiisi(label) })
    .trim()
    .transform((text) => text.replace(',', '.'))
    .refine((text) => PERSEN_PATTERN.test(text) && Number(text) <= 100, { message: persenTidakValid(label) });

const flag = (label: string) => z.boolean({ error: harusDiisi(label) });

const hari = (label: string) =>
  z
    .number({ error: harusDiisi(label) })
    .int({ message: harusBilanganBulat(label) })
    .min(0, { message: harusBilanganBulat(label) })
    .max(MASA_TENGGANG_MAKS, { message: nilaiMaksimal(label, MASA_TENGGANG_MAKS) });

/** The chain-wide settings as the screen posts them (every one, typed). */
export const SettingSystemSchema = z.object({
  pembulatan_jual: pembulatan(SETTING_SYSTEM_LABELS.pembulatan_jual),
  pembulatan_beli: pembulatan(SETTING_SYSTEM_LABELS.pembulatan_beli),
  diskon_maks_kasir: persen(SETTING_SYSTEM_LABELS.diskon_maks_kasir),
  diskon_maks_admin: persen(SETTING_SYSTEM_LABELS.diskon_maks_admin),
  wajib_harga_harian: flag(SETTING_SYSTEM_LABELS.wajib_harga_harian),
  ppn_tarif_faktur: persen(SETTING_SYSTEM_LABELS.ppn_tarif_faktur),
  ppn_tarif_non_faktur: persen(SETTING_SYSTEM_LABELS.ppn_tarif_non_faktur),
  ppn_tarif_jasa: persen(SETTING_SYSTEM_LABELS.ppn_tarif_jasa),
  mdr_qris: persen(SETTING_SYSTEM_LABELS.mdr_qris),
  mdr_debit: persen(SETTING_SYSTEM_LABELS.mdr_debit),
  mdr_kredit: persen(SETTING_SYSTEM_LABELS.mdr_kredit),
  hutang_periode_bunga: z.enum(PERIODE_BUNGA, { error: harusDipilih(SETTING_SYSTEM_LABELS.hutang_periode_bunga) }),
  hutang_masa_tenggang: hari(SETTING_SYSTEM_LABELS.hutang_masa_tenggang),
  hutang_denda_persen: persen(SETTING_SYSTEM_LABELS.hutang_denda_persen),
});
export type SettingSystem = z.infer<typeof SettingSystemSchema>;

/** The same as answered (plain types: a response schema must encode without transforms). */
const SettingSystemOutSchema = z.object({
  pembulatan_jual: z.number().int(),
  pembulatan_beli: z.number().int(),
  diskon_maks_kasir: z.string(),
  diskon_maks_admin: z.string(),
  wajib_harga_harian: z.boolean(),
  ppn_tarif_faktur: z.string(),
  ppn_tarif_non_faktur: z.string(),
  ppn_tarif_jasa: z.string(),
  mdr_qris: z.string(),
  mdr_debit: z.string(),
  mdr_kredit: z.string(),
  hutang_periode_bunga: z.enum(PERIODE_BUNGA),
  hutang_masa_tenggang: z.number().int(),
  hutang_denda_persen: z.string(),
});

/** One store's settings: PKP (prints and records PPN on its sales). */
export const SettingSystemTokoSchema = z.object({
  kode_toko: z.string(),
  nama_toko: z.string(),
  pkp: z.boolean(),
});
export type SettingSystemToko = z.infer<typeof SettingSystemTokoSchema>;

const DataSchema = z.object({ system: SettingSystemOutSchema, toko: SettingSystemTokoSchema });

/** The settings of the chain and of one store (the user's own when none is named). */
export const getSettingSystem = endpoint({
  method: 'GET',
  path: 'setting-system',
  query: z.object({ kode_toko: OptionalTokoSchema }),
  response: z.object({ data: DataSchema }),
  access: menus('/settingsystem'),
});

/** Saves the chain's settings and one store's; every changed value goes to the audit log. */
export const simpanSettingSystem = endpoint({
  method: 'POST',
  path: 'setting-system',
  body: z.object({
    system: SettingSystemSchema,
    toko: z.object({ kode_toko: OptionalTokoSchema, pkp: flag(SETTING_SYSTEM_LABELS.pkp) }),
  }),
  response: z.object({ message: z.string(), data: DataSchema }),
  access: menus('/settingsystem'),
});

/**
 * Live prices: every signed-in socket joins the chain's room; a change of Master Harga Emas is announced
 * there, and the sale and buy-back screens fetch their prices again (the server prices on save anyway).
 */
export const CHAIN_ROOM = 'chain';
export const HARGA_EMAS_SOCKET_EVENT = 'harga-emas-berubah';
