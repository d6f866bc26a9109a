// The year's templates: one real document of each kind, posted through the product's own HTTP API (the
// Fastify app in process, inject) on the year's first business day, so every row of that kind — the ledger,
// the money, the flow's own records, the item's history — is first written by the product's code. The bulk
// generator (year-day.ts) then copies these rows for every store, day and piece, substituting only what
// differs (number, date, store, piece, grams, amounts).
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { fixedClock } from '../src/clock.ts';
import { rows, type Database } from '../src/db/client.ts';
import { kindIn } from '../src/stock/kinds.ts';
import { benchEnv, type Target } from './generate.ts';
import { DISPLAY } from './year-setup.ts';

/** The template documents' numbers (and what the bulk copies need to know about them). */
export interface Templates {
  /** The store the templates were posted in (its code is replaced by each store's in copied account and place codes). */
  toko: string;
  /** A one-piece sale paid in cash with change; the same paid partly by transfer. */
  saleCash: string;
  saleSplit: string;
  /** A one-lot buy-back paid in cash; the same paid by transfer. */
  buyCash: string;
  buyTransfer: string;
  /** A one-piece shipment to the second store and its receipt (null with one store). */
  kirim: { no_kirim: string; no_terima: string; tujuan: string } | null;
  /** Cash taken from the drawer for an expense (Master Kode Transaksi BOP). */
  kasAmbil: string;
  /** Cash sent to head office and its receipt there. */
  setor: { no_setor: string; no_terima: string };
  /** A walk-in customer's deposit paid in cash, and the phone number that names its account. */
  titipan: { no_titipan: string; no_hp: string };
  /** An exchange: old gold bought back (its buy-back) against a new piece (its sale), the difference paid in cash. */
  tukar: { no_tukar: string; jual: string; beli: string };
}

export async function postTemplates(database: Database, target: Target, day: string, stores: readonly string[]): Promise<Templates> {
  const toko = stores[0] ?? 'T01';
  const { app } = await buildApp({
    db: database.db,
    dbKind: database.kind,
    env: benchEnv(target),
    clock: fixedClock(`${day}T10:00:00+07:00`),
  });
  try {
    let key = 0;
    const call = async <T>(url: string, token: string | undefined, payload: unknown): Promise<T> => {
      const res = await app.inject({
        method: 'POST',
        url: `/api/v1/${url}`,
        payload: payload as object,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'idempotency-key': `bench-year-${++key}` },
      });
      if (res.statusCode !== 200) throw new Error(`template POST ${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
      return res.json() as T;
    };
    const { token } = await call<{ token: string }>('users/login', undefined, { user_id: 'owner', password: 'owner123' });
    const pieces = await rows<{ kode_barcode: string }>(
      database.db,
      sql`SELECT kode_barcode FROM barang WHERE kode_toko = ${toko} AND ${kindIn(sql`lokasi_kind`, ['BAKI'])} AND kode_baki LIKE ${`${DISPLAY}%`}
            AND berat >= 3 ORDER BY md5(kode_barcode) LIMIT 4`,
    );
    const piece = (i: number) => {
      const found = pieces[i];
      if (!found) throw new Error(`no goods on ${toko}'s trays for the templates`);
      return found.kode_barcode;
    };
    const customer = { nama: 'BENCH', no_hp: '', alamat: '' };
    type Sale = { data: { no_faktur_jual: string } };
    const saleCash = await call<Sale>('penjualan', token, {
      kode_toko: toko,
      kode_sales: 'S001',
      customer,
      detail_barang: [{ kode_barcode: piece(0) }],
      pembayaran: [{ jenis: 'CASH', jumlah: 100_000_000 }],
    });
    const saleSplit = await call<Sale>('penjualan', token, {
      kode_toko: toko,
      kode_sales: 'S001',
      customer,
      detail_barang: [{ kode_barcode: piece(1) }],
      pembayaran: [
        { jenis: 'TRANSFER', kode_bank: 'BCA-T01', jumlah: 1_000_000 },
        { jenis: 'CASH', jumlah: 100_000_000 },
      ],
    });
    type Buy = { data: { no_faktur_beli: string } };
    const seller = { nama: 'BUDI SANTOSO', no_ktp: '3171234567890123', no_hp: '08123456789', alamat: 'JL. BENCHMARK NO. 1' };
    const line = {
      nama_barang: 'CINCIN',
      kode_group: '17K',
      kode_dept: 'CIN17',
      berat: '2.500',
      kadar: '75',
      kondisi: 'NB',
      harga: 3_000_000,
    };
    const buyCash = await call<Buy>('pembelian', token, {
      kode_toko: toko,
      customer: seller,
      detail_barang: [line],
      pembayaran: [{ jenis: 'CASH', jumlah: 3_000_000 }],
    });
    const buyTransfer = await call<Buy>('pembelian', token, {
      kode_toko: toko,
      customer: seller,
      detail_barang: [line],
      pembayaran: [{ jenis: 'TRANSFER', kode_bank: 'BCA-T01', jumlah: 3_000_000 }],
    });
    let kirim: Templates['kirim'] = null;
    const tujuan = stores[1];
    if (tujuan) {
      const sent = await call<{ no_kirim: string }>(`kirim-barang?kode_cabang=${toko}`, token, {
        to: tujuan,
        detail_barang: [{ kode_barcode: piece(2) }],
      });
      const received = await call<{ no_terima: string }>('terima-barang', token, {
        no_kirim: sent.no_kirim,
        kode_baki: `${DISPLAY}${tujuan.slice(1)}A`,
        semua: true,
      });
      kirim = { no_kirim: sent.no_kirim, no_terima: received.no_terima, tujuan };
    }
    const kas = await call<{ data: { no_transaksi: string } }>('keuangan/kas', token, {
      jenis: 'AMBIL',
      kode_transaksi: 'BOP',
      jumlah: 150_000,
      keterangan: 'BIAYA OPERASIONAL',
    });
    const setor = await call<{ data: { no_setor: string } }>('keuangan/setor', token, { jumlah: 1_000_000, keterangan: 'SETOR HARIAN' });
    const terima = await call<{ data: { no_terima: string } }>('keuangan/setor/terima', token, { no_setor: setor.data.no_setor });
    const no_hp = '081200000001';
    const titipan = await call<{ data: { no_titipan: string } }>('titipan', token, {
      kode_toko: toko,
      customer: { nama: 'SITI AMINAH', no_hp, alamat: 'JL. BENCHMARK NO. 2' },
      jumlah: 2_000_000,
      pembayaran: [{ jenis: 'CASH', jumlah: 2_000_000 }],
      keterangan: 'TITIP UANG',
    });
    const tukar = await call<{ data: { no_tukar: string; no_faktur_jual: string; no_faktur_beli: string } }>('tukar-barang', token, {
      kode_toko: toko,
      kode_sales: 'S001',
      customer: seller,
      barang_lama: [{ ...line, berat: '1.000', harga: 1_000_000 }],
      barang_baru: [{ kode_barcode: piece(3) }],
      pembayaran: [{ jenis: 'CASH', jumlah: 100_000_000 }],
    });
    return {
      toko,
      titipan: { no_titipan: titipan.data.no_titipan, no_hp },
      tukar: { no_tukar: tukar.data.no_tukar, jual: tukar.data.no_faktur_jual, beli: tukar.data.no_faktur_beli },
      saleCash: saleCash.data.no_faktur_jual,
      saleSplit: saleSplit.data.no_faktur_jual,
      buyCash: buyCash.data.no_faktur_beli,
      buyTransfer: buyTransfer.data.no_faktur_beli,
      kirim,
      kasAmbil: kas.data.no_transaksi,
      setor: { no_setor: setor.data.no_setor, no_terima: terima.data.no_terima },
    };
  } finally {
    await app.close();
  }
}
