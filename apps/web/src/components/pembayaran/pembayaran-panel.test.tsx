import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { PENJUALAN_MESSAGES as PM } from '@kencana/core';
import { bayarSummary, newBayarRow, PembayaranPanel, toPembayaran, type BayarRow } from './pembayaran-panel.tsx';

let latest: BayarRow[] = [];
function Harness({ total, initial }: { total: number; initial: BayarRow[] }) {
  const [rows, setRows] = useState(initial);
  latest = rows;
  return <PembayaranPanel total={total} rows={rows} onChange={setRows} marketplaces={[{ value: 'TOKPED', label: 'TOKOPEDIA' }]} />;
}
const show = (total: number, initial: BayarRow[] = [newBayarRow()]) =>
  render(
    <MantineProvider>
      <Harness total={total} initial={initial} />
    </MantineProvider>,
  );
const figure = (id: string) => screen.getByTestId(id).textContent;

describe('the payment split of a sale', () => {
  it('shows what is missing while underpaid, then the change from cash', async () => {
    show(3_639_500);
    expect(figure('bayar-kurang')).toBe('Rp. 3,639,500');
    fireEvent.change(screen.getByLabelText('Jumlah 1'), { target: { value: '4000000' } });
    expect((screen.getByLabelText('Jumlah 1') as HTMLInputElement).value).toBe('4,000,000');
    expect(figure('bayar-kembalian')).toBe('Rp. 360,500');
    expect(screen.queryByTestId('bayar-kurang')).toBeNull();
  });

  it('splits across cash and a transfer with its bank; "Uang Pas" fills what is missing into the last row', async () => {
    show(3_639_500, [newBayarRow('CASH', '1000000'), newBayarRow('TRANSFER')]);
    expect(screen.getByLabelText('Bank 2')).toBeTruthy();
    expect(screen.queryByLabelText('Bank 1')).toBeNull();
    fireEvent.change(screen.getByLabelText('Bank 2'), { target: { value: 'bca' } });
    fireEvent.click(screen.getByRole('button', { name: 'Uang Pas' }));
    expect((screen.getByLabelText('Jumlah 2') as HTMLInputElement).value).toBe('2,639,500');
    expect(figure('bayar-kembalian')).toBe('Rp. 0');
    expect(toPembayaran(latest)).toEqual([
      { jenis: 'CASH', jumlah: 1_000_000 },
      { jenis: 'TRANSFER', jumlah: 2_639_500, kode_bank: 'BCA' },
    ]);
  });

  it('gives no change from a card, QRIS or marketplace: paying over the total with them is refused', async () => {
    show(1_000_000, [newBayarRow('QRIS', '1500000')]);
    expect(screen.getByRole('alert').textContent).toBe(PM.nonTunaiMelebihiTotal);
    expect(figure('bayar-kembalian')).toBe('Rp. 0');
    expect(bayarSummary(1_000_000, latest).masalah).toBe('NON_TUNAI_LEBIH');
  });

  it('adds and removes rows; a marketplace row asks for the marketplace and its order number', async () => {
    show(500_000);
    fireEvent.click(screen.getByRole('button', { name: 'Tambah Pembayaran' }));
    expect(latest).toHaveLength(2);
    expect(latest[1]?.jenis).toBe('TRANSFER');
    fireEvent.click(screen.getByRole('button', { name: 'Hapus Pembayaran 2' }));
    expect(latest).toHaveLength(1);
    const rows = [newBayarRow('MARKETPLACE', '500000')];
    rows[0] = { ...rows[0]!, kode_marketplace: 'TOKPED', no_referensi: 'INV/1' };
    expect(toPembayaran(rows)).toEqual([{ jenis: 'MARKETPLACE', jumlah: 500_000, kode_marketplace: 'TOKPED', no_referensi: 'INV/1' }]);
    expect(toPembayaran([newBayarRow('CASH', '')])).toEqual([]);
  });
});
