import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@kencana/core';
import { jsonResponse, ownerSession, renderApp, stubServer } from '../../app/test-helpers.tsx';

// /kirim-sepuh-dari-barang-bos on the document toolkit: the goods are checked by the contract's line schema
// (its texts), an empty table by the contract's body, and the save asks with pieces and grams before it
// posts once with the form's Idempotency-Key, then shows the dispatch number with its slip.
const DRAFT_KEY = 'kencana.draft.kirim-sepuh-dari-barang-bos';
const session = ownerSession({ menu: [{ menu_name: '/dashboard' }, { menu_name: '/kirim-sepuh-dari-barang-bos' }] });
const posted: { body: unknown; key: string | null }[] = [];

function server(url: string, init?: RequestInit): Response {
  if (url.startsWith('/api/v1/kirim-sepuh-dari-barang-bos') && init?.method === 'POST') {
    posted.push({ body: JSON.parse(String(init.body)), key: new Headers(init.headers).get('Idempotency-Key') });
    return jsonResponse({
      message: MESSAGES.dataBerhasilDikirim,
      no_sepuh: 'KS-T01-261126-0001',
      data: [{ kode_group: '17K', kode_dept: 'CIN17', asal_barang: 'UBS', qty: 2, berat: '4.250' }],
    });
  }
  return jsonResponse({ data: [] });
}

beforeEach(() => {
  localStorage.clear();
  posted.length = 0;
  stubServer(session, server);
  Object.assign(URL, { createObjectURL: () => 'blob:slip', revokeObjectURL: () => undefined });
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('Kirim Sepuh Dari Barang Bos', () => {
  it("refuses an empty table and an empty goods line with the contract's texts", async () => {
    renderApp('/kirim-sepuh-dari-barang-bos', session);
    fireEvent.click(await screen.findByRole('button', { name: 'Simpan Data Kirim' }, { timeout: 45_000 }));
    expect(await screen.findByText(MESSAGES.dataBarangMasihKosong)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Tambah Barang' }));
    const goods = await screen.findByRole('dialog', { name: 'Tambah Barang' });
    fireEvent.click(within(goods).getByRole('button', { name: 'Simpan' }));
    // KirimSepuhBosLineSchema's first field.
    expect(await screen.findByText('Kategori Harus Diisi')).toBeTruthy();
    expect(posted).toHaveLength(0);
  }, 90_000);

  it('asks with pieces and grams, posts once with a key, and shows the dispatch number', async () => {
    localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({
        header: { tanggal: '2026-11-26', kode_tukang: 'TK02' },
        items: [{ id: 'a', kategori: '17K', jenis: 'CIN17', detail_jenis: '-', asal_barang: 'UBS', qty: '2', berat: '4.25' }],
      }),
    );
    renderApp('/kirim-sepuh-dari-barang-bos', session);
    const simpan = await screen.findByRole('button', { name: 'Simpan Data Kirim' }, { timeout: 45_000 });
    fireEvent.click(simpan);
    const question = await screen.findByRole('dialog');
    expect(within(question).getByText('Kirim Sepuh Dari Barang Bos Ini?')).toBeTruthy();
    expect(within(question).getByText('4.250 gr')).toBeTruthy();
    expect(posted).toHaveLength(0);
    fireEvent.click(within(question).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]!.key).toMatch(/^[0-9a-f]{32}$/);
    expect(posted[0]!.body).toMatchObject({
      kode_tukang: 'TK02',
      detail_barang: [{ kode_group: '17K', kode_dept: 'CIN17', asal_barang: 'UBS', qty: 2, berat: '4.25' }],
    });
    // The notice and the result panel name the dispatch; the panel offers its slip again.
    expect((await screen.findAllByText(/KS-T01-261126-0001/)).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Cetak Slip' })).toBeTruthy();
    // The draft is gone once the dispatch is written.
    await waitFor(() => expect(localStorage.getItem(DRAFT_KEY) ?? '').not.toContain('CIN17'));
  }, 90_000);
});
