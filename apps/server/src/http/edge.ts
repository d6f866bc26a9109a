// Input refused at the edge: what no endpoint should ever see (a NUL byte), and the errors raised before
// or beneath a handler (bad JSON, a cut-off upload, a value the database cannot store) turned into 4xx
// answers with an Indonesian catalogue text. See docs/HARDENING.md.
import type { Socket } from 'node:net';
import type { FastifyError, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES, fieldLabel, karakterTidakDiizinkanDi } from '@kencana/core';
import { AppError } from './errors.ts';

/** The first path (params, query or body, keys included) holding a NUL byte, or null. */
export function findNul(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (!value || typeof value !== 'object') return null;
  if (Buffer.isBuffer(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key];
    const found = findNul(item, Array.isArray(value) ? path : [...path, key]);
    if (found) return found;
  }
  return null;
}

/**
 * preValidation hook of every route: a NUL byte anywhere in the path, the query or the body is refused
 * with 400 naming the field. PostgreSQL cannot store it in text and no screen sends it.
 */
export async function refuseNulBytes(request: FastifyRequest): Promise<void> {
  // Only the API's endpoints: the catch-all (404) and the web app's files have nothing to refuse.
  if (!request.routeOptions.config?.endpoint) return;
  for (const part of [request.params, request.query, request.body]) {
    const path = findNul(part);
    if (!path) continue;
    const name = path[path.length - 1];
    throw new AppError(400, name && /^[A-Za-z]/.test(name) ? karakterTidakDiizinkanDi(fieldLabel(name)) : MESSAGES.karakterTidakDiizinkan);
  }
}

/** Busboy's own errors for a multipart body that is cut off or malformed (they carry no status). */
const MULTIPART_BROKEN =
  /^(Unexpected end of (form|file|multipart data)|Malformed part header|Multipart: Boundary not found|Malformed urlencoded form)/i;

/** PostgreSQL data exceptions a request's value can cause: stored as 400, never 500. */
const DATA_EXCEPTIONS: Record<string, string> = {
  '22021': MESSAGES.karakterTidakDiizinkan, // invalid byte sequence (a NUL byte in text)
  '22P05': MESSAGES.karakterTidakDiizinkan, // untranslatable character
  '22007': MESSAGES.dataTidakValid, // invalid datetime format
  '22008': MESSAGES.dataTidakValid, // datetime field overflow (2026-02-30)
  '22003': MESSAGES.dataTidakValid, // numeric value out of range
  '22P02': MESSAGES.dataTidakValid, // invalid text representation
  '22001': MESSAGES.dataTerlaluBesar, // string data right truncation
};

function dataException(error: unknown): string | null {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && DATA_EXCEPTIONS[code]) return DATA_EXCEPTIONS[code];
  }
  return null;
}

/** The text of a 4xx Fastify or a plugin raised, by its code or its status. */
function clientErrorText(error: FastifyError, status: number): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return MESSAGES.jenisDataTidakDidukung;
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return MESSAGES.dataTerlaluBesar;
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return MESSAGES.formatDataTidakValid;
    default:
  }
  if (error instanceof SyntaxError) return MESSAGES.formatDataTidakValid;
  switch (status) {
    case 404:
      return MESSAGES.halamanTidakDitemukan;
    case 405:
      return MESSAGES.metodeTidakDiizinkan;
    case 406:
    case 415:
      return MESSAGES.jenisDataTidakDidukung;
    case 408:
      return MESSAGES.waktuPermintaanHabis;
    case 413:
      return MESSAGES.dataTerlaluBesar;
    case 429:
      return MESSAGES.loginTerlaluBanyak;
    default:
      return MESSAGES.dataTidakValid;
  }
}

/**
 * The answer to an error that reached the error handler: a refusal (AppError), a schema's first issue
 * (worded by the schema or core's zod error map), a client error of Fastify or a plugin, a cut-off upload,
 * a value the database refused; null for a real server fault (a 500 with the stack in the log).
 */
export function refusalOf(error: unknown): { status: number; message: string; extra?: Record<string, unknown> } | null {
  if (error instanceof AppError) return { status: error.status, message: error.message, ...(error.extra ? { extra: error.extra } : {}) };
  if (hasZodFastifySchemaValidationErrors(error)) return { status: 400, message: error.validation[0]?.message || MESSAGES.dataTidakValid };
  const status = (error as { statusCode?: unknown }).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500)
    return { status, message: clientErrorText(error as FastifyError, status) };
  if (error instanceof Error && MULTIPART_BROKEN.test(error.message)) return { status: 400, message: MESSAGES.uploadTidakLengkap };
  const stored = dataException(error);
  if (stored) return { status: 400, message: stored };
  return null;
}

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  431: 'Request Header Fields Too Large',
};

/**
 * Fastify's clientErrorHandler: a request Node could not even parse (oversize headers, a broken request
 * line, a timeout) is answered with Indonesian JSON instead of Node's text.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, MESSAGES.headerTerlaluBesar]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, MESSAGES.waktuPermintaanHabis]
        : [400, MESSAGES.permintaanTidakValid];
  const body = JSON.stringify({ message });
  socket.end(
    `HTTP/1.1 ${status} ${REASONS[status] ?? 'Bad Request'}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
