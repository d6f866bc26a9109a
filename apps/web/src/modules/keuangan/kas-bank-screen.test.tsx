import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TransaksiKeuangan } from '@kencana/core';
import { draftKey } from '../../lib/local-draft.ts';
import { jsonResponse, ownerSession, renderApp, stubServer } from '../../app/test-helpers.tsx';

// /tambah-uang-kas: the slip printed from the save's result and the one reprinted from the day's list are the
// same slip — the category by its name (Master Kode Transaksi), not its code.
const slips: string[] = [];
vi.mock('../../lib/download.ts', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  downloadSlip: (slip: string) => {
    slips.push(slip);
    return new Blob([slip]);
  },
}));

const SAVED: TransaksiKeuangan = {
  no_transaksi: 'TK-T01-261127-0001',
  doc_type: 'TAMBAH_KAS',
  jenis: 'TAMBAH',
  tgl_system: '2026-11-27',
  kode_toko: 'T01',
  kode_transaksi: 'MDL',
  nama_transaksi: 'MODAL KAS',
  kode_rekening: null,
  referensi: '',
  keterangan: 'MODAL PAGI',
  jumlah: 500_000,
  user_id: 'owner',
  waktu: '09:15:00',
  dibatalkan: null,
};

let saved = false;
function server(url: string, init?: RequestInit): Response {
  const method = init?.method ?? 'GET';
  if (method === 'POST' && url.startsWith('/api/v1/keuangan/kas')) {
    saved = true;
    return jsonResponse({
      message: 'Data Berhasil Disimpan',
      data: { no_transaksi: SAVED.no_transaksi, saldo: 1_500_000, tgl_system: SAVED.tgl_system, transaksi: SAVED },
    });
  }
  if (url.startsWith('/api/v1/keuangan/saldo'))
    return jsonResponse({ message: 'ok', data: { kode_toko: 'T01', kas: saved ? 1_500_000 : 1_000_000, bank: [], non_tunai: [] } });
  if (url.startsWith('/api/v1/keuangan/transaksi')) return jsonResponse({ message: 'ok', data: saved ? [SAVED] : [] });
  return jsonResponse({ data: [] });
}

beforeEach(() => {
  localStorage.clear();
  slips.length = 0;
  saved = false;
  stubServer(ownerSession(), server);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('Tambah Uang Kas', () => {
  it('prints the category by name on the slip after the save and on its reprint, the same slip', async () => {
    localStorage.setItem(
      draftKey('keuangan./tambah-uang-kas'),
      JSON.stringify({ kode_transaksi: 'MDL', kode_rekening: '', jumlah: '500000', referensi: '', keterangan: 'MODAL PAGI' }),
    );
    renderApp('/tambah-uang-kas', ownerSession());
    fireEvent.click(await screen.findByRole('button', { name: 'Simpan' }, { timeout: 20_000 }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'OK' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cetak Slip' }));
    expect(slips).toHaveLength(1);
    expect(slips[0]).toContain('MODAL KAS');
    expect(slips[0]).not.toContain('MDL');

    fireEvent.click(await screen.findByRole('button', { name: `Cetak Slip ${SAVED.no_transaksi}` }));
    await waitFor(() => expect(slips).toHaveLength(2));
    expect(slips[1]).toBe(slips[0]);
  }, 40_000);
});
