// The shape of every report: one definition drives the server's generic router (parameters, paging,
// totals, exports), the web's ReportScreen (form, table, footer totals, expandable rows, texts) and the
// PDF and XLSX renderers (title, columns, decimals). A new report is one file like ./owner.ts, one query
// on the server and one test.
import { z } from 'zod';
import { DateSchema } from '../contracts/common.ts';
import { formatGrams, formatQty } from '../format/grams.ts';
import { formatRupiah } from '../format/money.ts';
import { maksimalKarakter, MESSAGES, SEMUA } from '../messages.ts';

/** How a cell is shown: text as it comes, pieces, grams (fixed decimals), whole rupiah. */
export type ReportFormat = 'text' | 'qty' | 'grams' | 'money';

/** One column of a report table, of its PDF and of its spreadsheet. */
export interface ReportColumn {
  /** The row property (the query's column alias): lower-case letters, digits and underscores. */
  readonly key: string;
  readonly label: string;
  /** Default 'text'. */
  readonly format?: ReportFormat;
  /** Decimals of a grams column: 3 by default, 2 where the specification says so for the report. */
  readonly decimals?: number;
  /**
   * Footer of the column: 'sum' adds the column over the whole result (every page), computed by the
   * database; 'label' shows the word TOTAL.
   */
  readonly total?: 'sum' | 'label';
  /** Relative width in the PDF (default: 2 for text, 1 for numbers). */
  readonly width?: number;
  /** Kept on one line on screen (document numbers, codes, dates); numbers always are. */
  readonly noWrap?: boolean;
  /**
   * A number that only some rows have (an approval's values on a log of every event): a row without one
   * shows an empty cell instead of 0, so a login does not read as a Rp. 0 approval.
   */
  readonly emptyWhenMissing?: boolean;
}

/** Where the choices of a select come from (the server's report options endpoint answers each). */
export type OptionSource = 'toko' | 'gudang' | 'baki' | 'group' | 'jenis' | 'audit_event' | 'labeling' | 'tukang';

export interface ReportOption {
  readonly value: string;
  readonly label: string;
}

/** One input of the parameter form; the zod schema of the parameters is built from these. */
export interface ReportField {
  /** The parameter name as the call sends it (tgl_from, kode_toko, type…). */
  readonly name: string;
  readonly label: string;
  /** 'text': a free search text (upper-cased, at most 40 characters, '' when empty). */
  readonly kind: 'date' | 'select' | 'text';
  /** Fixed choices (report types…); the first is the default unless `default` says otherwise. */
  readonly options?: readonly string[];
  /** Choices loaded from the server. */
  readonly source?: OptionSource;
  /** Adds the SEMUA option (meaning everything) and makes it the default. */
  readonly all?: boolean;
  /**
   * SEMUA is offered only while the report's type (`typeField`) is none of `types`; under them the field must be
   * chosen, else `message` (the material report: SEMUA for REKAP, a craftsman chosen for DETAIL).
   */
  readonly allExceptTypes?: { readonly types: readonly string[]; readonly message: string };
  readonly default?: string;
  /** The message when the field is empty; for dates 'Tanggal … Tidak Boleh Kosong'. */
  readonly required?: string;
  /** Choices of a source filtered by other fields' values (e.g. trays of the chosen warehouse). */
  readonly filterBy?: readonly string[];
  /**
   * Choices answered by a call of the specification, sent the values of the `filterBy` fields once they
   * are all filled (the shipment numbers of a store and period: POST kirim-barang/no_kirim). The answer
   * is `{ message, data: rows }`; `option` turns a row into a choice. A chosen value that the new answer
   * does not hold falls back to the default.
   */
  readonly optionsCall?: ReportOptionsCall;
}

/** Where a select's choices come from when a call of the specification answers them. */
export interface ReportOptionsCall {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly option: (row: Record<string, unknown>) => ReportOption;
}

/** The report period: remembered in browser storage under tgl_awal/tgl_akhir or tanggal (the spec's keys). */
export type ReportPeriod =
  | { readonly kind: 'range'; readonly from: string; readonly to: string }
  | { readonly kind: 'single'; readonly key: string }
  | { readonly kind: 'none' };

/** What changes with the report type (GLOBAL / DETAIL / REKAP): columns, texts, expandable detail. */
export interface ReportVariant {
  readonly columns?: readonly ReportColumn[];
  readonly detail?: ReportDetail | null;
  readonly success?: string;
}

/**
 * Expandable rows: each row carries an array of detail rows under `key`. A detail column's `total: 'sum'`
 * sums it over every detail row of the spreadsheet's Detail sheet.
 */
export interface ReportDetail {
  readonly key: string;
  readonly columns: readonly ReportColumn[];
  /**
   * Keys of the row's columns that lead each detail row on the spreadsheet's Detail sheet, so a detail row
   * names its document there (date, document number). Default: the row's first column.
   */
  readonly parent?: readonly string[];
}

/** The row's columns that lead each detail row on the Detail sheet (the detail's `parent`, else the first column). */
export function detailParentColumns(columns: readonly ReportColumn[], detail: ReportDetail): ReportColumn[] {
  if (!detail.parent) return columns.slice(0, 1);
  return detail.parent.map((key) => {
    const column = columns.find((c) => c.key === key);
    if (!column) throw new Error(`detail ${detail.key}: parent column "${key}" is not a column of its rows`);
    return column;
  });
}

/** A row action (reprint, cancel…): the screen asks its page for the handler; the report refreshes after. */
export interface ReportRowAction {
  readonly id: string;
  readonly label: string;
  /** Only on rows of these report types (e.g. GLOBAL rows of the sorting report). */
  readonly types?: readonly string[];
}

export interface ReportDefinitionInput {
  /** File name and URL segment: kebab-case. */
  readonly id: string;
  /** PDF title and spreadsheet title (upper case, as printed). */
  readonly title: string;
  /** The screen routes the report serves (its permission too). */
  readonly menus: readonly string[];
  /** The call of the specification (or Kencana's own under laporan/ where the spec is silent). */
  readonly call: { readonly method: 'GET' | 'POST'; readonly path: string };
  readonly fields: readonly ReportField[];
  readonly period: ReportPeriod;
  /** The field whose change clears the results (GLOBAL/DETAIL/REKAP); keys of `variants`. */
  readonly typeField?: string;
  /** Fields set back to their default when the type changes (Laporan Bahan Tukang: craftsman and category). */
  readonly typeResets?: readonly string[];
  readonly columns: readonly ReportColumn[];
  readonly variants?: Readonly<Record<string, ReportVariant>>;
  readonly detail?: ReportDetail;
  readonly texts: { readonly success: string; readonly empty: string };
  /** Runs the search as the screen opens (Goods Inside). */
  readonly loadOnOpen?: boolean;
  readonly exports: readonly ('pdf' | 'xlsx')[];
  /** The parameter naming the store: staff are held to theirs, SEMUA means every store (OWN/SU). */
  readonly storeField?: string;
  readonly rowActions?: readonly ReportRowAction[];
  /** Rows per screen page (default 100). */
  readonly pageSize?: number;
}

type ParamsSchema<Extra extends z.ZodRawShape = Record<never, never>> = z.ZodType<ReportParams & z.infer<z.ZodObject<Extra>>>;

/** Screen paging of the data call: page 1-based, page_size up to 1000 (default: the report's). */
export const PAGING_SHAPE = {
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(1000).optional(),
};

/** Export format of the export call. */
export const EXPORT_SHAPE = { format: z.enum(['pdf', 'xlsx']) };

export interface ReportDefinition extends ReportDefinitionInput {
  /** The parameters, built from the fields: required messages, fixed choices, SEMUA defaults. */
  readonly params: ParamsSchema;
  /** The data call's input: the parameters and the screen page. */
  readonly pagedParams: ParamsSchema<typeof PAGING_SHAPE>;
  /** The export call's input: the parameters and the format. */
  readonly exportParams: ParamsSchema<typeof EXPORT_SHAPE>;
}

export type ReportParams = Record<string, string>;

/** Labels of the report screen and documents that are not messages. */
export const REPORT_TEXT = {
  exportPdf: 'Export PDF',
  exportExcel: 'Export Excel',
  total: 'TOTAL',
  periode: 'Periode',
  tanggal: 'Tanggal',
  sd: 's/d',
  aksi: 'Aksi',
  detail: 'Detail',
  /** The shop line of a report's PDF and spreadsheet printed over every store (the store filter on SEMUA). */
  semuaToko: 'SEMUA TOKO',
} as const;

const KEY = /^[a-z][a-z0-9_]*$/;

function fieldSchema(field: ReportField): z.ZodType<string> {
  if (field.kind === 'date') {
    const message = field.required ?? MESSAGES.dataTidakValid;
    return z.string({ error: message }).trim().min(1, { message }).pipe(DateSchema);
  }
  if (field.kind === 'text') {
    return z
      .string({ error: MESSAGES.dataTidakValid })
      .trim()
      .toUpperCase()
      .max(40, { message: maksimalKarakter(field.label, 40) })
      .optional()
      .transform((v) => v ?? field.default ?? '') as unknown as z.ZodType<string>;
  }
  if (field.options && !field.source) {
    const values = field.all ? [SEMUA, ...field.options] : [...field.options];
    const fallback = field.default ?? values[0] ?? '';
    return z.enum(values as [string, ...string[]], { error: field.required ?? MESSAGES.dataTidakValid }).default(fallback);
  }
  const text = z.string().trim().toUpperCase().max(40);
  if (field.required) return z.string({ error: field.required }).trim().toUpperCase().min(1, { message: field.required }).max(40);
  return text.optional().transform((v) => (v === undefined || v === '' ? (field.default ?? SEMUA) : v)) as unknown as z.ZodType<string>;
}

/**
 * Declares a report. Checks the definition (keys, variants, period fields) and builds its parameter
 * schema; a mistake here fails at import, in every test.
 */
export function defineReport(input: ReportDefinitionInput): ReportDefinition {
  if (!/^[a-z][a-z0-9-]*$/.test(input.id)) throw new Error(`report id "${input.id}" must be kebab-case`);
  const allColumns = [
    ...input.columns,
    ...Object.values(input.variants ?? {}).flatMap((v) => [...(v.columns ?? []), ...(v.detail?.columns ?? [])]),
    ...(input.detail?.columns ?? []),
  ];
  for (const column of allColumns) {
    if (!KEY.test(column.key)) throw new Error(`report ${input.id}: column key "${column.key}" is not a plain identifier`);
  }
  // Each detail's parent columns must be columns of the rows it sits under: checked here, at import.
  if (input.detail) detailParentColumns(input.columns, input.detail);
  for (const variant of Object.values(input.variants ?? {})) {
    if (variant.detail) detailParentColumns(variant.columns ?? input.columns, variant.detail);
    else if (variant.detail === undefined && variant.columns && input.detail) detailParentColumns(variant.columns, input.detail);
  }
  const names = new Set(input.fields.map((f) => f.name));
  const periodFields =
    input.period.kind === 'range' ? [input.period.from, input.period.to] : input.period.kind === 'single' ? [input.period.key] : [];
  for (const name of [
    ...periodFields,
    ...(input.typeField ? [input.typeField] : []),
    ...(input.storeField ? [input.storeField] : []),
    ...(input.typeResets ?? []),
  ]) {
    if (!names.has(name)) throw new Error(`report ${input.id}: field "${name}" is not declared`);
  }
  if (input.fields.some((f) => f.allExceptTypes) && !input.typeField)
    throw new Error(`report ${input.id}: allExceptTypes needs a typeField`);
  const shape: Record<string, z.ZodType<string>> = {};
  for (const field of input.fields) shape[field.name] = fieldSchema(field);
  const period = input.period;
  const build = <Extra extends z.ZodRawShape>(extra: Extra): ParamsSchema<Extra> => {
    const object = z.object({ ...shape, ...extra }).superRefine((p: Record<string, unknown>, ctx) => {
      if (period.kind === 'range' && p[period.from] && p[period.to] && String(p[period.from]) > String(p[period.to])) {
        ctx.addIssue({ code: 'custom', message: MESSAGES.tanggalAwalMelebihiTanggalAkhir, path: [period.to] });
      }
      // A field that must be chosen under the current type: SEMUA (or nothing) is refused there.
      for (const field of input.fields) {
        if (!field.allExceptTypes || offersAll(input, field, p as ReportParams)) continue;
        if (!p[field.name] || p[field.name] === SEMUA)
          ctx.addIssue({ code: 'custom', message: field.allExceptTypes.message, path: [field.name] });
      }
    });
    return object as unknown as ParamsSchema<Extra>;
  };
  return { ...input, params: build({}), pagedParams: build(PAGING_SHAPE), exportParams: build(EXPORT_SHAPE) };
}

/** The columns, detail and success text in force for the given parameters (the report type). */
export function reportLayout(
  def: ReportDefinitionInput,
  params: ReportParams,
): { columns: readonly ReportColumn[]; detail: ReportDetail | null; success: string } {
  const variant = def.typeField ? def.variants?.[params[def.typeField] ?? ''] : undefined;
  return {
    columns: variant?.columns ?? def.columns,
    detail: variant?.detail === undefined ? (def.detail ?? null) : variant.detail,
    success: variant?.success ?? def.texts.success,
  };
}

/** True when the field offers SEMUA under the given parameters (its `all`, unless the type excludes it). */
export function offersAll(def: Pick<ReportDefinitionInput, 'typeField'>, field: ReportField, params: ReportParams): boolean {
  if (!field.all) return false;
  if (!field.allExceptTypes || !def.typeField) return true;
  return !field.allExceptTypes.types.includes(String(params[def.typeField] ?? ''));
}

/** What a field holds when it is reset (a type change): its default, SEMUA where offered, else nothing chosen. */
export function resetValue(def: Pick<ReportDefinitionInput, 'typeField'>, field: ReportField, params: ReportParams): string {
  if (field.default !== undefined) return field.default;
  return offersAll(def, field, params) ? SEMUA : '';
}

/** The form's starting values: dates today, SEMUA where offered, otherwise the first choice. */
export function defaultParams(def: ReportDefinitionInput, today: string): ReportParams {
  const values: ReportParams = {};
  for (const field of def.fields) {
    if (field.kind === 'date') values[field.name] = field.default ?? today;
    else if (field.kind === 'text') values[field.name] = field.default ?? '';
    else if (field.default !== undefined) values[field.name] = field.default;
    else if (field.all) values[field.name] = SEMUA;
    else values[field.name] = field.options?.[0] ?? '';
  }
  // Under the default type a field may have to be chosen (no SEMUA): it starts empty.
  for (const field of def.fields) if (field.all && field.default === undefined && !offersAll(def, field, values)) values[field.name] = '';
  return values;
}

/** The period as printed on the PDF: "Periode : 2026-11-01 s/d 2026-11-22" or "Tanggal : 2026-11-22". */
export function periodText(def: ReportDefinitionInput, params: ReportParams, today: string): string {
  const p = def.period;
  if (p.kind === 'range') return `${REPORT_TEXT.periode} : ${params[p.from] ?? ''} ${REPORT_TEXT.sd} ${params[p.to] ?? ''}`;
  if (p.kind === 'single') return `${REPORT_TEXT.tanggal} : ${params[p.key] ?? ''}`;
  return `${REPORT_TEXT.tanggal} : ${today}`;
}

/** Browser-storage keys of the remembered period, as the specification names them. */
export const PERIOD_STORAGE_KEYS = { from: 'tgl_awal', to: 'tgl_akhir', single: 'tanggal' } as const;

/** A cell as text, exactly (grams and money through decimal.js); '-' for a missing value. */
export function formatCell(column: ReportColumn, value: unknown): string {
  if (value === null || value === undefined || value === '') {
    if (column.emptyWhenMissing) return '';
    return column.format && column.format !== 'text' ? formatZero(column) : '-';
  }
  try {
    switch (column.format ?? 'text') {
      case 'qty':
        return formatQty(value as string | number);
      case 'grams':
        return formatGrams(value as string | number, column.decimals ?? 3);
      case 'money':
        return formatRupiah(value as string | number);
      default:
        return String(value);
    }
  } catch {
    return String(value);
  }
}

function formatZero(column: ReportColumn): string {
  return formatCell(column, 0);
}

/** True for columns drawn right-aligned (numbers). */
export const isNumericColumn = (column: ReportColumn): boolean => (column.format ?? 'text') !== 'text';

/** Standard fields, so every report spells them the same way. */
export const FIELDS = {
  tglFrom: { name: 'tgl_from', label: 'Tanggal Awal', kind: 'date', required: MESSAGES.tanggalAwalTidakBolehKosong },
  tglTo: { name: 'tgl_to', label: 'Tanggal Akhir', kind: 'date', required: MESSAGES.tanggalAkhirTidakBolehKosong },
  tanggal: { name: 'tanggal', label: 'Tanggal', kind: 'date', required: MESSAGES.tanggalTidakBolehKosong },
  toko: { name: 'kode_toko', label: 'Kode Toko', kind: 'select', source: 'toko', all: true },
  gudang: { name: 'kode_gudang', label: 'Gudang', kind: 'select', source: 'gudang', all: true },
  baki: { name: 'kode_baki', label: 'Baki', kind: 'select', source: 'baki', all: true, filterBy: ['kode_toko', 'kode_gudang'] },
  group: { name: 'kode_group', label: 'Kategori', kind: 'select', source: 'group', all: true },
  jenis: { name: 'kode_dept', label: 'Jenis', kind: 'select', source: 'jenis', all: true, filterBy: ['kode_group'] },
  tukang: { name: 'kode_tukang', label: 'Tukang', kind: 'select', source: 'tukang', all: true },
} as const satisfies Record<string, ReportField>;

/** The period of the standard tgl_from / tgl_to fields. */
export const RANGE_PERIOD: ReportPeriod = { kind: 'range', from: 'tgl_from', to: 'tgl_to' };
