// A yes/no question as a promise, for flows that read top to bottom:
//   if (!(await confirmAction({ message: konfirmasiHapus(nama) }))) return;
import { openConfirmModal } from '@mantine/modals';
import { MESSAGES } from '@kencana/core';

export interface ConfirmActionOptions {
  title?: string;
  message: string;
  /** 'OK' by default, as the specification's dialogs read. */
  confirmLabel?: string;
  /** 'Tidak' by default. */
  cancelLabel?: string;
  /** Red confirm button, for deletions and cancellations. */
  danger?: boolean;
}

/**
 * Opens a confirmation dialog (needs the ModalsProvider of the app) and resolves true when the user
 * confirms, false when they cancel or close it (close button, Escape, click outside).
 */
export function confirmAction({
  title,
  message,
  confirmLabel = MESSAGES.ok,
  cancelLabel = MESSAGES.tidak,
  danger = false,
}: ConfirmActionOptions): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    // A promise settles once: onConfirm/onCancel decide, the onClose that follows them is then a no-op.
    openConfirmModal({
      title,
      children: message,
      labels: { confirm: confirmLabel, cancel: cancelLabel },
      confirmProps: danger ? { color: 'red' } : undefined,
      centered: true,
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}
