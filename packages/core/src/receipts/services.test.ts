// The service slips at 40 columns: the intake slip the customer keeps (the number as a Code 128 barcode
// command above its text), the pick-up slip with what was paid, the cancel slip with the deposit kept.
import { describe, expect, it } from 'vitest';
import { buildServiceSlip, escPosBarcode, serviceSlipText, type ServiceSlipData } from './services.ts';
import { SLIP_WIDTH } from './slip.ts';

const data: ServiceSlipData = {
  shop: { nama_toko: 'TOKO EMAS KENCANA', alamat_toko: 'JL. PASAR BARU 1' },
  jenis: 'MASUK',
  no_service: 'SRV-T01-261122-0001',
  tanggal: '2026-11-22',
  nama_customer: 'BUDI',
  no_hp: '081234567890',
  tgl_janji: '2026-11-25',
  detail: [
    { nama_barang: 'CINCIN', kode_group: 'EMAS', berat: '2.5', kadar: '75', pekerjaan: 'PERBESAR UKURAN', berat_selesai: null },
    { nama_barang: 'GELANG', kode_group: 'EMAS', berat: '5.125', pekerjaan: 'PATRI' },
  ],
  ongkos: 150_000,
  uang_muka: 50_000,
  user_id: 'kasir',
};

describe('service slips', () => {
  it('intake: both copies, every line within 40 columns, pieces, weights, fee, deposit and the rest', () => {
    const text = serviceSlipText(data);
    const lines = text.split('\n').filter((line) => !line.includes('\x1d'));
    expect(lines.every((line) => line.length <= SLIP_WIDTH)).toBe(true);
    expect(text.match(/TANDA TERIMA SERVICE/g)).toHaveLength(2);
    expect(text).toContain('*** CUSTOMER ***');
    expect(text).toContain('*** INTERNAL ***');
    expect(text).toContain('1. CINCIN (EMAS 75)');
    expect(text).toMatch(/Berat Masuk\s+2\.500 gr/);
    expect(text).toMatch(/Total Berat\s+7\.625 gr/);
    expect(text).toMatch(/Estimasi Ongkos\s+Rp\. 150,000/);
    expect(text).toMatch(/Uang Muka\s+Rp\. 50,000/);
    expect(text).toMatch(/Sisa\s+Rp\. 100,000/);
  });

  it('prints the number as an ESC/POS Code 128 barcode on each copy', () => {
    const file = buildServiceSlip(data);
    const barcode = escPosBarcode(data.no_service);
    expect(file.split(barcode)).toHaveLength(3);
    expect(barcode).toContain(`\x1dk\x49${String.fromCharCode(data.no_service.length + 2)}{B${data.no_service}`);
  });

  it('pick-up: weights out and what was paid; cancel: the deposit kept as a deposit', () => {
    const finished = data.detail.map((line, i) => ({ ...line, berat_selesai: i === 0 ? '2.650' : '5.100' }));
    const ambil = serviceSlipText({
      ...data,
      jenis: 'AMBIL',
      no_dokumen: 'SVA-T01-261125-0001',
      detail: finished,
      ongkos: 180_000,
      dibayar: 130_000,
    });
    expect(ambil).toContain('PENGAMBILAN SERVICE');
    expect(ambil).toMatch(/Berat Selesai\s+2\.650 gr/);
    expect(ambil).toMatch(/Total Berat Selesai\s+7\.750 gr/);
    expect(ambil).toMatch(/Dibayar\s+Rp\. 130,000/);
    const batal = serviceSlipText({ ...data, jenis: 'BATAL', dikembalikan: 0, alasan: 'TIDAK JADI' });
    expect(batal).toContain('Uang muka disimpan sebagai titipan.');
    expect(batal).toContain('TIDAK JADI');
  });
});
