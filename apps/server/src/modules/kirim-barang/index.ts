// Sending goods to a branch and receiving them: what the demo chain seeds through.
export { kirimBarang, terimaBarang } from './kirim-barang.service.ts';
