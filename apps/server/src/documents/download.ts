import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';

export const CONTENT_TYPES = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  txt: 'text/plain; charset=us-ascii',
  csv: 'text/csv; charset=utf-8',
} as const;

/** A file name safe in a Content-Disposition header and on every desktop: letters, digits, - _ . */
export function safeFileName(name: string): string {
  return (
    name
      .replace(/[^A-Za-z0-9._-]+/g, '_')
      .replace(/_+/g, '_')
      .slice(0, 120) || 'dokumen'
  );
}

/**
 * Answers with a file to download (PDF, XLSX, slip text): its type, its name, no caching. Returns the
 * body so a route handler can `return sendDownload(...)`.
 */
export function sendDownload<T extends Buffer | Readable>(
  reply: FastifyReply,
  kind: keyof typeof CONTENT_TYPES,
  fileName: string,
  body: T,
): T {
  reply
    .header('content-type', CONTENT_TYPES[kind])
    .header('content-disposition', `attachment; filename="${safeFileName(fileName)}"`)
    .header('cache-control', 'no-store');
  return body;
}
