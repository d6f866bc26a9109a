import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, PEMBELIAN_MESSAGES as P } from '@kencana/core';
import { draftKey } from '../../lib/local-draft.ts';
import { jsonResponse, ownerSession, renderApp, stubServer } from '../../app/test-helpers.tsx';

// The buy-back screen: the nota field takes the scan on open; a nota's number + Enter fills the line from the
// sale (read-only, the barcode linked) and empties the field; the contract refuses a form without the seller or
// without lines (the buy-back's own text); a complete form asks first (pieces, grams, total, payout), posts
// once with an Idempotency-Key, and shows the result with the buy-back's slip.
const NOTA = {
  no_faktur_jual: 'FJ-T01-261124-0001',
  kode_barcode: 'ABCD1234',
  nama_barang: 'CINCIN NOTA',
  kode_group: '17K',
  kode_dept: 'CIN17',
  berat: '2.500',
  kadar: '75',
  dibeli_kembali: false,
};
const CUSTOMER = { no_ktp: '3273010101010001', nama: 'SITI', no_hp: '081234567', alamat: 'JL. BRAGA 1' };
const LINE = {
  key: 'l1',
  no_faktur_jual: NOTA.no_faktur_jual,
  kode_barcode: NOTA.kode_barcode,
  nama_barang: NOTA.nama_barang,
  kode_group: '17K',
  kode_dept: 'CIN17',
  berat: '2.500',
  kadar: '75',
  kondisi: 'BAIK',
  harga_per_gram: 800_000,
  harga: 2_000_000,
};

const posted: Array<{ url: string; key: string | null; body: unknown }> = [];
let refuseAboveComputed = false;
function server(url: string, init?: RequestInit): Response {
  const method = init?.method ?? 'GET';
  if (method === 'GET' && url.startsWith('/api/v1/pembelian/nota')) return jsonResponse({ message: 'ok', data: [NOTA] });
  if (method === 'POST') {
    // A cashier's price above the computed one is refused until an OWN/SU approves it.
    if (refuseAboveComputed && !(JSON.parse(String(init?.body)) as { otorisasi?: unknown }).otorisasi) {
      posted.push({ url, key: new Headers(init?.headers).get('Idempotency-Key'), body: JSON.parse(String(init?.body)) });
      return jsonResponse({ message: `${MESSAGES.hargaBeliMelebihiHitung} (Baris 1)` }, 403);
    }
    posted.push({ url, key: new Headers(init?.headers).get('Idempotency-Key'), body: JSON.parse(String(init?.body)) });
    return jsonResponse({
      message: P.pembelianBerhasil,
      data: {
        no_faktur_beli: 'BL-T01-261126-0001',
        tgl_system: '2026-11-26',
        total_harga: 2_000_000,
        total_berat: '2.500',
        detail_barang: [{ ...LINE, line_no: 1, kode_lot: 'X', potongan_persen: '0', no_sortir: null }],
      },
    });
  }
  return jsonResponse({ data: [] });
}

const seedDraft = (value: unknown) => localStorage.setItem(draftKey('transaksi-pembelian'), JSON.stringify(value));

beforeEach(() => {
  localStorage.clear();
  posted.length = 0;
  refuseAboveComputed = false;
  stubServer(ownerSession(), server);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('Transaksi Pembelian', () => {
  it('fills a line from our own nota and refuses to save without the seller', async () => {
    renderApp('/transaksi-pembelian', ownerSession());
    const nota = (await screen.findByTestId('kode-nota', undefined, { timeout: 20_000 })) as HTMLInputElement;
    await waitFor(() => expect(document.activeElement).toBe(nota));
    fireEvent.change(nota, { target: { value: NOTA.no_faktur_jual } });
    fireEvent.keyDown(nota, { key: 'Enter' });
    await waitFor(() => expect((screen.getByLabelText('Nama Barang') as HTMLInputElement).value).toBe('CINCIN NOTA'));
    expect(nota.value).toBe('');
    expect((screen.getByLabelText('Nama Barang') as HTMLInputElement).readOnly).toBe(true);
    expect(screen.getByText(`Dari Nota ${NOTA.no_faktur_jual}`)).toBeTruthy();
    fireEvent.click(screen.getByTestId('simpan'));
    expect(await screen.findByText('Nama Customer Tidak Boleh Kosong')).toBeTruthy();
    expect(posted).toEqual([]);
  }, 40_000);

  it("refuses a buy-back without lines with the buy-back's own text", async () => {
    seedDraft({ customer: CUSTOMER, lines: [], bayar: { cash: '', transfer: '', kode_bank: '', no_referensi: '' } });
    renderApp('/transaksi-pembelian', ownerSession());
    fireEvent.click(await screen.findByTestId('simpan', undefined, { timeout: 20_000 }));
    expect(await screen.findByText(P.barangBeliKosong)).toBeTruthy();
    expect(screen.queryByText('Data Barag Tidak Boleh Kosong')).toBeNull();
    expect(posted).toEqual([]);
  }, 40_000);

  it('asks with pieces, grams, total and payout, then posts once and offers the slip', async () => {
    seedDraft({ customer: CUSTOMER, lines: [LINE], bayar: { cash: '2000000', transfer: '', kode_bank: '', no_referensi: '' } });
    renderApp('/transaksi-pembelian', ownerSession());
    fireEvent.click(await screen.findByTestId('simpan', undefined, { timeout: 20_000 }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(P.konfirmasiSimpanPembelian)).toBeTruthy();
    const facts = within(dialog).getByTestId('konfirmasi-ringkasan').textContent ?? '';
    expect(facts).toContain('1 pcs');
    expect(facts).toContain('2.500 gr');
    expect(facts).toContain('Dibayarkan Ke Customer');
    expect(facts).toContain('2,000,000');
    expect(posted).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByTestId('hasil-pembelian')).toBeTruthy();
    expect(screen.getByTestId('hasil-pembelian').textContent).toContain('BL-T01-261126-0001');
    expect(screen.getByRole('button', { name: 'Cetak Slip Pembelian' })).toBeTruthy();
    expect(posted).toHaveLength(1);
    expect(posted[0]!.url).toContain('/api/v1/pembelian');
    expect(posted[0]!.key).toBeTruthy();
    expect(posted[0]!.body).toMatchObject({
      customer: CUSTOMER,
      pembayaran: [{ jenis: 'CASH', jumlah: 2_000_000 }],
      detail_barang: [{ kode_barcode: 'ABCD1234', harga: 2_000_000 }],
    });
    await waitFor(() => expect(localStorage.getItem(draftKey('transaksi-pembelian'))).toBeNull());
  }, 40_000);

  it('a price above the computed one, refused by the server, is sent again with the OWN/SU approval from the dialog', async () => {
    refuseAboveComputed = true;
    seedDraft({ customer: CUSTOMER, lines: [LINE], bayar: { cash: '2000000', transfer: '', kode_bank: '', no_referensi: '' } });
    renderApp('/transaksi-pembelian', ownerSession());
    fireEvent.click(await screen.findByTestId('simpan', undefined, { timeout: 20_000 }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'OK' }));
    const approval = await screen.findByRole('dialog', { name: 'Otorisasi OWN/SU' });
    fireEvent.change(within(approval).getByLabelText('User ID Otorisasi'), { target: { value: 'owner' } });
    fireEvent.change(within(approval).getByLabelText('Password Otorisasi'), { target: { value: 'rahasia' } });
    fireEvent.change(within(approval).getByLabelText('Alasan'), { target: { value: 'emas antik' } });
    fireEvent.click(within(approval).getByRole('button', { name: 'Setujui' }));
    // The confirmation asks again before the second send.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Otorisasi OWN/SU' })).toBeNull());
    const again = (await screen.findAllByText(P.konfirmasiSimpanPembelian)).at(-1)!.closest('[role="dialog"]') as HTMLElement;
    fireEvent.click(within(again).getByRole('button', { name: 'OK' }));
    expect(await screen.findByTestId('hasil-pembelian')).toBeTruthy();
    expect(posted).toHaveLength(2);
    expect(posted[1]!.body).toMatchObject({ otorisasi: { user_id: 'owner', password: 'rahasia', alasan: 'emas antik' } });
  }, 40_000);
});
