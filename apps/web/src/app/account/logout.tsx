// Logout: confirm, tell the server, and leave whatever it answers.
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { authApi, MESSAGES } from '@kencana/core';
import { callApi, errorText } from '../../lib/api.ts';
import { browser } from '../../lib/browser.ts';
import { notifyError } from '../../lib/notify.ts';
import { clearSession } from '../../lib/session.ts';

/** How long a failed logout's message stays before the page leaves. */
export const LOGOUT_FAILURE_DELAY_MS = 1000;

/** Ends the session on the server (best effort), wipes local storage and goes to the login page. */
export async function logout(userId: string | undefined): Promise<void> {
  try {
    await callApi(authApi.logout, { body: { user_id: userId } }, { handleUnauthorized: false });
  } catch (error) {
    notifyError(errorText(error, MESSAGES.gagalLogout));
    await new Promise((resolve) => setTimeout(resolve, LOGOUT_FAILURE_DELAY_MS));
  }
  clearSession();
  browser.goTo('/');
}

/** Asks MESSAGES.yakinLogout (Tidak / OK), then logs out. */
export function confirmLogout(userId: string | undefined): void {
  modals.openConfirmModal({
    title: MESSAGES.logout,
    children: <Text>{MESSAGES.yakinLogout}</Text>,
    labels: { confirm: MESSAGES.ok, cancel: MESSAGES.tidak },
    onConfirm: () => void logout(userId),
  });
}
