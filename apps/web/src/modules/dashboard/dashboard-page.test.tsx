import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { formatRupiah, type DashboardData, type ValuasiRantai } from '@kencana/core';

// The page reads its figures through the app's API hook; here the hook answers with fixed data.
const apiState: { current: Record<string, unknown> } = { current: {} };
/** The chain valuation's answer (the owner's card), and the paths the page asked for. */
const valuasiState: { current: Record<string, unknown> } = { current: {} };
const asked: string[] = [];
const refetch = vi.fn();
vi.mock('../../lib/api.ts', () => ({
  useApiQuery: (endpoint: { path: string }) => {
    asked.push(endpoint.path);
    return endpoint.path === 'audit-pemilik/valuasi' ? valuasiState.current : apiState.current;
  },
  errorText: (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback),
}));
// The signed-in level decides whether the owner's card is there at all.
const sessionState: { level: string | null } = { level: null };
vi.mock('../../lib/session.ts', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  useSession: () => (sessionState.level ? { level: sessionState.level } : null),
}));

const { default: DashboardPage, chartData, isStoreBehind } = await import('./dashboard-page.tsx');

const DATA: DashboardData = {
  kode_toko: 'T01',
  nama_toko: 'Toko Emas Kencana Pusat',
  tgl_system: '2026-03-09',
  today: '2026-03-10',
  stock: [
    { kode_gudang: 'KC', nama_gudang: 'Gudang Cabang', qty: 1200, berat: '2345.678', berat_murni: '1759.259' },
    { kode_gudang: 'SP', nama_gudang: 'Gudang Sepuh', qty: 34, berat: '56.7', berat_murni: '42.525' },
  ],
  total: { qty: 1234, berat: '2402.378', berat_murni: '1801.784' },
  pending: [
    { key: 'transit-keluar', label: 'Barang Dikirim, Belum Diterima Cabang', documents: 1, count: 6, berat: '12.5' },
    { key: 'cucian', label: 'Barang Di Cucian', documents: 1, count: 3, berat: '0.125' },
  ],
  pending_documents: 2,
};

function renderPage() {
  return render(
    <MantineProvider env="test">
      <MemoryRouter initialEntries={['/dashboard']}>
        <DashboardPage />
      </MemoryRouter>
    </MantineProvider>,
  );
}

beforeEach(() => {
  refetch.mockReset();
  sessionState.level = null;
  asked.length = 0;
});

describe('DashboardPage', () => {
  it('shows skeletons while loading', () => {
    apiState.current = { isPending: true, isFetching: true, refetch };
    renderPage();
    expect(screen.getByTestId('dashboard-loading')).toBeTruthy();
    expect(screen.queryByText('Total Stock (Qty)')).toBeNull();
  });

  it('shows the business date flagged when behind, the stock totals and the pending work', () => {
    apiState.current = { isPending: false, isFetching: false, data: { data: DATA }, refetch };
    renderPage();
    expect(screen.getByRole('heading', { level: 3, name: 'DASHBOARD' })).toBeTruthy();
    expect(screen.getByText('T01 · Toko Emas Kencana Pusat')).toBeTruthy();
    expect(screen.getByText('2026-03-09')).toBeTruthy();
    expect(screen.getByText('Hari Ini: 2026-03-10')).toBeTruthy();
    expect(screen.getByText('Toko Belum Ditutup')).toBeTruthy();
    // Total pieces and grams: in the cards and in the table footer.
    expect(screen.getAllByText('1,234')).toHaveLength(2);
    expect(screen.getAllByText('2,402.378')).toHaveLength(2);
    // Fine grams beside grams: under the weight card and in the table footer.
    expect(screen.getByText('1,801.784 gr emas murni')).toBeTruthy();

    const pending = screen.getByRole('table', { name: 'Menunggu Proses' });
    expect(within(pending).getByText('Barang Dikirim, Belum Diterima Cabang')).toBeTruthy();
    expect(within(pending).getByText('12.500')).toBeTruthy();
    expect(within(pending).getByText('0.125')).toBeTruthy();
  });

  it("counts documents on the 'Menunggu Proses' card (one shipment of 6 and one batch of 3 are 2), pieces per row", () => {
    apiState.current = { isPending: false, isFetching: false, data: { data: DATA }, refetch };
    renderPage();
    const card = screen.getAllByText('Menunggu Proses').find((el) => el.closest('.mantine-Paper-root')?.textContent?.includes('dokumen'));
    expect(card?.closest('.mantine-Paper-root')?.textContent).toBe('Menunggu Proses2dokumen');
    const pending = screen.getByRole('table', { name: 'Menunggu Proses' });
    const rows = within(pending)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toEqual(['KeteranganDokumenQtyBerat (gr)', 'Barang Dikirim, Belum Diterima Cabang1612.500', 'Barang Di Cucian130.125']);
  });

  it('draws the weight per warehouse as plain bars (no chart library), widths by share of the largest', () => {
    apiState.current = { isPending: false, isFetching: false, data: { data: DATA }, refetch };
    renderPage();
    const chart = screen.getByRole('list', { name: 'Berat per Gudang' });
    expect(
      within(chart)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('aria-label')),
    ).toEqual(['KC 2,345.678', 'SP 56.700']);
    const bars = within(chart)
      .getAllByTestId('weight-bar')
      .map((bar) => bar.style.width);
    expect(bars).toEqual(['100%', '2.4%']);
  });

  it('lists stock per warehouse with weights at 3 decimals, without pagination', () => {
    apiState.current = { isPending: false, isFetching: false, data: { data: DATA }, refetch };
    renderPage();
    const tables = screen.getAllByRole('table');
    const stock = tables.find((t) => within(t).queryByText('Nama Gudang'));
    expect(stock).toBeDefined();
    const rows = within(stock!).getAllByRole('row');
    const text = rows.map((r) => r.textContent);
    expect(text).toContain('KCGudang Cabang1,2002,345.6781,759.259');
    expect(text).toContain('SPGudang Sepuh3456.70042.525');
    expect(text).toContain('Total1,2342,402.3781,801.784');
    expect(screen.queryByRole('button', { name: 'Halaman berikutnya' })).toBeNull();
  });

  it("says 'Tidak Ada Data' when nothing is pending and does not flag a closed store", () => {
    apiState.current = {
      isPending: false,
      isFetching: false,
      data: { data: { ...DATA, tgl_system: '2026-03-10', pending: [], pending_documents: 0 } },
      refetch,
    };
    renderPage();
    expect(screen.queryByText('Toko Belum Ditutup')).toBeNull();
    expect(screen.getAllByText('Tidak Ada Data').length).toBeGreaterThanOrEqual(1);
    expect(screen.queryByRole('table', { name: 'Menunggu Proses' })).toBeNull();
  });

  it('shows the error with a retry', () => {
    apiState.current = { isPending: false, isFetching: false, error: new Error('Koneksi Bermasalah'), refetch };
    renderPage();
    expect(screen.getByText('Koneksi Bermasalah')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});

describe('dashboard helpers', () => {
  it('flags a business date before today only', () => {
    expect(isStoreBehind('2026-03-09', '2026-03-10')).toBe(true);
    expect(isStoreBehind('2026-03-10', '2026-03-10')).toBe(false);
    expect(isStoreBehind('bad', '2026-03-10')).toBe(false);
  });

  it('turns grams into numbers for the chart only', () => {
    expect(chartData(DATA.stock)).toEqual([
      { gudang: 'KC', nama: 'Gudang Cabang', berat: 2345.678 },
      { gudang: 'SP', nama: 'Gudang Sepuh', berat: 56.7 },
    ]);
  });
});

describe('the owner’s valuation card', () => {
  const VALUASI: ValuasiRantai = {
    toko: 3,
    total: { qty: 1250, berat: '2500.500', berat_murni: '1875.375', nilai_jual: 2_250_000_000, nilai_beli: 2_100_000_000 },
    kemarin: { qty: 1248, berat: '2498.000', berat_murni: '1873.500', nilai_jual: 2_247_000_000, nilai_beli: 2_097_000_000 },
    perubahan: [{ doc_type: 'PEMBELIAN', nama: 'PEMBELIAN', qty: 2, berat: '2.500', berat_murni: '1.875' }],
  };

  it('shows the chain total, its worth and the change since yesterday to OWN, loaded on demand', async () => {
    sessionState.level = 'OWN';
    apiState.current = { isPending: false, isFetching: false, data: { data: DATA }, refetch };
    valuasiState.current = { isPending: false, isError: false, data: { data: VALUASI } };
    renderPage();
    const card = await screen.findByLabelText('Valuasi Stock Hari Ini (Semua Toko)');
    expect(within(card).getByText('1,250 pcs · 2,500.500 gr · 1,875.375 gr murni · 3 toko')).toBeTruthy();
    expect(within(card).getByText(`Nilai Harga Jual ${formatRupiah(2_250_000_000)}`)).toBeTruthy();
    expect(within(card).getByText(`Nilai Harga Beli ${formatRupiah(2_100_000_000)}`)).toBeTruthy();
    // At the buy-back price: 2,100,000,000 − 2,097,000,000; grams 2,500.500 − 2,498.000.
    expect(within(card).getByText(`Sejak Tutup Kemarin: +${formatRupiah(3_000_000)} (+2.500 gr)`)).toBeTruthy();
    expect(within(card).getByText('Asal Perubahan: PEMBELIAN +2.500 gr')).toBeTruthy();
  });

  it('is not there, and not asked for, for staff', () => {
    sessionState.level = 'ADMIN';
    apiState.current = { isPending: false, isFetching: false, data: { data: DATA }, refetch };
    renderPage();
    expect(screen.queryByLabelText('Valuasi Stock Hari Ini (Semua Toko)')).toBeNull();
    expect(asked).not.toContain('audit-pemilik/valuasi');
  });
});
