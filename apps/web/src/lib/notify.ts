// The alert styles of the specification: success 2 s, error 'Oopss!!' 3 s, warning, info 'Informasi !!!',
// and a plain toast 3 s.
import { notifications } from '@mantine/notifications';
import { MESSAGES } from '@kencana/core';

export const NOTIFY_DURATION = { success: 2000, error: 3000, warning: 3000, info: 3000, toast: 3000 } as const;

export function notifySuccess(text: string): void {
  notifications.show({ color: 'green', message: text, autoClose: NOTIFY_DURATION.success });
}

export function notifyError(text: string): void {
  notifications.show({ color: 'red', title: MESSAGES.oopss, message: text, autoClose: NOTIFY_DURATION.error });
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
