// Printing a sale: the nota PDF (the server renders it on the store's paper) and the 40-column slip (core's
// slip builder over the sale's detail) — the sale screen's and the exchange's result panels, and reprints.
import { buildSlip, PENJUALAN_SLIP_FILE_NAME, penjualanApi, penjualanSlip } from '@kencana/core';
import { callApi } from './api.ts';
import { downloadFile, downloadSlip } from './download.ts';

/** Downloads the nota PDF of a sale. */
export function cetakNota(no_faktur_jual: string): Promise<{ fileName: string; size: number }> {
  return downloadFile(penjualanApi.notaPenjualanPdf, { params: { no_faktur_jual } }, `nota-${no_faktur_jual}.pdf`);
}

/** Builds and saves the slip of a sale (with the store's nota footer). */
export async function cetakSlip(no_faktur_jual: string): Promise<void> {
  const { data: sale } = await callApi(penjualanApi.detailPenjualan, { params: { no_faktur_jual } });
  const { data: setting } = await callApi(penjualanApi.getSettingNota, { query: { kode_toko: sale.kode_toko } });
  downloadSlip(
    buildSlip(penjualanSlip, { shop: { nama_toko: sale.nama_toko, alamat_toko: sale.alamat_toko }, sale, footer: setting.footer }),
    PENJUALAN_SLIP_FILE_NAME,
  );
}
