// Files the server renders (report PDF and XLSX, barcode labels, delivery receipts) and the thermal
// slips the browser builds, saved as downloads. File calls take longer than JSON ones (a 50,000-row
// spreadsheet streams for a few seconds), so they get their own timeout; the page stays responsive
// because the browser only receives bytes.
import type { Endpoint } from '@kencana/core';
import { MESSAGES, SLIP_FILE_NAME } from '@kencana/core';
import { ApiError, refusal, sendRequest, type ApiInput } from './api.ts';

export const FILE_TIMEOUT_MS = 120_000;

/** Hands a Blob to the browser as a download named `fileName`. */
export function saveBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled, or some browsers cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The file name of a Content-Disposition header, if any. */
export function dispositionName(header: string | null): string | null {
  const match = header ? /filename="?([^";]+)"?/i.exec(header) : null;
  return match?.[1] ?? null;
}

/**
 * Calls an endpoint that answers with a file and saves it. Refusals become ApiError with the server's
 * Indonesian text (an expired session ends the session as every call does). Returns the saved name and size.
 */
export async function downloadFile(endpoint: Endpoint, input: ApiInput, fallbackName: string): Promise<{ fileName: string; size: number }> {
  const hasBody = input.body !== undefined && endpoint.method !== 'GET';
  let answer: { response: Response; value: Blob | string };
  try {
    answer = await sendRequest(
      endpoint,
      input,
      {
        headers: hasBody ? { 'Content-Type': 'application/json' } : {},
        body: hasBody ? JSON.stringify(input.body) : undefined,
        timeoutMs: FILE_TIMEOUT_MS,
      },
      (response): Promise<Blob | string> => (response.ok ? response.blob() : response.text()),
    );
  } catch {
    throw new ApiError(0, MESSAGES.gagalTerhubungKeServer);
  }
  const { response, value } = answer;
  if (!response.ok) throw refusal(response, typeof value === 'string' ? value : '');
  const blob = value as Blob;
  const fileName = dispositionName(response.headers.get('content-disposition')) ?? fallbackName;
  saveBlob(fileName, blob);
  return { fileName, size: blob.size };
}

/**
 * Saves a thermal slip (core's buildSlip output) for the shop's auto-print watcher, byte for byte: the
 * text is ASCII plus the ESC/POS cut, so it is written as single bytes.
 */
export function downloadSlip(slip: string, fileName: string = SLIP_FILE_NAME): Blob {
  const bytes = new Uint8Array(slip.length);
  for (let i = 0; i < slip.length; i++) bytes[i] = slip.charCodeAt(i) & 0xff;
  const blob = new Blob([bytes], { type: 'text/plain' });
  saveBlob(fileName, blob);
  return blob;
}
