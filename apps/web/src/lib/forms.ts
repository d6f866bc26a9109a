// Enter never submits a form (barcode scanners end every read with Enter). Put on the <form>:
// <form onKeyDown={preventEnterSubmit} ...>. Text areas keep their new lines; buttons keep working.
import type { KeyboardEvent } from 'react';

export function preventEnterSubmit(event: KeyboardEvent<HTMLElement>): void {
  if (event.key === 'Enter' && event.target instanceof HTMLInputElement) event.preventDefault();
}
