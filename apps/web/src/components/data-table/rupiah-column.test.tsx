import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { columnText } from './data-table.tsx';
import { rupiahColumn } from './rupiah-column.ts';

describe('rupiahColumn', () => {
  const column = rupiahColumn<{ jumlah: number }>('jumlah', 'Jumlah', 110, (r) => r.jumlah);

  it('shows rupiah on screen, right-aligned, and exports the bare number so a spreadsheet can sum it', () => {
    expect(column.textAlign).toBe('right');
    render(<MantineProvider>{column.render?.({ jumlah: 1_250_000 }, 0) as React.ReactNode}</MantineProvider>);
    expect(screen.getByText('Rp. 1,250,000')).toBeTruthy();
    expect(columnText(column, { jumlah: 1_250_000 })).toBe('1250000');
  });
});
