// Golden slips of the Sepuhan chain: the copies each flow prints, 40 columns, weights with 3 decimals.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { kirimLabelingSlip, kirimSepuhSlip, sortirPembelianSlip, sortirSepuhSlip, terimaSepuhSlip } from './sepuhan.ts';
import { buildSlip, ESC_POS_CUT, SLIP_WIDTH } from './slip.ts';

const shop = { nama_toko: 'KENCANA PUSAT', alamat_toko: 'JL. PASAR BARU NO. 17, SAWAH BESAR, JAKARTA PUSAT' };

function golden(name: string, actual: string): void {
  const file = fileURLToPath(new URL(`./golden/${name}`, import.meta.url));
  if (process.env.UPDATE_GOLDEN === '1' || !existsSync(file)) writeFileSync(file, actual, 'latin1');
  expect(Buffer.from(actual, 'latin1').equals(readFileSync(file))).toBe(true);
}

const headsOf = (slip: string) =>
  slip
    .split(ESC_POS_CUT)
    .slice(0, -1)
    .map((copy) => copy.split('\n')[0]?.trim());
const narrow = (slip: string) =>
  slip
    .split(ESC_POS_CUT)
    .join('')
    .split('\n')
    .every((line) => line.length <= SLIP_WIDTH);

describe('sepuhan slips', () => {
  it('purchase sort: INTERNAL and LABEL', () => {
    const slip = buildSlip(sortirPembelianSlip, {
      shop,
      user_id: 'kasir',
      bukti: {
        no_sortir: 'SR-T01-261122-0001',
        kode_toko: 'T01',
        kode_gudang: 'SP',
        tgl_sortir: '2026-11-22',
        kondisi: 'TN',
        kode_group: '17K',
        qty_sepuh: 3,
        berat_sepuh: '6.316',
        kode_baki: 'SP01',
        jenis: [{ jenis: 'CIN17', qty: 3, berat: '6.316' }],
      },
    });
    expect(headsOf(slip)).toEqual(['*** INTERNAL ***', '*** LABEL ***']);
    expect(narrow(slip)).toBe(true);
    golden('sortir-pembelian.txt', slip);
  });

  it('refining sort', () => {
    const slip = buildSlip(sortirSepuhSlip, {
      shop,
      user_id: 'kasir',
      bukti: {
        no_sortir: 'SSP-T01-261122-0001',
        tgl_sortir: '2026-11-22',
        kondisi: 'TN',
        kode_group: '17K',
        kode_baki: 'SS01',
        jenis: [{ jenis: 'CIN17', qty: 2, berat: '5.315' }],
        qty_sp: 2,
        berat_sp: '5.315',
        no_sortir_asal: ['SR-T01-261122-0001'],
        status: 'AKTIF',
      },
    });
    golden('sortir-sepuh.txt', slip);
  });

  it('dispatch to the refiner: Internal, Owner, Tukang with the difference', () => {
    const slip = buildSlip(kirimSepuhSlip, {
      shop,
      user_id: 'kasir',
      bukti: {
        no_sepuh: 'KS-T01-261122-0001',
        tgl_sepuh: '2026-11-22',
        kode_toko: 'T01',
        tukang: 'TK01',
        jenis: [
          {
            no_sortirs: ['SSP-T01-261122-0001'],
            kode_baki: 'SS01',
            kode_group: '17K',
            jenis: 'CIN17',
            qty_beli: 2,
            berat_beli: '5.315',
            qty_sepuh: 1,
            berat_sepuh: '4.000',
            qty_rusak: 1,
            berat_rusak: '0.300',
          },
        ],
        qty_total: 2,
        berat_total: '5.315',
        qty_sepuh_total: 1,
        berat_sepuh_total: '4.000',
        qty_rusak_total: 1,
        berat_rusak_total: '0.300',
        selisih_gr: '1.015',
      },
    });
    expect(headsOf(slip)).toEqual(['*** Internal ***', '*** Owner ***', '*** Tukang ***']);
    expect(slip).toContain('1.015 gr');
    golden('kirim-sepuh.txt', slip);
  });

  it('receipt from the refiner and labelling send: INTERNAL, LABEL, TUKANG', () => {
    const terima = buildSlip(terimaSepuhSlip, {
      shop,
      user_id: 'kasir',
      bukti: {
        no_sepuh: 'KS-T01-261122-0001',
        no_terima_sepuh: 'TS-T01-261122-0001',
        tgl_system: '2026-11-22',
        kode_toko: 'T01',
        tukang: 'TK01',
        bukti_jenis: [
          {
            baki: ['KS01'],
            jenis: 'CIN17',
            kode_group: '17K',
            qty_sepuh: 1,
            berat_sepuh: '4.000',
            berat_timbangan: '3.850',
            qty_terima: 1,
            berat_terima: '3.800',
            qty_rusak: 0,
            berat_rusak: '0.050',
            berat_selisih: '0.150',
          },
        ],
        berat_selisih: '0.150',
      },
    });
    expect(headsOf(terima)).toEqual(['*** INTERNAL ***', '*** LABEL ***', '*** TUKANG ***']);
    golden('terima-sepuh.txt', terima);
    const label = buildSlip(kirimLabelingSlip, {
      shop,
      user_id: 'kasir',
      bukti: {
        no_kirim_stock: 'KC-T01-261122-0001',
        cabang: 'T02',
        no_terima_sepuh: 'TS-T01-261122-0001',
        tgl_kirim: '2026-11-22',
        baki_tujuan: 'KC02A',
        tipe_barang: 'SP',
        baki: [{ baki: 'KS01', jenis: 'CIN17', kode_group: '17K', qty_kirim: 1, berat_kirim: '2.000', berat_atribut: '0.000' }],
      },
    });
    expect(narrow(label)).toBe(true);
    golden('kirim-labeling.txt', label);
  });
});
