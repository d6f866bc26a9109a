import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { confirmAction } from './confirm.ts';

function renderProviders() {
  render(
    <MantineProvider env="test">
      <ModalsProvider>
        <div />
      </ModalsProvider>
    </MantineProvider>,
  );
}

/** Opens the dialog; the answer comes back wrapped, or awaiting the helper would wait for the answer. */
async function ask(options: Parameters<typeof confirmAction>[0]): Promise<{ answer: Promise<boolean> }> {
  let answer!: Promise<boolean>;
  await act(async () => {
    answer = confirmAction(options);
  });
  return { answer };
}

describe('confirmAction', () => {
  it("shows the message with 'OK' and 'Tidak', and resolves true on OK", async () => {
    renderProviders();
    const { answer } = await ask({ title: 'Hapus', message: 'Apakah Anda Yakin Ingin Menghapus CINCIN?' });
    expect(screen.getByText('Apakah Anda Yakin Ingin Menghapus CINCIN?')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tidak' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await expect(answer).resolves.toBe(true);
    await waitFor(() => expect(screen.queryByText('Apakah Anda Yakin Ingin Menghapus CINCIN?')).toBeNull());
  });

  it("resolves false on 'Tidak'", async () => {
    renderProviders();
    const { answer } = await ask({ message: 'Apakah Anda Yakin Ingin Menutup Toko' });
    fireEvent.click(screen.getByRole('button', { name: 'Tidak' }));
    await expect(answer).resolves.toBe(false);
  });

  it('uses the labels it is given', async () => {
    renderProviders();
    const { answer } = await ask({ message: 'Warning !!!', confirmLabel: 'Aktifkan', cancelLabel: 'Batal' });
    fireEvent.click(screen.getByRole('button', { name: 'Aktifkan' }));
    await expect(answer).resolves.toBe(true);
  });

  it('resolves false when closed with Escape', async () => {
    renderProviders();
    const { answer } = await ask({ message: 'Tutup?' });
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await expect(answer).resolves.toBe(false);
  });
});
