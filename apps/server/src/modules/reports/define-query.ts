import type { SQL } from 'drizzle-orm';
import type { ReportDefinition, ReportParams } from '@kencana/core';
import type { CurrentUser } from '../../auth/current-user.ts';
import type { Queryable } from '../../db/client.ts';

/** What a report query knows besides its parameters. */
export interface ReportQueryContext {
  user: CurrentUser;
  /**
   * The store the report is about: the report's store field resolved (SEMUA → null for OWN/SU; staff are
   * held to their store), or without a store field null for OWN/SU and the user's store for staff.
   */
  kode_toko: string | null;
  /** The stores' time zone, for timestamps shown as local time. */
  timeZone: string;
  /** Today's calendar date in the stores' time zone (yyyy-MM-dd): e.g. the end of a shipment still on the road. */
  today: string;
}

/**
 * The one piece of server code per report: SQL producing every row of the report (no ORDER BY, no
 * LIMIT) with the definition's column keys as aliases. The generic router orders it by `orderBy`, pages
 * it for the screen, sums the definition's total columns over all rows, and feeds the exports.
 */
export interface ReportQuery<Loaded = unknown> {
  report: ReportDefinition;
  /** Column keys, each optionally followed by ' DESC'. */
  orderBy: readonly string[];
  /**
   * What the SQL needs that the server reads by its own rules first (the chain's settings, parsed and
   * defaulted by core), once per call; handed to `sql` as `loaded`.
   */
  load?: (q: Queryable) => Promise<Loaded>;
  sql: (params: ReportParams, ctx: ReportQueryContext, loaded: Loaded) => SQL;
}

const ORDER = /^[a-z_][a-z0-9_]*( (ASC|DESC))?$/;

/** Declares the query of a report (the default export of queries/<report-id>.ts). */
export function defineQuery<Loaded = undefined>(report: ReportDefinition, query: Omit<ReportQuery<Loaded>, 'report'>): ReportQuery {
  for (const key of query.orderBy) if (!ORDER.test(key)) throw new Error(`report ${report.id}: bad orderBy "${key}"`);
  if (query.orderBy.length === 0) throw new Error(`report ${report.id}: orderBy must name a column`);
  // The registry holds every report's query alike; `load` and `sql` of one query agree on Loaded.
  return { report, ...query } as ReportQuery;
}

/** The report's SQL over its loaded values (see {@link ReportQuery.load}). */
export async function querySql(q: Queryable, query: ReportQuery, params: ReportParams, ctx: ReportQueryContext): Promise<SQL> {
  return query.sql(params, ctx, query.load ? await query.load(q) : undefined);
}
