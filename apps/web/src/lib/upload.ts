// Files sent to the server (an item's photo, the head office's import file): one multipart field "file",
// answered with JSON typed by the endpoint's contract. Refusals become ApiError carrying the server's
// text and body (an import's rejected rows ride in body.details), as every other call.
import type { z } from 'zod';
import { MESSAGES, type Endpoint } from '@kencana/core';
import { ApiError, buildUrl, type ApiInput } from './api.ts';
import { browser } from './browser.ts';
import { clearSession, getToken } from './session.ts';

/** Uploads take longer than JSON calls (a 5 MB spreadsheet is read and checked row by row). */
export const UPLOAD_TIMEOUT_MS = 60_000;

/** Sends `file` as the multipart field "file" to an endpoint and resolves with its typed answer. */
export async function uploadFile<E extends Endpoint>(endpoint: E, input: ApiInput<E>, file: Blob, fileName: string): Promise<z.infer<E['response']>> {
  const form = new FormData();
  form.append('file', file, fileName);
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), UPLOAD_TIMEOUT_MS);
  let response: Response;
  let text: string;
  try {
    response = await fetch(buildUrl(endpoint.path, input as ApiInput), { method: endpoint.method, headers, body: form, signal: controller.signal });
    text = await response.text();
  } catch {
    throw new ApiError(0, MESSAGES.gagalTerhubungKeServer);
  } finally {
    clearTimeout(timer);
  }
  let body: unknown = text;
  try {
    body = text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    // not JSON: keep the text
  }
  if (!response.ok) {
    const message = body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' ? body.message : text || `HTTP ${response.status}`;
    if (response.status === 401 && message === MESSAGES.invalidToken) {
      clearSession();
      browser.goTo('/');
    }
    throw new ApiError(response.status, message, body);
  }
  return body as z.infer<E['response']>;
}
