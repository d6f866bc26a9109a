// The shape of a master-data definition. One small object per entity (masters/<entity>.ts) says what the
// entity holds; the generic API router (apps/server/src/modules/masters) and the generic screen
// (apps/web/src/components/master-screen) read it, so an entity costs a definition, a table and a seed.
//
// From the fields come: the zod schema of an add and of an edit (with the '<Field> Harus Diisi' /
// '<Field> Harus Dipilih' messages), the schema of a row in a list, the table columns, the form inputs,
// which inputs are read-only when editing, and which other lists the form's selects load.
import { z } from 'zod';
import { isCalendarDate } from '../format/dates.ts';
import {
  harusAngka,
  harusBerat,
  harusDiisi,
  harusDipilih,
  harusKadar,
  harusKode,
  harusPersen,
  harusTanggal,
  maksimalKarakter,
  MESSAGES,
  tidakDitemukan,
} from '../messages.ts';
import { GRAMS_TEXT } from '../domain/grams.ts';
import { passwordProblem } from '../domain/password.ts';

/** Every master list of the chain, by key. The registry (masters/index.ts) holds one definition per key. */
export const MASTER_KEYS = [
  'toko',
  'group',
  'jenis',
  'gudang',
  'baki',
  'bandrol',
  'tukang',
  'pabrik',
  'atribut',
  'kondisi_barang',
  'parameter_point',
  'labeling',
  'kategori',
  'kode_transaksi',
  'sales',
  'kondisi_pembelian',
  'kondisi_pinjaman',
  'hadiah',
  'rugi_nota',
  'harga_emas',
  'kadar',
  'marketplace',
  'para_system',
  'member',
  // The stores' bank accounts.
  'rekening',
] as const;
export type MasterKey = (typeof MASTER_KEYS)[number];

/**
 * Reasons a record cannot be deleted besides being referenced by another active master record (that one
 * is derived from the `list` fields of every definition). The server holds one query per name
 * (apps/server/src/modules/masters/in-use.ts); the value is who uses it, as the refusal names it.
 */
export const IN_USE_RULES = {
  /** Goods of the category on a tray or on the road, or a non-zero stock balance of it. */
  groupHasStock: 'Stock Barang',
  /** Goods of the type on a tray or on the road, or a non-zero stock balance of it. */
  jenisHasStock: 'Stock Barang',
  /** The tray's stock balance is not zero. */
  bakiHoldsStock: 'Stock Di Baki',
  /** A warehouse the flows of the specification need (core WAREHOUSE_ROLES.SYSTEM). */
  gudangSistem: 'Proses Sistem',
  /** Goods in stock carry the attribute name. */
  atributOnGoods: 'Barang',
  /** The bank account's money-ledger balance is not zero: the money would be left in an account nobody can use. */
  rekeningHoldsMoney: 'Saldo Rekening',
  /** The bank account has money-ledger entries (even netting to 0): its history and cancels name it. */
  rekeningHasEntries: 'Transaksi Bank',
} as const;
export type InUseRule = keyof typeof IN_USE_RULES;

/**
 * Input kinds. Texts are trimmed (and upper-cased unless `upper: false`); money and counts are whole
 * numbers; grams, percentages and purities stay exact texts.
 */
export type MasterFieldType =
  /** A code: letters, digits, '.', '-', '_' (KC01A, SP-LN, 24K). */
  | 'code'
  /** Free text. */
  | 'text'
  /** Digits kept as text (phone numbers). */
  | 'digits'
  /** Whole rupiah. */
  | 'rupiah'
  /** A whole count (points, days, stock). */
  | 'int'
  /** Grams, at most 3 decimals, as text. */
  | 'grams'
  /** 0 to 100, at most 2 decimals, as text. */
  | 'percent'
  /** Purity: digits, a dot, optionally K ("75", "99.9", "17K"). */
  | 'purity'
  /** yyyy-MM-dd. */
  | 'date'
  /** One value of `options`, or the id of a record of the master list `list`. */
  | 'select'
  /** A password: never listed, only sent when adding. */
  | 'password';

export interface MasterField {
  readonly name: string;
  /** Form label and column title; the messages name it ('<label> Harus Diisi'). */
  readonly label: string;
  readonly type: MasterFieldType;
  /** Default true. An optional field left empty is stored as '' / 0 / '0' / null (selects). */
  readonly required?: boolean;
  /** Most characters (codes 20, texts 100 by default). */
  readonly max?: number;
  /** Texts and codes are upper-cased unless false. */
  readonly upper?: boolean;
  /** Fixed choices of a select. */
  readonly options?: readonly string[];
  /** A select over another master list: the value is that list's `ref` (its id by default). Checked on save; also makes the record "in use". */
  readonly list?: MasterKey;
  /** Chosen when adding, read-only afterwards (besides the key, which always is). */
  readonly fixed?: boolean;
  /** False: listed in rows but not in the form (alamat_toko of Master Toko). */
  readonly form?: boolean;
  /** False: not a table column (still in the row and the CSV of the form's data). */
  readonly column?: boolean;
  /** Only in the add form and its payload (a password). */
  readonly createOnly?: boolean;
  /**
   * Not in the form: set when the record is added to the business date (tgl_system) of its store (the
   * record's kode_toko, else the user's), never the server's calendar date (a member's registration date).
   */
  readonly businessDate?: boolean;
  /** Column width in pixels. */
  readonly width?: number;
}

export interface MasterLookup {
  /** Name the web and other teams call it by (`MASTER_API.baki.lookups.byGudang`). */
  readonly name: string;
  /** Path under /api/v1 with at most one `:param` (its value filters `field`). */
  readonly path: string;
  /** The field the value filters; none: the whole list (with `includeInactive`). */
  readonly field?: string;
  /** The value comes from the query string `?<field>=` instead of the path. */
  readonly query?: boolean;
  /** Deleted records too, each with its is_active. */
  readonly includeInactive?: boolean;
}

export interface MasterApiPaths {
  /** Path family: `<base>/add`, `<base>/edit/<by>/:id`, `<base>/delete/<by>/:id`, `<base>/reactive/<by>/:id`. */
  readonly base: string;
  readonly by: string;
  /** The list (default `<base>/get/all`). */
  readonly list?: string;
  /** Edit path when it breaks the family (`tokos/:id`). */
  readonly edit?: string;
  /** Methods of the edit path (default PUT); the first is the one the web uses. */
  readonly editMethods?: readonly ('PUT' | 'PATCH')[];
  readonly lookups?: readonly MasterLookup[];
}

export type MasterOp = 'add' | 'edit' | 'delete';

export interface MasterDefinition {
  readonly key: string;
  /** The screen route (also the menu that may change the list). None: no screen of its own. */
  readonly route?: string;
  /** Menus allowed to add, edit and delete (default: the route). */
  readonly writeMenus?: readonly string[];
  /** Menus allowed to read the list (default: any signed-in user, since every flow's selects need it). */
  readonly readMenus?: readonly string[];
  /** What one record is called in titles and messages ('Atribut', 'Baki'). */
  readonly noun: string;
  /** The SQL table. */
  readonly table: string;
  /** The field in the `:id` of edit/delete/reactive paths; 'id' when `generatedId`. */
  readonly id: string;
  /** The id is a number the database gives (dated rows); identity then comes from `keys`. */
  readonly generatedId?: boolean;
  /** Fields that identify a record: a duplicate is refused, a deleted one offered back (default: [id]). */
  readonly keys?: readonly string[];
  /**
   * The keys may change in an edit (renaming an attribute or a factory, as the spec's edit sends the
   * name); the path id is then the database's number and duplicates are still refused.
   */
  readonly editableKeys?: boolean;
  /** The field other records store to point at this one (a select's value; default: the id). */
  readonly ref?: string;
  readonly fields: readonly MasterField[];
  /** Table columns, in order (default: every listed field with `column` not false). */
  readonly columns?: readonly string[];
  /** List order (default: the keys); '-field' sorts descending. */
  readonly order?: readonly string[];
  readonly api: MasterApiPaths;
  /** What the screen and the API offer (default: add, edit and delete). */
  readonly ops?: readonly MasterOp[];
  /** Records belong to a store (kode_toko): staff change only their store's; lists filter by store. */
  readonly storeScoped?: boolean;
  /**
   * Records belong to a store (kode_toko) for writing only: staff change only their store's record, while the
   * list stays the chain's for everyone (Master Toko: every flow's store selects need every store).
   */
  readonly writesOwnStore?: boolean;
  /**
   * Settings of the whole chain (Para System: the head-office store, the price rule…): only OWN and SU add,
   * change or delete its records, whatever menus another level holds.
   */
  readonly chainWide?: boolean;
  readonly inUse?: readonly InUseRule[];
  /** Deleting deactivates: inactive rows stay listed with 'Aktifkan' (users). */
  readonly deactivates?: boolean;
  /**
   * The specification gives the record an `_id` (Toko, Attribute, Labeling, Factory): its clients keep it
   * for reprints and put it in the edit/delete paths. Rows then carry `_id`, the path id as text, beside
   * their own id fields, so a client written to the specification finds it and its calls land.
   */
  readonly specId?: boolean;
}

// ---- Types of a definition's rows ---------------------------------------------------------------------

type FieldValue<F extends MasterField> = F['type'] extends 'rupiah' | 'int' ? number : string;
type RowValue<F extends MasterField> = F extends { readonly required: false; readonly type: 'select' }
  ? FieldValue<F> | null
  : FieldValue<F>;
type ListedField<D extends MasterDefinition> = Exclude<D['fields'][number], { readonly createOnly: true }>;

/** One record of a master list as the API answers it. */
export type MasterRow<D extends MasterDefinition> = {
  [F in ListedField<D> as F['name']]: RowValue<F>;
} & { is_active: boolean } & (D extends { readonly generatedId: true } ? { id: number } : unknown) &
  (D extends { readonly specId: true } ? { _id: string } : unknown);

/** Declares a definition, keeping its literal field names and types for MasterRow. */
export function defineMaster<const D extends MasterDefinition>(definition: D): D {
  return definition;
}

// ---- What the generic router and screen read -----------------------------------------------------------

export const opsOf = (def: MasterDefinition): readonly MasterOp[] => def.ops ?? ['add', 'edit', 'delete'];
export const keysOf = (def: MasterDefinition): readonly string[] => def.keys ?? [def.id];
/** The field selects store and other records reference. */
export const refOf = (def: MasterDefinition): string => def.ref ?? def.id;
export const isRequired = (field: MasterField): boolean => field.required !== false;

/** Fields of a row (everything but create-only ones). */
export const listedFields = (def: MasterDefinition): MasterField[] => def.fields.filter((f) => !f.createOnly);

/** Fields that cannot change once the record exists: the keys and the `fixed` ones. */
export function isFixedField(def: MasterDefinition, field: MasterField): boolean {
  return (keysOf(def).includes(field.name) && !def.editableKeys) || field.fixed === true;
}

/** Inputs of the add form, or of the edit form (where fixed fields show read-only). */
export function formFields(def: MasterDefinition, mode: 'add' | 'edit'): MasterField[] {
  return def.fields.filter((f) => f.form !== false && (mode === 'add' || !f.createOnly));
}

/** Columns of the table, in order. */
export function columnFields(def: MasterDefinition): MasterField[] {
  const listed = listedFields(def);
  if (def.columns) return def.columns.map((name) => fieldOf(def, name));
  return listed.filter((f) => f.column !== false && f.form !== false);
}

/** The field of a name; throws for a name the definition does not have (a typo in a definition). */
export function fieldOf(def: MasterDefinition, name: string): MasterField {
  const field = def.fields.find((f) => f.name === name);
  if (!field) throw new Error(`Master ${def.key} has no field ${name}`);
  return field;
}

/** The lists a definition's selects load. */
export const listsOf = (def: MasterDefinition): MasterKey[] => [...new Set(def.fields.flatMap((f) => (f.list ? [f.list] : [])))];

/** The required-field message of a field, as the specification words it. */
export function requiredMessage(field: MasterField): string {
  if (field.type === 'password') return MESSAGES.passwordMinimal;
  return field.type === 'select' ? harusDipilih(field.label) : harusDiisi(field.label);
}

/** What an optional field holds when left empty. */
export function emptyValue(field: MasterField): string | number | null {
  switch (field.type) {
    case 'rupiah':
    case 'int':
      return 0;
    case 'grams':
    case 'percent':
      return '0';
    case 'select':
      return null;
    default:
      return '';
  }
}

// ---- Schemas ---------------------------------------------------------------------------------------------

const CODE = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
const PERCENT = /^\d{1,3}(\.\d{1,2})?$/;
const PURITY = /^\d{1,3}(\.\d{1,3})?K?$/;
const DIGITS = /^\d+$/;

/** Form and JSON values alike: trimmed text, '' and null as missing; numbers as their text. */
function normaliseText(field: MasterField) {
  const upper = field.upper !== false && field.type !== 'password' && field.type !== 'date';
  return (value: unknown): unknown => {
    if (value === null || value === undefined) return undefined;
    if (typeof value === 'number' && Number.isFinite(value)) value = String(value);
    if (typeof value !== 'string') return value;
    const text = field.type === 'password' ? value : value.trim();
    if (text === '') return undefined;
    return upper ? text.toUpperCase() : text;
  };
}

/** Whole numbers from a form ("1,250,000", "1250000") or JSON (1250000); '' and null as missing. */
function normaliseWhole(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value !== 'string') return value;
  const text = value.replace(/[\s,]/g, '');
  if (text === '') return undefined;
  return /^-?\d+$/.test(text) ? Number(text) : text;
}

function textSchema(field: MasterField): z.ZodType<string> {
  const missing = requiredMessage(field);
  const label = field.label;
  let s = z.string({ error: (issue) => (issue.input === undefined ? missing : harusDiisi(label)) });
  switch (field.type) {
    case 'code':
      s = s.max(field.max ?? 20, { message: maksimalKarakter(label, field.max ?? 20) }).regex(CODE, { message: harusKode(label) });
      break;
    case 'text':
      s = s.max(field.max ?? 100, { message: maksimalKarakter(label, field.max ?? 100) });
      break;
    case 'digits':
      s = s.max(field.max ?? 20, { message: maksimalKarakter(label, field.max ?? 20) }).regex(DIGITS, { message: harusAngka(label) });
      break;
    case 'grams':
      s = s.regex(GRAMS_TEXT, { message: harusBerat(label) });
      break;
    case 'percent':
      s = s.regex(PERCENT, { message: harusPersen(label) }).refine((v) => Number(v) <= 100, { message: harusPersen(label) });
      break;
    case 'purity':
      s = s.max(10, { message: maksimalKarakter(label, 10) }).regex(PURITY, { message: harusKadar(label) });
      break;
    case 'date':
      // The one calendar check of every date field (contracts' DateSchema uses it too).
      s = s.refine(isCalendarDate, { message: harusTanggal(label) });
      break;
    case 'password':
      // Core's one password rule; the record's id is checked by addSchema, which sees both.
      s = s.superRefine((value, ctx) => {
        const problem = passwordProblem(value);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      });
      break;
    case 'select':
      s = s.max(field.max ?? 50, { message: maksimalKarakter(label, field.max ?? 50) });
      if (field.options) {
        const options = field.options;
        s = s.refine((v) => options.includes(v), { error: (issue) => tidakDitemukan(label, String(issue.input)) });
      }
      break;
    default:
      break;
  }
  return s;
}

function wholeSchema(field: MasterField): z.ZodType<number> {
  const missing = requiredMessage(field);
  const notNumber = harusAngka(field.label);
  return z
    .number({ error: (issue) => (issue.input === undefined ? missing : notNumber) })
    .int({ message: notNumber })
    .min(0, { message: notNumber })
    .max(Number.MAX_SAFE_INTEGER, { message: notNumber });
}

/** The input schema of one field: what a form resolves and the server validates. */
export function fieldSchema(field: MasterField): z.ZodType {
  const whole = field.type === 'rupiah' || field.type === 'int';
  const inner = whole ? wholeSchema(field) : textSchema(field);
  const normalise = whole ? normaliseWhole : normaliseText(field);
  if (isRequired(field)) return z.preprocess(normalise, inner);
  const empty = emptyValue(field);
  return z.preprocess(normalise, inner.optional()).transform((v) => (v === undefined ? empty : v));
}

/** The body of an add: every form field, with its message. */
export function addSchema(def: MasterDefinition): z.ZodObject<Record<string, z.ZodType>> {
  const fields = formFields(def, 'add');
  const schema = z.object(Object.fromEntries(fields.map((f) => [f.name, fieldSchema(f)])));
  const password = fields.find((f) => f.type === 'password');
  if (!password) return schema;
  // A password holding the new account's id (user_id) is refused under the password input.
  return schema.superRefine((values, ctx) => {
    const problem = passwordProblem(String(values[password.name] ?? ''), String(values[def.id] ?? ''));
    if (problem) ctx.addIssue({ code: 'custom', path: [password.name], message: problem });
  });
}

/** The body of an edit: the fields that may change (keys and fixed fields are taken from the path/record). */
export function editSchema(def: MasterDefinition): z.ZodObject<Record<string, z.ZodType>> {
  return z.object(
    Object.fromEntries(
      formFields(def, 'edit')
        .filter((f) => !isFixedField(def, f))
        .map((f) => [f.name, fieldSchema(f)]),
    ),
  );
}

/** One row of the list. */
export function rowSchema<D extends MasterDefinition>(def: D): z.ZodType<MasterRow<D>> {
  const shape: Record<string, z.ZodType> = {};
  if (def.generatedId) shape.id = z.number().int();
  for (const field of listedFields(def)) {
    const base = field.type === 'rupiah' || field.type === 'int' ? z.number() : z.string();
    shape[field.name] = !isRequired(field) && field.type === 'select' ? base.nullable() : base;
  }
  shape.is_active = z.boolean();
  if (def.specId) shape._id = z.string();
  return z.object(shape) as unknown as z.ZodType<MasterRow<D>>;
}

/** The id of a row as the `:id` of a path. */
export function rowId(def: MasterDefinition, row: Record<string, unknown>): string {
  return String(row[def.id] ?? '');
}

/** The value a select stores for a record (see `ref`). */
export function rowRef(def: MasterDefinition, row: Record<string, unknown>): string {
  return String(row[refOf(def)] ?? '');
}

/** How a record is named in messages: its keys joined ('24K 2026-11-22'). */
export function rowLabel(def: MasterDefinition, row: Record<string, unknown>): string {
  return keysOf(def)
    .map((k) => String(row[k] ?? ''))
    .join(' ');
}

/** How a record reads in a select: its id and its first name-like text ('24K - EMAS 24 KARAT', 'UBS'). */
export function optionLabel(def: MasterDefinition, row: Record<string, unknown>): string {
  const id = rowRef(def, row);
  const name = listedFields(def).find((f) => f.type === 'text' && !keysOf(def).includes(f.name) && f.name !== refOf(def));
  const text = name ? row[name.name] : undefined;
  return typeof text === 'string' && text !== '' ? `${id} - ${text}` : id;
}
