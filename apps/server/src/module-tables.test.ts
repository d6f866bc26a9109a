// A module writes only its own tables: another module's rows change through that module's face (index.ts).
// Every INSERT / UPDATE / DELETE a module's code spells (SQL text or Drizzle's insert/update/delete) is read
// from its source and held to the owners below. A write that is neither the module's own nor one of the
// listed crossings fails here: give the table's owner a call on its face instead.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTableName, is, Table } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from './db/schema/index.ts';

const MODULES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'modules');

/** Each module's own tables. Tables of no module (the ledger's, stores, masters) are written by the shared layers or the generic masters router. */
const OWN: Record<string, readonly string[]> = {
  // Master rows changed by other modules' documents go through the masters face (a gift's stock, Para System).
  masters: ['hadiah', 'para_system'],
  auth: ['sessions', 'login_attempts'],
  users: ['users', 'user_menus'],
  barang: ['barang'],
  'kirim-barang': ['kirim_barang', 'kirim_barang_detail', 'terima_barang'],
  'mutasi-barang': ['cucian', 'cucian_detail', 'timbang_baki', 'stock_opname_barang', 'stock_opname_barang_detail'],
  kiriman: ['kiriman', 'kiriman_detail'],
  sepuhan: [
    'sortir_pembelian',
    'sortir_pembelian_detail',
    'sortir_sepuh',
    'sortir_sepuh_detail',
    'kirim_sepuh',
    'kirim_sepuh_detail',
    'terima_sepuh',
    'terima_sepuh_detail',
    'kirim_labeling',
    'barang_rusak',
  ],
  tukang: ['tukang_bahan', 'pesanan', 'pesanan_detail', 'pesanan_bayar', 'so_pesanan'],
  pembelian: ['pembelian', 'pembelian_detail', 'pembelian_bayar'],
  penjualan: ['penjualan', 'penjualan_detail', 'penjualan_bayar', 'setting_nota'],
  tukar: ['barang_tukar'],
  member: ['member', 'tukar_poin'],
  system: ['eod_closes', 'validasi_transaksi', 'setting_toko', 'hitung_kas'],
  // The cash and bank documents' own records and the sendings to head office.
  keuangan: ['transaksi_keuangan', 'setor_pusat'],
  // The chain's settings (/settingsystem).
  'setting-system': ['setting_system_toko'],
  // The owner's page: stored day audits and full re-checks.
  pemilik: ['audit_harian', 'audit_penuh'],
  // Hutang
  hutang: ['hutang', 'hutang_detail', 'hutang_bayar', 'hutang_setting_toko', 'hutang_validasi'],
  // Services
  services: ['services', 'service_detail', 'service_log'],
  // Deposits (titipan): the day's check of deposits and refunds (the deposits are the money ledger's).
  titipan: ['validasi_titipan'],
  // Backups: one row per archive.
  backup: ['backups'],
};

/** Written by any module: the audit trail every change of accounts, masters and the day appends to. */
const SHARED = ['audit_log'];

/** The crossings that remain, each with why; a new one is refused. None is left: every write is the module's own. */
const CROSSINGS: Record<string, readonly string[]> = {};

const TABLES = new Map<string, string>();
for (const [name, value] of Object.entries(schema)) if (is(value, Table)) TABLES.set(name, getTableName(value));

/** The tables a source file writes: SQL text and Drizzle calls, comments left out. */
function writes(source: string): Set<string> {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const found = new Set<string>();
  for (const match of code.matchAll(/\b(?:INSERT INTO|UPDATE|DELETE FROM)\s+([a-z_]+)/g))
    if ([...TABLES.values()].includes(match[1]!)) found.add(match[1]!);
  for (const match of code.matchAll(/\.(?:insert|update|delete)\(\s*([A-Za-z_]+)\s*\)/g)) {
    const table = TABLES.get(match[1]!);
    if (table) found.add(table);
  }
  return found;
}

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.fixtures.ts') ? [file] : [];
  });
}

describe('a module writes only its own tables', () => {
  it('finds the writes it checks (the scan reads SQL text and Drizzle calls)', () => {
    expect(writes('await tx.execute(sql`UPDATE kiriman_detail SET qty = 1`); await tx.insert(kirim_sepuh).values({});')).toEqual(
      new Set(['kiriman_detail', 'kirim_sepuh']),
    );
    expect(writes('// UPDATE barang in a comment\nconst x = sql`SELECT 1 FROM barang FOR UPDATE`;')).toEqual(new Set());
  });

  it('holds every module to its own tables, the shared audit trail and the listed crossings', () => {
    const modules = fs
      .readdirSync(MODULES, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    const foreign: string[] = [];
    for (const module of modules) {
      const allowed = new Set([...(OWN[module] ?? []), ...SHARED, ...(CROSSINGS[module] ?? [])]);
      for (const file of sources(path.join(MODULES, module))) {
        for (const table of writes(fs.readFileSync(file, 'utf8'))) {
          if (!allowed.has(table)) foreign.push(`${path.relative(MODULES, file)} writes ${table}`);
        }
      }
    }
    expect(foreign).toEqual([]);
  });

  it('gives every table at most one owning module', () => {
    const owners = new Map<string, string[]>();
    for (const [module, tables] of Object.entries(OWN))
      for (const table of tables) owners.set(table, [...(owners.get(table) ?? []), module]);
    expect([...owners].filter(([, list]) => list.length > 1)).toEqual([]);
    expect([...owners.keys()].filter((table) => ![...TABLES.values()].includes(table))).toEqual([]);
  });
});
