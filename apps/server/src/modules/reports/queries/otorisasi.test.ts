import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@kencana/core';
import report from '@kencana/core/reports/otorisasi';
import { createTestApp, loginAs, type TestApp } from '../../../testing/test-app.ts';
import { exportReportFile, fetchReport, firstSheet, pdfText } from '../report-testing.ts';

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = (await loginAs(t.app, 'owner', 'owner123')).token;
  await loginAs(t.app, 'kasir', 'kasir123');
});
afterAll(async () => {
  await t.close();
});

const period = { tgl_from: '2026-11-19', tgl_to: '2026-11-22' };

describe('laporan otorisasi', () => {
  it('lists sign-ins and store closes of the period, newest first, in local time', async () => {
    const { status, body } = await fetchReport(t, owner, report, period);
    expect(status).toBe(200);
    expect(body.message).toBe(MESSAGES.laporanTersedia);
    // The demo's three closed days in three stores, and today's two sign-ins.
    expect(body.total_rows).toBe(11);
    expect(body.data[0]).toMatchObject({ waktu: '2026-11-22 10:00:00', kejadian: 'Login' });
    expect(body.data.filter((r) => r.kejadian === 'Tutup Toko')).toHaveLength(9);
  });

  it('filters by store and event', async () => {
    const { body } = await fetchReport(t, owner, report, { ...period, kode_toko: 'T02', event: 'TUTUP_TOKO' });
    expect(body.data.map((r) => r.keterangan)).toEqual(['Tanggal 2026-11-21 ke 2026-11-22', 'Tanggal 2026-11-20 ke 2026-11-21', 'Tanggal 2026-11-19 ke 2026-11-20']);
    expect(body.data.every((r) => r.kode_toko === 'T02' && r.user_id === 'owner' && r.user_name === 'PEMILIK KENCANA')).toBe(true);
  });

  it('answers an empty period with the empty text and no rows', async () => {
    const { status, body } = await fetchReport(t, owner, report, { tgl_from: '2025-01-01', tgl_to: '2025-01-31' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ message: MESSAGES.dataYangAndaCariTidakAda, data: [], total_rows: 0 });
  });

  it('refuses missing dates with the spec text, and users without the menu', async () => {
    const missing = await fetchReport(t, owner, report, { tgl_to: '2026-11-22' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(MESSAGES.tanggalAwalTidakBolehKosong);
    const kasir = (await loginAs(t.app, 'kasir', 'kasir123')).token;
    expect((await fetchReport(t, kasir, report, period)).status).toBe(403);
  });

  it('exports the same rows as PDF and XLSX through the generic export call', async () => {
    const pdf = await exportReportFile(t, owner, report, period, 'pdf');
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="otorisasi_2026-11-19_2026-11-22.pdf"');
    const text = await pdfText(pdf.bytes);
    expect(text).toContain('LAPORAN OTORISASI');
    expect(text).toContain('Periode : 2026-11-19 s/d 2026-11-22');
    expect(text).toContain('KENCANA PUSAT');
    expect(text).toContain('Printed By owner / 2026-11-22 10:00');
    expect(text).toContain('1 of 1');

    const xlsx = await exportReportFile(t, owner, report, period, 'xlsx');
    expect(xlsx.status).toBe(200);
    const sheet = await firstSheet(xlsx.bytes);
    expect(sheet.name).toBe('LAPORAN OTORISASI');
    expect(sheet.getRow(6).values).toEqual([undefined, 'Waktu', 'Kode Toko', 'User ID', 'Nama User', 'Kejadian', 'Keterangan']);
    // Title block, header and the 12 events (the kasir signed in again above); no totals in this report.
    expect(sheet.rowCount).toBe(6 + 12);

    const empty = await exportReportFile(t, owner, report, { tgl_from: '2025-01-01', tgl_to: '2025-01-01' }, 'pdf');
    expect(empty.status).toBe(422);
  });
});
