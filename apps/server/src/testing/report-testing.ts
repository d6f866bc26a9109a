// Helpers of the report tests: call a report's data and export endpoints as the web does, read files back.
import ExcelJS from 'exceljs';
import { PDFParse } from 'pdf-parse';
import type { ReportDefinition } from '@kencana/core';
import type { ReportResult } from '@kencana/core/contracts/reports';
import { bearer, type TestApp } from './test-app.ts';

/** Calls a report's data endpoint (its spec method and path). */
export async function fetchReport(t: TestApp, token: string, def: ReportDefinition, params: Record<string, string | number>) {
  const response =
    def.call.method === 'GET'
      ? await t.app.inject({
          method: 'GET',
          url: `/api/v1/${def.call.path}`,
          query: Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
          headers: bearer(token),
        })
      : await t.app.inject({ method: 'POST', url: `/api/v1/${def.call.path}`, payload: params, headers: bearer(token) });
  return { status: response.statusCode, body: response.json() as ReportResult & { message: string } };
}

/** Calls a report's export endpoint; answers the status, headers and bytes. */
export async function exportReportFile(
  t: TestApp,
  token: string,
  def: ReportDefinition,
  params: Record<string, string>,
  format: 'pdf' | 'xlsx',
) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/laporan/${def.id}/export`,
    query: { ...params, format },
    headers: bearer(token),
  });
  return { status: response.statusCode, headers: response.headers, bytes: response.rawPayload };
}

/** The text of a PDF. */
export async function pdfText(bytes: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

/** The first sheet of an .xlsx file. */
export async function firstSheet(bytes: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  return sheet;
}

/** The sheet of an .xlsx file with the given name. */
export async function sheetNamed(bytes: Buffer, name: string): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet(name);
  if (!sheet) throw new Error(`no sheet ${name}`);
  return sheet;
}
