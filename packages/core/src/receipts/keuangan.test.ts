/// <reference types="node" />
// The cash and bank slip byte for byte: two copies, 40 columns, the amount and the balance after.
// After an intended change, run with UPDATE_GOLDEN=1 once, read the new file and commit it.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { KEUANGAN_SLIP_COPIES, keuanganSlip } from './keuangan.ts';
import { buildSlip, ESC_POS_CUT, SLIP_WIDTH } from './slip.ts';

const shop = { nama_toko: 'KENCANA BANDUNG', alamat_toko: 'JL. OTTO ISKANDARDINATA NO. 88, BANDUNG' };

describe('keuanganSlip', () => {
  it('prints an expense taken from the drawer on both copies, at 40 columns', () => {
    const slip = buildSlip(keuanganSlip, {
      shop,
      judul: 'AMBIL UANG KAS',
      no_transaksi: 'AKS-T02-261126-0001',
      tanggal: '2026-11-26',
      kategori: 'BOP - BIAYA OPERASIONAL',
      keterangan: 'BELI ATK DAN MATERAI UNTUK KANTOR',
      jumlah: 150_000,
      saldo: 1_850_000,
      user_id: 'kasir',
    });
    const copies = slip.split(ESC_POS_CUT).filter(Boolean);
    expect(copies).toHaveLength(KEUANGAN_SLIP_COPIES.length);
    expect(copies[0]).toContain('*** INTERNAL ***');
    expect(copies[1]).toContain('*** PENERIMA ***');
    for (const line of slip.replaceAll(ESC_POS_CUT, '').split('\n')) expect(line.length).toBeLessThanOrEqual(SLIP_WIDTH);
    expect(slip).toMatch(/Jumlah\s+Rp\. 150,000/);
    expect(slip).toMatch(/Saldo\s+Rp\. 1,850,000/);
    const file = fileURLToPath(new URL('./golden/keuangan.txt', import.meta.url));
    if (process.env.UPDATE_GOLDEN || !existsSync(file)) writeFileSync(file, slip, 'latin1');
    expect(slip).toBe(readFileSync(file, 'latin1'));
  });
});
