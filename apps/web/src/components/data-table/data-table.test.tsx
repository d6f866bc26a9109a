import type { ReactElement } from 'react';
import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable, type DataTableColumnDef } from './data-table.tsx';

interface Gudang {
  kode_gudang: string;
  nama_gudang: string;
  berat: string;
}

const columns: DataTableColumnDef<Gudang>[] = [
  { accessor: 'kode_gudang', title: 'Gudang' },
  { accessor: 'nama_gudang', title: 'Nama Gudang' },
  { accessor: 'berat', title: 'Berat (gr)', textAlign: 'right' },
  { accessor: 'aksi', title: 'Aksi', noExport: true, render: () => 'edit' },
];

function rows(n: number): Gudang[] {
  return Array.from({ length: n }, (_, i) => ({
    kode_gudang: `G${String(i + 1).padStart(2, '0')}`,
    nama_gudang: i % 3 === 0 ? `Gudang Kalung ${i + 1}` : `Gudang Cincin ${i + 1}`,
    berat: `${i + 1}.250`,
  }));
}

function renderUi(ui: ReactElement) {
  return render(<MantineProvider>{ui}</MantineProvider>);
}

/** Body rows of the table, as the text of their first cell. */
function shownCodes(): string[] {
  const table = screen.getByRole('table');
  const bodyRows = within(table).getAllByRole('row').slice(1); // header row first
  return bodyRows.map((r) => within(r).getAllByRole('cell')[0]?.textContent ?? '');
}

async function exportedCsv(): Promise<string> {
  let blob: Blob | undefined;
  const spy = vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
    blob = b as Blob;
    return 'blob:test';
  });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: /Export CSV/ }));
  });
  // The CSV writer is loaded on the click (kept out of the screens' first load).
  await waitFor(() => expect(spy).toHaveBeenCalledTimes(1));
  expect(blob).toBeDefined();
  const text = await blob!.text();
  return text.replace(/^\uFEFF/, '');
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('DataTable', () => {
  it("shows 'Tidak Ada Data' when there are no records", () => {
    renderUi(<DataTable records={[]} columns={columns} idAccessor="kode_gudang" />);
    expect(screen.getByText('Tidak Ada Data')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Export CSV/ }).hasAttribute('disabled')).toBe(true);
  });

  it('filters the rows by the search box over the columns text', () => {
    renderUi(<DataTable records={rows(6)} columns={columns} idAccessor="kode_gudang" />);
    expect(shownCodes()).toHaveLength(6);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Cari Data' }), { target: { value: 'kalung' } });
    expect(shownCodes()).toEqual(['G01', 'G04']);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Cari Data' }), { target: { value: '5.250' } });
    expect(shownCodes()).toEqual(['G05']);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Cari Data' }), { target: { value: 'tidak ada' } });
    expect(screen.getByText('Tidak Ada Data')).toBeTruthy();
  });

  it('paginates 10 rows a page by default and moves to the next page', () => {
    renderUi(<DataTable records={rows(30)} columns={columns} idAccessor="kode_gudang" />);
    expect(shownCodes()).toEqual(['G01', 'G02', 'G03', 'G04', 'G05', 'G06', 'G07', 'G08', 'G09', 'G10']);
    expect(screen.getByText('1 - 10 dari 30 data')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Halaman berikutnya' }));
    expect(shownCodes()[0]).toBe('G11');
    expect(shownCodes()).toHaveLength(10);
    expect(screen.getByText('11 - 20 dari 30 data')).toBeTruthy();
  });

  it('returns to the first page when the search changes', () => {
    renderUi(<DataTable records={rows(30)} columns={columns} idAccessor="kode_gudang" />);
    fireEvent.click(screen.getByRole('button', { name: 'Halaman berikutnya' }));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Cari Data' }), { target: { value: 'cincin' } });
    expect(shownCodes()[0]).toBe('G02');
  });

  it('shows every row with pagination={false}', () => {
    renderUi(<DataTable records={rows(30)} columns={columns} idAccessor="kode_gudang" pagination={false} />);
    expect(shownCodes()).toHaveLength(30);
    expect(screen.queryByRole('button', { name: 'Halaman berikutnya' })).toBeNull();
  });

  it('hands paging to the screen for server-side lists', () => {
    const onPageChange = vi.fn();
    renderUi(
      <DataTable
        records={rows(10)}
        columns={columns}
        idAccessor="kode_gudang"
        page={1}
        totalRecords={95}
        recordsPerPage={10}
        onPageChange={onPageChange}
      />,
    );
    expect(shownCodes()).toHaveLength(10);
    expect(screen.getByText('1 - 10 dari 95 data')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Halaman berikutnya' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('exports the filtered rows, every page of them, under the column titles', async () => {
    renderUi(<DataTable title="Stock Gudang" records={rows(30)} columns={columns} idAccessor="kode_gudang" />);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Cari Data' }), { target: { value: 'kalung' } });
    const csv = await exportedCsv();
    const lines = csv.split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('Gudang,Nama Gudang,Berat (gr)');
    // Rows 1, 4, …, 28 hold "Kalung": 10 rows, past the first page of the screen.
    expect(lines.slice(1)).toHaveLength(10);
    expect(lines[1]).toBe('G01,Gudang Kalung 1,1.250');
    expect(lines[10]).toBe('G28,Gudang Kalung 28,28.250');
    expect(csv).not.toContain('Cincin');
  });

  it('names the download after the title', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    renderUi(<DataTable title="Stock Gudang" records={rows(2)} columns={columns} idAccessor="kode_gudang" />);
    await exportedCsv();
    const anchor = click.mock.instances[0] as unknown as HTMLAnchorElement;
    expect(anchor.download).toBe('Stock Gudang.csv');
  });

  it("shows the 'Tambah Data' button only with onAdd, and calls it", () => {
    const onAdd = vi.fn();
    const { unmount } = renderUi(<DataTable records={[]} columns={columns} idAccessor="kode_gudang" />);
    expect(screen.queryByRole('button', { name: /Tambah Data/ })).toBeNull();
    unmount();
    renderUi(<DataTable records={[]} columns={columns} idAccessor="kode_gudang" onAdd={onAdd} />);
    fireEvent.click(screen.getByRole('button', { name: /Tambah Data/ }));
    expect(onAdd).toHaveBeenCalledTimes(1);
  });

  it('calls onSearch for server-side search and leaves the rows as given', async () => {
    vi.useFakeTimers();
    try {
      const onSearch = vi.fn();
      renderUi(<DataTable records={rows(3)} columns={columns} idAccessor="kode_gudang" onSearch={onSearch} />);
      fireEvent.change(screen.getByRole('searchbox', { name: 'Cari Data' }), { target: { value: 'kalung' } });
      expect(shownCodes()).toHaveLength(3);
      await act(async () => {
        vi.advanceTimersByTime(400);
      });
      expect(onSearch).toHaveBeenCalledWith('kalung');
    } finally {
      vi.useRealTimers();
    }
  });

  it('renders column footers', () => {
    const withFooter: DataTableColumnDef<Gudang>[] = [
      { accessor: 'kode_gudang', title: 'Gudang', footer: 'Total' },
      { accessor: 'berat', title: 'Berat (gr)', footer: '3.750' },
    ];
    renderUi(<DataTable records={rows(2)} columns={withFooter} idAccessor="kode_gudang" pagination={false} />);
    expect(screen.getByText('Total')).toBeTruthy();
    expect(screen.getByText('3.750')).toBeTruthy();
  });

  it('selects rows through checkboxes', () => {
    const onSelected = vi.fn();
    renderUi(
      <DataTable records={rows(3)} columns={columns} idAccessor="kode_gudang" selectedRecords={[]} onSelectedRecordsChange={onSelected} />,
    );
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes).toHaveLength(4); // header + 3 rows
    fireEvent.click(boxes[2]!);
    expect(onSelected).toHaveBeenCalledWith([expect.objectContaining({ kode_gudang: 'G02' })]);
  });

  it('labels the selection checkboxes in Indonesian for screen readers', () => {
    renderUi(
      <DataTable records={rows(2)} columns={columns} idAccessor="kode_gudang" selectedRecords={[]} onSelectedRecordsChange={vi.fn()} />,
    );
    expect(screen.getByRole('checkbox', { name: 'Pilih semua baris' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Pilih baris 2' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: /select/i })).toBeNull();
    // The checkbox cell pads like the others (one row height for every table).
    const cell = screen.getByRole('checkbox', { name: 'Pilih baris 1' }).closest('td') as HTMLElement;
    expect(cell.style.paddingBlock).toBe('4px');
  });
});
