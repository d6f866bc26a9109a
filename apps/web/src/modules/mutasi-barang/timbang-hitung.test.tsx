import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { hitungTimbangan, TimbangHitung, type TimbangFigures } from './timbang-hitung.tsx';

const figures: TimbangFigures = {
  qty: 12,
  berat_sistem: '250.500',
  berat_baki: '120.000',
  berat_bandrol: '1.200',
  berat_plastik: '0.600',
  berat_atribut: '3.000',
};

function show(berat_timbangan: string, f: TimbangFigures = figures) {
  return render(
    <MantineProvider>
      <TimbangHitung figures={f} berat_timbangan={berat_timbangan} />
    </MantineProvider>,
  );
}
const text = (id: string) => screen.getByTestId(id).textContent;

describe('the weighing of a tray', () => {
  it('shows the tare and what the scale should read before a weight is typed', () => {
    show('');
    expect(text('berat-sistem')).toBe('250.500 gr');
    expect(text('berat-tara')).toBe('124.800 gr');
    expect(text('berat-seharusnya')).toBe('375.300 gr');
    expect(text('selisih')).toBe('-');
  });

  it('takes the tare off the scale weight and compares with the books, exactly', () => {
    show('375.1');
    expect(text('berat-timbangan')).toBe('375.100 gr');
    expect(text('berat-bersih')).toBe('250.300 gr');
    expect(text('selisih')).toBe('-0.200 gr');
    expect(screen.getByText('Selisih (KURANG)')).toBeTruthy();
  });

  it('says COCOK at zero and LEBIH above, without float drift (0.1 + 0.2 of tare)', () => {
    const small = { qty: 1, berat_sistem: '0.300', berat_baki: '0', berat_bandrol: '0.1', berat_plastik: '0.2', berat_atribut: '0' };
    const { unmount } = show('0.600', small);
    expect(text('selisih')).toBe('0.000 gr');
    expect(screen.getByText('Selisih (COCOK)')).toBeTruthy();
    unmount();
    show('1375.301');
    expect(text('selisih')).toBe('1,000.001 gr');
    expect(screen.getByText('Selisih (LEBIH)')).toBeTruthy();
  });

  it('waits for a complete weight: nothing is computed for "", "12." or text', () => {
    expect(hitungTimbangan(figures, '')).toBeNull();
    expect(hitungTimbangan(figures, '12.')).toBeNull();
    expect(hitungTimbangan(figures, '1.2345')).toBeNull();
    expect(hitungTimbangan(figures, 'abc')).toBeNull();
    expect(hitungTimbangan(figures, ' 375.300 ')).toMatchObject({ selisih: '0.000', berat_bersih: '250.500' });
  });
});
