// /laporan-rantai-sepuhan: one period on screen — the flow picture shows the chain of the period and store
// searched (the table's and the exports'), with no date range of its own.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEPUHAN_MESSAGES } from '@kencana/core';
import { AppProviders, createQueryClient } from '../../app/providers.tsx';
import { jsonResponse, ownerSession } from '../../app/test-helpers.tsx';
import { saveSession } from '../../lib/session.ts';
import LaporanRantaiPage from './laporan-rantai-page.tsx';

const STEPS = [
  {
    urut: 1,
    tahap: 'Dibeli Kembali',
    arus_qty: 2,
    arus_berat: '5.000',
    arus_murni: '3.750',
    sisa_qty: 0,
    sisa_berat: '0.000',
    sisa_murni: '0.000',
  },
  {
    urut: 2,
    tahap: 'Di Tukang Sepuh',
    arus_qty: 1,
    arus_berat: '2.500',
    arus_murni: '1.875',
    sisa_qty: 1,
    sisa_berat: '2.500',
    sisa_murni: '1.875',
  },
];
const TUKANG = [
  {
    kode_tukang: 'TK01',
    nama_tukang: 'PAK HARTO',
    berat_kirim: '2.500',
    berat_terima: '0.000',
    berat_rusak: '0.000',
    berat_susut: '0.000',
    murni_susut: '0.000',
    persen_susut: '0',
    toleransi: '2',
    status: 'OK',
  },
];

let calls: URL[];

beforeEach(() => {
  act(() => notifications.clean());
  localStorage.clear();
  saveSession('test-token', ownerSession());
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname !== '/api/v1/laporan/rantai-sepuhan') return jsonResponse({ data: [] });
      calls.push(url);
      const rows = url.searchParams.get('type') === 'TUKANG' ? TUKANG : STEPS;
      return jsonResponse({
        message: SEPUHAN_MESSAGES.laporanRantaiTersedia,
        data: rows,
        totals: {},
        page: 1,
        page_size: 100,
        total_rows: rows.length,
      });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function renderPage() {
  render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={['/laporan-rantai-sepuhan']}>
        <LaporanRantaiPage />
      </MemoryRouter>
    </AppProviders>,
  );
}

function searchFrom(date: string) {
  fireEvent.change(screen.getByLabelText('Tanggal Awal'), { target: { value: date } });
  fireEvent.blur(screen.getByLabelText('Tanggal Awal'));
  fireEvent.click(screen.getByRole('button', { name: 'Cari Laporan' }));
}

describe('Laporan Rantai Sepuhan', () => {
  it('shows one date range; the flow picture follows the period searched, from the RANTAI rows themselves', async () => {
    renderPage();
    expect(screen.getAllByLabelText('Tanggal Awal')).toHaveLength(1);
    expect(screen.getAllByLabelText('Tanggal Akhir')).toHaveLength(1);
    expect(screen.queryByTestId('rantai-alur')).toBeNull();
    searchFrom('2026-11-01');
    const flow = await screen.findByTestId('rantai-alur', {}, { timeout: 5000 });
    expect(within(flow).getByText('2. Di Tukang Sepuh')).toBeTruthy();
    const searched = calls[0];
    expect(screen.getByText(`Periode : 2026-11-01 s/d ${searched?.searchParams.get('tgl_to') ?? '?'}`)).toBeTruthy();
    // The picture is the table's answer: no second call.
    expect(calls).toHaveLength(1);
  }, 20_000);

  it('under TUKANG asks for the chain of the same period and store as the table', async () => {
    renderPage();
    fireEvent.click(screen.getByRole('combobox', { name: 'Tipe' }));
    fireEvent.click(await screen.findByRole('option', { name: 'TUKANG' }));
    searchFrom('2026-11-02');
    const flow = await screen.findByTestId('rantai-alur', {}, { timeout: 5000 });
    expect(within(flow).getByText('1. Dibeli Kembali')).toBeTruthy();
    await waitFor(() => expect(calls).toHaveLength(2));
    const [table, chain] = calls;
    expect(table?.searchParams.get('type')).toBe('TUKANG');
    expect(chain?.searchParams.get('type')).toBe('RANTAI');
    for (const key of ['tgl_from', 'tgl_to', 'kode_toko']) expect(chain?.searchParams.get(key)).toBe(table?.searchParams.get(key));
    expect(table?.searchParams.get('tgl_from')).toBe('2026-11-02');
  }, 20_000);
});
