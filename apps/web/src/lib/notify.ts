// The alert styles of the specification: success 2 s, error 'Oopss!!' 3 s, warning, info 'Informasi !!!',
// and a plain toast 3 s. They stack bottom-right, at most three at once, so they never cover the header
// (date, user menu), a screen's filters or a report's exports at the top. A scan refused names the barcode
// and stays longer: the person is looking at the goods, not the screen.
import { notifications } from '@mantine/notifications';
import { MESSAGES } from '@kencana/core';

export const NOTIFY_DURATION = { success: 2000, error: 3000, scanError: 6000, warning: 3000, info: 3000, toast: 3000 } as const;

/** Where notices stack: away from the header and the top of a screen. */
export const NOTIFY_POSITION = 'bottom-right' as const;
/** Notices shown at once; more wait in the queue. */
export const NOTIFY_LIMIT = 3;

export function notifySuccess(text: string): void {
  notifications.show({ color: 'green', message: text, autoClose: NOTIFY_DURATION.success });
}

export function notifyError(text: string): void {
  notifications.show({ color: 'red', title: MESSAGES.oopss, message: text, autoClose: NOTIFY_DURATION.error });
}

/** A scanned barcode refused: the reason with the code, e.g. 'Barang Tidak Di Temukan (ABCD1234)', 6 s. */
export function notifyScanError(text: string, barcode: string): void {
  notifications.show({ color: 'red', title: MESSAGES.oopss, message: scanErrorText(text, barcode), autoClose: NOTIFY_DURATION.scanError });
}

/** The text of a scan refusal: the reason, then the barcode scanned in brackets. */
export function scanErrorText(text: string, barcode: string): string {
  return `${text} (${barcode})`;
}

export function notifyWarning(text: string): void {
  notifications.show({ color: 'orange', message: text, autoClose: NOTIFY_DURATION.warning });
}

export function notifyInfo(text: string): void {
  notifications.show({ color: 'blue', title: MESSAGES.informasi, message: text, autoClose: NOTIFY_DURATION.info });
}

/** A short neutral message. */
export function toast(text: string): void {
  notifications.show({ color: 'gray', message: text, autoClose: NOTIFY_DURATION.toast, withBorder: true });
}
