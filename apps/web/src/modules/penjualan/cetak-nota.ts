// The sale's prints live in lib (the exchange screen prints its sale too).
export { cetakNota, cetakSlip } from '../../lib/cetak-penjualan.ts';
