// Loans against gold (hutang / gadai): the pure rules the server books and the screens show while the
// customer waits — the started interest periods, the interest and penalty to a date, a payment's split
// (penalty → interest → principal) and the maximum loan. Whole rupiah; percentages are exact decimal texts.
// Dates are business dates (yyyy-MM-dd), counted in whole days.
import Decimal from 'decimal.js';
import { roundUpTo500 } from '../format/money.ts';

const Exact = Decimal.clone({ precision: 64, rounding: Decimal.ROUND_HALF_UP });

/** How interest is counted: per started 15 days (as pawnshops count "sewa modal") or per started month. */
export const PERIODE_BUNGA = ['15_HARI', 'BULAN'] as const;
export type PeriodeBunga = (typeof PERIODE_BUNGA)[number];

/** Days of one period: a month is counted as 30 days (the pawnshops' convention), half a month as 15. */
export const HARI_PER_PERIODE: Readonly<Record<PeriodeBunga, number>> = { '15_HARI': 15, BULAN: 30 };

/** The loans' settings of the chain (/settingsystem), with their defaults. */
export interface SettingHutang {
  /** Per started 15 days or per started month. */
  hutang_periode_bunga: PeriodeBunga;
  /** Days after the due date before the loan counts as 'jatuh tempo' and a penalty starts. */
  hutang_masa_tenggang: number;
  /** Penalty: percent of the principal per started period past the due date and the grace period. */
  hutang_denda_persen: string;
}

export const SETTING_HUTANG_DEFAULT: Readonly<SettingHutang> = {
  hutang_periode_bunga: 'BULAN',
  hutang_masa_tenggang: 7,
  hutang_denda_persen: '1',
};

/** The Para System keys of the loans' settings. */
export const SETTING_HUTANG_KEYS = Object.keys(SETTING_HUTANG_DEFAULT) as (keyof SettingHutang)[];

/** Reads the loans' settings from Para System texts; anything missing or unreadable keeps its default. */
export function settingHutangFromParams(params: Readonly<Record<string, string | undefined>>): SettingHutang {
  const out: SettingHutang = { ...SETTING_HUTANG_DEFAULT };
  const periode = params.hutang_periode_bunga;
  if (periode && (PERIODE_BUNGA as readonly string[]).includes(periode)) out.hutang_periode_bunga = periode as PeriodeBunga;
  const tenggang = Number(params.hutang_masa_tenggang);
  if (Number.isInteger(tenggang) && tenggang >= 0 && tenggang <= 365) out.hutang_masa_tenggang = tenggang;
  const denda = params.hutang_denda_persen;
  if (denda && /^\d{1,3}(\.\d{1,2})?$/.test(denda) && Number(denda) <= 100) out.hutang_denda_persen = denda;
  return out;
}

const DAY_MS = 86_400_000;
const dayNumber = (tgl: string): number => {
  const [y, m, d] = tgl.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) / DAY_MS;
};

/** Whole days from `dari` to `sampai` (negative when `sampai` is earlier). */
export function selisihHari(dari: string, sampai: string): number {
  return dayNumber(sampai) - dayNumber(dari);
}

/** The date `hari` days after `tgl` (yyyy-MM-dd). */
export function tambahHari(tgl: string, hari: number): string {
  return new Date((dayNumber(tgl) + hari) * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The periods started from `mulai` up to and including `hariIni`: the first day opens the first period
 * (a loan repaid the day it was taken still pays one), day L opens the second… 0 before `mulai` (interest
 * already paid for a period that has not ended).
 */
export function periodeBerjalan(mulai: string, hariIni: string, periode: PeriodeBunga): number {
  const hari = selisihHari(mulai, hariIni);
  return hari < 0 ? 0 : Math.floor(hari / HARI_PER_PERIODE[periode]) + 1;
}

/** The interest rate of one period in percent: the condition's monthly rate, halved for 15 days. */
export function bungaPerPeriode(bunga_persen: string, periode: PeriodeBunga): Decimal {
  return new Exact(bunga_persen).dividedBy(periode === 'BULAN' ? 1 : 2);
}

/**
 * The interest of `periode_count` periods on a principal: pokok × rate × periods, rounded UP to Rp 500.
 * The one formula of the books, the screens, the slips and the property test.
 */
export function bungaUntuk(pokok: number, bunga_persen: string, periode: PeriodeBunga, jumlah_periode: number): number {
  if (jumlah_periode <= 0 || pokok <= 0) return 0;
  return roundUpTo500(new Exact(pokok).times(bungaPerPeriode(bunga_persen, periode)).times(jumlah_periode).dividedBy(100));
}

/** What a loan owes on a date. */
export interface TagihanHutang {
  pokok: number;
  /** Interest periods started since interest was last paid through. */
  periode_bunga: number;
  bunga: number;
  /** Days past the due date (0 when not yet due). */
  hari_terlambat: number;
  /** Periods of penalty started past the due date and the grace period. */
  periode_denda: number;
  denda: number;
  total: number;
  /** Past the due date and the grace period. */
  jatuh_tempo: boolean;
}

/** A loan as the rules need it. */
export interface HutangTerms {
  pokok: number;
  bunga_persen: string;
  /** Interest is paid through the day before this date (the loan's date until the first payment). */
  tgl_bunga: string;
  tgl_jatuh_tempo: string;
}

/**
 * What the loan owes on `hariIni`: principal, interest for every period started since `tgl_bunga`, and the
 * penalty — `denda_persen` of the principal per period started after the due date plus the grace period —
 * each rounded up to Rp 500.
 */
export function tagihanHutang(loan: HutangTerms, hariIni: string, setting: SettingHutang): TagihanHutang {
  const periode_bunga = periodeBerjalan(loan.tgl_bunga, hariIni, setting.hutang_periode_bunga);
  const bunga = bungaUntuk(loan.pokok, loan.bunga_persen, setting.hutang_periode_bunga, periode_bunga);
  const hari_terlambat = Math.max(0, selisihHari(loan.tgl_jatuh_tempo, hariIni));
  const lewatTenggang = hari_terlambat - setting.hutang_masa_tenggang;
  const periode_denda = lewatTenggang > 0 ? Math.floor((lewatTenggang - 1) / HARI_PER_PERIODE[setting.hutang_periode_bunga]) + 1 : 0;
  const denda =
    periode_denda > 0 && loan.pokok > 0
      ? roundUpTo500(new Exact(loan.pokok).times(setting.hutang_denda_persen).times(periode_denda).dividedBy(100))
      : 0;
  return {
    pokok: loan.pokok,
    periode_bunga,
    bunga,
    hari_terlambat,
    periode_denda,
    denda,
    total: loan.pokok + bunga + denda,
    jatuh_tempo: lewatTenggang > 0,
  };
}

/** A payment split penalty → interest → principal; `lebih` what is left beyond the principal. */
export interface PembagianBayar {
  denda: number;
  bunga: number;
  pokok: number;
  lebih: number;
}

/** Splits a payment: first the penalty, then the interest, then the principal. */
export function bagiPembayaran(jumlah: number, owed: { denda: number; bunga: number; pokok: number }): PembagianBayar {
  const denda = Math.min(jumlah, owed.denda);
  const bunga = Math.min(jumlah - denda, owed.bunga);
  const pokok = Math.min(jumlah - denda - bunga, owed.pokok);
  return { denda, bunga, pokok, lebih: jumlah - denda - bunga - pokok };
}

/** The value of a pledged piece at today's price: grams × price per gram, rounded down to whole rupiah. */
export function nilaiTaksiran(berat: string, harga_per_gram: number): number {
  return new Exact(berat).times(harga_per_gram).floor().toNumber();
}

/** The most that may be lent on pieces worth `nilai`: the condition's taksiran %, rounded down to Rp 1.000. */
export function maksPinjaman(nilai: number, taksiran_persen: string): number {
  return new Exact(nilai).times(taksiran_persen).dividedBy(100).dividedBy(1000).floor().times(1000).toNumber();
}

/** The WhatsApp number of an Indonesian phone (08… → 628…), digits only, or null. */
export function nomorWhatsApp(no_hp: string): string | null {
  const digits = no_hp.replace(/\D/g, '');
  if (digits.length < 6) return null;
  if (digits.startsWith('62')) return digits;
  if (digits.startsWith('0')) return `62${digits.slice(1)}`;
  return `62${digits}`;
}
