import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { notifications, notificationsStore } from '@mantine/notifications';
import { defineReport, FIELDS, MESSAGES, RANGE_PERIOD } from '@kencana/core';
import { AppProviders, createQueryClient } from '../../app/providers.tsx';
import { jsonResponse, ownerSession } from '../../app/test-helpers.tsx';
import { saveSession } from '../../lib/session.ts';
import { ReportScreen } from './report-screen.tsx';

const report = defineReport({
  id: 'contoh-batal',
  title: 'LAPORAN CONTOH',
  menus: ['/laporan-sortir-sepuh'],
  call: { method: 'GET', path: 'contoh/reports' },
  fields: [{ name: 'type', label: 'Type', kind: 'select', options: ['GLOBAL', 'DETAIL'] }, FIELDS.tglFrom, FIELDS.tglTo],
  period: RANGE_PERIOD,
  typeField: 'type',
  columns: [
    { key: 'no_sortir', label: 'No Sortir', total: 'label' },
    { key: 'berat', label: 'Berat', format: 'grams', decimals: 3, total: 'sum' },
  ],
  rowActions: [{ id: 'batal', label: 'Batal', types: ['GLOBAL'] }],
  texts: { success: MESSAGES.laporanTersedia, empty: MESSAGES.dataYangAndaCariTidakAda },
  exports: ['pdf'],
});

let calls: URL[];
let answer: () => Response;

beforeEach(() => {
  // Notices live in one store across tests, three shown at once: start each test with none.
  act(() => notifications.clean());
  localStorage.clear();
  saveSession('test-token', ownerSession());
  calls = [];
  answer = () =>
    jsonResponse({
      message: 'Laporan Tersedia',
      data: [
        { no_sortir: 'SR-1', berat: '1.5' },
        { no_sortir: 'SR-2', berat: '2.25' },
      ],
      totals: { berat: '3.750' },
      page: 1,
      page_size: 100,
      total_rows: 2,
    });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      calls.push(url);
      return answer();
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function renderScreen(batal = vi.fn(async () => undefined)) {
  render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter>
        <ReportScreen definition={report} actions={{ batal }} />
      </MemoryRouter>
    </AppProviders>,
  );
  return batal;
}

describe('ReportScreen', () => {
  it('searches, shows the rows and the footer total, remembers the period', async () => {
    renderScreen();
    fireEvent.change(screen.getByLabelText('Tanggal Awal'), { target: { value: '2026-11-01' } });
    fireEvent.blur(screen.getByLabelText('Tanggal Awal'));
    fireEvent.click(screen.getByRole('button', { name: 'Cari Laporan' }));
    expect(await screen.findByText('SR-2')).toBeTruthy();
    expect(screen.getByText('3.750')).toBeTruthy();
    expect(calls[0]?.pathname).toBe('/api/v1/contoh/reports');
    expect(calls[0]?.searchParams.get('type')).toBe('GLOBAL');
    expect(localStorage.getItem('tgl_awal')).toBe(calls[0]?.searchParams.get('tgl_from'));
    expect(localStorage.getItem('tgl_akhir')).toBe(calls[0]?.searchParams.get('tgl_to'));
    expect(screen.getByRole('button', { name: 'Export PDF' })).toBeTruthy();
  });

  it("asks for a search before the first one, and says 'Tidak Ada Data' only once a search found nothing", async () => {
    renderScreen();
    expect(screen.getByText(MESSAGES.silahkanCariData)).toBeTruthy();
    expect(screen.queryByText(MESSAGES.tidakAdaData)).toBeNull();
    answer = () =>
      jsonResponse({ message: MESSAGES.dataYangAndaCariTidakAda, data: [], totals: {}, page: 1, page_size: 100, total_rows: 0 });
    fireEvent.click(screen.getByRole('button', { name: 'Cari Laporan' }));
    expect(await screen.findByText(MESSAGES.tidakAdaData)).toBeTruthy();
    expect(screen.queryByText(MESSAGES.silahkanCariData)).toBeNull();
  });

  it("shows the answer's message as the status line over the rows, not as a notice over the exports", async () => {
    renderScreen();
    fireEvent.click(screen.getByRole('button', { name: 'Cari Laporan' }));
    await screen.findByText('SR-1');
    expect(screen.getByRole('status').textContent).toBe('Laporan Tersedia');
    expect(notificationsStore.getState().notifications.map((n) => n.message)).not.toContain('Laporan Tersedia');
  });

  it('frames the report under its menu group with the title as the specification spells it', () => {
    renderScreen();
    expect(screen.getByRole('heading', { level: 3, name: 'LAPORAN SORTIR SEPUH' })).toBeTruthy();
    expect(screen.getByText('Laporan', { selector: '.mantine-Breadcrumbs-root *' })).toBeTruthy();
  });

  it('runs a row action, then searches again with the remembered period', async () => {
    const batal = renderScreen();
    fireEvent.click(screen.getByRole('button', { name: 'Cari Laporan' }));
    const row = (await screen.findByText('SR-1')).closest('tr') as HTMLElement;
    localStorage.setItem('tgl_awal', '2026-10-01');
    fireEvent.click(within(row).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(batal).toHaveBeenCalledWith(expect.objectContaining({ row: expect.objectContaining({ no_sortir: 'SR-1' }) }));
    expect(calls[1]?.searchParams.get('tgl_from')).toBe('2026-10-01');
  });

  it('clears the results and hides the exports when the type changes or a search comes back empty', async () => {
    renderScreen();
    fireEvent.click(screen.getByRole('button', { name: 'Cari Laporan' }));
    await screen.findByText('SR-1');
    answer = () =>
      jsonResponse({
        message: MESSAGES.dataYangAndaCariTidakAda,
        data: [],
        totals: { berat: '0.000' },
        page: 1,
        page_size: 100,
        total_rows: 0,
      });
    fireEvent.click(screen.getByRole('button', { name: 'Cari Laporan' }));
    await waitFor(() => expect(screen.queryByText('SR-1')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Export PDF' })).toBeNull();
    expect(await screen.findByText(MESSAGES.dataYangAndaCariTidakAda)).toBeTruthy();
  });

  it('refuses a search without dates with the spec text', async () => {
    renderScreen();
    fireEvent.change(screen.getByLabelText('Tanggal Awal'), { target: { value: '' } });
    fireEvent.blur(screen.getByLabelText('Tanggal Awal'));
    fireEvent.click(screen.getByRole('button', { name: 'Cari Laporan' }));
    expect((await screen.findAllByText(MESSAGES.tanggalAwalTidakBolehKosong)).length).toBeGreaterThan(0);
    expect(calls).toHaveLength(0);
  });
});

describe('ReportScreen: a select answered by a call of the specification', () => {
  const withNoKirim = defineReport({
    id: 'contoh-kirim',
    title: 'LAPORAN CONTOH KIRIM',
    menus: ['/laporan-kirim-barang'],
    call: { method: 'POST', path: 'contoh-kirim/report' },
    fields: [
      FIELDS.tglFrom,
      FIELDS.tglTo,
      {
        name: 'no_kirim',
        label: 'No Kirim',
        kind: 'select',
        all: true,
        filterBy: ['tgl_from', 'tgl_to'],
        optionsCall: {
          method: 'POST',
          path: 'contoh-kirim/no_kirim',
          option: (row) => ({ value: String(row.no_kirim), label: `${String(row.no_kirim)} → ${String(row.tujuan)}` }),
        },
      },
    ],
    period: RANGE_PERIOD,
    columns: [{ key: 'no_kirim', label: 'No Kirim' }],
    texts: { success: MESSAGES.dataLaporanTersedia, empty: MESSAGES.laporanKirimBarangTidakAda },
    exports: [],
  });

  it('loads the choices once its fields are filled, says so, and drops a choice the next answer lacks', async () => {
    // Notifications live in one store across tests: clear what the earlier tests left showing.
    notifications.clean();
    const bodies: Array<Record<string, string>> = [];
    let numbers = [{ no_kirim: 'KRM-T01-261122-0001', tujuan: 'T02' }];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = new URL(String(input), 'http://localhost');
        const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, string>;
        if (url.pathname.endsWith('contoh-kirim/no_kirim')) {
          bodies.push(body);
          return jsonResponse({ message: numbers.length ? MESSAGES.noKirimTersedia : MESSAGES.noKirimTidakTersedia, data: numbers });
        }
        return jsonResponse({
          message: MESSAGES.dataLaporanTersedia,
          data: [{ no_kirim: body.no_kirim }],
          totals: {},
          page: 1,
          page_size: 100,
          total_rows: 1,
        });
      }),
    );
    render(
      <AppProviders queryClient={createQueryClient()}>
        <MemoryRouter>
          <ReportScreen definition={withNoKirim} />
        </MemoryRouter>
      </AppProviders>,
    );
    await waitFor(() => expect(bodies.length).toBeGreaterThan(0));
    expect(await screen.findByText(MESSAGES.noKirimTersedia)).toBeTruthy();
    expect(bodies[0]).toEqual({
      tgl_from: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      tgl_to: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    const select = screen.getAllByLabelText('No Kirim').find((el) => el.tagName === 'INPUT') as HTMLInputElement;
    fireEvent.click(select);
    fireEvent.click(await screen.findByText('KRM-T01-261122-0001 → T02'));
    await waitFor(() => expect(select.value).toBe('KRM-T01-261122-0001 → T02'));
    fireEvent.click(screen.getByRole('button', { name: 'Cari Laporan' }));
    expect(await screen.findByRole('cell', { name: 'KRM-T01-261122-0001' })).toBeTruthy();

    numbers = [];
    fireEvent.change(screen.getByLabelText('Tanggal Awal'), { target: { value: '2020-01-01' } });
    fireEvent.blur(screen.getByLabelText('Tanggal Awal'));
    expect(await screen.findByText(MESSAGES.noKirimTidakTersedia)).toBeTruthy();
    await waitFor(() => expect(select.value).toBe('SEMUA'));
  });
});

describe('the store filter', () => {
  const byStore = defineReport({
    id: 'contoh-toko',
    title: 'LAPORAN CONTOH TOKO',
    menus: ['/laporan-sortir-sepuh'],
    call: { method: 'GET', path: 'contoh/toko' },
    fields: [FIELDS.tglFrom, FIELDS.tglTo, FIELDS.toko],
    period: RANGE_PERIOD,
    storeField: 'kode_toko',
    columns: [{ key: 'no_sortir', label: 'No Sortir' }],
    texts: { success: MESSAGES.laporanTersedia, empty: MESSAGES.dataYangAndaCariTidakAda },
    exports: [],
  });
  const stores = [
    { _id: 'T01', kode_toko: 'T01', nama_toko: 'KENCANA PUSAT', alamat_toko: '-', is_active: true },
    { _id: 'T02', kode_toko: 'T02', nama_toko: 'KENCANA BANDUNG', alamat_toko: '-', is_active: true },
  ];

  async function searchedStore(): Promise<string | null> {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = new URL(String(input), 'http://localhost');
        if (url.pathname === '/api/v1/tokos') return jsonResponse({ data: stores });
        if (url.pathname !== '/api/v1/contoh/toko') return jsonResponse({ data: [] });
        calls.push(url);
        return answer();
      }),
    );
    render(
      <AppProviders queryClient={createQueryClient()}>
        <MemoryRouter>
          <ReportScreen definition={byStore} />
        </MemoryRouter>
      </AppProviders>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cari Laporan' }));
    await screen.findByText('SR-1');
    return calls[0]?.searchParams.get('kode_toko') ?? null;
  }

  it('starts on the active store once the owner acts for another store', async () => {
    saveSession('test-token', ownerSession({ kode_toko: 'T02', nama_toko: 'KENCANA BANDUNG', kode_toko_asal: 'T01' }));
    expect(await searchedStore()).toBe('T02');
  });

  it('starts on every store for the owner at their own store', async () => {
    saveSession('test-token', ownerSession({ kode_toko_asal: 'T01' }));
    expect(await searchedStore()).toBe('SEMUA');
  });
});
