import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCell, MESSAGES, REPORT_TEXT } from '@kencana/core';
import report from '@kencana/core/reports/otorisasi';
import { recordApproval } from '../../../auth/approval.ts';
import type { CurrentUser } from '../../../auth/current-user.ts';
import { buildStore, buildUser, type BuiltStore, type BuiltUser } from '../../../testing/factories.ts';
import { countAsBooked } from '../../../testing/hitung-kas.ts';
import { bearer, createTestApp, loginAs, type TestApp } from '../../../testing/test-app.ts';
import { exportReportFile, fetchReport, firstSheet, pdfText } from '../../../testing/report-testing.ts';

// Three stores of the test's own, each closed on three evenings by its own cashier (who signs in again each
// morning, as the close signs a store out), then the owner signs in to read the report: 9 closes, 9 + 1
// sign-ins in the period.
let t: TestApp;
let owner: BuiltUser;
let stores: BuiltStore[];
let closers: BuiltUser[];
beforeAll(async () => {
  t = await createTestApp({ seed: false, now: '2026-11-19T08:00:00+07:00' });
  stores = [
    await buildStore(t, { tgl_system: '2026-11-19' }),
    await buildStore(t, { tgl_system: '2026-11-19' }),
    await buildStore(t, { tgl_system: '2026-11-19' }),
  ];
  closers = [];
  // The closers count their day first (the close refuses a day without its count): they have the count's menu.
  for (const store of stores)
    closers.push(await buildUser(t, { kode_toko: store.kode_toko, level: 'KASIR', menus: ['/validasi-penjualan'] }));
  const tokens = closers.map((closer) => closer.token);
  for (const [index, day] of ['2026-11-19', '2026-11-20', '2026-11-21'].entries()) {
    if (index > 0) {
      t.setNow(`${day}T08:00:00+07:00`);
      for (const [i, closer] of closers.entries()) tokens[i] = (await loginAs(t.app, closer.user_id, closer.password)).token;
    }
    t.setNow(`${day}T21:00:00+07:00`);
    for (const token of tokens) {
      await countAsBooked(t, token);
      const closed = await t.app.inject({
        method: 'POST',
        url: '/api/v1/system/close',
        headers: bearer(token),
        payload: { PROSES: 'close' },
      });
      expect(closed.statusCode, closed.body).toBe(200);
    }
  }
  t.setNow('2026-11-22T10:00:00+07:00');
  owner = await buildUser(t, { kode_toko: stores[0]!.kode_toko, level: 'OWN', user_name: 'PEMILIK UJI' });
});
afterAll(async () => {
  await t.close();
});

const period = { tgl_from: '2026-11-19', tgl_to: '2026-11-22' };

describe('laporan otorisasi', () => {
  it('lists sign-ins and store closes of the period, newest first, in local time', async () => {
    const { status, body } = await fetchReport(t, owner.token, report, period);
    expect(status).toBe(200);
    expect(body.message).toBe(MESSAGES.laporanTersedia);
    // 9 closes, the cashiers' 9 sign-ins and the owner's.
    expect(body.total_rows).toBe(19);
    expect(body.data[0]).toMatchObject({ waktu: '2026-11-22 10:00:00', kejadian: 'Login', user_id: owner.user_id });
    expect(body.data.filter((r) => r.kejadian === 'Tutup Toko')).toHaveLength(9);
    expect(body.data.filter((r) => r.kejadian === 'Login')).toHaveLength(10);
  });

  it('filters by store and event', async () => {
    const second = stores[1]!;
    const { body } = await fetchReport(t, owner.token, report, { ...period, kode_toko: second.kode_toko, event: 'TUTUP_TOKO' });
    expect(body.data.map((r) => r.keterangan)).toEqual([
      'Tanggal 2026-11-21 ke 2026-11-22',
      'Tanggal 2026-11-20 ke 2026-11-21',
      'Tanggal 2026-11-19 ke 2026-11-20',
    ]);
    expect(body.data.map((r) => r.waktu)).toEqual(['2026-11-21 21:00:00', '2026-11-20 21:00:00', '2026-11-19 21:00:00']);
    expect(body.data.every((r) => r.kode_toko === second.kode_toko && r.user_id === closers[1]!.user_id)).toBe(true);
  });

  it('answers an empty period with the empty text and no rows', async () => {
    const { status, body } = await fetchReport(t, owner.token, report, { tgl_from: '2025-01-01', tgl_to: '2025-01-31' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ message: MESSAGES.dataYangAndaCariTidakAda, data: [], total_rows: 0 });
  });

  it('refuses missing dates with the spec text, and users without the menu', async () => {
    const missing = await fetchReport(t, owner.token, report, { tgl_to: '2026-11-22' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(MESSAGES.tanggalAwalTidakBolehKosong);
    const kasir = await buildUser(t, { kode_toko: stores[2]!.kode_toko, level: 'KASIR' });
    expect((await fetchReport(t, kasir.token, report, period)).status).toBe(403);
  });

  it('exports the same rows as PDF and XLSX through the generic export call', async () => {
    const pdf = await exportReportFile(t, owner.token, report, period, 'pdf');
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="otorisasi_2026-11-19_2026-11-22.pdf"');
    const text = await pdfText(pdf.bytes);
    expect(text).toContain('LAPORAN OTORISASI');
    expect(text).toContain('Periode : 2026-11-19 s/d 2026-11-22');
    // No store chosen: the owner's export covers every store, and its header says so.
    expect(text).toContain(REPORT_TEXT.semuaToko);
    expect(text).toContain(`Printed By ${owner.user_id} / 2026-11-22 10:00`);
    // The approval columns make the rows taller: 20 events take two pages.
    expect(text).toContain('1 of 2');

    const xlsx = await exportReportFile(t, owner.token, report, period, 'xlsx');
    expect(xlsx.status).toBe(200);
    const sheet = await firstSheet(xlsx.bytes);
    expect(sheet.name).toBe('LAPORAN OTORISASI');
    expect(sheet.getRow(6).values).toEqual([
      undefined,
      'Waktu',
      'Kode Toko',
      'User ID',
      'Nama User',
      'Kejadian',
      'Keterangan',
      'Disetujui Oleh',
      'No Dokumen',
      'Nilai Sistem',
      'Nilai Input',
      'Alasan',
    ]);
    // Title block, header and the 20 events (the cashier without the menu signed in above); no totals in this report.
    expect(sheet.rowCount).toBe(6 + 20);

    const empty = await exportReportFile(t, owner.token, report, { tgl_from: '2025-01-01', tgl_to: '2025-01-01' }, 'pdf');
    expect(empty.status).toBe(422);
  });

  it("shows an approval's values and leaves them empty on the other events, on screen, in the PDF and in the XLSX", async () => {
    // An approval the next day (after the period the tests above count): a sale priced below the computed one.
    const cashier = closers[0]!;
    const requester = { user_id: cashier.user_id, kode_toko: stores[0]!.kode_toko } as CurrentUser;
    await t.db.transaction((tx) =>
      recordApproval(tx, new Date('2026-11-23T09:00:00+07:00'), {
        aksi: 'HARGA_JUAL',
        requester,
        approver: { user_id: owner.user_id, user_name: 'PEMILIK UJI' },
        kode_toko: stores[0]!.kode_toko,
        no_dokumen: 'FJ-UJI-0001',
        nilai_hitung: 1_250_000,
        nilai_input: 1_200_000,
        alasan: 'PELANGGAN TETAP',
      }),
    );
    const days = { tgl_from: '2026-11-22', tgl_to: '2026-11-23' };
    const { body } = await fetchReport(t, owner.token, report, days);
    // The approval, then the sign-ins of the day before (the owner's, and the cashier's of the menu test above).
    const [approval, ...others] = body.data;
    expect(approval).toMatchObject({ kejadian: 'Otorisasi', nilai_hitung: 1_250_000, nilai_input: 1_200_000, no_dokumen: 'FJ-UJI-0001' });
    expect(others.length).toBeGreaterThan(0);
    expect(others.every((r) => r.kejadian === 'Login')).toBe(true);
    const columns = Object.fromEntries(report.columns.map((c) => [c.key, c]));
    // The screen draws each cell with formatCell: a sign-in's values are empty, not Rp. 0.
    for (const row of others) {
      expect(formatCell(columns.nilai_hitung!, row.nilai_hitung)).toBe('');
      expect(formatCell(columns.nilai_input!, row.nilai_input)).toBe('');
    }
    expect(formatCell(columns.nilai_hitung!, approval!.nilai_hitung)).toBe('Rp. 1,250,000');

    const text = await pdfText((await exportReportFile(t, owner.token, report, days, 'pdf')).bytes);
    expect(text).toContain('Rp. 1,250,000');
    expect(text).toContain('Rp. 1,200,000');
    expect(text).not.toContain('Rp. 0');

    const sheet = await firstSheet((await exportReportFile(t, owner.token, report, days, 'xlsx')).bytes);
    // Row 7 the approval, then the sign-ins; Nilai Sistem and Nilai Input are columns 9 and 10.
    const values = (row: number) => [sheet.getRow(row).getCell(9).value, sheet.getRow(row).getCell(10).value];
    expect(values(7)).toEqual([1_250_000, 1_200_000]);
    for (const [i] of others.entries()) expect(values(8 + i)).toEqual([null, null]);
  });
});
