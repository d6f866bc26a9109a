import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from '../app/providers.tsx';
import { jsonResponse, kasirSession, ownerSession } from '../app/test-helpers.tsx';
import { saveSession } from './session.ts';
import { useSourceOptions } from './source-options.ts';

const LISTS: Record<string, unknown[]> = {
  tokos: [
    { _id: 'T01', kode_toko: 'T01', nama_toko: 'KENCANA PUSAT', alamat_toko: '-', is_active: true },
    { _id: 'T02', kode_toko: 'T02', nama_toko: 'KENCANA BANDUNG', alamat_toko: '-', is_active: true },
  ],
  'gudang/get/all': [{ kode_gudang: 'KC', nama_gudang: 'DISPLAY', is_active: true }],
  'baki/get/all': [
    { kode_baki: 'KC02A', nama_baki: 'BAKI CINCIN', kode_gudang: 'KC', kode_toko: 'T02', berat_baki: '100.000', is_active: true },
    { kode_baki: 'SS02A', nama_baki: 'BAKI SS', kode_gudang: 'SS', kode_toko: 'T02', berat_baki: '80.000', is_active: true },
  ],
  'group/get/all': [{ kode_group: '17K', nama_group: 'EMAS 17 KARAT', harga: 950000, persentase: '75.00', is_active: true }],
  'jenis/get/all': [
    { kode_dept: 'CIN17', nama_dept: 'CINCIN 17K', kode_group: '17K', kode_kategori_produk: 'CINCIN', is_active: true },
    { kode_dept: 'CIN24', nama_dept: 'CINCIN 24K', kode_group: '24K', kode_kategori_produk: 'CINCIN', is_active: true },
  ],
};

function serveLists() {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const path = String(input).replace('/api/v1/', '').split('?')[0] ?? '';
    return jsonResponse({ data: LISTS[path] ?? [] });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>
);

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('useSourceOptions: report and label choices from the shared master lists', () => {
  it('offers staff only their own store, OWN every store', async () => {
    serveLists();
    saveSession('t', kasirSession());
    const staff = renderHook(() => useSourceOptions('toko'), { wrapper });
    await waitFor(() => expect(staff.result.current).toEqual([{ value: 'T02', label: 'T02 - KENCANA BANDUNG' }]));
    saveSession('t', ownerSession());
    const owner = renderHook(() => useSourceOptions('toko'), { wrapper });
    await waitFor(() => expect(owner.result.current.map((o) => o.value)).toEqual(['T01', 'T02']));
  });

  it('narrows trays by warehouse and types by category, and asks the tray list for the chosen store', async () => {
    const fetchMock = serveLists();
    saveSession('t', ownerSession());
    const trays = renderHook(() => useSourceOptions('baki', { kode_toko: 'T02', kode_gudang: 'KC' }), { wrapper });
    await waitFor(() => expect(trays.result.current).toEqual([{ value: 'KC02A', label: 'KC02A - BAKI CINCIN' }]));
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/v1/baki/get/all?kode_toko=T02');
    const types = renderHook(() => useSourceOptions('jenis', { kode_group: '17K' }), { wrapper });
    await waitFor(() => expect(types.result.current).toEqual([{ value: 'CIN17', label: 'CIN17 - CINCIN 17K' }]));
    const all = renderHook(() => useSourceOptions('jenis', { kode_group: 'SEMUA' }), { wrapper });
    await waitFor(() => expect(all.result.current).toHaveLength(2));
  });

  it('lists the audit events without asking the server for them', () => {
    serveLists();
    saveSession('t', ownerSession());
    const events = renderHook(() => useSourceOptions('audit_event'), { wrapper });
    expect(events.result.current.map((o) => o.value)).toContain('UBAH_HAK_AKSES');
  });
});
