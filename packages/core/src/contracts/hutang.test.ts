// The loan contract's fields as the server reads them: the validation list's date is a calendar date (an
// impossible day is refused at the edge, naming the field, before any query sees it) and a pledged piece's
// purity is the field kit's.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { dataValidasiHutang, DetailHutangSchema } from './hutang.ts';

const parse = (schema: z.ZodType | undefined, value: unknown) => {
  if (!schema) throw new Error('the endpoint declares no such schema');
  const result = schema.safeParse(value);
  return result.success ? { value: result.data } : { message: result.error.issues[0]?.message };
};

describe('hutang contract', () => {
  const query = dataValidasiHutang.query;

  it("GET hutang/validasi refuses 2026-02-30 with 'Tanggal System Tidak Valid' and takes a real day or none", () => {
    expect(parse(query, { tgl_system: '2026-02-30' })).toEqual({ message: 'Tanggal System Tidak Valid' });
    expect(parse(query, { tgl_system: '2026-13-01' })).toEqual({ message: 'Tanggal System Tidak Valid' });
    expect(parse(query, { kode_toko: 't01', tgl_system: '2028-02-29' })).toEqual({ value: { kode_toko: 'T01', tgl_system: '2028-02-29' } });
    expect(parse(query, { tgl_system: '' })).toEqual({ value: { tgl_system: undefined } });
  });

  it("a pledged piece's purity: 'Kadar Tidak Valid' for a malformed one, upper-cased carats taken", () => {
    const piece = { nama_barang: 'cincin', kode_group: 'emas', berat: '5.000' };
    expect(parse(DetailHutangSchema, { ...piece, kadar: 'abc' })).toEqual({ message: MESSAGES.kadarTidakValid });
    expect(parse(DetailHutangSchema, { ...piece, kadar: '' })).toEqual({ message: 'Kadar Tidak Boleh Kosong' });
    expect(parse(DetailHutangSchema, { ...piece, kadar: '17k' })).toMatchObject({ value: { kadar: '17K', nama_barang: 'CINCIN' } });
  });
});
