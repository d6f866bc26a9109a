// Racing submits: the same request fired N times at once (a double-click, a retrying network, two tabs)
// and the check that the books changed exactly once. See docs/HARDENING.md.
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { catalogueMatcher, messageOf } from './contract-fuzzer.ts';

/**
 * Fires `n` calls of `fire` at once (all started before any is awaited) and returns their answers in
 * order. `fire` gets the index, but a racing-submit test sends the same request every time.
 */
export async function race<T>(n: number, fire: (index: number) => Promise<T>): Promise<T[]> {
  const started: Array<Promise<T>> = [];
  for (let i = 0; i < n; i++) started.push(fire(i));
  return Promise.all(started);
}

const inCatalogue = catalogueMatcher();

/** The JSON of the race's winning (first 2xx) answer, e.g. to chain the next scenario on its document. */
export function winner<T = Record<string, unknown>>(outcome: RaceOutcome): T | undefined {
  const won = outcome.answers.find((a) => a.statusCode >= 200 && a.statusCode < 300);
  return won ? (won.json() as T) : undefined;
}

/** A count the race may change: rows of a table, optionally filtered (`WHERE …` text of the test's own). */
export async function countRows(db: Db, table: string, where = 'true'): Promise<number> {
  const result = (await db.execute(sql.raw(`SELECT count(*)::int AS n FROM "${table}" WHERE ${where}`))) as unknown as {
    rows: Array<{ n: number }>;
  };
  return Number(result.rows[0]?.n ?? 0);
}

/** What a race did: the statuses, the refusals' messages and how much the counted effect moved. */
export interface RaceOutcome {
  answers: LightMyRequestResponse[];
  statuses: number[];
  effect: number;
  problems: string[];
}

/**
 * Runs a race and judges it by "exactly one effect": exactly one answer 2xx, every other a 4xx whose
 * message is a catalogue text, and the counted effect (documents rows, users rows…) moved by exactly one.
 * Returns the problems found (empty when the race was won cleanly), for `expect(outcome.problems).toEqual([])`.
 */
export async function raceForOneEffect(
  n: number,
  fire: () => Promise<LightMyRequestResponse>,
  effect: () => Promise<number>,
  options: RaceOptions = {},
): Promise<RaceOutcome> {
  const before = await effect();
  const answers = await race(n, fire);
  const moved = (await effect()) - before;
  return judge(answers, moved, options);
}

export interface RaceOptions {
  /**
   * An edit that sets the same values again: the repeats may answer 2xx as no-ops, as long as the counted
   * effect still moves exactly once (one ledger document, one changed row).
   */
  idempotent?: boolean;
}

/** The judgement of raceForOneEffect over answers already collected and the effect's change. */
export function judge(answers: LightMyRequestResponse[], moved: number, options: RaceOptions = {}): RaceOutcome {
  const statuses = answers.map((a) => a.statusCode);
  const problems: string[] = [];
  const won = answers.filter((a) => a.statusCode >= 200 && a.statusCode < 300).length;
  if (options.idempotent ? won < 1 : won !== 1)
    problems.push(`${won} of ${answers.length} answers were 2xx, expected ${options.idempotent ? 'at least' : 'exactly'} one`);
  for (const answer of answers) {
    if (answer.statusCode < 300) continue;
    const message = messageOf(answer);
    if (answer.statusCode >= 500 || answer.statusCode < 400)
      problems.push(`answer ${answer.statusCode}: ${message ?? answer.body.slice(0, 120)}`);
    else if (!message || !inCatalogue(message))
      problems.push(`refusal ${answer.statusCode} not from the catalogue: ${message ?? answer.body.slice(0, 120)}`);
  }
  if (moved !== 1) problems.push(`the counted effect moved by ${moved}, expected exactly 1`);
  return { answers, statuses, effect: moved, problems: [...new Set(problems)] };
}
