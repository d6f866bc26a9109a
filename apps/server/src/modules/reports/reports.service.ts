import type { Readable } from 'node:stream';
import { eq, sql, type SQL } from 'drizzle-orm';
import { MESSAGES, periodText, REPORT_TEXT, reportLayout, type ReportColumn, type ReportParams } from '@kencana/core';
import type { ReportResult } from '@kencana/core/contracts/reports';
import { storeFilter } from '../../auth/policy.ts';
import type { CurrentUser } from '../../auth/current-user.ts';
import { storeToday } from '../../clock.ts';
import { rows } from '../../db/client.ts';
import { tokos } from '../../db/schema/index.ts';
import { printDate, renderReportPdf, streamReportXlsx, type DocumentShop, type ReportDocument } from '../../documents/index.ts';
import type { AppDeps } from '../../http/context.ts';
import { unprocessable } from '../../http/errors.ts';
import { querySql, type ReportQuery, type ReportQueryContext } from './define-query.ts';

/**
 * Rows one export may hold: the spreadsheet streams (50,000 rows: ~2.5 s, +60 MB); the PDF is laid out in
 * memory on the server's thread (20,000 rows took 14 s and +730 MB), so it stops at 5,000 rows (~110
 * pages) and asks for Excel or a narrower search beyond.
 */
export const MAX_EXPORT_ROWS = 200_000;
export const MAX_PDF_ROWS = 5_000;
const DEFAULT_PAGE_SIZE = 100;

function context(deps: AppDeps, user: CurrentUser, query: ReportQuery, params: ReportParams): ReportQueryContext {
  const field = query.report.storeField;
  let kode_toko: string | null;
  if (field) {
    const requested = params[field];
    kode_toko = storeFilter(user, requested);
  } else {
    kode_toko = storeFilter(user);
  }
  return { user, kode_toko, timeZone: deps.env.TZ_STORE, today: storeToday(deps.clock, deps.env.TZ_STORE) };
}

const ident = (key: string): SQL => sql.raw(`"${key}"`);

function orderClause(query: ReportQuery): SQL {
  return sql.raw(query.orderBy.map((entry) => entry.replace(/^([a-z0-9_]+)/, '"$1"')).join(', '));
}

function totalExpression(column: ReportColumn): SQL {
  const k = ident(column.key);
  if (column.format === 'grams') return sql`COALESCE(SUM((${k})::numeric), 0)::numeric(18,3)::text AS ${k}`;
  return sql`COALESCE(SUM((${k})::numeric), 0)::bigint::text AS ${k}`;
}

/** Numbers as numbers (pieces, rupiah), grams as exact text: whichever driver answered. */
function normalise(columns: readonly ReportColumn[], row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...row };
  for (const column of columns) {
    const value = row[column.key];
    if (value === null || value === undefined) continue;
    if (column.format === 'qty' || column.format === 'money') out[column.key] = Number(value);
    else if (column.format === 'grams') out[column.key] = String(value);
    else if (value instanceof Date) out[column.key] = value.toISOString();
  }
  return out;
}

/** The statement counting a report's rows and summing its total columns over all of them. */
function totalsSql(base: SQL, columns: readonly ReportColumn[]): SQL {
  const parts = [sql`count(*)::int AS __rows`, ...columns.filter((c) => c.total === 'sum').map(totalExpression)];
  return sql`SELECT ${sql.join(parts, sql`, `)} FROM (${base}) AS r`;
}

async function totalsOf(
  deps: AppDeps,
  base: SQL,
  columns: readonly ReportColumn[],
): Promise<{ total_rows: number; totals: Record<string, string | number> }> {
  const summed = columns.filter((c) => c.total === 'sum');
  const [row] = await rows<Record<string, string | number>>(deps.db, totalsSql(base, columns));
  const totals: Record<string, string | number> = {};
  for (const column of summed) {
    const value = row?.[column.key] ?? 0;
    totals[column.key] = column.format === 'grams' ? String(value) : Number(value);
  }
  return { total_rows: Number(row?.__rows ?? 0), totals };
}

function pageSql(query: ReportQuery, base: SQL, page: number, size: number): SQL {
  return sql`SELECT * FROM (${base}) AS r ORDER BY ${orderClause(query)} LIMIT ${size} OFFSET ${(page - 1) * size}`;
}

/**
 * The two statements a report's screen call runs (its totals, then its page), for the benchmark to time the
 * same SQL beside the call.
 */
export async function reportStatements(
  deps: AppDeps,
  user: CurrentUser,
  query: ReportQuery,
  params: ReportParams,
  page: number,
  page_size?: number,
): Promise<{ totals: SQL; page: SQL }> {
  const base = await querySql(deps.db, query, params, context(deps, user, query, params));
  const size = page_size ?? query.report.pageSize ?? DEFAULT_PAGE_SIZE;
  return { totals: totalsSql(base, reportLayout(query.report, params).columns), page: pageSql(query, base, page, size) };
}

/** One page of a report, its totals over every row, and the report's success or empty text. */
export async function runReport(
  deps: AppDeps,
  user: CurrentUser,
  query: ReportQuery,
  input: ReportParams & { page: number; page_size?: number },
): Promise<ReportResult> {
  const { page, page_size, ...params } = input;
  const def = query.report;
  const layout = reportLayout(def, params);
  const base = await querySql(deps.db, query, params, context(deps, user, query, params));
  const size = page_size ?? def.pageSize ?? DEFAULT_PAGE_SIZE;
  // Side by side: on a PostgreSQL server each runs on a connection of its own, so a report whose rows are costly
  // to make (a month of every drawer's entries) answers in the time of one statement, not two. PGlite has one
  // connection and runs them in turn, as before.
  const [{ total_rows, totals }, pageRows] = await Promise.all([
    totalsOf(deps, base, layout.columns),
    rows<Record<string, unknown>>(deps.db, pageSql(query, base, page, size)),
  ]);
  const data = total_rows === 0 ? [] : pageRows;
  return {
    message: total_rows === 0 ? def.texts.empty : layout.success,
    data: data.map((row) => normalise(layout.columns, row)),
    totals,
    page,
    page_size: size,
    total_rows,
  };
}

export interface ExportFile {
  kind: 'pdf' | 'xlsx';
  fileName: string;
  body: Buffer | Readable;
}

/**
 * The shop a report is printed for: the store its store filter chose, every store under SEMUA; the user's own
 * store where the report has no store filter.
 */
async function printedShop(deps: AppDeps, user: CurrentUser, query: ReportQuery, kode_toko: string | null): Promise<DocumentShop> {
  if (!query.report.storeField || kode_toko === user.kode_toko) return { nama_toko: user.nama_toko, alamat_toko: user.alamat_toko };
  if (kode_toko === null) return { nama_toko: REPORT_TEXT.semuaToko, alamat_toko: null };
  const [store] = await deps.db
    .select({ nama_toko: tokos.nama_toko, alamat_toko: tokos.alamat_toko })
    .from(tokos)
    .where(eq(tokos.kode_toko, kode_toko));
  return store ?? { nama_toko: kode_toko, alamat_toko: null };
}

/** The whole report as a PDF or a spreadsheet, printed for the store it covers. */
export async function exportReport(
  deps: AppDeps,
  user: CurrentUser,
  query: ReportQuery,
  input: ReportParams & { format: 'pdf' | 'xlsx' },
): Promise<ExportFile> {
  const { format, ...params } = input;
  const def = query.report;
  const layout = reportLayout(def, params);
  const scope = context(deps, user, query, params);
  const base = await querySql(deps.db, query, params, scope);
  const limit = format === 'pdf' ? MAX_PDF_ROWS : MAX_EXPORT_ROWS;
  const all = await rows<Record<string, unknown>>(
    deps.db,
    sql`SELECT * FROM (${base}) AS r ORDER BY ${orderClause(query)} LIMIT ${limit + 1}`,
  );
  if (all.length === 0) throw unprocessable(def.texts.empty);
  if (all.length > limit) throw unprocessable(format === 'pdf' ? MESSAGES.dataTerlaluBanyakUntukPdf : MESSAGES.dataTidakValid);
  const { totals } = await totalsOf(deps, base, layout.columns);
  const now = deps.clock.now();
  const doc: ReportDocument = {
    title: def.title,
    shop: await printedShop(deps, user, query, scope.kode_toko),
    period: periodText(def, params, user.tgl_system),
    columns: layout.columns,
    detail: layout.detail,
    rows: all.map((row) => normalise(layout.columns, row)),
    totals,
    stamp: { user_id: user.user_id, printed_at: printDate(now, deps.env.TZ_STORE) },
  };
  const stem = `${def.id}_${
    Object.values(params)
      .filter((v) => /^\d{4}-\d{2}-\d{2}$/.test(v))
      .join('_') || user.tgl_system
  }`;
  if (format === 'pdf') return { kind: 'pdf', fileName: `${stem}.pdf`, body: await renderReportPdf(doc) };
  return { kind: 'xlsx', fileName: `${stem}.xlsx`, body: streamReportXlsx(doc) };
}
