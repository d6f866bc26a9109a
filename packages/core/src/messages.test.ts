/// <reference types="node" />
// Catalogue completeness: every text the specification quotes must be spelled, verbatim, in
// SPEC_MESSAGES or produced by one of the helpers/constants of messages.ts.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  DELETED_MARKER,
  EXTRA_MESSAGES,
  HARGA_100,
  KATEGORI_HARGA_KEY,
  RUPIAH_PREFIX,
  SPEC_MESSAGES,
  harusDiisi,
  konfirmasiBatalSortir,
  konfirmasiHapus,
  pageOf,
  printedBy,
  tidakBolehKosong,
} from './messages.ts';
import { textOrDash } from './format/input.ts';
import { formatRupiah } from './format/money.ts';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
// The specification is kept in the repository (docs/spec), so CI checks against it on a clean checkout.
const specDir = join(repoRoot, 'docs', 'spec');
const SPEC_DOCS = ['000_d1b88d581a50077b.txt', '001_fa4e5bf606f37ceb.txt'] as const;
// The extraction regex exactly as the brief gives it (the `\[` escape is kept verbatim).
// eslint-disable-next-line no-useless-escape
const QUOTED = /(?:(?<=^)|(?<=[\s(/\[]))'([^'\n]+?)'(?=[\s,.;:)/\]?]|$)/gm;

function readSpec(name: string): string {
  const file = join(specDir, name);
  if (!existsSync(file)) {
    throw new Error(`Specification file missing: ${file} (expected the spec at docs/spec)`);
  }
  return readFileSync(file, 'utf8');
}

interface Inventory {
  global_messages: { text: string }[];
  routes: { path: string; messages: string[] }[];
}

/** Every quoted text, with where it was found. */
function collectSpecTexts(): { text: string; where: string }[] {
  const found: { text: string; where: string }[] = [];
  for (const doc of SPEC_DOCS) {
    for (const m of readSpec(doc).matchAll(QUOTED)) found.push({ text: m[1] ?? '', where: doc });
  }
  const inventory = JSON.parse(readSpec('inventory.json')) as Inventory;
  for (const g of inventory.global_messages) found.push({ text: g.text, where: 'inventory.json global_messages' });
  for (const route of inventory.routes) {
    for (const text of route.messages) found.push({ text, where: `inventory.json route ${route.path}` });
  }
  return found;
}

/** Quoted texts that are templates or constants rather than catalogue entries, with what produces them. */
const COVERED: Readonly<Record<string, string>> = {
  '<Field> Harus Diisi': harusDiisi('<Field>'),
  '<Field> Tidak Boleh Kosong': tidakBolehKosong('<Field>'),
  'Apakah Anda Yakin Ingin Menghapus ...?': konfirmasiHapus('...'),
  'Apakah Anda Yakin Ingin Membatal No Sortir Ini {no}?': konfirmasiBatalSortir('{no}'),
  'Printed By {user} / {date}': printedBy('{user}', '{date}'),
  // pageOf takes numbers; the spec writes the pattern with letters.
  'n of N': pageOf(1, 2) === '1 of 2' ? 'n of N' : 'pageOf is wrong',
  DELETED: DELETED_MARKER,
  kategori_harga: KATEGORI_HARGA_KEY,
  'harga_100%': HARGA_100,
  'Rp.': RUPIAH_PREFIX,
  // doc 001 writes the prefix with its space: what formatRupiah puts before the amount.
  'Rp. ': formatRupiah(0).replace(/0$/, ''),
  // The default text of empty optional fields (e.g. tag_id), not a message: produced by textOrDash.
  '-': textOrDash(undefined),
};

const specTexts = collectSpecTexts();
const catalogue = new Set<string>(Object.values(SPEC_MESSAGES));

describe('message catalogue', () => {
  it('finds the quoted texts of both documents and the inventory', () => {
    expect(specTexts.filter((t) => t.where === SPEC_DOCS[0]).length).toBeGreaterThan(50);
    expect(specTexts.filter((t) => t.where === SPEC_DOCS[1]).length).toBeGreaterThan(20);
    expect(specTexts.filter((t) => t.where.startsWith('inventory.json')).length).toBeGreaterThan(100);
  });

  it('holds every quoted text verbatim, or produces it through a helper or constant', () => {
    const missing = specTexts.filter(({ text }) => !catalogue.has(text) && COVERED[text] !== text);
    expect(missing.map((m) => `${JSON.stringify(m.text)} (${m.where})`)).toEqual([]);
  });

  it('covers only texts the spec really quotes (no stale helper mapping)', () => {
    const quoted = new Set(specTexts.map((t) => t.text));
    expect(Object.keys(COVERED).filter((text) => !quoted.has(text))).toEqual([]);
  });

  it('holds in SPEC_MESSAGES only texts the spec quotes', () => {
    const quoted = new Set(specTexts.map((t) => t.text));
    expect([...catalogue].filter((text) => !quoted.has(text))).toEqual([]);
  });

  it('keeps spec and added texts apart', () => {
    const specKeys = new Set(Object.keys(SPEC_MESSAGES));
    expect(Object.keys(EXTRA_MESSAGES).filter((k) => specKeys.has(k))).toEqual([]);
    expect(Object.values(EXTRA_MESSAGES).filter((v) => catalogue.has(v))).toEqual([]);
  });

  it('builds the templated texts', () => {
    expect(harusDiisi('Kadar')).toBe('Kadar Harus Diisi');
    expect(tidakBolehKosong('Kategori')).toBe('Kategori Tidak Boleh Kosong');
    expect(konfirmasiHapus('Data Ini')).toBe('Apakah Anda Yakin Ingin Menghapus Data Ini?');
    expect(konfirmasiBatalSortir('SR-0001')).toBe('Apakah Anda Yakin Ingin Membatal No Sortir Ini SR-0001?');
    expect(printedBy('ADMIN', '2024-05-01')).toBe('Printed By ADMIN / 2024-05-01');
    expect(pageOf(3, 10)).toBe('3 of 10');
    expect(textOrDash('')).toBe('-');
    expect(textOrDash('CINCIN')).toBe('CINCIN');
  });
});
