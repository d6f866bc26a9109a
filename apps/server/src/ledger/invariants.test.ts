// The ledger's document-number rule on the demo chain's books: a counter set behind the numbers it has handed
// out is found (the next document would take a number already used), and the books as seeded are clean.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rows } from '../db/client.ts';
import { rolledBack } from '../testing/factories.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { checkDocumentNumbers } from './invariants.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('document numbers', () => {
  it('finds a counter behind the last number it handed out, and nothing on clean books', async () => {
    expect(await checkDocumentNumbers(t.db)).toEqual([]);
    const [last] = await rows<{ doc_no: string; prefix: string; kode_toko: string; period: string }>(
      t.db,
      sql`SELECT d.doc_no, n.prefix, n.kode_toko, n.period FROM doc_numbers n
          JOIN documents d ON d.doc_no = n.prefix || '-' || n.kode_toko || '-' || n.period || '-' || lpad(n.last::text, 4, '0')
          ORDER BY d.doc_no LIMIT 1`,
    );
    expect(last).toBeDefined();
    await rolledBack(t, async (tx) => {
      await tx.execute(
        sql`UPDATE doc_numbers SET last = last - 1 WHERE prefix = ${last!.prefix} AND kode_toko = ${last!.kode_toko} AND period = ${last!.period}`,
      );
      expect(await checkDocumentNumbers(tx)).toEqual([{ rule: 'numbers', detail: `counter behind ${last!.doc_no}` }]);
    });
  });
});
