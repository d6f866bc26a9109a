import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { BARANG_LABELS, BARANG_REQUIRED_FIELDS, MESSAGES, tidakBolehKosong } from '@kencana/core';
import { AppProviders, createQueryClient } from '../../app/providers.tsx';
import { jsonResponse, ownerSession } from '../../app/test-helpers.tsx';
import { saveSession } from '../../lib/session.ts';
import { BarangFormPanel, emptyValues, susutMelebihi, toPayload, type BarangFormValues } from './barang-form.tsx';

let calls: Array<{ path: string; body: unknown }>;

const LISTS: Record<string, unknown[]> = {
  'group/get/all': [{ kode_group: '17K', nama_group: 'EMAS 17 KARAT', harga: 1_520_000, persentase: '75.00', is_active: true }],
  'jenis/get/all': [
    { kode_dept: 'CIN17', nama_dept: 'CINCIN 17K', kode_group: '17K', kode_kategori_produk: '-', is_active: true },
    { kode_dept: 'CIN24', nama_dept: 'CINCIN 24K', kode_group: '24K', kode_kategori_produk: '-', is_active: true },
  ],
  'baki/get/all': [
    { kode_baki: 'KC01A', nama_baki: 'BAKI CINCIN', kode_gudang: 'KC', kode_toko: 'T01', berat_baki: '0.000', is_active: true },
  ],
  tokos: [{ _id: 'T01', kode_toko: 'T01', nama_toko: 'KENCANA PUSAT', alamat_toko: 'JL. PASAR BARU', is_active: true }],
  'masteratribut/get/all': [],
  'parabandrol/get/all': [{ kode_bandrol: 'B1', nama_bandrol: 'BANDROL KECIL', berat_bandrol: '0.030', is_active: true }],
};

beforeEach(() => {
  localStorage.clear();
  saveSession('test-token', ownerSession());
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const path = url.pathname.replace('/api/v1/', '');
      const body = init?.body ? (JSON.parse(String(init.body)) as { berat?: string }) : undefined;
      calls.push({ path, body });
      if (path === 'tambah-barang/calculate') {
        // 1,520,000 a gram, rounded up to Rp 500, as the server's rule.
        const harga = Math.ceil((Number(body?.berat ?? 0) * 1_520_000) / 500) * 500;
        return jsonResponse({ harga_jual: harga, harga_per_gram: 1_520_000, kategori_harga: 'harga_100%' });
      }
      return jsonResponse({ data: LISTS[path] ?? [] });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function renderForm(
  initial: BarangFormValues = emptyValues({ tujuan: 'T01' }),
  onSubmit = vi.fn(async (_payload: unknown, _values: unknown) => true),
) {
  render(
    <AppProviders queryClient={createQueryClient()}>
      <BarangFormPanel mode="add" initial={initial} onSubmit={onSubmit} />
    </AppProviders>,
  );
  return onSubmit;
}

const input = (label: string) => screen.getByLabelText(new RegExp(`^${label}( \\*)?$`)) as HTMLInputElement;
const saveButton = () => screen.getByRole('button', { name: 'Simpan' }) as HTMLButtonElement;

/** A complete ring, as the screen would hold it after a person filled it. */
const filled = (overrides: Partial<BarangFormValues> = {}): BarangFormValues =>
  emptyValues({
    kode_kategori: '17K',
    kode_jenis: 'CIN17',
    kode_lokasi_toko: 'KC01A',
    tipe_barang: 'A',
    nama_barang: 'CINCIN UJI',
    berat: '2.500',
    berat_asli: '2.500',
    kadar: '75',
    kadar_cetak: '17K',
    kadar_modal: '75',
    tujuan: 'T01',
    berat_cad: '0',
    berat_susut: '0',
    ...overrides,
  });

describe('the goods form', () => {
  it("answers '<Field> Tidak Boleh Kosong' under each of the 13 required fields and sends nothing", async () => {
    const onSubmit = renderForm(emptyValues());
    fireEvent.click(saveButton());
    for (const field of BARANG_REQUIRED_FIELDS) {
      expect((await screen.findAllByText(tidakBolehKosong(BARANG_LABELS[field]))).length, field).toBeGreaterThan(0);
    }
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows 'Berat Susut Tidak Boleh Lebih Dari Susut Tukang' and disables Save while it holds", async () => {
    renderForm(filled());
    fireEvent.change(input('Susut Tukang'), { target: { value: '0.100' } });
    fireEvent.change(input('Berat Susut'), { target: { value: '0.150' } });
    expect(await screen.findByText(MESSAGES.beratSusutTidakBolehLebihDariSusutTukang)).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
    fireEvent.change(input('Berat Susut'), { target: { value: '0.050' } });
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    expect(screen.queryByText(MESSAGES.beratSusutTidakBolehLebihDariSusutTukang)).toBeNull();
  });

  it('switches to the order fields for PESANAN and recomputes the price as the weight changes', async () => {
    const onSubmit = renderForm(filled());
    expect(input('Berat Asli')).toBeTruthy();
    expect(screen.queryByLabelText(/^No Pesanan/)).toBeNull();
    // The price of the starting figures: 2.5 g × 1,520,000.
    await waitFor(() => expect((screen.getByLabelText('Harga Jual') as HTMLInputElement).value).toBe('Rp. 3,800,000'));

    fireEvent.click(screen.getByLabelText('PESANAN'));
    expect(screen.queryByLabelText(/^Berat Asli/)).toBeNull();
    const awal = screen.getByLabelText('Berat Awal') as HTMLInputElement;
    expect(awal.readOnly).toBe(true);
    expect(awal.value).toBe('2.500');
    expect(input('Berat Tukang')).toBeTruthy();
    expect(input('Berat Customer')).toBeTruthy();
    expect(input('No Pesanan')).toBeTruthy();

    fireEvent.change(input('Berat'), { target: { value: '3.001' } });
    await waitFor(() => expect((screen.getByLabelText('Harga Jual') as HTMLInputElement).value).toBe('Rp. 4,562,000'));
    expect(calls.filter((c) => c.path === 'tambah-barang/calculate').map((c) => c.body)).toContainEqual({
      kode_group: '17K',
      berat: '3.001',
      kadar: '75',
    });

    // An order item needs its order number; then it is sent with Berat Asli = Berat.
    fireEvent.click(saveButton());
    expect((await screen.findAllByText(tidakBolehKosong(BARANG_LABELS.no_pesanan))).length).toBeGreaterThan(0);
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(input('No Pesanan'), { target: { value: 'psn-0001' } });
    fireEvent.click(saveButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      status: 'PESANAN',
      berat: '3.001',
      berat_asli: '3.001',
      no_pesanan: 'PSN-0001',
      harga_jual: 4_562_000,
    });
  });

  it('keeps the batch fields and clears the item after a save', async () => {
    renderForm(filled({ nama_barang: 'CINCIN PERTAMA' }));
    fireEvent.click(saveButton());
    await waitFor(() => expect(input('Nama Barang').value).toBe(''));
    expect(input('Berat').value).toBe('');
    expect(input('Kadar').value).toBe('75');
    expect(input('Kadar Cetak').value).toBe('17K');
  });
});

describe('safe entry', () => {
  it("saves '3,25' typed in Berat as 3.250 g, and Berat Asli follows a corrected Berat until typed apart", async () => {
    const onSubmit = renderForm(filled({ berat: '', berat_asli: '' }));
    fireEvent.change(input('Berat'), { target: { value: '325' } });
    fireEvent.blur(input('Berat'));
    expect(input('Berat Asli').value).toBe('325.000');
    // Corrected the Indonesian way: the comma is the decimal point and Berat Asli follows.
    fireEvent.change(input('Berat'), { target: { value: '3,25' } });
    expect(input('Berat').value).toBe('3.25');
    fireEvent.blur(input('Berat'));
    expect(input('Berat').value).toBe('3.250');
    expect(input('Berat Asli').value).toBe('3.250');
    fireEvent.click(saveButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ berat: '3.250', berat_asli: '3.250' });
  });

  it('keeps a Berat Asli typed apart when Berat changes', () => {
    renderForm(filled({ berat: '', berat_asli: '' }));
    fireEvent.change(input('Berat'), { target: { value: '2.5' } });
    fireEvent.blur(input('Berat'));
    fireEvent.change(input('Berat Asli'), { target: { value: '2.45' } });
    fireEvent.blur(input('Berat Asli'));
    fireEvent.change(input('Berat'), { target: { value: '2.6' } });
    fireEvent.blur(input('Berat'));
    expect(input('Berat Asli').value).toBe('2.450');
  });

  it("clears a field's 'Tidak Boleh Kosong' as soon as it is filled, also when filled from another field", async () => {
    renderForm(emptyValues({ tujuan: 'T01' }));
    fireEvent.click(saveButton());
    const namaKosong = tidakBolehKosong(BARANG_LABELS.nama_barang);
    const asliKosong = tidakBolehKosong(BARANG_LABELS.berat_asli);
    const cetakKosong = tidakBolehKosong(BARANG_LABELS.kadar_cetak);
    expect(await screen.findByText(namaKosong)).toBeTruthy();
    expect(screen.getByText(asliKosong)).toBeTruthy();
    expect(screen.getByText(cetakKosong)).toBeTruthy();
    fireEvent.change(input('Nama Barang'), { target: { value: 'cincin' } });
    await waitFor(() => expect(screen.queryByText(namaKosong)).toBeNull());
    fireEvent.change(input('Berat'), { target: { value: '1,5' } });
    fireEvent.blur(input('Berat'));
    await waitFor(() => expect(screen.queryByText(asliKosong)).toBeNull());
    expect(input('Berat Asli').value).toBe('1.500');
    fireEvent.change(input('Kadar'), { target: { value: '75' } });
    fireEvent.blur(input('Kadar'));
    await waitFor(() => expect(screen.queryByText(cetakKosong)).toBeNull());
  });

  it('asks before saving a weight above 1,000 g for one piece, and saves nothing when told no', async () => {
    const onSubmit = renderForm(filled({ berat: '325000.000', berat_asli: '325000.000' }));
    fireEvent.click(saveButton());
    const question = await screen.findByText(`Berat 325,000.000 gr, Berat Asli 325,000.000 gr. ${MESSAGES.beratMelebihiBatasSatuBarang}`);
    expect(question).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.tidak }));
    await waitFor(() => expect(screen.queryByText(MESSAGES.beratMelebihiBatasSatuBarang, { exact: false })).toBeNull());
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.click(saveButton());
    fireEvent.click(await screen.findByRole('button', { name: MESSAGES.ok }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });

  it('saves a piece of up to 1,000 g without asking', async () => {
    const onSubmit = renderForm(filled({ berat: '1000.000', berat_asli: '1000.000' }));
    fireEvent.click(saveButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(screen.queryByText(MESSAGES.beratMelebihiBatasSatuBarang, { exact: false })).toBeNull();
  });

  it('opens with Kategori focused but its list closed, and focuses Kategori again after a save', async () => {
    renderForm(filled({ nama_barang: 'CINCIN PERTAMA' }));
    const kategori = () => screen.getByRole('combobox', { name: /^Kategori/ });
    await waitFor(() => expect(document.activeElement).toBe(kategori()));
    expect(kategori().getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(saveButton());
    await waitFor(() => expect(input('Nama Barang').value).toBe(''));
    await waitFor(() => expect(document.activeElement).toBe(kategori()));
    expect(kategori().getAttribute('aria-expanded')).toBe('false');
  });
});

it('leaves the focus in No Kirim when the category list arrives while the person types there', async () => {
  // The category list answers only when told, as on a slow shop line.
  let release = () => {};
  const arrived = new Promise<void>((resolve) => (release = resolve));
  const answer = vi.mocked(fetch).getMockImplementation()!;
  vi.mocked(fetch).mockImplementation(async (input, init) => {
    if (String(input).includes('group/get/all')) await arrived;
    return answer(input, init);
  });
  renderForm();
  const kategori = () => screen.getByRole('combobox', { name: /^Kategori/ });
  expect((kategori() as HTMLInputElement).disabled).toBe(true);
  input('No Kirim KB/KC').focus();
  fireEvent.change(input('No Kirim KB/KC'), { target: { value: 'KC-T01' } });
  release();
  await waitFor(() => expect((kategori() as HTMLInputElement).disabled).toBe(false));
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(document.activeElement).toBe(input('No Kirim KB/KC'));
  expect((kategori() as HTMLInputElement).value).toBe('');
});

describe('form helpers', () => {
  it('compares Berat Susut with Susut Tukang exactly; an empty Susut Tukang is 0', () => {
    expect(susutMelebihi('0.101', '0.1')).toBe(true);
    expect(susutMelebihi('0.100', '0.1')).toBe(false);
    expect(susutMelebihi('0.001', '')).toBe(true);
    expect(susutMelebihi('', '0.1')).toBe(false);
  });

  it('sends an ordinary item without the order fields and its own Berat Asli', () => {
    const payload = toPayload(filled({ berat: '2.5', berat_asli: '2.45', no_pesanan: 'X', berat_tukang: '1' }), null);
    expect(payload).toMatchObject({ berat_asli: '2.45', berat_awal: '2.5', no_pesanan: '', berat_tukang: '', harga_jual: 0 });
  });
});
