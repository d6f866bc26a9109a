// The buy-back nota: two copies (CUSTOMER, TOKO) at 40 columns, weights with 3 decimals, whole rupiah.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { pembelianSlip } from './pembelian.ts';
import { buildSlip, ESC_POS_CUT, SLIP_WIDTH } from './slip.ts';

function golden(name: string, actual: string): void {
  const file = fileURLToPath(new URL(`./golden/${name}`, import.meta.url));
  if (process.env.UPDATE_GOLDEN === '1' || !existsSync(file)) writeFileSync(file, actual, 'latin1');
  expect(Buffer.from(actual, 'latin1').equals(readFileSync(file))).toBe(true);
}

describe('buy-back nota slip', () => {
  it('prints the seller, the lines, the total and the payments in two copies', () => {
    const slip = buildSlip(pembelianSlip, {
      shop: { nama_toko: 'KENCANA PUSAT', alamat_toko: 'JL. PASAR BARU NO. 17, JAKARTA PUSAT' },
      no_faktur_beli: 'BL-T01-261122-0001',
      tanggal: '2026-11-22',
      nama_customer: 'SITI AMINAH',
      no_ktp: '3273014501900001',
      no_hp: '081234567890',
      detail_barang: [
        { nama_barang: 'CINCIN POLOS', kode_barcode: 'A0000001', berat: '3.215', kadar: '75', kondisi: 'NB', harga: 3_512_340 },
        { nama_barang: 'GELANG RUSAK PATAH', kode_barcode: null, berat: '5.1', kadar: '22K', kondisi: 'TN', harga: 7_000_000 },
      ],
      total_berat: '8.315',
      total_harga: 10_512_340,
      pembayaran: [
        { jenis: 'CASH', jumlah: 512_340 },
        { jenis: 'TRANSFER', jumlah: 10_000_000 },
      ],
      user_id: 'kasir',
    });
    const copies = slip.split(ESC_POS_CUT).slice(0, -1);
    expect(copies).toHaveLength(2);
    expect(copies[0]).toContain('*** CUSTOMER ***');
    expect(copies[1]).toContain('*** TOKO ***');
    for (const line of slip.split('\n')) expect(line.replace(ESC_POS_CUT, '').length).toBeLessThanOrEqual(SLIP_WIDTH);
    expect(slip).toContain('5.100');
    expect(slip).toContain('3273014501900001');
    golden('pembelian.txt', slip);
  });
});
