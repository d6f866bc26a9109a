// Printing a buy-back: the 40-column slip (core's pembelianSlip), right after the buy-back or the exchange
// and for reprints on /lihat-pembelian.
import { buildSlip, pembelianApi, pembelianSlip, type PembelianOut } from '@kencana/core';
import { callApi } from '../../lib/api.ts';
import { downloadSlip } from '../../lib/download.ts';
import { slipShop } from '../../lib/slip-shop.ts';

/** The nota of a buy-back as the 40-column slip. */
export function printPembelian(
  row: Pick<
    PembelianOut,
    | 'no_faktur_beli'
    | 'tgl_system'
    | 'nama_customer'
    | 'no_ktp'
    | 'no_hp'
    | 'detail_barang'
    | 'total_berat'
    | 'total_harga'
    | 'user_id'
    | 'no_batal'
  > & {
    pembayaran: ReadonlyArray<{ jenis: string; jumlah: number }>;
  },
): void {
  downloadSlip(
    buildSlip(pembelianSlip, {
      shop: slipShop().shop,
      no_faktur_beli: row.no_faktur_beli,
      tanggal: row.tgl_system,
      nama_customer: row.nama_customer,
      no_ktp: row.no_ktp,
      no_hp: row.no_hp,
      detail_barang: row.detail_barang,
      total_berat: row.total_berat,
      total_harga: row.total_harga,
      pembayaran: row.pembayaran,
      user_id: row.user_id,
      batal: row.no_batal,
    }),
  );
}

/** Reads a written buy-back back from the server and prints its slip (after a save: what was booked). */
export async function cetakSlipPembelian(no_faktur_beli: string): Promise<void> {
  const { data } = await callApi(pembelianApi.detailPembelian, { params: { no_faktur_beli } });
  printPembelian(data);
}
