import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DateSchema, GramsSchema } from './common.ts';
import { fieldLabel } from './error-map.ts';
import { MESSAGES } from '../messages.ts';
import { isCalendarDate } from '../format/dates.ts';

const firstMessage = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('DateSchema', () => {
  it('takes the days the calendar has and refuses the rest, naming the field', () => {
    const schema = z.object({ tgl_to: DateSchema, tgl_kirim: DateSchema.optional() });
    expect(schema.safeParse({ tgl_to: '2028-02-29' }).success).toBe(true);
    expect(firstMessage(schema, { tgl_to: '2026-02-30' })).toBe('Tanggal Akhir Tidak Valid');
    expect(firstMessage(schema, { tgl_to: '2026-13-45' })).toBe('Tanggal Akhir Tidak Valid');
    expect(firstMessage(schema, { tgl_to: '2026-11-22', tgl_kirim: '2026-11-22T10:00' })).toBe('Tanggal Kirim Tidak Valid');
    expect(firstMessage(schema, {})).toBe('Tanggal Akhir Harus Diisi');
  });

  it('isCalendarDate knows leap years', () => {
    expect(['2026-02-28', '2028-02-29', '2026-12-31'].every(isCalendarDate)).toBe(true);
    expect(['2026-02-29', '2026-02-30', '2026-13-01', '2026-00-10', '2026-1-1', '', 20261122].some(isCalendarDate)).toBe(false);
  });
});

describe('zod error map', () => {
  const schema = z.object({
    kode_baki: z.string().min(1).max(10),
    qty: z.number().int().min(1),
    items: z
      .array(z.object({ berat: GramsSchema }))
      .min(1)
      .max(2),
    tipe: z.enum(['SP', 'A']).optional(),
  });

  it('words what the schemas leave unsaid in Indonesian, naming the field', () => {
    expect(firstMessage(schema, [])).toBe(MESSAGES.dataTidakValid);
    expect(firstMessage(schema, null)).toBe(MESSAGES.dataTidakValid);
    expect(firstMessage(schema.pick({ kode_baki: true }), {})).toBe('Kode Baki Harus Diisi');
    expect(firstMessage(schema.pick({ kode_baki: true }), { kode_baki: '' })).toBe('Kode Baki Harus Diisi');
    expect(firstMessage(schema.pick({ kode_baki: true }), { kode_baki: 'X'.repeat(11) })).toBe('Kode Baki Maksimal 10 Karakter');
    expect(firstMessage(schema.pick({ kode_baki: true }), { kode_baki: 5 })).toBe('Kode Baki Tidak Valid');
    expect(firstMessage(schema.pick({ qty: true }), { qty: 'abc' })).toBe('Qty Harus Berupa Angka');
    expect(firstMessage(schema.pick({ qty: true }), { qty: 1.5 })).toBe('Qty Harus Berupa Angka Bulat');
    expect(firstMessage(schema.pick({ qty: true }), { qty: 0 })).toBe('Qty Minimal 1');
    // An exclusive bound refuses the bound itself: not 'Minimal 0'.
    expect(firstMessage(z.object({ harga: z.number().positive() }), { harga: 0 })).toBe('Harga Harus Lebih Dari 0');
    expect(firstMessage(schema.pick({ items: true }), { items: [] })).toBe('Data Barang Tidak Boleh Kosong');
    expect(firstMessage(schema.pick({ items: true }), { items: [{ berat: '1' }, { berat: '1' }, { berat: '1' }] })).toBe(
      'Jumlah Data Barang Maksimal 2',
    );
    expect(firstMessage(schema.pick({ tipe: true }), { tipe: 'X' })).toBe('Tipe Tidak Valid');
    expect(firstMessage(z.strictObject({}), { x_y: 1 })).toBe('Data X Y Tidak Dikenal');
  });

  it('keeps the messages a schema declares', () => {
    expect(firstMessage(schema.pick({ items: true }), { items: [{ berat: '1.2345' }] })).toBe(MESSAGES.beratTidakValid);
    expect(firstMessage(z.object({ a: z.string({ error: 'Pesan Sendiri' }) }), {})).toBe('Pesan Sendiri');
    expect(firstMessage(z.object({ a: z.string().min(2, { message: 'Pesan Min' }) }), { a: 'x' })).toBe('Pesan Min');
  });

  it('labels fields by their Indonesian words', () => {
    expect(fieldLabel('kode_barcode')).toBe('Kode Barcode');
    expect(fieldLabel('tgl_from')).toBe('Tanggal Awal');
    expect(fieldLabel('tgl_system')).toBe('Tanggal System');
    expect(fieldLabel('no_kirim')).toBe('No Kirim');
  });
});
