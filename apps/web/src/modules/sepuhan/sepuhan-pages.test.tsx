import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@kencana/core';
import { lineProblem } from './kirim-sepuh-page.tsx';
import { labelingProblem } from './kirim-labeling-page.tsx';

// The Sepuhan screens' own rules: refined + damaged never above the tray's total (kirim-sepuh), a labelling
// send never above the batch's remainder (the screens themselves are driven by e2e/tests/rantai-sepuhan.last.spec.ts).
describe('the entry rules', () => {
  it('kirim-sepuh: the four "Tidak Boleh Besar Dari Jumlah" rules, in the specification’s order', () => {
    const total = { qty: 3, berat: '5.000' };
    const form = { berat_sepuh: '4', qty_sepuh: '2', berat_rusak: '1', qty_rusak: '1' };
    expect(lineProblem(total, form)).toBeNull();
    expect(lineProblem(total, { ...form, berat_sepuh: '5.001' })).toBe(MESSAGES.beratSepuhTidakBolehBesarDariJumlahBerat);
    expect(lineProblem(total, { ...form, berat_rusak: '1.001' })).toBe(MESSAGES.beratRusakTidakBolehBesarDariJumlahBerat);
    expect(lineProblem(total, { ...form, qty_sepuh: '4' })).toBe(MESSAGES.qtySepuhTidakBolehBesarDariJumlah);
    expect(lineProblem(total, { ...form, qty_rusak: '2' })).toBe(MESSAGES.qtyRusakTidakBolehBesarDariJumlah);
  });

  it('kirim-labeling: not above the initial qty and weight', () => {
    const awal = { qty: 2, berat: '3.800' };
    expect(labelingProblem(awal, '2', '3.8')).toBeNull();
    expect(labelingProblem(awal, '3', '1')).toBe(MESSAGES.jumlahQtyMelebihiQtyAwal);
    expect(labelingProblem(awal, '1', '3.801')).toBe(MESSAGES.jumlahBeratMelebihiBeratAwal);
  });
});
