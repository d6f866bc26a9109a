import { describe, expect, it } from 'vitest';
import { DOC_PREFIXES } from './doc-prefixes.ts';
import { DOCUMENT_TYPES } from './stock.ts';

describe('document-number prefixes', () => {
  const prefixes = Object.values(DOC_PREFIXES);

  it('gives each meaning its own prefix', () => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const [key, prefix] of Object.entries(DOC_PREFIXES)) {
      const other = seen.get(prefix);
      if (other) clashes.push(`${prefix}: ${other} / ${key}`);
      seen.set(prefix, key);
    }
    expect(clashes).toEqual([]);
  });

  it('are upper-case letters that fit the counter column (10) and hold no separator', () => {
    for (const prefix of prefixes) expect(prefix).toMatch(/^[A-Z]{2,10}$/);
  });

  it('every stock document type numbers from the registry', () => {
    const outside = Object.entries(DOCUMENT_TYPES).filter(([, type]) => !(prefixes as readonly string[]).includes(type.prefix));
    expect(outside).toEqual([]);
  });

  it('types share a prefix only where the registry names the shared sequence', () => {
    const byPrefix = new Map<string, string[]>();
    for (const [code, type] of Object.entries(DOCUMENT_TYPES)) byPrefix.set(type.prefix, [...(byPrefix.get(type.prefix) ?? []), code]);
    const shared = [...byPrefix].filter(([, codes]) => codes.length > 1).map(([prefix, codes]) => [prefix, codes.sort()]);
    expect(shared).toEqual([
      [DOC_PREFIXES.PINDAH, ['PINDAH_BAKI', 'PINDAH_BARANG', 'PINDAH_SORTIR']],
      [DOC_PREFIXES.KIRIM_SEPUH, ['KIRIM_SEPUH', 'KIRIM_SEPUH_BOS']],
    ]);
  });
});
