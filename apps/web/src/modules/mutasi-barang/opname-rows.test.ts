import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@kencana/core';
import { OPNAME_STATUS_LABEL, opnameRows } from './opname-rows.ts';

describe('the rows of a count', () => {
  it("shows a booked item not scanned yet as 'BELUM DISCAN', never HILANG before posting", () => {
    const rows = opnameRows({
      kode_baki: 'KC01A',
      qty_sistem: 2,
      berat_sistem: '3.000',
      ditemukan: [{ kode_barcode: 'AAAA0001', nama_barang: 'CINCIN A', berat_sistem: '1.000', berat_hitung: '1.000', selisih: '0.000' }],
      hilang: [{ kode_barcode: 'AAAA0002', nama_barang: 'CINCIN B', berat: '2.000' }],
      lebih: [],
      berat_selisih: '0.000',
    });
    expect(rows.map((r) => [r.kode_barcode, r.status, OPNAME_STATUS_LABEL[r.status]])).toEqual([
      ['AAAA0001', 'DITEMUKAN', 'DITEMUKAN'],
      ['AAAA0002', 'BELUM_DISCAN', MESSAGES.belumDiscan],
    ]);
    expect(MESSAGES.belumDiscan).toBe('BELUM DISCAN');
    expect(Object.values(OPNAME_STATUS_LABEL)).not.toContain('HILANG');
  });
});
