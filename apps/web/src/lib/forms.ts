// Enter never submits a form (barcode scanners end every read with Enter). Put on the <form>:
// <form onKeyDown={preventEnterSubmit} ...>. Text areas keep their new lines; buttons keep working.
import type { KeyboardEvent } from 'react';

export function preventEnterSubmit(event: KeyboardEvent<HTMLElement>): void {
  if (event.key === 'Enter' && event.target instanceof HTMLInputElement) event.preventDefault();
}

/**
 * The contract's message for one field of a payload, or null when its schema accepts the value: for the
 * single inputs of a scan screen that are not a react-hook-form form (a form resolves with zodResolver).
 * `fieldError(mutasiBarangApi.AlasanSchema, alasan)` → 'Alasan Harus Diisi' for a blank one.
 */
export function fieldError(
  schema: { safeParse: (value: unknown) => { success: boolean; error?: { issues: ReadonlyArray<{ message: string }> } } },
  value: unknown,
): string | null {
  const parsed = schema.safeParse(value);
  return parsed.success ? null : (parsed.error?.issues[0]?.message ?? null);
}
