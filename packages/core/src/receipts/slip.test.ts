/// <reference types="node" />
// Golden files: the slips byte for byte, cut command included. After an intended change of a slip, run
// with UPDATE_GOLDEN=1 once, read the new file and commit it.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bahanTukangSlip } from './bahan-tukang.ts';
import { pembagianPesananSlip } from './pembagian-pesanan.ts';
import { PESANAN_SLIP_COPIES, pesananSlip } from './pesanan.ts';
import { penjualanSlip, type PenjualanSlipData } from './penjualan.ts';
import { kirimBarangBosSlip, kirimSepuhBosSlip, validasiInputSlip } from './kiriman.ts';
import {
  buildSlip,
  center,
  defineSlip,
  ESC_POS_CUT,
  field,
  pair,
  renderBlocks,
  SLIP_COPIES,
  SLIP_WIDTH,
  table,
  toSlipText,
  wrapText,
} from './slip.ts';

const shop = { nama_toko: 'KENCANA PUSAT', alamat_toko: 'JL. PASAR BARU NO. 17, SAWAH BESAR, JAKARTA PUSAT' };

function golden(name: string, actual: string): void {
  const file = fileURLToPath(new URL(`./golden/${name}`, import.meta.url));
  if (process.env.UPDATE_GOLDEN === '1' || !existsSync(file)) writeFileSync(file, actual, 'latin1');
  expect(Buffer.from(actual, 'latin1').equals(readFileSync(file))).toBe(true);
}

function copiesOf(slip: string): string[] {
  const parts = slip.split(ESC_POS_CUT);
  expect(parts.at(-1)).toBe('');
  return parts.slice(0, -1);
}

describe('slip builder', () => {
  it('ends every copy with GS V 66 0 (1D 56 42 00)', () => {
    expect([...Buffer.from(ESC_POS_CUT, 'latin1')]).toEqual([0x1d, 0x56, 0x42, 0x00]);
    const slip = buildSlip(defineSlip<null>({ copies: ['INTERNAL', 'OWNER', 'TUKANG'], body: () => [center('X')] }), null);
    expect(copiesOf(slip).map((c) => c.split('\n')[0]?.trim())).toEqual(['*** INTERNAL ***', '*** OWNER ***', '*** TUKANG ***']);
  });

  it('never prints a line wider than 40 columns, nor anything outside ASCII but the cut', () => {
    const long = 'KALUNG RANTAI ITALY MOTIF KOMBINASI PUTIH KUNING DENGAN LIONTIN HATI BERMATA ZIRKON';
    const lines = renderBlocks([
      center(long),
      field('Deskripsi', long),
      pair('Total Berat Sangat Panjang Sekali Labelnya', '12,345.678 gr'),
      table([{ width: 20 }, { width: 19, align: 'right' }], [[long, '1.000']]),
    ]);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(SLIP_WIDTH);
    expect(toSlipText('Café Ñandú – 5 g')).toBe('Cafe Nandu ? 5 g');
  });

  it('wraps words, cuts words longer than a line, and wraps a field value at its own width', () => {
    expect(wrapText('JL. PASAR BARU NO. 17, SAWAH BESAR', 20)).toEqual(['JL. PASAR BARU NO.', '17, SAWAH BESAR']);
    expect(wrapText('ABCDEFGHIJKLMNOPQRSTUVWXY', 10)).toEqual(['ABCDEFGHIJ', 'KLMNOPQRST', 'UVWXY']);
    expect(renderBlocks([field('Alamat', 'JL. PASAR BARU NO. 17, SAWAH BESAR', { labelWidth: 8, wrap: 20 })])).toEqual([
      'Alamat  : JL. PASAR BARU NO.',
      '          17, SAWAH BESAR',
    ]);
  });

  it('names the copies of each flow as the specification does', () => {
    expect(SLIP_COPIES.kirimSepuh).toEqual(['Internal', 'Owner', 'Tukang']);
    expect(SLIP_COPIES.bahanTukang).toEqual(['INTERNAL', 'OWNER', 'TUKANG']);
    expect(SLIP_COPIES.kirimBarangBos).toEqual(['INTERNAL', 'LABEL']);
    expect(SLIP_COPIES.terimaSepuh).toEqual(['INTERNAL', 'LABEL', 'TUKANG']);
  });
});

describe('golden slips', () => {
  it('craftsman material note: 3 copies, weights with 3 decimals', () => {
    const slip = buildSlip(bahanTukangSlip, {
      shop,
      arah: 'TAMBAH',
      no_tambah_tukar: 'TB-T01-261122-0001',
      tanggal: '2026-11-22',
      tukang: 'TK01 - PAK HARTO',
      jenis: 'PATRI',
      kategori: '17K',
      bahan: '12.5',
      sisa_bahan: '1234.05',
      keterangan: 'UNTUK PESANAN CINCIN KAWIN',
      user_id: 'kasir',
    });
    expect(copiesOf(slip)).toHaveLength(3);
    expect(slip).toContain('Tambah Bahan                   12.500 gr');
    expect(slip).toContain('Sisa Bahan                  1,234.050 gr');
    golden('bahan-tukang.txt', slip);
  });

  it('order distribution slip: 2 copies, address and texts wrapped at 20', () => {
    const slip = buildSlip(pembagianPesananSlip, {
      shop,
      no_pesanan: 'PS-T01-261122-0007',
      tgl: '2026-11-22',
      tgl_selesai: '2026-11-29',
      tukang: 'TK02 - BU SRI',
      kode_member: 'M000123',
      nama_pemesan: 'SITI RAHAYU',
      alamat: 'JL. KEBON SIRIH RAYA NO. 12A RT 003 RW 005, MENTENG, JAKARTA PUSAT',
      telepon: '0812-3456-7890',
      keterangan: [
        {
          kategori: '17K',
          jenis_pesanan: 'CINCIN',
          atribut: 'BATU',
          deskripsi: 'CINCIN KAWIN UKIR NAMA BUDI & SITI',
          berat: '4.25',
          berat_susut: '0.1',
          ongkos_tukang: 150000,
          berat_atribut: '0',
          size: '12',
        },
      ],
    });
    const [first] = copiesOf(slip);
    expect(copiesOf(slip)).toHaveLength(2);
    expect(first).toContain('Alamat        : JL. KEBON SIRIH RAYA\n                NO. 12A RT 003 RW\n');
    for (const line of (first ?? '').split('\n')) {
      // Field lines: a 14-column label and ': ', or the 16-space continuation of a wrapped value.
      if (/^.{14}: /.test(line) || /^ {16}\S/.test(line)) expect(line.slice(16).length).toBeLessThanOrEqual(20);
    }
    golden('pembagian-pesanan.txt', slip);
  });

  it('order note of /transaksi-pesanan: CUSTOMER and INTERNAL, the pieces, the deposit and its payments, the rest to pay', () => {
    const slip = buildSlip(pesananSlip, {
      shop,
      no_pesanan: 'PSN-T01-261122-0001',
      tgl_pesanan: '2026-11-22',
      tgl_jatuh_tempo: '2026-12-20',
      kode_member: '-',
      nama_customer: 'IBU RATNA SARI DEWI',
      alamat: 'JL. KALIURANG KM 7 NO. 12, SLEMAN, YOGYAKARTA',
      no_hp: '081234567890',
      items: [
        {
          deskripsi: 'CINCIN KAWIN UKIR NAMA RATNA',
          kode_group: '17K',
          jenis_pesanan: 'CINCIN',
          perkiraan_berat: '4.500',
          sub_total: 4_950_000,
        },
      ],
      total_harga: 4_950_000,
      uang_muka: 2_000_000,
      pembayaran: [
        { jenis_bayar: 'TUNAI', jumlah: 1_500_000 },
        { jenis_bayar: 'TRANSFER', jumlah: 500_000 },
      ],
      user_id: 'owner',
    });
    const copies = copiesOf(slip);
    expect(
      copies.map((c) =>
        c
          .split('\n')
          .find((l) => l.includes('***'))
          ?.trim(),
      ),
    ).toEqual(PESANAN_SLIP_COPIES.map((c) => `*** ${c} ***`));
    expect(slip).toContain('Rp. 2,950,000');
    for (const line of slip.replaceAll(ESC_POS_CUT, '').split('\n')) expect(line.length).toBeLessThanOrEqual(40);
    golden('pesanan.txt', slip);
  });

  it('sale slip: 2 copies (CUSTOMER, INTERNAL), the customer with their address, pieces, payments, change, footer', () => {
    const sale: PenjualanSlipData['sale'] = {
      no_faktur_jual: 'FJ-T01-261122-0001',
      tgl_system: '2026-11-22',
      jam: '10:15',
      kode_toko: 'T01',
      kode_sales: 'S001',
      nama_sales: 'BUDI SANTOSO',
      kode_member: 'M000123',
      nama_customer: 'SITI RAHAYU',
      no_hp: '0812',
      alamat: 'JL. MELATI NO. 5 RT 02 RW 07, KEBON JERUK, JAKARTA BARAT',
      qty: 2,
      berat: '5.595',
      total_harga: 8_504_000,
      total_bayar: 9_000_000,
      kembalian: 496_000,
      poin: 8,
      status: 'OPEN',
      user_id: 'kasir',
      nama_toko: 'KENCANA PUSAT',
      alamat_toko: '',
      no_batal: '',
      alasan_batal: '',
      detail_barang: [
        {
          kode_barcode: 'A1B2C3D4',
          nama_barang: 'CINCIN POLOS 17K',
          kode_group: '17K',
          kode_dept: 'CIN17',
          kode_baki: 'KC01A',
          berat: '2.345',
          kadar: '75',
          harga_per_gram: 1_520_000,
          harga_emas: 3_564_500,
          ongkos: 50_000,
          harga_atribut: 0,
          diskon: 0,
          harga: 3_614_500,
        },
        {
          kode_barcode: 'E5F6G7H8',
          nama_barang: 'KALUNG RANTAI ITALY MOTIF KOMBINASI',
          kode_group: '17K',
          kode_dept: 'KAL17',
          kode_baki: 'KC01B',
          berat: '3.250',
          kadar: '75',
          harga_per_gram: 1_520_000,
          harga_emas: 4_940_000,
          ongkos: 0,
          harga_atribut: 0,
          diskon: 50_500,
          harga: 4_889_500,
        },
      ],
      pembayaran: [
        { jenis: 'CASH', jumlah: 1_000_000, kode_bank: '', kode_marketplace: '', no_referensi: '' },
        { jenis: 'TRANSFER', jumlah: 8_000_000, kode_bank: 'BCA', kode_marketplace: '', no_referensi: 'TRX1' },
      ],
    };
    const slip = buildSlip(penjualanSlip, { shop, footer: 'TERIMA KASIH ATAS KUNJUNGAN ANDA', sale });
    const copies = copiesOf(slip);
    expect(copies.map((c) => c.split('\n')[0]?.trim())).toEqual(['*** CUSTOMER ***', '*** INTERNAL ***']);
    for (const line of slip.split('\n')) expect(line.replace(ESC_POS_CUT, '').length).toBeLessThanOrEqual(SLIP_WIDTH);
    expect(slip).toContain('Kembalian');
    // The customer's address under their name, wrapped under itself.
    expect(copies[0]).toContain(
      'Customer    : M000123 - SITI RAHAYU\nAlamat      : JL. MELATI NO. 5 RT 02 RW\n              07, KEBON JERUK, JAKARTA\n              BARAT\nSales',
    );
    golden('penjualan.txt', slip);
    // No address known: no Alamat line.
    const walkIn = buildSlip(penjualanSlip, { shop, sale: { ...sale, kode_member: '', nama_customer: 'PELANGGAN UMUM', alamat: '' } });
    expect(walkIn).toContain('Customer    : PELANGGAN UMUM\nSales');
    expect(walkIn).not.toContain('Alamat');
    // A PKP store's sale prints each piece's DPP and PPN and their totals; the total stays the price.
    const [a, b] = sale.detail_barang;
    const pkp = buildSlip(penjualanSlip, {
      shop,
      sale: {
        ...sale,
        detail_barang: [
          { ...a!, ppn_dasar: 'FAKTUR', ppn_persen: '1.1', ppn: 39_325 },
          { ...b!, ppn_dasar: 'NON_FAKTUR', ppn_persen: '1.65', ppn: 79_365 },
        ],
      },
    });
    const first = pkp.split(ESC_POS_CUT)[0] ?? '';
    expect(first).toMatch(/DPP\s+Rp\. 3,575,175/);
    expect(first).toMatch(/PPN 1\.1%\s+Rp\. 39,325/);
    expect(first).toMatch(/PPN 1\.65%\s+Rp\. 79,365/);
    expect(first).toMatch(/Total Harga\s+Rp\. 8,504,000\nTotal DPP\s+Rp\. 8,385,310\nTotal PPN\s+Rp\. 118,690/);
    for (const line of pkp.split('\n')) expect(line.replace(ESC_POS_CUT, '').length).toBeLessThanOrEqual(SLIP_WIDTH);
    expect(slip).not.toContain('PPN');
  });
});

describe('golden slips of incoming stock', () => {
  it("owner's send: INTERNAL and LABEL, weight with 3 decimals", () => {
    const slip = buildSlip(kirimBarangBosSlip, {
      shop,
      user_id: 'owner',
      nota: {
        no_kirim_bos: 'KB-T02-261122-0001',
        tgl_kirim: '2026-11-22',
        kode_toko: 'T02',
        nama_toko: 'KENCANA CABANG',
        kategori: '17K',
        asal: 'PABRIK UBS',
        baki: 'KC02A',
        jenis: 'CIN17',
        keterangan: 'CINCIN POLOS',
        kadar: 'A',
        sales_pabrik: 'S001',
        qty_kirim: 3,
        berat_kirim: '10.5',
        user_id: 'owner',
      },
    });
    expect(copiesOf(slip).map((c) => c.split('\n')[0]?.trim())).toEqual(['*** INTERNAL ***', '*** LABEL ***']);
    expect(slip).toMatch(/\nBerat Kirim +10.500 gr\n/);
    golden('kirim-barang-bos.txt', slip);
  });

  it('input validation receipt: INTERNAL and LABEL, sent / entered / returned per shipment', () => {
    const row = {
      no_kirim: 'KB-T02-261122-0001',
      jenis: 'KB' as const,
      tgl_validasi: '2026-11-22',
      kode_toko: 'T02',
      kode_group: '17K',
      kode_dept: 'CIN17',
      qty: 3,
      berat: '10.000',
      qty_input: 2,
      berat_input: '7.500',
      qty_kembali: 1,
      berat_kembali: '2.500',
      no_validasi: 'VI-T02-261122-0001',
      user_id: 'kasir',
    };
    const slip = buildSlip(validasiInputSlip, { shop, user_id: 'kasir', rows: [row] });
    expect(copiesOf(slip)).toHaveLength(2);
    expect(slip).toContain('Total Kembali                   2.500 gr');
    golden('validasi-inputan.txt', slip);
  });

  it("owner's goods to the refiner: Internal, Owner, Tukang", () => {
    const slip = buildSlip(kirimSepuhBosSlip, {
      shop,
      no_sepuh: 'KS-T01-261122-0003',
      tanggal: '2026-11-22',
      tukang: 'TK02',
      user_id: 'owner',
      lines: [
        { kode_group: '17K', kode_dept: 'CIN17', asal_barang: 'UBS', qty: 3, berat: '9' },
        { kode_group: '17K', kode_dept: 'KAL17', asal_barang: 'UBS', qty: 1, berat: '12.25' },
      ],
    });
    expect(copiesOf(slip).map((c) => c.split('\n')[0]?.trim())).toEqual(['*** Internal ***', '*** Owner ***', '*** Tukang ***']);
    expect(slip).toMatch(/\nTotal Berat +21\.250 gr\n/);
    golden('kirim-sepuh-bos.txt', slip);
  });
});
