// Place kinds, warehouse roles and document types in SQL: all come from core's lists (PLACE_KINDS,
// WAREHOUSE_ROLES, DOCUMENT_TYPES), so a new kind, warehouse or type is one entry there.
import { sql, type SQL } from 'drizzle-orm';
import {
  DOCUMENT_TYPES,
  STOCK_PLACE_KINDS,
  WAREHOUSE_ROLES,
  type DocumentTypeCode,
  type PlaceKind,
  type WarehouseRole,
} from '@kencana/core';

/** `<column> IN (<kinds>)`, e.g. kindIn(sql`s.place_kind`, ['BAKI']). */
export function kindIn(column: SQL, kinds: readonly PlaceKind[]): SQL {
  return sql`${column} IN (${sql.join(
    kinds.map((kind) => sql`${kind}`),
    sql`, `,
  )})`;
}

/** `<column> IN (<the warehouses of a role>)`, e.g. gudangIn(sql`s.kode_gudang`, 'DAMAGED'). */
export function gudangIn(column: SQL, role: WarehouseRole): SQL {
  return sql`${column} IN (${sql.join(
    WAREHOUSE_ROLES[role].map((code) => sql`${code}`),
    sql`, `,
  )})`;
}

/** `<column>` is a kind that holds the chain's stock (trays, on the road, at the cleaner…). */
export const stockKinds = (column: SQL): SQL => kindIn(column, STOCK_PLACE_KINDS);

/** The name reports show for a document type column (core DOCUMENT_TYPES' `nama`), the code itself when unknown. */
export function documentTypeName(column: SQL): SQL {
  const cases = (Object.keys(DOCUMENT_TYPES) as DocumentTypeCode[]).map((code) => sql`WHEN ${code} THEN ${DOCUMENT_TYPES[code].nama}`);
  return sql`(CASE ${column} ${sql.join(cases, sql` `)} ELSE ${column} END)`;
}

/** `<column> IN (<document types>)`. */
export const documentTypeIn = (column: SQL, types: readonly DocumentTypeCode[]): SQL =>
  sql`${column} IN (${sql.join(
    types.map((type) => sql`${type}`),
    sql`, `,
  )})`;
