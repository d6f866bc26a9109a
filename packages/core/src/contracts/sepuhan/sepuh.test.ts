import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../messages.ts';
import { KirimSepuhLineSchema } from './sepuh.ts';

const line = (weights: { berat: unknown; berat_sepuh: unknown; berat_rusak: unknown }) => ({
  kode_baki: 'SS01',
  kode_dept: 'CIN',
  kode_group: '17K',
  qty: 3,
  qty_sepuh: 2,
  qty_rusak: 1,
  ...weights,
});
const messages = (value: unknown) => {
  const result = KirimSepuhLineSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('a refining line: the parts against the whole, by exact weight', () => {
  it('takes parts that add up to the whole to the milligram (0.1 + 0.2 is 0.3)', () => {
    expect(messages(line({ berat: '0.3', berat_sepuh: '0.1', berat_rusak: '0.2' }))).toEqual([]);
  });

  it('refuses a refined part or a damaged part past the whole by one milligram', () => {
    expect(messages(line({ berat: '1.000', berat_sepuh: '1.001', berat_rusak: '0' }))).toEqual([
      MESSAGES.beratSepuhTidakBolehBesarDariJumlahBerat,
    ]);
    expect(messages(line({ berat: '1.000', berat_sepuh: '0.5', berat_rusak: '0.501' }))).toEqual([
      MESSAGES.beratRusakTidakBolehBesarDariJumlahBerat,
    ]);
  });

  it('answers a malformed weight with its field text, not a crash of the comparison', () => {
    expect(messages(line({ berat: '3.25.1', berat_sepuh: '1', berat_rusak: '0' }))).toEqual([MESSAGES.beratTidakValid]);
    expect(messages(line({ berat: '3', berat_sepuh: '1,5', berat_rusak: '0' }))).toEqual([MESSAGES.beratTidakValid]);
  });
});
