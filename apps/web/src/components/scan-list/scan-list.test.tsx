import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES, type BarangLine } from '@kencana/core';
import { AppProviders, createQueryClient } from '../../app/providers.tsx';
import { jsonResponse, ownerSession } from '../../app/test-helpers.tsx';
import { saveSession } from '../../lib/session.ts';
import { SCAN_DRAFT_PREFIX } from './scan-draft.ts';
import { ScanList } from './scan-list.tsx';
import { goodsLineSchema, lookupBarang, onStoreTray, useScanList } from './use-scan-list.ts';

function line(kode_barcode: string, berat: string, over: Partial<BarangLine> = {}): BarangLine {
  return {
    no_pesanan: '-',
    no_kirim: '-',
    kode_barang: 'CIN17',
    kode_barcode,
    kode_group: '17K',
    kode_dept: 'CIN17',
    kode_gudang: 'KC',
    kode_toko: 'T01',
    kode_baki: 'KC01A',
    posisi: 'BAKI',
    tag_id: '-',
    kode_intern: '-',
    nama_barang: `CINCIN ${kode_barcode}`,
    nama_atribut: '-',
    stock_on_hand: 1,
    berat,
    berat_atribut: '0.000',
    berat_bandrol: '0.000',
    berat_plastik: '0.000',
    kadar: '75',
    kadar_cetak: '17K',
    harga_beli: 0,
    harga_skrg: 0,
    harga_jual: 0,
    harga_atribut: 0,
    tgl_last_beli: '-',
    tgl_last_jual: '-',
    tipe_barang: 'A',
    is_markis: false,
    status: 'AKTIF',
    tujuan: 'T01',
    ...over,
  };
}

const STOCK: Record<string, BarangLine> = {
  ABCD1234: line('ABCD1234', '1.250'),
  EFGH5678: line('EFGH5678', '2.005'),
  SOLD0001: line('SOLD0001', '3.000', { posisi: 'TERJUAL', kode_baki: '-' }),
};
let lookups: string[];

beforeEach(() => {
  localStorage.clear();
  saveSession('test-token', ownerSession());
  lookups = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      const code = url.searchParams.get('kode_barcode') ?? '';
      lookups.push(code);
      const found = STOCK[code];
      return jsonResponse({ data: found ? [found] : [] });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function Screen() {
  const list = useScanList<BarangLine>({
    draftKey: 'uji',
    lookup: lookupBarang('T01'),
    check: onStoreTray('T01'),
    schema: goodsLineSchema,
  });
  return <ScanList list={list} />;
}

function renderScreen() {
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <Screen />
    </AppProviders>,
  );
}

const field = () => screen.getByLabelText('Scan / Ketik Barcode') as HTMLInputElement;
const scan = (text: string) => fireEvent.change(field(), { target: { value: text } });
const table = () => screen.getByRole('table');
const stored = () => JSON.parse(localStorage.getItem(`${SCAN_DRAFT_PREFIX}uji`) ?? '[]') as BarangLine[];

describe('ScanList', () => {
  it('looks up the first 8 characters upper-cased, lists the item with the footer totals and keeps the field focused', async () => {
    renderScreen();
    expect(document.activeElement).toBe(field());
    scan('abcd1234zz');
    expect(await within(table()).findByText('CINCIN ABCD1234')).toBeTruthy();
    expect(lookups).toEqual(['ABCD1234']);
    expect(field().value).toBe('');
    scan('EFGH5678');
    expect(await within(table()).findByText('CINCIN EFGH5678')).toBeTruthy();
    // 1.250 + 2.005, exactly, with 3 decimals; 2 pieces.
    const footer = table().querySelector('tfoot') as HTMLElement;
    expect(within(footer).getByText('3.255')).toBeTruthy();
    expect(within(footer).getByText('2')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field()));
  });

  it('refuses a barcode already in the table without asking the server again', async () => {
    renderScreen();
    scan('ABCD1234');
    await within(table()).findByText('CINCIN ABCD1234');
    scan('abcd1234');
    expect(await screen.findByText(MESSAGES.kodeBarcodeTersebutSudahAdaDitabel)).toBeTruthy();
    expect(lookups).toEqual(['ABCD1234']);
    expect(within(table()).getAllByText('CINCIN ABCD1234')).toHaveLength(1);
  });

  it("shows the server's 'Barang Tidak Di Temukan' and refuses goods that are not on a tray, naming the barcode scanned", async () => {
    renderScreen();
    scan('ZZZZ9999');
    expect(await screen.findByText(`${MESSAGES.barangTidakDiTemukan} (ZZZZ9999)`)).toBeTruthy();
    scan('SOLD0001');
    expect(await screen.findByText(`${MESSAGES.barangTidakDiBaki} (SOLD0001)`)).toBeTruthy();
    expect(stored()).toEqual([]);
  });

  it('keeps the list as a draft in browser storage across a reload, and drops it on leaving the screen', async () => {
    const first = renderScreen();
    scan('ABCD1234');
    await within(table()).findByText('CINCIN ABCD1234');
    // The draft is written by an effect after the row renders.
    await waitFor(() => expect(stored().map((l) => l.kode_barcode)).toEqual(['ABCD1234']));
    // A reload: the page goes away without unmounting; the next page reads the draft back.
    const draft = localStorage.getItem(`${SCAN_DRAFT_PREFIX}uji`);
    first.unmount();
    localStorage.setItem(`${SCAN_DRAFT_PREFIX}uji`, draft ?? '');
    const second = renderScreen();
    expect(await within(table()).findByText('CINCIN ABCD1234')).toBeTruthy();
    expect(lookups).toEqual(['ABCD1234']);
    // Leaving the screen (unmount) clears it.
    second.unmount();
    expect(localStorage.getItem(`${SCAN_DRAFT_PREFIX}uji`)).toBeNull();
  });

  it('removes a row with its button and drops a draft row that no longer reads', async () => {
    localStorage.setItem(`${SCAN_DRAFT_PREFIX}uji`, JSON.stringify([STOCK.ABCD1234, { kode_barcode: 'RUSAK' }, STOCK.EFGH5678]));
    renderScreen();
    expect(within(table()).getByText('CINCIN ABCD1234')).toBeTruthy();
    expect(within(table()).queryByText('RUSAK')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Hapus ABCD1234' }));
    await waitFor(() => expect(stored().map((l) => l.kode_barcode)).toEqual(['EFGH5678']));
    expect(within(table().querySelector('tfoot') as HTMLElement).getByText('2.005')).toBeTruthy();
  });
});
