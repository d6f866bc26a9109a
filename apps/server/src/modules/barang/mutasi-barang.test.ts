import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { harusDiisi, MESSAGES, roundUpTo500, tidakBolehKosong } from '@kencana/core';
import { rows } from '../../db/client.ts';
import { checkLedgerInvariants } from '../../ledger/invariants.ts';
import { bakiPlace, boundaryPlace } from '../../ledger/places.ts';
import { postMovements } from '../../ledger/post-movements.ts';
import { nextDocNo } from '../../numbering/next-doc-no.ts';
import { TEST_TODAY, type TestApp } from '../../testing/test-app.ts';
import { balance, barangForm, item, itemsOn, writeCounts, openGoodsApp, type Client } from './barang.fixtures.ts';

let t: TestApp;
let owner: Client;
let kasir: Client;
beforeAll(async () => {
  ({ t, owner, kasir } = await openGoodsApp());
});
afterAll(async () => {
  await t.close();
});

const PERIOD = { tgl_from: TEST_TODAY, tgl_to: TEST_TODAY };
const codes = (items: Array<{ kode_barcode: string }>) => items.map((i) => i.kode_barcode);
const grams = (value: string) => new Decimal(value);

describe('pindah barang: items between trays by scanning', () => {
  it('moves scanned items to a tray of the store in one document', async () => {
    const moving = codes(await itemsOn(t.db, 'KC01A', 2));
    const target = await balance(t.db, 'BAKI:KC01B');
    const response = await owner.post('pindah-barang', { kode_baki_tujuan: 'kc01b', detail_barang: moving.map((c) => c.toLowerCase()) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: MESSAGES.dataBerhasilDisimpan, qty: 2 });
    expect(response.json().no_dokumen).toMatch(/^PDH-T01-261122-\d{4}$/);
    for (const code of moving) expect(await item(t.db, code)).toMatchObject({ kode_baki: 'KC01B', lokasi: 'BAKI:KC01B' });
    expect((await balance(t.db, 'BAKI:KC01B')).qty).toBe(target.qty + 2);
    const report = (await owner.post('pindah-barang/report', { ...PERIOD, kode_baki: 'KC01B' })).json();
    expect(report.data.filter((row: { kode_barcode: string }) => moving.includes(row.kode_barcode))).toHaveLength(2);
    expect(report.data[0]).toMatchObject({ jenis_pindah: 'PINDAH BARANG', kode_baki_asal: 'KC01A', kode_baki_tujuan: 'KC01B' });
  });

  it('refuses an item already there, an unknown tray, another store; nothing written', async () => {
    const [onB] = await itemsOn(t.db, 'KC01B', 1);
    const [ofT02] = await itemsOn(t.db, 'KC02A', 1);
    const before = await writeCounts(t.db);
    const cases: Array<[Client, unknown, number, string]> = [
      [owner, { kode_baki_tujuan: 'KC01B', detail_barang: [onB!.kode_barcode] }, 400, `${MESSAGES.barangSudahAdaDiBakiTujuan} (${onB!.kode_barcode})`],
      [owner, { kode_baki_tujuan: 'NOPE', detail_barang: [onB!.kode_barcode] }, 404, MESSAGES.bakiTidakDitemukan],
      [owner, { detail_barang: [onB!.kode_barcode] }, 400, MESSAGES.kodeBakiHarusDipilih],
      [owner, { kode_baki_tujuan: 'KC01C', detail_barang: [] }, 400, MESSAGES.dataBaragTidakBolehKosong],
      [owner, { kode_baki_tujuan: 'KC01C', detail_barang: [ofT02!.kode_barcode] }, 409, `${MESSAGES.barangTidakDiBaki} (${ofT02!.kode_barcode})`],
      [kasir, { kode_baki_tujuan: 'KC01C', detail_barang: [onB!.kode_barcode] }, 403, MESSAGES.aksesTokoLainDitolak],
      [kasir, { kode_baki_tujuan: 'KC02C', detail_barang: [onB!.kode_barcode] }, 409, `${MESSAGES.barangTidakDiBaki} (${onB!.kode_barcode})`],
    ];
    for (const [who, payload, status, message] of cases) {
      const response = await who.post('pindah-barang', payload);
      expect([response.statusCode, response.json().message], JSON.stringify(payload)).toEqual([status, message]);
    }
    expect(await writeCounts(t.db)).toEqual(before);
    expect((await kasir.post('pindah-barang', { kode_baki_tujuan: 'KC02C', detail_barang: [ofT02!.kode_barcode] })).statusCode).toBe(200);
  });
});

describe('pindah barang satu baki: a whole tray', () => {
  it('moves every item and the bulk stock of a tray', async () => {
    // Bulk buy-back gold on SS01A (no barcodes), and one barcoded item.
    await t.db.transaction(async (tx) => {
      const doc_no = await nextDocNo(tx, 'TS', 'T01', TEST_TODAY);
      await postMovements(tx, { doc_no, doc_type: 'TEST', kode_toko: 'T01', tgl_system: TEST_TODAY, user_id: 'owner' }, [
        { from: boundaryPlace('EXTERNAL', 'T01'), to: bakiPlace('SS01A'), kode_group: '17K', kode_dept: 'GEL17', qty: 3, berat: '12.345' },
      ]);
    });
    const added = (await owner.post('tambah-barang', barangForm({ kode_lokasi_toko: 'SS01A', berat: '4.000', berat_asli: '4.000' }))).json().data.kode_barcode;
    const before = await balance(t.db, 'BAKI:SS01A');
    expect(before).toEqual({ qty: 4, berat: '16.345' });
    // What the screen shows before moving: the item, the bulk beside it and the ledger's total.
    const isi = await owner.get('pindah-barang/satu-baki/isi?kode_baki=ss01a');
    expect(isi.statusCode).toBe(200);
    expect(isi.json().data).toEqual({
      kode_baki: 'SS01A',
      nama_baki: 'BAKI SS',
      kode_gudang: 'SS',
      kode_toko: 'T01',
      qty: 4,
      berat: '16.345',
      detail_barang: [{ kode_barcode: added, nama_barang: 'CINCIN 17K POLOS UJI', kode_group: '17K', kode_dept: 'CIN17', berat: '4.000' }],
      bulk: [{ kode_group: '17K', kode_dept: 'GEL17', qty: 3, berat: '12.345' }],
    });

    const response = await owner.post('pindah-barang/satu-baki', { kode_baki_asal: 'SS01A', kode_baki_tujuan: 'SP01A' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ qty: 4, berat: '16.345' });
    expect(await balance(t.db, 'BAKI:SS01A')).toEqual({ qty: 0, berat: '0.000' });
    expect(await balance(t.db, 'BAKI:SP01A', '17K', 'GEL17')).toEqual({ qty: 3, berat: '12.345' });
    expect(await item(t.db, added)).toMatchObject({ lokasi: 'BAKI:SP01A' });
    expect((await owner.get('pindah-barang/satu-baki/isi?kode_baki=SS01A')).json().data).toMatchObject({ qty: 0, berat: '0.000', detail_barang: [], bulk: [] });
    expect(await checkLedgerInvariants(t.db)).toEqual([]);
  });

  it('shows a tray’s content only to users of the screen, for a tray that exists', async () => {
    const unknown = await owner.get('pindah-barang/satu-baki/isi?kode_baki=NOPE');
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, MESSAGES.bakiTidakDitemukan]);
    const missing = await owner.get('pindah-barang/satu-baki/isi');
    expect([missing.statusCode, missing.json().message]).toEqual([400, MESSAGES.kodeBakiHarusDipilih]);
    expect((await kasir.get('pindah-barang/satu-baki/isi?kode_baki=KC02A')).statusCode).toBe(403);
  });

  it('refuses the same tray, an empty tray, trays of two stores', async () => {
    const cases: Array<[unknown, number, string]> = [
      [{ kode_baki_asal: 'KC01A', kode_baki_tujuan: 'KC01A' }, 400, MESSAGES.bakiTujuanSamaDenganAsal],
      [{ kode_baki_asal: 'SS01A', kode_baki_tujuan: 'KC01A' }, 400, MESSAGES.bakiTidakBerisiBarang],
      [{ kode_baki_asal: 'KC01A', kode_baki_tujuan: 'KC02A' }, 400, MESSAGES.aksesTokoLainDitolak],
    ];
    for (const [payload, status, message] of cases) {
      const response = await owner.post('pindah-barang/satu-baki', payload);
      expect([response.statusCode, response.json().message], JSON.stringify(payload)).toEqual([status, message]);
    }
    expect((await kasir.post('pindah-barang/satu-baki', { kode_baki_asal: 'KC02A', kode_baki_tujuan: 'KC02B' })).statusCode).toBe(403);
  });
});

describe('pindah sortir: display goods back to sorting', () => {
  it('moves display items to a sorting tray only', async () => {
    const [display] = await itemsOn(t.db, 'KC01C', 1);
    const bad = await owner.post('pindah-sortir', { kode_baki_tujuan: 'KC01D', detail_barang: [display!.kode_barcode] });
    expect([bad.statusCode, bad.json().message]).toEqual([400, MESSAGES.bakiTujuanHarusGudangSortir]);
    const ok = await owner.post('pindah-sortir', { kode_baki_tujuan: 'SS01A', detail_barang: [display!.kode_barcode] });
    expect(ok.statusCode).toBe(200);
    expect(await item(t.db, display!.kode_barcode)).toMatchObject({ lokasi: 'BAKI:SS01A' });
    const notDisplay = await owner.post('pindah-sortir', { kode_baki_tujuan: 'RUSAK01A', detail_barang: [display!.kode_barcode] });
    expect([notDisplay.statusCode, notDisplay.json().message]).toEqual([409, `${MESSAGES.barangBukanBarangDisplay} (${display!.kode_barcode})`]);
    const report = (await owner.post('pindah-barang/report', PERIOD)).json();
    expect(report.data.some((row: { jenis_pindah: string; kode_barcode: string }) => row.jenis_pindah === 'PINDAH SORTIR' && row.kode_barcode === display!.kode_barcode)).toBe(true);
  });
});

describe('konversi barang: another category and type', () => {
  it('converts items in one document and reports them nested', async () => {
    const chosen = (await itemsOn(t.db, 'KC01D', 20)).filter((i) => i.kode_group !== '24K').slice(0, 2);
    const groupsBefore = await Promise.all(chosen.map((i) => balance(t.db, 'BAKI:KC01D', i.kode_group, i.kode_dept)));
    const target = await balance(t.db, 'BAKI:KC01D', '24K', 'LIO24');
    const response = await owner.post('konversi-barang', { kode_group: '24k', kode_dept: 'lio24', detail_barang: codes(chosen), keterangan: 'salah input kategori' });
    expect(response.statusCode).toBe(200);
    expect(response.json().no_dokumen).toMatch(/^KNV-T01-261122-\d{4}$/);
    const after = await balance(t.db, 'BAKI:KC01D', '24K', 'LIO24');
    expect(after.qty).toBe(target.qty + 2);
    expect(grams(after.berat).minus(grams(target.berat)).toFixed(3)).toBe(grams(chosen[0]!.berat).plus(grams(chosen[1]!.berat)).toFixed(3));
    for (const [index, i] of chosen.entries()) {
      const now = await balance(t.db, 'BAKI:KC01D', i.kode_group, i.kode_dept);
      expect(now.qty).toBeLessThan(groupsBefore[index]!.qty);
      const detail = (await owner.get(`barang/get/by-kode-barcode/${i.kode_barcode}`)).json().data;
      expect(detail).toMatchObject({ kode_group: '24K', kode_dept: 'LIO24', kode_baki: 'KC01D', harga_jual: roundUpTo500(grams(i.berat).times(2_150_000)) });
    }
    const report = (await owner.get(`konversi-barang/report?start_date=${TEST_TODAY}&end_date=${TEST_TODAY}`)).json();
    expect(report.message).toBe(MESSAGES.dataLaporanTersedia);
    expect(report.data).toHaveLength(1);
    expect(report.data[0]).toMatchObject({ no_konversi: response.json().no_dokumen, keterangan: 'SALAH INPUT KATEGORI', qty: 2 });
    expect(report.data[0].detail_barang).toEqual(
      chosen.map((i) => ({ kode_barcode: i.kode_barcode, nama_barang: i.nama_barang, kategori_asal: i.kode_group, kategori_tujuan: '24K', jenis_asal: i.kode_dept, jenis_tujuan: 'LIO24', berat: i.berat })),
    );
    expect(await checkLedgerInvariants(t.db)).toEqual([]);
  });

  it('refuses bad conversions and the empty report says so', async () => {
    const [one] = await itemsOn(t.db, 'KC01D', 1);
    const before = await writeCounts(t.db);
    const cases: Array<[Client, unknown, number, string]> = [
      [owner, { kode_dept: 'LIO24', detail_barang: [one!.kode_barcode] }, 400, MESSAGES.kategoriHarusDipilih],
      [owner, { kode_group: '24K', detail_barang: [one!.kode_barcode] }, 400, MESSAGES.kodeJenisHarusDipilih],
      [owner, { kode_group: '24K', kode_dept: 'LIO17', detail_barang: [one!.kode_barcode] }, 400, MESSAGES.jenisTidakSesuaiKategori],
      [owner, { kode_group: '99K', kode_dept: 'LIO17', detail_barang: [one!.kode_barcode] }, 404, MESSAGES.kategoriTidakDitemukan],
      [owner, { kode_group: one!.kode_group, kode_dept: one!.kode_dept, detail_barang: [one!.kode_barcode] }, 400, `${MESSAGES.kategoriJenisSamaDenganAsal} (${one!.kode_barcode})`],
      [kasir, { kode_group: '24K', kode_dept: 'LIO24', detail_barang: [one!.kode_barcode] }, 403, MESSAGES.aksesDitolak],
    ];
    for (const [who, payload, status, message] of cases) {
      const response = await who.post('konversi-barang', payload);
      expect([response.statusCode, response.json().message], JSON.stringify(payload)).toEqual([status, message]);
    }
    expect(await writeCounts(t.db)).toEqual(before);
    const empty = (await owner.get('konversi-barang/report?start_date=2026-01-01&end_date=2026-01-31')).json();
    expect(empty).toMatchObject({ message: MESSAGES.dataYangDiCariTidakAdaBang, data: [], total_rows: 0 });
    const missing = await owner.get('konversi-barang/report?end_date=2026-01-31');
    expect([missing.statusCode, missing.json().message]).toEqual([400, MESSAGES.tanggalAwalTidakBolehKosong]);
  });
});

describe('hancur barang: destroy with a reason', () => {
  it('moves items to DESTROYED in one document and reports them', async () => {
    const [victim] = await itemsOn(t.db, 'KC01C', 1);
    const missing = await owner.post('hancur-barang', { detail_barang: [victim!.kode_barcode] });
    expect([missing.statusCode, missing.json().message]).toEqual([400, harusDiisi('Alasan')]);
    const response = await owner.post('hancur-barang', { detail_barang: [victim!.kode_barcode], alasan: 'Patah, dilebur' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ qty: 1, berat: victim!.berat });
    expect(await item(t.db, victim!.kode_barcode)).toMatchObject({ lokasi: 'DESTROYED:T01', kode_baki: null });
    const again = await owner.post('hancur-barang', { detail_barang: [victim!.kode_barcode], alasan: 'LAGI' });
    expect([again.statusCode, again.json().message]).toEqual([409, `${MESSAGES.barangTidakDiBaki} (${victim!.kode_barcode})`]);
    const report = (await owner.post('hancur-barang/report', PERIOD)).json();
    expect(report.data).toEqual([
      expect.objectContaining({ no_hancur: response.json().no_dokumen, kode_barcode: victim!.kode_barcode, kode_baki: 'KC01C', berat: victim!.berat, alasan: 'PATAH, DILEBUR', user_id: 'owner' }),
    ]);
    const listed = (await owner.get('barang/get/list?posisi=HANCUR')).json();
    expect(listed.data.map((row: { kode_barcode: string }) => row.kode_barcode)).toEqual([victim!.kode_barcode]);
  });
});

describe('one item, one place, under concurrency', () => {
  it('send, move, convert, destroy and clean of the same barcode at once: exactly one succeeds, nothing else changes', async () => {
    const targets = (await itemsOn(t.db, 'KC01A', 30)).filter((i) => i.kode_group !== '8K').slice(0, 6);
    for (const target of targets) {
      // Each user acts on the line the lookup showed them.
      const line = (await owner.get(`barang/open/kode-barcode?kode_barcode=${target.kode_barcode}`)).json().data[0];
      const before = await writeCounts(t.db);
      const responses = await Promise.all([
        owner.post('kirim-barang', { to: 'T02', detail_barang: [line] }),
        owner.post('pindah-barang', { kode_baki_tujuan: 'KC01D', detail_barang: [line] }),
        owner.post('konversi-barang', { kode_group: '8K', kode_dept: 'CIN8', detail_barang: [line] }),
        owner.post('hancur-barang', { detail_barang: [line], alasan: 'BALAPAN' }),
        owner.post('cucian/kirim', { detail_barang: [line] }),
      ]);
      const statuses = responses.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 200), JSON.stringify(statuses)).toHaveLength(1);
      for (const refused of responses.filter((r) => r.statusCode !== 200)) {
        expect(refused.statusCode).toBe(409);
        expect([`${MESSAGES.barangTidakDiBaki} (${target.kode_barcode})`, `${MESSAGES.barangSudahBerubah} (${target.kode_barcode})`]).toContain(refused.json().message);
      }
      const after = await writeCounts(t.db);
      expect(after.documents - before.documents).toBe(1);
      expect(after.mutasi - before.mutasi).toBe(1);
    }
    expect(await checkLedgerInvariants(t.db)).toEqual([]);
  });

  it('refuses an item changed since it was scanned; a bare barcode acts on the item as it is now', async () => {
    const [target] = await itemsOn(t.db, 'KC01B', 1);
    const line = (await owner.get(`barang/open/kode-barcode?kode_barcode=${target!.kode_barcode}`)).json().data[0];
    expect((await owner.post('pindah-barang', { kode_baki_tujuan: 'KC01C', detail_barang: [target!.kode_barcode] })).statusCode).toBe(200);
    const before = await writeCounts(t.db);
    const stale = await owner.post('kirim-barang', { to: 'T03', detail_barang: [line] });
    expect([stale.statusCode, stale.json().message]).toEqual([409, `${MESSAGES.barangSudahBerubah} (${target!.kode_barcode})`]);
    const reweighed = await owner.post('hancur-barang', { detail_barang: [{ ...line, kode_baki: 'KC01C', berat: '999' }], alasan: 'X' });
    expect([reweighed.statusCode, reweighed.json().message]).toEqual([409, `${MESSAGES.barangSudahBerubah} (${target!.kode_barcode})`]);
    expect(await writeCounts(t.db)).toEqual(before);
    expect((await owner.post('pindah-barang', { kode_baki_tujuan: 'KC01B', detail_barang: [{ ...line, kode_baki: 'KC01C' }] })).statusCode).toBe(200);
  });
});

describe('cucian: cleaning with the loss recorded', () => {
  it('lists the open batches, sends more, takes items back weighed with the loss declared', async () => {
    // The seeded batch (the race above may have opened another one).
    const open = (await owner.get('cucian/open')).json().data as Array<{ no_cucian: string }>;
    const atCleaner = (await owner.get('barang/get/list?posisi=CUCIAN')).json().total;
    const seeded = open.find((batch) => batch.no_cucian === 'CUC-T01-261122-0001') as unknown as { no_cucian: string; detail_barang: unknown[] };
    expect(seeded).toMatchObject({ no_cucian: 'CUC-T01-261122-0001', status: 'OPEN', keterangan: 'CUCI RUTIN' });
    expect(seeded.detail_barang).toHaveLength(3);
    const [a, b, c] = seeded.detail_barang as Array<{ kode_barcode: string; berat_awal: string; kode_baki_asal: string }>;

    const sent = await owner.post('cucian/kirim', { detail_barang: codes(await itemsOn(t.db, 'KC01D', 2)), keterangan: 'cuci kusam' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().no_cucian).toMatch(/^CUC-T01-261122-\d{4}$/);
    expect((await owner.get('cucian/open')).json().data).toHaveLength(open.length + 1);
    expect((await owner.get('barang/get/list?posisi=CUCIAN')).json().total).toBe(atCleaner + 2);

    const before = await writeCounts(t.db);
    const heavier = await owner.post('cucian/ambil', { no_cucian: seeded.no_cucian, detail_barang: [{ kode_barcode: a!.kode_barcode, berat_akhir: grams(a!.berat_awal).plus('0.001').toFixed(3) }] });
    expect([heavier.statusCode, heavier.json().message]).toEqual([400, `${MESSAGES.beratCuciTidakBolehLebih} (${a!.kode_barcode})`]);
    const foreign = await owner.post('cucian/ambil', { no_cucian: seeded.no_cucian, detail_barang: [{ kode_barcode: 'ZZZZZZZZ', berat_akhir: '1' }] });
    expect([foreign.statusCode, foreign.json().message]).toEqual([400, `${MESSAGES.barangTidakAdaDalamCucian} (ZZZZZZZZ)`]);
    const negative = await owner.post('cucian/ambil', { no_cucian: seeded.no_cucian, detail_barang: [{ kode_barcode: a!.kode_barcode, berat_akhir: '-1' }] });
    expect([negative.statusCode, negative.json().message]).toEqual([400, MESSAGES.beratTidakValid]);
    const empty = await owner.post('cucian/ambil', { no_cucian: seeded.no_cucian, detail_barang: [{ kode_barcode: a!.kode_barcode }] });
    expect([empty.statusCode, empty.json().message]).toEqual([400, tidakBolehKosong('Berat Sesudah Cuci')]);
    const unknown = await owner.post('cucian/ambil', { no_cucian: 'CUC-X', detail_barang: [{ kode_barcode: a!.kode_barcode, berat_akhir: '1' }] });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, MESSAGES.cucianTidakDitemukan]);
    expect(await writeCounts(t.db)).toEqual(before);

    const loss = await balance(t.db, 'LOSS:T01');
    const afterA = grams(a!.berat_awal).minus('0.012').toFixed(3);
    const afterB = grams(b!.berat_awal).minus('0.003').toFixed(3);
    const first = await owner.post('cucian/ambil', {
      no_cucian: seeded.no_cucian,
      detail_barang: [
        { kode_barcode: a!.kode_barcode, berat_akhir: afterA },
        { kode_barcode: b!.kode_barcode, berat_akhir: afterB, kode_baki: 'KC01D' },
      ],
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ qty: 2, susut: '0.015' });
    expect(grams((await balance(t.db, 'LOSS:T01')).berat).minus(grams(loss.berat)).toFixed(3)).toBe('0.015');
    expect(await item(t.db, a!.kode_barcode)).toMatchObject({ lokasi: `BAKI:${a!.kode_baki_asal}`, berat: afterA });
    expect(await item(t.db, b!.kode_barcode)).toMatchObject({ lokasi: 'BAKI:KC01D', berat: afterB });
    expect((await owner.get('cucian/open')).json().data.find((batch: { no_cucian: string }) => batch.no_cucian === seeded.no_cucian).status).toBe('OPEN');

    const last = await owner.post('cucian/ambil', { no_cucian: seeded.no_cucian, detail_barang: [{ kode_barcode: c!.kode_barcode, berat_akhir: c!.berat_awal }] });
    expect(last.json()).toMatchObject({ susut: '0.000' });
    expect((await owner.get('cucian/open')).json().data.map((batch: { no_cucian: string }) => batch.no_cucian)).not.toContain(seeded.no_cucian);
    const twice = await owner.post('cucian/ambil', { no_cucian: seeded.no_cucian, detail_barang: [{ kode_barcode: c!.kode_barcode, berat_akhir: c!.berat_awal }] });
    expect([twice.statusCode, twice.json().message]).toEqual([400, `${MESSAGES.barangTidakAdaDalamCucian} (${c!.kode_barcode})`]);
    expect(await checkLedgerInvariants(t.db)).toEqual([]);
  });
});

describe('timbang baki: the scale against the ledger less tare', () => {
  it('shows the ledger figures, records a weighing with its difference and lists the day', async () => {
    const figures = (await owner.get('timbang-baki/baki?kode_baki=KC03B')).json().data;
    expect(figures.qty).toBeGreaterThan(0);
    const ledger = await balance(t.db, 'BAKI:KC03B');
    expect(figures).toMatchObject({ kode_baki: 'KC03B', kode_gudang: 'KC', kode_toko: 'T03', qty: ledger.qty, berat_sistem: ledger.berat, berat_baki: '120.000' });
    const [tare] = await rows<{ t: string }>(t.db, sql`SELECT (SUM(berat_bandrol + berat_plastik + berat_atribut) + 120)::numeric(14,3)::text AS t FROM barang WHERE lokasi = 'BAKI:KC03B'`);
    expect(figures.berat_tara).toBe(tare?.t);
    expect(figures.berat_seharusnya).toBe(grams(ledger.berat).plus(grams(figures.berat_tara)).toFixed(3));

    const scale = grams(figures.berat_seharusnya).minus('0.250').toFixed(3);
    const response = await owner.post('timbang-baki', { kode_baki: 'KC03B', berat_timbangan: scale, keterangan: 'timbang pagi' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ kode_baki: 'KC03B', berat_timbangan: scale, selisih: '-0.250', keterangan: 'TIMBANG PAGI', user_id: 'owner', tgl_system: TEST_TODAY, jam: '10:00' });
    expect(response.json().data.no_timbang).toMatch(/^TMB-T03-261122-\d{4}$/);
    expect(await balance(t.db, 'BAKI:KC03B')).toEqual(ledger);

    // The day's weighings (the report call of /laporan-timbang-baki) show the same figures.
    const { no_timbang, jam, qty, berat_sistem, berat_tara, berat_seharusnya, berat_timbangan, selisih } = response.json().data;
    const list = (await owner.get(`timbang-baki?tanggal=${TEST_TODAY}&kode_gudang=KC&kode_toko=T03`)).json();
    expect(list.message).toBe(MESSAGES.dataLaporanTersedia);
    expect(list.data).toEqual([expect.objectContaining({ no_timbang, jam, qty, berat_sistem, berat_tara, berat_seharusnya, berat_timbangan, selisih, keterangan: 'TIMBANG PAGI' })]);
    expect((await owner.get(`timbang-baki?tanggal=${TEST_TODAY}&kode_gudang=SS&kode_toko=T03`)).json()).toMatchObject({ message: MESSAGES.dataLaporanTidakTersedia, data: [] });
  });

  it('refuses a missing date, a bad scale weight, a tray of another store', async () => {
    const noDate = await owner.get('timbang-baki?kode_gudang=KC');
    expect([noDate.statusCode, noDate.json().message]).toEqual([400, tidakBolehKosong('Tanggal')]);
    const before = await writeCounts(t.db);
    for (const berat_timbangan of ['-5', 'lima', '']) {
      const bad = await owner.post('timbang-baki', { kode_baki: 'KC01A', berat_timbangan });
      expect(bad.statusCode, berat_timbangan).toBe(400);
    }
    const other = await kasir.post('timbang-baki', { kode_baki: 'KC01A', berat_timbangan: '100' });
    expect([other.statusCode, other.json().message]).toEqual([403, MESSAGES.aksesTokoLainDitolak]);
    expect(await writeCounts(t.db)).toEqual(before);
  });
});

describe('stock opname: count a tray, post the adjustment', () => {
  it('compares a count with the books, then posts missing, extra and weight differences with the reason', async () => {
    const sheet = (await kasir.get('stock-opname-barang/baki?kode_baki=KC02D')).json().data;
    const onTray = sheet.detail_barang as Array<{ kode_barcode: string; berat: string }>;
    expect(onTray.length).toBeGreaterThan(3);
    const [missing, lighter, ...rest] = onTray;
    const [fromOther] = await itemsOn(t.db, 'KC02A', 1);
    const scans = [
      { kode_barcode: lighter!.kode_barcode, berat: grams(lighter!.berat).minus('0.020').toFixed(3) },
      ...rest.map((i) => ({ kode_barcode: i.kode_barcode })),
      { kode_barcode: fromOther!.kode_barcode },
      { kode_barcode: 'ZZZZ2222' },
    ];
    const before = await writeCounts(t.db);
    const check = (await kasir.post('stock-opname-barang/cek', { kode_baki: 'KC02D', detail_barang: scans })).json().data;
    expect(check.hilang.map((i: { kode_barcode: string }) => i.kode_barcode)).toEqual([missing!.kode_barcode]);
    expect(check.ditemukan).toHaveLength(onTray.length - 1);
    expect(check.lebih).toEqual([
      { kode_barcode: fromOther!.kode_barcode, nama_barang: expect.any(String), lokasi: 'BAKI:KC02A', tindakan: 'PINDAH' },
      { kode_barcode: 'ZZZZ2222', nama_barang: '-', lokasi: '-', tindakan: 'TIDAK_DIPROSES' },
    ]);
    expect(check.berat_selisih).toBe('-0.020');
    // A weight field left blank means "not weighed": the books' weight stands (never a weight of 0).
    const blank = (await kasir.post('stock-opname-barang/cek', { kode_baki: 'KC02D', detail_barang: scans.map((s) => ('berat' in s ? s : { ...s, berat: '' })) })).json().data;
    expect(blank.berat_selisih).toBe('-0.020');
    expect(blank.ditemukan.every((row: { kode_barcode: string; selisih: string }) => row.kode_barcode === lighter!.kode_barcode || row.selisih === '0.000')).toBe(true);
    expect(await writeCounts(t.db)).toEqual(before);

    const noReason = await kasir.post('stock-opname-barang', { kode_baki: 'KC02D', detail_barang: scans });
    expect([noReason.statusCode, noReason.json().message]).toEqual([400, harusDiisi('Alasan')]);
    const other = await kasir.post('stock-opname-barang', { kode_baki: 'KC01D', detail_barang: scans, alasan: 'X' });
    expect([other.statusCode, other.json().message]).toEqual([403, MESSAGES.aksesTokoLainDitolak]);
    expect(await writeCounts(t.db)).toEqual(before);

    const lossBefore = await balance(t.db, 'LOSS:T02');
    const posted = await kasir.post('stock-opname-barang', { kode_baki: 'KC02D', detail_barang: scans, alasan: 'SO bulanan' });
    expect(posted.statusCode).toBe(200);
    expect(posted.json()).toMatchObject({ message: MESSAGES.stockOpnameBerhasil });
    expect(posted.json().no_so).toMatch(/^SOB-T02-261122-\d{4}$/);
    expect(posted.json().no_dokumen).toBe(posted.json().no_so);
    expect(await item(t.db, missing!.kode_barcode)).toMatchObject({ lokasi: 'LOSS:T02', kode_baki: null });
    expect(await item(t.db, fromOther!.kode_barcode)).toMatchObject({ lokasi: 'BAKI:KC02D' });
    expect((await item(t.db, lighter!.kode_barcode)).berat).toBe(grams(lighter!.berat).minus('0.020').toFixed(3));
    expect(grams((await balance(t.db, 'LOSS:T02')).berat).minus(grams(lossBefore.berat)).toFixed(3)).toBe(grams(missing!.berat).plus('0.020').toFixed(3));
    expect(await checkLedgerInvariants(t.db)).toEqual([]);

    // Found again on another tray: it comes back from the loss place.
    const found = await kasir.post('stock-opname-barang', { kode_baki: 'KC02B', detail_barang: [...codes(await itemsOn(t.db, 'KC02B')).map((c) => ({ kode_barcode: c })), { kode_barcode: missing!.kode_barcode }], alasan: 'KETEMU' });
    expect(found.json().data.lebih).toEqual([expect.objectContaining({ kode_barcode: missing!.kode_barcode, tindakan: 'KEMBALI', lokasi: 'LOSS:T02' })]);
    expect(await item(t.db, missing!.kode_barcode)).toMatchObject({ lokasi: 'BAKI:KC02B' });

    // A count that matches the books is recorded without a ledger document.
    const clean = await kasir.post('stock-opname-barang', { kode_baki: 'KC02C', detail_barang: codes(await itemsOn(t.db, 'KC02C')).map((c) => ({ kode_barcode: c })), alasan: 'COCOK' });
    expect(clean.json()).toMatchObject({ no_dokumen: null, data: { hilang: [], lebih: [], berat_selisih: '0.000' } });

    const report = (await kasir.post('stock-opname-barang/report', PERIOD)).json();
    expect(report.data.map((row: { kode_baki: string; qty_hilang: number; no_dokumen: string }) => [row.kode_baki, row.qty_hilang, row.no_dokumen === '-'])).toEqual([
      ['KC02D', 1, false],
      ['KC02B', 0, false],
      ['KC02C', 0, true],
    ]);
    expect(await checkLedgerInvariants(t.db)).toEqual([]);
  });
});

describe('laporan stock jual', () => {
  it('gives the stock for sale per tray, category and type from the ledger balances', async () => {
    const report = (await owner.post('stock-jual/report', { kode_toko: 'T01' })).json();
    expect(report.message).toBe(MESSAGES.dataLaporanTersedia);
    const [onDisplay] = await rows<{ n: number; harga: string }>(
      t.db,
      sql`SELECT count(*)::int AS n, SUM(harga_jual)::text AS harga FROM barang WHERE kode_toko = 'T01' AND kode_gudang = 'KC' AND lokasi_kind = 'BAKI'`,
    );
    expect(report.data.every((row: { kode_gudang: string }) => row.kode_gudang === 'KC')).toBe(true);
    expect(report.totals.qty).toBe(Number(onDisplay?.n));
    expect(report.totals.harga_jual).toBe(Number(onDisplay?.harga));
    const tray = (await owner.post('stock-jual/report', { kode_toko: 'T01', kode_baki: 'KC01A', kode_group: 'SEMUA' })).json();
    expect(tray.data.every((row: { kode_baki: string }) => row.kode_baki === 'KC01A')).toBe(true);
    const sp = (await owner.post('stock-jual/report', { kode_toko: 'T01', kode_gudang: 'SP' })).json();
    expect(sp.data.some((row: { kode_dept: string; qty: number }) => row.kode_dept === 'GEL17' && row.qty === 3)).toBe(true);
  });
});

it('keeps every ledger invariant', async () => {
  expect(await checkLedgerInvariants(t.db)).toEqual([]);
});
