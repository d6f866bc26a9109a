// Files sent to the server (an item's photo, the head office's import file): one multipart field "file",
// answered with JSON typed by the endpoint's contract. Refusals become ApiError carrying the server's
// text and body (an import's rejected rows ride in body.details), as every other call.
import type { z } from 'zod';
import { MESSAGES, type Endpoint } from '@kencana/core';
import { ApiError, refusal, sendRequest, type ApiInput } from './api.ts';

/** Uploads take longer than JSON calls (a 5 MB spreadsheet is read and checked row by row). */
export const UPLOAD_TIMEOUT_MS = 60_000;

/**
 * Sends `file` as the multipart field "file" to an endpoint and resolves with its typed answer. A document
 * screen passes its form's key (`idempotencyKey`), kept across a retry of the same file.
 */
export async function uploadFile<E extends Endpoint>(
  endpoint: E,
  input: ApiInput<E>,
  file: Blob,
  fileName: string,
  options: { idempotencyKey?: string } = {},
): Promise<z.infer<E['response']>> {
  const form = new FormData();
  form.append('file', file, fileName);
  let answer: { response: Response; value: string };
  try {
    answer = await sendRequest(
      endpoint,
      input as ApiInput,
      {
        headers: { Accept: 'application/json', ...(options.idempotencyKey ? { 'Idempotency-Key': options.idempotencyKey } : {}) },
        body: form,
        timeoutMs: UPLOAD_TIMEOUT_MS,
      },
      (response) => response.text(),
    );
  } catch {
    throw new ApiError(0, MESSAGES.gagalTerhubungKeServer);
  }
  const { response, value: text } = answer;
  if (!response.ok) throw refusal(response, text);
  let body: unknown = text;
  try {
    body = text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    // not JSON: keep the text
  }
  return body as z.infer<E['response']>;
}
