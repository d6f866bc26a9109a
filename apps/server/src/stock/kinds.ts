// Filtering by place kind in SQL: the kinds come from core's PLACE_KINDS, so a new kind is one entry there.
import { sql, type SQL } from 'drizzle-orm';
import { STOCK_PLACE_KINDS, type PlaceKind } from '@kencana/core';

/** `<column> IN (<kinds>)`, e.g. kindIn(sql`s.place_kind`, ['BAKI']). */
export function kindIn(column: SQL, kinds: readonly PlaceKind[]): SQL {
  return sql`${column} IN (${sql.join(kinds.map((kind) => sql`${kind}`), sql`, `)})`;
}

/** `<column>` is a kind that holds the chain's stock (trays, on the road, at the cleaner…). */
export const stockKinds = (column: SQL): SQL => kindIn(column, STOCK_PLACE_KINDS);
