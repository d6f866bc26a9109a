import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import { defaultParams, defineReport, detailParentColumns, formatCell, offersAll, periodText, reportLayout, resetValue } from './define.ts';
import bahanTukang from './bahan-tukang.ts';
import { findReportByMenu, REPORTS } from './index.ts';
import barangSummary from './barang-summary.ts';
import owner from './owner.ts';
import transaksiPenjualan from './transaksi-penjualan.ts';

describe('report definitions', () => {
  it('a free search text field: upper-cased and trimmed, empty when not given, at most 40 characters', () => {
    const database = findReportByMenu('/database-member');
    expect(database && defaultParams(database, '2026-11-22')).toEqual({ kode_toko: 'SEMUA', cari: '', ulang_tahun: 'SEMUA' });
    expect(database?.params.safeParse({ cari: '  siti ' }).data).toEqual({ kode_toko: 'SEMUA', cari: 'SITI', ulang_tahun: 'SEMUA' });
    expect(database?.params.safeParse({}).data).toMatchObject({ cari: '' });
    expect(database?.params.safeParse({ cari: 'x'.repeat(41) }).error?.issues[0]?.message).toBe(
      'Cari Kode / Nama / No HP / NIK Maksimal 40 Karakter',
    );
  });

  it('defaults dates to today, SEMUA where offered and the first report type', () => {
    expect(defaultParams(barangSummary, '2026-11-22')).toEqual({
      type: 'GLOBAL',
      tanggal: '2026-11-22',
      kode_toko: 'SEMUA',
      kode_gudang: 'SEMUA',
      kode_group: 'SEMUA',
    });
  });

  it('builds the parameter schema: required messages, SEMUA when missing, fixed choices, period order', () => {
    const otorisasi = findReportByMenu('/laporan-authorization');
    expect(otorisasi?.id).toBe('otorisasi');
    const parse = (input: Record<string, string>) => otorisasi?.params.safeParse(input);
    expect(parse({ tgl_from: '2026-11-01', tgl_to: '2026-11-22' })?.data).toEqual({
      tgl_from: '2026-11-01',
      tgl_to: '2026-11-22',
      kode_toko: 'SEMUA',
      event: 'SEMUA',
    });
    expect(parse({ tgl_to: '2026-11-22' })?.error?.issues[0]?.message).toBe(MESSAGES.tanggalAwalTidakBolehKosong);
    expect(parse({ tgl_from: '2026-11-22', tgl_to: '' })?.error?.issues[0]?.message).toBe(MESSAGES.tanggalAkhirTidakBolehKosong);
    expect(parse({ tgl_from: '2026-11-23', tgl_to: '2026-11-22' })?.error?.issues[0]?.message).toBe(
      MESSAGES.tanggalAwalMelebihiTanggalAkhir,
    );
    expect(barangSummary.params.safeParse({ tanggal: '2026-11-22', type: 'REKAP' }).success).toBe(false);
    const required = defineReport({
      id: 'contoh',
      title: 'CONTOH',
      menus: ['/laporan-contoh'],
      call: { method: 'POST', path: 'contoh/report' },
      fields: [{ name: 'kode_cabang', label: 'Kode Toko', kind: 'select', source: 'toko', required: MESSAGES.kodeTokoHarusDipilih }],
      period: { kind: 'none' },
      columns: [{ key: 'a', label: 'A' }],
      texts: { success: MESSAGES.laporanTersedia, empty: MESSAGES.laporanKirimBarangTidakAda },
      exports: ['pdf'],
    });
    expect(required.params.safeParse({ kode_cabang: '' }).error?.issues[0]?.message).toBe('Kode Toko Harus Dipilih');
    expect(required.params.safeParse({ kode_cabang: 't02' }).data).toEqual({ kode_cabang: 'T02' });
  });

  it('offers SEMUA per report type: the material report’s DETAIL needs a craftsman and a category chosen', () => {
    const base = { tgl_from: '2026-11-01', tgl_to: '2026-11-24' };
    const tukang = bahanTukang.fields.find((f) => f.name === 'kode_tukang')!;
    expect(offersAll(bahanTukang, tukang, { type: 'DETAIL' })).toBe(false);
    expect(offersAll(bahanTukang, tukang, { type: 'REKAP' })).toBe(true);
    expect(resetValue(bahanTukang, tukang, { type: 'REKAP' })).toBe('SEMUA');
    expect(resetValue(bahanTukang, tukang, { type: 'DETAIL' })).toBe('');
    // The form starts on DETAIL with nothing chosen; REKAP may ask for everything.
    expect(defaultParams(bahanTukang, '2026-11-24')).toMatchObject({ type: 'DETAIL', kode_tukang: '', kode_group: '' });
    const detailAll = bahanTukang.params.safeParse({ ...base, type: 'DETAIL', kode_tukang: 'SEMUA', kode_group: 'SEMUA' });
    expect(detailAll.success).toBe(false);
    expect(detailAll.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['kode_tukang', MESSAGES.dataTukangHarusDipilih],
      ['kode_group', MESSAGES.kategoriHarusDipilih],
    ]);
    expect(bahanTukang.params.safeParse({ ...base, type: 'DETAIL', kode_tukang: 'TK01', kode_group: '17K' }).success).toBe(true);
    expect(bahanTukang.params.parse({ ...base, type: 'REKAP' })).toMatchObject({ kode_tukang: 'SEMUA', kode_group: 'SEMUA' });
  });

  it('switches columns and texts with the report type', () => {
    expect(reportLayout(barangSummary, { type: 'GLOBAL' }).columns.map((c) => c.key)).toContain('nama_gudang');
    expect(reportLayout(barangSummary, { type: 'DETAIL' }).columns.map((c) => c.key)).toContain('kode_baki');
  });

  it('formats cells exactly, with the decimals of the report', () => {
    const berat = owner.columns.find((c) => c.key === 'berat_saldo');
    expect(berat && formatCell(berat, '1234.567')).toBe('1,234.57');
    const harga = owner.columns.find((c) => c.key === 'harga_penjualan');
    expect(harga && formatCell(harga, 12500000)).toBe('Rp. 12,500,000');
    expect(harga && formatCell(harga, null)).toBe('Rp. 0');
    expect(formatCell({ key: 'x', label: 'X' }, null)).toBe('-');
    // A value only some rows have: missing is empty, 0 is still Rp. 0.
    const nilai = { key: 'nilai', label: 'Nilai', format: 'money', emptyWhenMissing: true } as const;
    expect(formatCell(nilai, null)).toBe('');
    expect(formatCell(nilai, 0)).toBe('Rp. 0');
    expect(periodText(owner, { tanggal: '2026-11-22' }, '2026-11-22')).toBe('Tanggal : 2026-11-22');
  });

  it('keeps ids and data calls unique', () => {
    expect(new Set(REPORTS.map((r) => r.id)).size).toBe(REPORTS.length);
    expect(new Set(REPORTS.map((r) => `${r.call.method} ${r.call.path}`)).size).toBe(REPORTS.length);
    expect(new Set(REPORTS.flatMap((r) => r.menus)).size).toBe(REPORTS.flatMap((r) => r.menus).length);
  });

  it('names each detail row by its row’s columns on the Detail sheet: the declared ones, else the first; an unknown one fails at import', () => {
    const detail = transaksiPenjualan.detail;
    expect(detail && detailParentColumns(transaksiPenjualan.columns, detail).map((c) => c.label)).toEqual(['Tanggal', 'No Faktur', 'Toko']);
    const columns = [
      { key: 'no_kirim', label: 'No Kirim' },
      { key: 'qty', label: 'Qty', format: 'qty' as const },
    ];
    expect(detailParentColumns(columns, { key: 'detail_barang', columns: [] }).map((c) => c.key)).toEqual(['no_kirim']);
    const base = {
      id: 'uji',
      title: 'UJI',
      menus: ['/uji'],
      call: { method: 'GET' as const, path: 'laporan/uji' },
      fields: [],
      period: { kind: 'none' as const },
      columns,
      texts: { success: 'a', empty: 'b' },
      exports: [],
    };
    expect(() => defineReport({ ...base, detail: { key: 'detail_barang', parent: ['no_faktur'], columns: [] } })).toThrow(
      'parent column "no_faktur"',
    );
  });
});
