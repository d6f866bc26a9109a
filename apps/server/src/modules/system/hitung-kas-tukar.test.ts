// The blind count after an exchange, on the demo chain: the old piece settles part of the new
// one and is not cash out, so the drawer the count expects moved by the difference the customer paid only —
// the figure the old validation screen got wrong by the old piece's whole value.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, pembelianApi, tukarApi, validasiApi } from '@kencana/core';
import { rows } from '../../db/client.ts';
import { checkLedgerInvariants } from '../../ledger/invariants.ts';
import { saldoKas } from '../../ledger/money.ts';
import { api, type ApiClient } from '../../testing/api-client.ts';
import { countDay } from '../../testing/hitung-kas.ts';
import { createTestApp, loginAs, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let owner: ApiClient;

beforeAll(async () => {
  t = await createTestApp();
  owner = api(t, (await loginAs(t.app, 'owner', 'owner123')).token);
});
afterAll(async () => {
  expect(await checkLedgerInvariants(t.db)).toEqual([]);
  await t?.close();
});

describe('the count after an exchange', () => {
  it('expects the drawer moved by the cash difference only, not the old piece as a payout', async () => {
    const [sales] = await rows<{ kode_sales: string }>(t.db, sql`SELECT kode_sales FROM sales WHERE is_active ORDER BY kode_sales LIMIT 1`);
    const [piece] = await rows<{ kode_barcode: string }>(
      t.db,
      sql`SELECT kode_barcode FROM barang WHERE lokasi_kind = 'BAKI' AND kode_toko = 'T01' AND kode_baki LIKE 'KC%' ORDER BY kode_barcode LIMIT 1`,
    );
    const drawerBefore = await saldoKas(t.db, 'T01');
    const saved = await owner.ok(tukarApi.simpanTukar, {
      body: {
        kode_toko: 'T01',
        kode_sales: sales!.kode_sales,
        customer: { nama: 'Rina Wati', no_ktp: '3273016001950003', no_hp: '087700001111', alamat: 'Jl. Dago 10' },
        barang_lama: [
          {
            nama_barang: 'Kalung Lama',
            kode_group: '17K',
            kode_dept: 'KAL17',
            berat: '6.500',
            kadar: '75',
            kondisi: 'TN',
            harga: 1_000_000,
          },
        ],
        barang_baru: [{ kode_barcode: piece!.kode_barcode, diskon: 0 }],
        pembayaran: [{ jenis: 'CASH', jumlah: 100_000_000 }],
      },
    });
    expect(saved.data.dibayar_oleh).toBe('CUSTOMER');
    const { data } = await owner.ok(validasiApi.dataHitungKas, { query: { kode_toko: 'T01' } });
    expect(data.hasil).toBeNull();
    // The drawer counted as it physically is: what it held, plus the difference the customer paid.
    const hasil = await countDay(owner, data.tgl_system, { CASH: drawerBefore + saved.data.selisih }, 'T01');
    expect(hasil.rows.find((r) => r.jenis === 'CASH')).toEqual({
      jenis: 'CASH',
      dihitung: drawerBefore + saved.data.selisih,
      diharapkan: drawerBefore + saved.data.selisih,
      selisih: 0,
    });
  });
});

describe('a buy-back payout above the computed price', () => {
  it('is refused to a cashier, and paid with an OWN/SU approval that names the computed and the paid price', async () => {
    const kasir = api(t, (await loginAs(t.app, 'kasir', 'kasir123')).token);
    const body = (otorisasi?: { user_id: string; password: string; alasan: string }) => ({
      body: {
        customer: { nama: 'Rina Wati', no_ktp: '3273016001950003', no_hp: '087700001111', alamat: 'Jl. Dago 10' },
        detail_barang: [
          {
            nama_barang: 'Kalung Lama',
            kode_group: '17K',
            kode_dept: 'KAL17',
            berat: '6.500',
            kadar: '75',
            kondisi: 'TN',
            harga: 45_000_000,
          },
        ],
        pembayaran: [{ jenis: 'CASH', jumlah: 45_000_000 }],
        otorisasi,
      },
    });
    const refused = await kasir.call(pembelianApi.simpanPembelian, body());
    expect(refused).toMatchObject({ ok: false, status: 403, body: { message: `${MESSAGES.hargaBeliMelebihiHitung} (Baris 1)` } });
    const bought = await kasir.ok(pembelianApi.simpanPembelian, body({ user_id: 'owner', password: 'owner123', alasan: 'Emas antik' }));
    const [row] = await rows<{ user_id: string; detail: { nilai_hitung: number; nilai_input: number; aksi: string } }>(
      t.db,
      sql`SELECT user_id, detail FROM audit_log WHERE event = 'OTORISASI' AND detail->>'no_dokumen' = ${bought.data.no_faktur_beli}`,
    );
    expect(row).toMatchObject({ user_id: 'kasir', detail: { aksi: 'HARGA_BELI', nilai_input: 45_000_000, disetujui_oleh: 'owner' } });
    expect(row!.detail.nilai_hitung).toBeGreaterThan(0);
    expect(row!.detail.nilai_hitung).toBeLessThan(45_000_000);
  });
});
