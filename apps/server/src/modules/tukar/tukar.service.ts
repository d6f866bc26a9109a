// The exchange (barang tukar): the counter's composition of the buy-back and the sale in ONE transaction.
// Its own module (it owns barang_tukar) over the faces of the two it composes, so neither the sale nor the
// buy-back depends on the other: it calls their own services — their pricing, plans, checks and records,
// nothing copied — on the same transaction (each document a savepoint of it), so either both documents and
// the exchange's record are written or nothing.
//
// Money: the old gold's price B (the buy-back, priced by its rules) is set against the new pieces' price S
// (the sale, priced by its rules). S > B: the customer pays S − B with the sale's payments (change only from
// cash, underpayment refused); S < B: the shop pays B − S back, CASH or TRANSFER, exactly. The part settled
// against each other is a payment line of jenis TUKAR on both sides. docs/COUNTER.md, "Exchange".
import { DOC_PREFIXES, PEMBELIAN_MESSAGES as P, selisihTukar, type JenisBayar, type tukarApi } from '@kencana/core';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { assertStoreAccess } from '../../auth/policy.ts';
import type { CurrentUser } from '../../auth/current-user.ts';
import { rows, type Db, type Tx } from '../../db/client.ts';
import { barang_tukar } from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/context.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { nextDocNo } from '../../numbering/next-doc-no.ts';
import { loadStore } from '../../stock/index.ts';
import { batalPembelian, buyBack, type BuyBackPayment } from '../pembelian/index.ts';
import { batalPenjualan, priceSale, simpanPenjualan } from '../penjualan/index.ts';

type TukarInput = z.infer<typeof tukarApi.TukarBodySchema>;
type SaleInput = Parameters<typeof simpanPenjualan>[2];

/** The deps of a service run on the exchange's transaction (its own transaction becomes a savepoint). */
const on = (deps: AppDeps, tx: Tx): AppDeps => ({ ...deps, db: tx as unknown as Db });

export async function simpanTukar(deps: AppDeps, user: CurrentUser, body: TukarInput) {
  const kode_toko = assertStoreAccess(user, body.kode_toko);
  const sale = (pembayaran: SaleInput['pembayaran']): SaleInput => ({
    kode_toko,
    kode_sales: body.kode_sales,
    kode_member: body.kode_member,
    customer: { nama: body.customer.nama, no_hp: body.customer.no_hp, alamat: body.customer.alamat },
    detail_barang: body.barang_baru,
    pembayaran,
  });
  // The settled part names the exchange (no_referensi): the sale knows by it that it is not cancelled on its own.
  const tukar = (jumlah: number, no_tukar: string) => ({
    jenis: 'TUKAR' as JenisBayar,
    jumlah,
    kode_bank: undefined,
    kode_marketplace: undefined,
    no_referensi: no_tukar,
  });

  return deps.db.transaction(async (tx) => {
    const store = await loadStore(tx, kode_toko);
    // The new pieces' price by the sale's own pricing (the sale prices them again, the same, when it is written).
    const { total_harga: S } = await priceSale(tx, user, store, body.barang_baru);
    const no_tukar = await nextDocNo(tx, DOC_PREFIXES.TUKAR, kode_toko, store.tgl_system);
    const refund = body.pembayaran;
    // The buy-back: its lines priced by its rules; settled TUKAR up to the sale's price, the rest paid back.
    const beli = await buyBack(on(deps, tx), user, kode_toko, {
      customer: body.customer,
      detail_barang: body.barang_lama,
      no_tukar,
      kode_sales: body.kode_sales,
      keterangan: `TUKAR ${no_tukar}`,
      pembayaran: (B: number): BuyBackPayment[] => {
        if (B <= S) return [{ jenis: 'TUKAR', jumlah: B, no_referensi: no_tukar }];
        for (const p of refund)
          if (p.jenis !== 'CASH' && p.jenis !== 'TRANSFER') throw badRequest(`${P.pembayaranTidakSesuai} (${p.jenis})`);
        return [
          { jenis: 'TUKAR', jumlah: S, no_referensi: no_tukar },
          ...refund.map((p) => ({
            jenis: p.jenis as 'CASH' | 'TRANSFER',
            jumlah: p.jumlah,
            kode_bank: p.kode_bank,
            no_referensi: p.no_referensi,
          })),
        ];
      },
    });
    const B = beli.total_harga;
    // The sale: the old gold pays up to its price (TUKAR), the customer the rest with the sale's payments.
    const customerPays =
      B < S
        ? body.pembayaran.map((p) => ({
            jenis: p.jenis as JenisBayar,
            jumlah: p.jumlah,
            kode_bank: p.kode_bank,
            kode_marketplace: undefined,
            no_referensi: p.no_referensi,
          }))
        : [];
    const jual = await simpanPenjualan(
      on(deps, tx),
      user,
      sale([...(Math.min(B, S) > 0 ? [tukar(Math.min(B, S), no_tukar)] : []), ...customerPays]),
    );
    const difference = selisihTukar(jual.data.total_harga, B);
    const { selisih } = difference;
    await tx.insert(barang_tukar).values({
      no_tukar,
      kode_toko,
      tgl_system: store.tgl_system,
      user_id: user.user_id,
      no_faktur_beli: beli.no_dokumen,
      no_faktur_jual: jual.data.no_faktur_jual,
      nama_customer: body.customer.nama,
      no_ktp: body.customer.no_ktp,
      total_beli: B,
      total_jual: jual.data.total_harga,
      selisih,
    });
    return {
      message: P.tukarBerhasil,
      data: {
        no_tukar,
        no_faktur_beli: beli.no_dokumen,
        no_faktur_jual: jual.data.no_faktur_jual,
        tgl_system: store.tgl_system,
        total_beli: B,
        berat_beli: beli.total_berat,
        total_jual: jual.data.total_harga,
        selisih,
        dibayar_oleh: difference.dibayar_oleh,
        kembalian: jual.data.kembalian,
      },
    };
  });
}

/**
 * Cancels an exchange: the sale's cancel (pieces back to their trays, points taken back) and the buy-back's
 * cancel (lots back to the customer; refused once a line is sorted) in ONE transaction, each by its own
 * service and rules (staff: the same business day); the exchange is marked cancelled. Either both or nothing.
 */
export async function batalTukar(deps: AppDeps, user: CurrentUser, body: z.infer<NonNullable<typeof tukarApi.batalTukar.body>>) {
  return deps.db.transaction(async (tx) => {
    const [x] = await rows<{ kode_toko: string; no_faktur_beli: string; no_faktur_jual: string; tgl_batal: string | null }>(
      tx,
      sql`SELECT kode_toko, no_faktur_beli, no_faktur_jual, to_char(tgl_batal, 'YYYY-MM-DD') AS tgl_batal FROM barang_tukar WHERE no_tukar = ${body.no_tukar} FOR UPDATE`,
    );
    if (!x) throw notFound(P.tukarTidakDitemukan);
    assertStoreAccess(user, x.kode_toko);
    if (x.tgl_batal) throw conflict(P.tukarSudahDibatalkan);
    const beli = await batalPembelian(
      on(deps, tx),
      user,
      { no_faktur_beli: x.no_faktur_beli, alasan: body.alasan },
      { exchange: body.no_tukar },
    );
    const jual = await batalPenjualan(
      on(deps, tx),
      user,
      { no_faktur_jual: x.no_faktur_jual, alasan: body.alasan },
      { exchange: body.no_tukar },
    );
    const store = await loadStore(tx, x.kode_toko);
    await tx.execute(
      sql`UPDATE barang_tukar SET alasan_batal = ${body.alasan}, tgl_batal = ${store.tgl_system}, user_batal = ${user.user_id} WHERE no_tukar = ${body.no_tukar}`,
    );
    return {
      message: P.tukarBerhasilDibatalkan,
      data: { no_tukar: body.no_tukar, no_batal_beli: beli.data.no_batal, no_batal_jual: jual.data.no_batal },
    };
  });
}
