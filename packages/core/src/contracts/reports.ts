import { z } from 'zod';
import { endpoint, menus, SIGNED_IN } from './endpoint.ts';
import type { ReportDefinition, ReportOptionsCall } from '../reports/index.ts';

/** One row of a report: the columns of its definition (and the detail array of expandable reports). */
export const ReportRowSchema = z.record(z.string(), z.unknown());
export type ReportRow = z.infer<typeof ReportRowSchema>;

/** Every report's data answer: one page of rows, the totals over all rows, and the spec's text. */
export const ReportResultSchema = z.object({
  message: z.string(),
  data: z.array(ReportRowSchema),
  /** Footer totals per column key: qty and money as numbers, grams as exact text. */
  totals: z.record(z.string(), z.union([z.string(), z.number()])),
  page: z.number().int(),
  page_size: z.number().int(),
  total_rows: z.number().int(),
});
export type ReportResult = z.infer<typeof ReportResultSchema>;

/** The data call of a report, at the specification's method and path. */
export function reportEndpoint(def: ReportDefinition) {
  const access = menus(...def.menus);
  if (def.call.method === 'POST') {
    return endpoint({ method: 'POST', path: def.call.path, body: def.pagedParams, response: ReportResultSchema, access });
  }
  return endpoint({ method: 'GET', path: def.call.path, query: def.pagedParams, response: ReportResultSchema, access });
}

/** A file answer (PDF, XLSX): bytes, never JSON. */
export const FileResponseSchema = z.custom<Uint8Array>((value) => value instanceof Uint8Array);

/** The export call of a report: GET laporan/<id>/export?format=pdf|xlsx&<parameters>. */
export function reportExportEndpoint(def: ReportDefinition) {
  return endpoint({
    method: 'GET',
    path: `laporan/${def.id}/export`,
    query: def.exportParams,
    response: FileResponseSchema,
    access: menus(...def.menus),
  });
}

/** What a choices call of the specification answers (POST kirim-barang/no_kirim): its text and its rows. */
export const ReportOptionsAnswerSchema = z.object({ message: z.string(), data: z.array(ReportRowSchema) });

/**
 * The endpoint of a select's choices call (a field's `optionsCall`), for the web client: the server
 * declares the real contract with its access; this view only reads the answer's text and rows.
 */
export function reportOptionsCallEndpoint(call: ReportOptionsCall) {
  if (call.method === 'POST')
    return endpoint({ method: 'POST', path: call.path, body: ReportRowSchema, response: ReportOptionsAnswerSchema, access: SIGNED_IN });
  return endpoint({ method: 'GET', path: call.path, query: ReportRowSchema, response: ReportOptionsAnswerSchema, access: SIGNED_IN });
}
