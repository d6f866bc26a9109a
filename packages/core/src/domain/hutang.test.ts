import { describe, expect, it } from 'vitest';
import { ESC_POS_CUT, SLIP_WIDTH } from '../receipts/slip.ts';
import { buildHutangSlip, hutangSlipText, type HutangSlipData } from '../receipts/hutang.ts';
import { escPosBarcode } from '../receipts/services.ts';
import {
  bagiPembayaran,
  bungaUntuk,
  maksPinjaman,
  periodeBerjalan,
  SETTING_HUTANG_DEFAULT,
  settingHutangFromParams,
  tagihanHutang,
  tambahHari,
} from './hutang.ts';

describe('interest by started period', () => {
  it('counts the first day as a started period, and a new one every 15 days or 30 days', () => {
    expect(periodeBerjalan('2026-01-01', '2025-12-31', 'BULAN')).toBe(0);
    expect(periodeBerjalan('2026-01-01', '2026-01-01', 'BULAN')).toBe(1);
    expect(periodeBerjalan('2026-01-01', '2026-01-30', 'BULAN')).toBe(1);
    expect(periodeBerjalan('2026-01-01', '2026-01-31', 'BULAN')).toBe(2);
    expect(periodeBerjalan('2026-01-01', '2026-01-15', '15_HARI')).toBe(1);
    expect(periodeBerjalan('2026-01-01', '2026-01-16', '15_HARI')).toBe(2);
  });

  it('rounds interest up to Rp 500, halving the monthly rate per 15 days', () => {
    // 1.75 % of Rp 1.234.567 = 21.604,92 → 22.000 (rounded up to 500).
    expect(bungaUntuk(1_234_567, '1.75', 'BULAN', 1)).toBe(22_000);
    // Half a month: 0.875 % × 3 periods of Rp 1.000.000 = 26.250 → 26.500.
    expect(bungaUntuk(1_000_000, '1.75', '15_HARI', 3)).toBe(26_500);
    expect(bungaUntuk(1_000_000, '2', 'BULAN', 0)).toBe(0);
  });

  it('adds a penalty per started period past the due date and the grace days', () => {
    const loan = { pokok: 5_000_000, bunga_persen: '2', tgl_bunga: '2026-01-01', tgl_jatuh_tempo: '2026-01-31' };
    expect(tagihanHutang(loan, tambahHari('2026-01-31', 7), SETTING_HUTANG_DEFAULT)).toMatchObject({
      denda: 0,
      jatuh_tempo: false,
      hari_terlambat: 7,
    });
    expect(tagihanHutang(loan, tambahHari('2026-01-31', 8), SETTING_HUTANG_DEFAULT)).toMatchObject({ denda: 50_000, jatuh_tempo: true });
    expect(tagihanHutang(loan, tambahHari('2026-01-31', 38), SETTING_HUTANG_DEFAULT)).toMatchObject({ denda: 100_000 });
  });
});

describe('payments and limits', () => {
  it('splits penalty → interest → principal', () => {
    expect(bagiPembayaran(30_000, { denda: 50_000, bunga: 100_000, pokok: 1_000_000 })).toEqual({
      denda: 30_000,
      bunga: 0,
      pokok: 0,
      lebih: 0,
    });
    expect(bagiPembayaran(200_000, { denda: 50_000, bunga: 100_000, pokok: 1_000_000 })).toEqual({
      denda: 50_000,
      bunga: 100_000,
      pokok: 50_000,
      lebih: 0,
    });
    expect(bagiPembayaran(1_200_000, { denda: 50_000, bunga: 100_000, pokok: 1_000_000 })).toEqual({
      denda: 50_000,
      bunga: 100_000,
      pokok: 1_000_000,
      lebih: 50_000,
    });
  });

  it('lends at most the taksiran share, rounded down to Rp 1.000', () => {
    expect(maksPinjaman(7_500_000, '80')).toBe(6_000_000);
    expect(maksPinjaman(1_234_567, '90')).toBe(1_111_000);
  });

  it('reads settings from Para System texts, keeping defaults for anything unreadable', () => {
    expect(settingHutangFromParams({ hutang_periode_bunga: '15_HARI', hutang_masa_tenggang: 'x', hutang_denda_persen: '2.5' })).toEqual({
      hutang_periode_bunga: '15_HARI',
      hutang_masa_tenggang: SETTING_HUTANG_DEFAULT.hutang_masa_tenggang,
      hutang_denda_persen: '2.5',
    });
  });
});

describe('hutangSlip', () => {
  const data: HutangSlipData = {
    shop: { nama_toko: 'KENCANA BANDUNG', alamat_toko: 'JL. OTTO ISKANDARDINATA NO. 88' },
    no_hutang: 'HTG-T01-261126-0001',
    tanggal: '2026-11-26',
    tgl_jatuh_tempo: '2026-12-26',
    nama_customer: 'BUDI SANTOSO',
    no_ktp: '3171012345678901',
    barang: [{ nama_barang: 'CINCIN', berat: '5.000', kadar: '75', nilai: 5_000_000 }],
    nilai_taksiran: 5_000_000,
    jumlah_pinjaman: 4_000_000,
    bunga_persen: '2',
    periode: 'bulan',
    lama_hari: 30,
    user_id: 'kasir',
  };
  it('prints the number, the pieces, the amount, the due date and the terms at 40 columns on two copies', () => {
    const slip = hutangSlipText(data);
    expect(slip.split(ESC_POS_CUT).filter(Boolean)).toHaveLength(2);
    for (const line of slip.replaceAll(ESC_POS_CUT, '').split('\n')) expect(line.length).toBeLessThanOrEqual(SLIP_WIDTH);
    expect(slip).toContain('HTG-T01-261126-0001');
    expect(slip).not.toContain('@@');
    expect(slip).toMatch(/Pinjaman\s+Rp\. 4,000,000/);
    expect(slip).toMatch(/Jatuh Tempo\s+2026-12-26/);
  });

  it('prints the loan number as an ESC/POS Code 128 barcode on each copy', () => {
    const file = buildHutangSlip(data);
    const barcode = escPosBarcode('HTG-T01-261126-0001');
    expect(file.split(barcode)).toHaveLength(3);
    expect(barcode).toContain(`\x1dk\x49${String.fromCharCode('HTG-T01-261126-0001'.length + 2)}{BHTG-T01-261126-0001`);
  });
});
