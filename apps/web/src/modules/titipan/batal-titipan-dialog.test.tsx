import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { harusDiisi, TITIPAN_MESSAGES } from '@kencana/core';
import { AppProviders, createQueryClient } from '../../app/providers.tsx';
import { jsonResponse } from '../../app/test-helpers.tsx';
import { BatalTitipanDialog } from './batal-titipan-dialog.tsx';

// The shared cancel dialog, through the deposit's: the reason is the contract's (an empty one is refused
// before anything is sent), one request with a key however often pressed, and the dialog closes and the
// screen reloads after the cancel.
// jsdom has no FontFaceSet; Mantine's autosizing reason field listens on it.
beforeAll(() => {
  if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
});
afterEach(() => vi.unstubAllGlobals());

describe('BatalTitipanDialog (the toolkit’s CancelDocumentDialog)', () => {
  it('refuses an empty reason with the contract’s text, then sends once with a key and reloads', async () => {
    const sent: { body: unknown; key: string | null }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
        sent.push({ body: JSON.parse(String(init?.body)), key: new Headers(init?.headers).get('Idempotency-Key') });
        return jsonResponse({
          message: TITIPAN_MESSAGES.titipanBerhasilDibatalkan,
          data: { no_titipan: 'TTP-T01-261127-0001', no_batal: 'BTP-T01-261127-0001', saldo: 0 },
        });
      }),
    );
    const onClose = vi.fn();
    const onDone = vi.fn();
    render(
      <AppProviders queryClient={createQueryClient()}>
        <BatalTitipanDialog target={{ no_dokumen: 'TTP-T01-261127-0001', jumlah: 250_000 }} onClose={onClose} onDone={onDone} />
      </AppProviders>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Batalkan Titipan' });
    expect(within(dialog).getByText('Rp. 250,000', { exact: false })).toBeTruthy();
    const batalkan = within(dialog).getByRole('button', { name: 'Batalkan' });

    fireEvent.click(batalkan);
    expect(await screen.findByText(harusDiisi('Alasan'))).toBeTruthy();
    expect(sent).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Alasan Batal'), { target: { value: 'salah input' } });
    fireEvent.click(batalkan);
    fireEvent.click(batalkan);
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({ no_titipan: 'TTP-T01-261127-0001', alasan: 'SALAH INPUT' });
    expect(sent[0]!.key).toBeTruthy();
  });
});
