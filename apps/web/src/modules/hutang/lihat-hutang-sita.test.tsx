import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HUTANG_MESSAGES as H, MESSAGES, type HutangDetail } from '@kencana/core';
import { jsonResponse, kasirSession, ownerSession, renderApp, stubServer } from '../../app/test-helpers.tsx';

// A take-over ends a customer's ownership of the pieces, so the screen offers it to the owner only, after the
// notice, at a stated value (the principal unless changed), confirmed, and sends it with a request key so a
// double click cannot seize twice; a cashier is never offered it.
const loan: HutangDetail = {
  no_hutang: 'HTG-T01-1',
  kode_toko: 'T01',
  tgl_system: '2026-09-01',
  tgl_jatuh_tempo: '2026-10-01',
  tgl_bunga: '2026-09-01',
  status: 'AKTIF',
  jatuh_tempo: true,
  kode_member: null,
  nama_customer: 'BUDI',
  no_ktp: '3171012345678901',
  no_hp: '081234567890',
  alamat: 'JL. MAWAR',
  kode_kondisi_pinjaman: 'P30',
  bunga_persen: '2',
  taksiran_persen: '80',
  lama_hari: 30,
  periode_bunga: 'BULAN',
  nilai_taksiran: 7_500_000,
  maks_pinjaman: 6_000_000,
  jumlah_pinjaman: 5_000_000,
  total_berat: '7.500',
  pokok: 5_000_000,
  bunga: 300_000,
  denda: 100_000,
  total: 5_400_000,
  periode_bunga_berjalan: 3,
  hari_terlambat: 55,
  tgl_pemberitahuan: '2026-11-01',
  no_hutang_asal: null,
  no_hutang_baru: null,
  no_batal: null,
  user_id: 'kasir',
  detail_barang: [
    {
      line_no: 1,
      kode_barcode: null,
      nama_barang: 'CINCIN',
      kode_group: '24K',
      kode_dept: 'CIN24',
      berat: '7.500',
      kadar: '75',
      harga_per_gram: 1_000_000,
      nilai: 7_500_000,
      foto: false,
    },
  ],
  pembayaran: [],
};
const { detail_barang: _d, pembayaran: _p, ...row } = loan;
let posted: { body: unknown; key: string | null } | null = null;
let cancels: { body: unknown; key: string | null }[] = [];

function server(url: string, init?: RequestInit): Response {
  const method = init?.method ?? 'GET';
  if (url.startsWith('/api/v1/hutang/sita') && method === 'POST') {
    posted = { body: JSON.parse(String(init?.body)), key: new Headers(init?.headers).get('Idempotency-Key') };
    return jsonResponse({ message: H.sitaBerhasil, data: { no_hutang: loan.no_hutang, no_sita: 'SHG-T01-1', selisih: 0 } });
  }
  if (url.startsWith('/api/v1/hutang/batal') && method === 'POST') {
    cancels.push({ body: JSON.parse(String(init?.body)), key: new Headers(init?.headers).get('Idempotency-Key') });
    return jsonResponse({ message: MESSAGES.dokumenBerhasilDibatalkan, data: { no_hutang: loan.no_hutang, no_batal: 'BHG-T01-1' } });
  }
  if (url.startsWith(`/api/v1/hutang/${loan.no_hutang}`)) return jsonResponse({ message: MESSAGES.laporanTersedia, data: loan });
  if (url.startsWith('/api/v1/hutang')) return jsonResponse({ message: MESSAGES.laporanTersedia, data: [row] });
  if (method === 'GET') return jsonResponse({ data: [] });
  return jsonResponse({ message: 'Not Found' }, 404);
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  posted = null;
  cancels = [];
});

describe('Lihat Hutang: the take-over (sita)', () => {
  it('asks the owner for the stated value and a reason, confirms, and posts it with a request key', async () => {
    const session = ownerSession();
    stubServer(session, server);
    renderApp('/lihat-hutang', session);
    fireEvent.click(await screen.findByText(loan.no_hutang, {}, { timeout: 45_000 }));
    fireEvent.click(await screen.findByRole('button', { name: 'Ambil Alih Jaminan' }));
    const dialog = await screen.findByRole('dialog', { name: `Ambil Alih Jaminan ${loan.no_hutang}` });
    fireEvent.change(within(dialog).getByLabelText('Alasan'), { target: { value: 'GAGAL BAYAR' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ambil Alih Jaminan' }));
    fireEvent.click(await screen.findByRole('button', { name: MESSAGES.ok }));
    await waitFor(() => expect(posted?.body).toEqual({ no_hutang: loan.no_hutang, nilai: 5_000_000, alasan: 'GAGAL BAYAR' }));
    expect(posted?.key).toMatch(/^[0-9a-f]{32}$/);
  }, 90_000);

  it('offers no take-over to a cashier', async () => {
    const session = kasirSession({ kode_toko: 'T01', menu: [{ menu_name: '/dashboard' }, { menu_name: '/lihat-hutang' }] });
    stubServer(session, server);
    renderApp('/lihat-hutang', session);
    fireEvent.click(await screen.findByText(loan.no_hutang, {}, { timeout: 45_000 }));
    await screen.findByRole('button', { name: 'Cetak Surat Hutang' });
    expect(screen.queryByRole('button', { name: 'Ambil Alih Jaminan' })).toBeNull();
  }, 90_000);
});

describe('Lihat Hutang: the same-day cancel', () => {
  it('asks with what goes back (Tidak sends nothing), then sends once with a key and shows the cancel number', async () => {
    const session = ownerSession();
    stubServer(session, server);
    renderApp('/lihat-hutang', session);
    fireEvent.click(await screen.findByText(loan.no_hutang, {}, { timeout: 45_000 }));
    fireEvent.change(await screen.findByLabelText('Alasan Batal'), { target: { value: 'salah input' } });
    const batal = screen.getByRole('button', { name: 'Batalkan Hutang' });
    fireEvent.click(batal);
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: MESSAGES.tidak }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cancels).toHaveLength(0);

    fireEvent.click(batal);
    fireEvent.click(batal);
    const question = await screen.findByRole('dialog');
    expect(within(question).getByText(`Batalkan Hutang ${loan.no_hutang}?`)).toBeTruthy();
    expect(within(question).getByTestId('konfirmasi-ringkasan').textContent).toBe('Jumlah Barang1 pcsBerat7.500 grPokokRp. 5,000,000');
    fireEvent.click(within(question).getByRole('button', { name: MESSAGES.ok }));
    await waitFor(() => expect(cancels).toHaveLength(1));
    expect(cancels[0]!.key).toMatch(/^[0-9a-f]{32}$/);
    expect(cancels[0]!.body).toMatchObject({ no_hutang: loan.no_hutang });
    expect((await screen.findByTestId('hasil-dokumen')).textContent).toBe('No Dokumen BHG-T01-1');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cancels).toHaveLength(1);
  }, 90_000);
});
