// The alert styles of the specification: success 2 s, error 'Oopss!!' 3 s, warning, info 'Informasi !!!',
// and a plain toast 3 s. They show in one place, top centre over the header's empty middle (a narrow
// column, NOTIFY_WIDTH), never bottom-right where a document screen keeps its Simpan button and its
// payment inputs. The same notice shown again while it is on screen is one notice, not a stack of copies
// (a double Enter must not bury the screen). A scan refused names the barcode once and stays longer: the
// person is looking at the goods, not the screen.
import { notifications, notificationsStore, type NotificationData } from '@mantine/notifications';
import { MESSAGES } from '@kencana/core';

export const NOTIFY_DURATION = { success: 2000, error: 3000, scanError: 6000, warning: 3000, info: 3000, toast: 3000 } as const;

/** Where notices show: the top centre, away from a screen's action buttons. */
export const NOTIFY_POSITION = 'top-center' as const;
/** Notices shown at once; more wait in the queue. */
export const NOTIFY_LIMIT = 3;
/** A narrow column over the header's empty middle: clear of the store name (left) and the date and user menu (right). */
export const NOTIFY_WIDTH = 380;

type Kind = 'success' | 'error' | 'scanError' | 'warning' | 'info' | 'toast';

/**
 * Shows a notice once: a repeat while the same kind and text is queued is dropped; a repeat while it is on screen
 * starts it again (one notice, its full time from the latest event — a second save's 'Data Berhasil Disimpan' must
 * not vanish with the first one's timer).
 */
function show(kind: Kind, data: NotificationData & { message: string }): void {
  const id = `notify-${kind}-${data.message}`;
  const { notifications: shown, queue } = notificationsStore.getState();
  if (queue.some((item) => item.id === id)) return;
  if (shown.some((item) => item.id === id)) notifications.hide(id);
  notifications.show({ ...data, id, autoClose: NOTIFY_DURATION[kind] });
}

export function notifySuccess(text: string): void {
  show('success', { color: 'green', message: text });
}

export function notifyError(text: string): void {
  show('error', { color: 'red', title: MESSAGES.oopss, message: text });
}

/** A scanned barcode refused: the reason with the code, e.g. 'Barang Tidak Di Temukan (ABCD1234)', 6 s. */
export function notifyScanError(text: string, barcode: string): void {
  show('scanError', { color: 'red', title: MESSAGES.oopss, message: scanErrorText(text, barcode) });
}

/** The text of a scan refusal: the reason, then the barcode in brackets — unless the reason already names it. */
export function scanErrorText(text: string, barcode: string): string {
  if (barcode && text.includes(barcode)) return text;
  return `${text} (${barcode})`;
}

export function notifyWarning(text: string): void {
  show('warning', { color: 'orange', message: text });
}

export function notifyInfo(text: string): void {
  show('info', { color: 'blue', title: MESSAGES.informasi, message: text });
}

/** A short neutral message. */
export function toast(text: string): void {
  show('toast', { color: 'gray', message: text, withBorder: true });
}
