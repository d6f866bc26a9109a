import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HUTANG_MESSAGES as H, MESSAGES, type MemberSummary } from '@kencana/core';
import { draftKey } from '../../lib/local-draft.ts';
import { jsonResponse, ownerSession, renderApp, stubServer } from '../../app/test-helpers.tsx';

// The borrower on /transaksi-hutang: a member picked with the counter's member picker fills name, NIK, phone
// and address from the card and the loan is sent with the member's code; a walk-in is still typed and sent
// without one; the member mode without a member picked is refused before anything is sent.
const MEMBER: MemberSummary = {
  kode_member: 'M0002',
  nama_member: 'BUDI SANTOSO',
  no_hp: '081234500002',
  no_ktp: '3171010203850003',
  alamat: 'JL. KENANGA 5, JAKARTA',
  tgl_lahir: '1985-03-02',
  kode_toko: 'T01',
  poin: 12,
};
const PIECE = { id: 'p1', nama_barang: 'KALUNG', kode_group: '24K', berat: '3.500', kadar: '99' };
const TAKSIR = {
  detail_barang: [
    { line_no: 1, kode_barcode: null, ...PIECE, kode_dept: 'KAL24', harga_per_gram: 2_000_000, nilai: 7_000_000, foto: false },
  ],
  nilai_taksiran: 7_000_000,
  maks_pinjaman: 5_950_000,
  bunga_persen: '1.50',
  taksiran_persen: '85.00',
  lama_hari: 30,
  tgl_jatuh_tempo: '2026-12-22',
  periode_bunga: 'BULAN',
};
const form = (over: Record<string, unknown>) => ({
  mode: 'UMUM',
  member: null,
  nama: '',
  no_ktp: '',
  no_hp: '',
  alamat: '',
  kode_kondisi_pinjaman: 'P30',
  jumlah: '1000000',
  jenis: 'CASH',
  detail: [PIECE],
  ...over,
});

const posted: Array<{ body: Record<string, unknown>; key: string | null }> = [];
const searches: string[] = [];
function server(url: string, init?: RequestInit): Response {
  const method = init?.method ?? 'GET';
  if (url.startsWith('/api/v1/member/cari')) {
    searches.push(new URL(url, 'http://x').searchParams.get('q') ?? '');
    return jsonResponse({ data: [MEMBER] });
  }
  if (url.startsWith('/api/v1/hutang/taksir')) return jsonResponse({ message: MESSAGES.laporanTersedia, data: TAKSIR });
  if (url === '/api/v1/hutang' && method === 'POST') {
    posted.push({
      body: JSON.parse(String(init?.body)) as Record<string, unknown>,
      key: new Headers(init?.headers).get('Idempotency-Key'),
    });
    return jsonResponse({
      message: H.hutangBerhasilDisimpan,
      data: {
        no_hutang: 'HTG-T01-261122-0001',
        maks_pinjaman: 5_950_000,
        nilai_taksiran: 7_000_000,
        tgl_jatuh_tempo: '2026-12-22',
        total_berat: '3.500',
      },
    });
  }
  if (method === 'GET') return jsonResponse({ data: [] });
  return jsonResponse({ message: 'Not Found' }, 404);
}

const seedDraft = (value: unknown) => localStorage.setItem(draftKey('hutang.transaksi'), JSON.stringify(value));
const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

async function saveAndConfirm() {
  fireEvent.click(screen.getByRole('button', { name: 'Simpan Hutang' }));
  fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: MESSAGES.ok }));
  expect((await screen.findByTestId('hasil-dokumen', {}, { timeout: 10_000 })).textContent).toMatch(/^No Dokumen HTG-T01-261122-0001/);
}

beforeEach(() => {
  localStorage.clear();
  posted.length = 0;
  searches.length = 0;
  stubServer(ownerSession(), server);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('Transaksi Hutang: the borrower', () => {
  it("a member picked fills name, NIK, phone and address from the card and the loan is sent with the member's code", async () => {
    seedDraft(form({ mode: 'MEMBER' }));
    renderApp('/transaksi-hutang', ownerSession());
    const cari = await screen.findByPlaceholderText('Kode / No HP / Nama Member', {}, { timeout: 45_000 });
    // No member picked yet: the screen names what is missing and sends nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Simpan Hutang' }));
    expect(await screen.findByText('Member Harus Dipilih')).toBeTruthy();
    expect(posted).toEqual([]);

    // Typed as a person types: into the focused field (the picker ignores writes to an unfocused one, like autofill).
    cari.focus();
    fireEvent.change(cari, { target: { value: 'budi' } });
    fireEvent.click(await screen.findByRole('option', { name: /M0002 - BUDI SANTOSO/, hidden: true }, { timeout: 10_000 }));
    expect(searches.at(-1)).toBe('budi');
    await waitFor(() => expect(value('Nama')).toBe('BUDI SANTOSO'));
    expect(value('No KTP (NIK)')).toBe('3171010203850003');
    expect(value('No HP')).toBe('081234500002');
    expect(value('Alamat')).toBe('JL. KENANGA 5, JAKARTA');

    await saveAndConfirm();
    expect(posted).toHaveLength(1);
    expect(posted[0]!.key).toMatch(/^[0-9a-f]{32}$/);
    expect(posted[0]!.body).toMatchObject({
      kode_member: 'M0002',
      customer: { nama: 'BUDI SANTOSO', no_ktp: '3171010203850003', no_hp: '081234500002', alamat: 'JL. KENANGA 5, JAKARTA' },
      kode_kondisi_pinjaman: 'P30',
      jumlah_pinjaman: 1_000_000,
      detail_barang: [{ nama_barang: 'KALUNG', kode_group: '24K', berat: '3.500' }],
    });
  }, 90_000);

  it('a walk-in is typed and sent without a member code', async () => {
    seedDraft(form({ nama: 'SITI AMINAH', no_ktp: '3273015505900002', no_hp: '081311112222', alamat: 'JL. BRAGA 10' }));
    renderApp('/transaksi-hutang', ownerSession());
    await screen.findByRole('button', { name: 'Simpan Hutang' }, { timeout: 45_000 });
    expect(screen.queryByPlaceholderText('Kode / No HP / Nama Member')).toBeNull();
    await saveAndConfirm();
    expect(posted).toHaveLength(1);
    expect(posted[0]!.body).not.toHaveProperty('kode_member');
    expect(posted[0]!.body.customer).toEqual({
      nama: 'SITI AMINAH',
      no_ktp: '3273015505900002',
      no_hp: '081311112222',
      alamat: 'JL. BRAGA 10',
    });
  }, 90_000);
});
