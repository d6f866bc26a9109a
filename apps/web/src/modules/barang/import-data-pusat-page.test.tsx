import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@kencana/core';
import { AppProviders, createQueryClient } from '../../app/providers.tsx';
import { jsonResponse, kasirSession } from '../../app/test-helpers.tsx';
import { saveSession } from '../../lib/session.ts';
import ImportDataPusatPage, { IMPORT_TEXT } from './import-data-pusat-page.tsx';

// The head office's import writes a document: the toolkit's one save. The question carries what the checked
// file puts on the trays; one request however often Import is pressed; the same Idempotency-Key when the same
// file is sent again after a failed try; a file refused for its rows shows them.
const NO_DOKUMEN = 'IMP-T01-261127-0001';
let posted: (string | null)[];
/** Answers of POST import-data-pusat, in order (then success). */
let answers: Response[];

function server(url: string, init?: RequestInit): Response {
  const path = new URL(url, 'http://localhost').pathname.replace('/api/v1/', '');
  if (path === 'import-data-pusat/cek') return jsonResponse({ data: { total: 2, diterima: 2, berat: '3.500', ditolak: [] } });
  if (path === 'import-data-pusat' && init?.method === 'POST') {
    posted.push(new Headers(init.headers).get('Idempotency-Key'));
    return (
      answers.shift() ??
      jsonResponse({
        message: MESSAGES.dataBerhasilDisimpan,
        no_dokumen: NO_DOKUMEN,
        qty: 2,
        berat: '3.500',
        kode_barcode: ['AAAA0001', 'AAAA0002'],
      })
    );
  }
  return jsonResponse({ data: [] });
}

beforeEach(() => {
  localStorage.clear();
  saveSession('test-token', kasirSession({ menu: [{ menu_name: '/dashboard' }, { menu_name: '/import-data-pusat' }] }));
  posted = [];
  answers = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => server(String(input), init)),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

async function checkedFile() {
  const { container } = render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={['/import-data-pusat']}>
        <ImportDataPusatPage />
      </MemoryRouter>
    </AppProviders>,
  );
  const input = container.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File(['x'], 'pusat.csv', { type: 'text/csv' })] } });
  fireEvent.click(await screen.findByRole('button', { name: IMPORT_TEXT.cek }));
  expect((await screen.findAllByText(MESSAGES.fileSiapDiimport)).length).toBeGreaterThan(0);
  const importButton = screen.getByRole('button', { name: IMPORT_TEXT.import });
  await waitFor(() => expect((importButton as HTMLButtonElement).disabled).toBe(false));
  return importButton;
}

describe('Import Data Pusat', () => {
  it('asks with the pieces and grams checked, posts once, and retries a failed try with the same key', async () => {
    const importButton = await checkedFile();
    answers.push(jsonResponse({ message: 'Server Sedang Sibuk' }, 503));

    fireEvent.click(importButton);
    fireEvent.click(importButton);
    const question = await screen.findByRole('dialog');
    expect(within(question).getByText(IMPORT_TEXT.konfirmasi)).toBeTruthy();
    expect(within(question).getByTestId('konfirmasi-ringkasan').textContent).toBe('Jumlah Barang2 pcsBerat3.500 gr');
    fireEvent.click(within(question).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Server Sedang Sibuk')).toBeTruthy();
    expect(posted).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: IMPORT_TEXT.import }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText(NO_DOKUMEN)).toBeTruthy();
    expect(posted).toHaveLength(2);
    expect(posted[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(posted[1]).toBe(posted[0]);
  }, 30_000);

  it('shows the rows of a file refused whole, and Import waits for a clean check', async () => {
    const importButton = await checkedFile();
    answers.push(
      jsonResponse(
        {
          message: 'Import Ditolak',
          details: { total: 2, ditolak: [{ baris: 3, kode_barcode: 'BBBB0002', alasan: ['Kode Baki Tidak Ditemukan'] }] },
        },
        422,
      ),
    );
    fireEvent.click(importButton);
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'OK' }));
    const rows = await screen.findByRole('table', { name: IMPORT_TEXT.barisDitolak });
    expect(within(rows).getByText('Kode Baki Tidak Ditemukan')).toBeTruthy();
    expect((screen.getByRole('button', { name: IMPORT_TEXT.import }) as HTMLButtonElement).disabled).toBe(true);
  }, 30_000);
});
