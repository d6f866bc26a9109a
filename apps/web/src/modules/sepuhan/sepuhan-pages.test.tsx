import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@kencana/core';
import { jsonResponse, ownerSession, renderApp, stubServer } from '../../app/test-helpers.tsx';
import { lineProblem } from './kirim-sepuh-page.tsx';
import { labelingProblem } from './kirim-labeling-page.tsx';

// The Sepuhan screens' rules: refined + damaged never above the tray's total (kirim-sepuh: the contract's line), a labelling
// send never above the batch's remainder; the damaged-goods validation's selection rule (the whole chain of
// screens is driven by e2e/tests/rantai-sepuhan.last.spec.ts).
describe('the entry rules', () => {
  it('kirim-sepuh: the four "Tidak Boleh Besar Dari Jumlah" rules, in the specification’s order', () => {
    const total = { qty: 3, berat: '5.000' };
    const form = { berat_sepuh: '4', qty_sepuh: '2', berat_rusak: '1', qty_rusak: '1' };
    expect(lineProblem(total, form)).toBeNull();
    expect(lineProblem(total, { berat_sepuh: '', qty_sepuh: '', berat_rusak: '', qty_rusak: '' })).toBeNull();
    expect(lineProblem(total, { ...form, berat_sepuh: '5.001' })).toBe(MESSAGES.beratSepuhTidakBolehBesarDariJumlahBerat);
    expect(lineProblem(total, { ...form, berat_rusak: '1.001' })).toBe(MESSAGES.beratRusakTidakBolehBesarDariJumlahBerat);
    expect(lineProblem(total, { ...form, qty_sepuh: '4' })).toBe(MESSAGES.qtySepuhTidakBolehBesarDariJumlah);
    expect(lineProblem(total, { ...form, qty_rusak: '2' })).toBe(MESSAGES.qtyRusakTidakBolehBesarDariJumlah);
  });

  it('kirim-labeling: not above the initial qty and weight', () => {
    const awal = { qty: 2, berat: '3.800' };
    expect(labelingProblem(awal, '2', '3.8')).toBeNull();
    expect(labelingProblem(awal, '3', '1')).toBe(MESSAGES.jumlahQtyMelebihiQtyAwal);
    expect(labelingProblem(awal, '1', '3.801')).toBe(MESSAGES.jumlahBeratMelebihiBeratAwal);
  });
});

function server(url: string, init?: RequestInit): Response {
  const method = init?.method ?? 'GET';
  if (method === 'GET' && url.startsWith('/api/v1/barang-rusak'))
    return jsonResponse({
      message: MESSAGES.dataValidasiTersedia,
      data: [
        {
          jenis_transaksi: 'KS',
          no_sepuh: 'KS-T01-261124-0001',
          tgl_system: '2026-11-24',
          kode_toko: 'T01',
          qty_total: 1,
          berat_total: '0.300',
          berat_murni: '0.225',
        },
      ],
    });
  if (method === 'GET') return jsonResponse({ data: [] });
  return jsonResponse({ message: 'Not Found' }, 404);
}

describe('Validasi Hancur Barang Rusak', () => {
  beforeEach(() => {
    localStorage.clear();
    stubServer(ownerSession(), server);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('keeps Validasi disabled until a search found rows, then refuses an empty selection with the spec’s text', async () => {
    renderApp('/validasi-barang-rusak', ownerSession());
    // A text query while the lazy screen loads (a role query walks the whole tree on every change).
    await screen.findByText('Export Excel', {}, { timeout: 45_000 });
    const validasi = screen.getByRole('button', { name: 'Validasi' });
    expect(validasi.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Cari Data' }));
    expect(await screen.findByText('KS-T01-261124-0001')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Validasi' }).hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Validasi' }));
    expect(await screen.findByText(MESSAGES.validasiHancurBarangRusakBelumAdaYangDipilih)).toBeTruthy();
  }, 90_000);
});
