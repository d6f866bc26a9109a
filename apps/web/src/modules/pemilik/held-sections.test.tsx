// The owner's page, held in trust and owed: each section's figures, green when nothing breaks, and the exact
// documents listed when something does.
import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatRupiah, type AuditToko } from '@kencana/core';
import { HeldSections } from './held-sections.tsx';

const held = (over: Partial<Pick<AuditToko, 'titipan' | 'servis' | 'hutang'>> = {}) =>
  ({
    titipan: { saldo: 500_000, pelanggan: 2, pelanggaran: [] },
    servis: {
      per_status: [
        { status: 'MASUK', services: 1, qty: 2, berat: '7.500', berat_murni: '5.625' },
        { status: 'DIPROSES', services: 0, qty: 0, berat: '0.000', berat_murni: '0.000' },
        { status: 'SELESAI', services: 0, qty: 0, berat: '0.000', berat_murni: '0.000' },
      ],
      qty: 2,
      berat: '7.500',
      berat_murni: '5.625',
      terlambat: 1,
      pelanggaran: [],
    },
    hutang: { aktif: 1, qty: 1, berat: '4.000', berat_murni: '3.000', piutang: 1_000_000, terlambat: 0, pelanggaran: [] },
    ...over,
  }) as AuditToko;

const renderHeld = (store: AuditToko) =>
  render(
    <MantineProvider env="test">
      <HeldSections store={store} />
    </MantineProvider>,
  );

describe('HeldSections', () => {
  it('shows what is held and owed, each section green', () => {
    renderHeld(held());
    const titipan = screen.getByLabelText('Titipan Uang Pelanggan');
    expect(within(titipan).getByText(formatRupiah(500_000))).toBeTruthy();
    expect(within(titipan).getByText('Sesuai')).toBeTruthy();
    const servis = screen.getByLabelText('Barang Servis Pelanggan');
    expect(within(servis).getByText('MASUK (1 Service)')).toBeTruthy();
    expect(within(servis).getAllByText('2 pcs · 7.500 gr · 5.625 gr murni')).toHaveLength(2);
    const hutang = screen.getByLabelText('Hutang (Jaminan Gadai)');
    expect(within(hutang).getByText(formatRupiah(1_000_000))).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('lists the exact documents of a section that breaks its rule, and only there', () => {
    renderHeld(
      held({
        titipan: { saldo: -100_000, pelanggan: 2, pelanggaran: [{ ref: 'TTP-T01-261126-0001', detail: 'Titipan ANI: saldo Rp. -300000' }] },
      }),
    );
    const titipan = screen.getByLabelText('Titipan Uang Pelanggan');
    expect(within(titipan).getByText('Tidak Sesuai: 1')).toBeTruthy();
    const table = within(titipan).getByRole('table');
    expect(within(table).getByText('TTP-T01-261126-0001')).toBeTruthy();
    expect(within(screen.getByLabelText('Hutang (Jaminan Gadai)')).getByText('Sesuai')).toBeTruthy();
    expect(screen.getAllByRole('table')).toHaveLength(1);
  });
});
