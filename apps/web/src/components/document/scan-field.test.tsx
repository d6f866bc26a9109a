import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { notifications, notificationsStore } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@kencana/core';
import { AppProviders, createQueryClient } from '../../app/providers.tsx';
import { SCAN_FIELD_LABEL, SCAN_SETTLE_MS, ScanField } from './scan-field.tsx';

afterEach(() => {
  act(() => notifications.clean());
  vi.useRealTimers();
});

function renderField(onScan: (code: string) => unknown) {
  render(
    <AppProviders queryClient={createQueryClient()}>
      <ScanField onScan={onScan} />
    </AppProviders>,
  );
  return screen.getByLabelText(SCAN_FIELD_LABEL) as HTMLInputElement;
}

/** A scanner: the characters, then Enter. */
function scan(field: HTMLInputElement, text: string) {
  fireEvent.change(field, { target: { value: text } });
  fireEvent.keyDown(field, { key: 'Enter' });
}

const messages = () => notificationsStore.getState().notifications.map((n) => n.message);

describe('ScanField', () => {
  it('answers a code shorter than 8 characters and empties the field, so the next scan is looked up alone', async () => {
    const onScan = vi.fn();
    const field = renderField(onScan);
    scan(field, 'mehkkqk');
    expect(field.value).toBe('');
    expect(messages()).toEqual([MESSAGES.kodeBarcodeMinimal8]);
    expect(onScan).not.toHaveBeenCalled();
    scan(field, 'ZZZZ9999');
    expect(onScan.mock.calls).toEqual([['ZZZZ9999']]);
    expect(field.value).toBe('');
    expect(document.activeElement).toBe(field);
  });

  it('looks up the first 8 characters of a longer scan and leaves nothing behind', () => {
    const onScan = vi.fn();
    const field = renderField(onScan);
    scan(field, 'abcd1234wxyz');
    expect(onScan.mock.calls).toEqual([['ABCD1234']]);
    expect(field.value).toBe('');
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(onScan).toHaveBeenCalledTimes(1);
  });

  it('looks up a complete code typed or pasted without Enter once the typing settles, once', () => {
    vi.useFakeTimers();
    const onScan = vi.fn();
    const field = renderField(onScan);
    fireEvent.change(field, { target: { value: 'ABCD123' } });
    fireEvent.change(field, { target: { value: 'ABCD1234' } });
    act(() => vi.advanceTimersByTime(SCAN_SETTLE_MS - 50));
    expect(onScan).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(100));
    expect(onScan.mock.calls).toEqual([['ABCD1234']]);
    expect(field.value).toBe('');
    fireEvent.keyDown(field, { key: 'Enter' });
    act(() => vi.advanceTimersByTime(SCAN_SETTLE_MS * 2));
    expect(onScan).toHaveBeenCalledTimes(1);
  });

  it('is empty and focused after a refused lookup too', async () => {
    const field = renderField(() => Promise.reject(new Error('Barang Tidak Di Temukan')));
    scan(field, 'NOPE0000');
    expect(field.value).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(field));
  });
});
