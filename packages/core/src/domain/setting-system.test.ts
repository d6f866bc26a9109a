import { describe, expect, it } from 'vitest';
import { SETTING_HUTANG_DEFAULT } from './hutang.ts';
import { hitungHargaJual } from './harga.ts';
import { DISKON_MAKS_DEFAULT, hargaBaris } from './penjualan.ts';
import {
  bulatkanKeAtas,
  bulatkanKeBawah,
  diskonMelebihiBatas,
  hargaBeliBaris,
  hitungMdr,
  hitungPpn,
  SETTING_SYSTEM_DEFAULT,
  settingFromParams,
  settingToParams,
  tarifPpn,
} from './setting-system.ts';

describe('settings read from Para System', () => {
  it('falls back to today’s behaviour for a missing or unreadable value, and reads back what it writes', () => {
    expect(settingFromParams({})).toEqual(SETTING_SYSTEM_DEFAULT);
    expect(settingFromParams({ pembulatan_beli: '300', diskon_maks_kasir: 'banyak', wajib_harga_harian: 'ya' })).toEqual(
      SETTING_SYSTEM_DEFAULT,
    );
    const values = { ...SETTING_SYSTEM_DEFAULT, pembulatan_beli: 1000 as const, ppn_tarif_faktur: '1.2', wajib_harga_harian: true };
    expect(settingFromParams(settingToParams(values))).toEqual(values);
  });

  it('holds the loan rules the loans read (defaults as before the screen), and round-trips them', () => {
    expect(SETTING_SYSTEM_DEFAULT).toMatchObject(SETTING_HUTANG_DEFAULT);
    expect(settingFromParams({ hutang_periode_bunga: 'MINGGU', hutang_masa_tenggang: '-1', hutang_denda_persen: '1,5' })).toEqual(
      SETTING_SYSTEM_DEFAULT,
    );
    const values = {
      ...SETTING_SYSTEM_DEFAULT,
      hutang_periode_bunga: '15_HARI' as const,
      hutang_masa_tenggang: 0,
      hutang_denda_persen: '2.5',
    };
    expect(settingFromParams(settingToParams(values))).toEqual(values);
  });

  it('keeps the discount defaults the sale used before the screen existed', () => {
    expect(Number(SETTING_SYSTEM_DEFAULT.diskon_maks_kasir)).toBe(DISKON_MAKS_DEFAULT.KASIR);
    expect(Number(SETTING_SYSTEM_DEFAULT.diskon_maks_admin)).toBe(DISKON_MAKS_DEFAULT.ADMIN);
  });
});

describe('rounding', () => {
  it('rounds a sale up and a payout down to the multiple', () => {
    expect(bulatkanKeAtas(5_084_143, 500)).toBe(5_084_500);
    expect(bulatkanKeAtas(5_084_143, 1000)).toBe(5_085_000);
    expect(bulatkanKeAtas('5084000.2', 1)).toBe(5_084_001);
    expect(bulatkanKeBawah(5_084_143, 500)).toBe(5_084_000);
    expect(bulatkanKeBawah(5_084_143, 1000)).toBe(5_084_000);
    expect(bulatkanKeBawah(5_084_143, 1)).toBe(5_084_143);
    expect(bulatkanKeBawah(-5, 500)).toBe(0);
  });

  it('applies the chain’s multiple in the price rules the server and the screens share', () => {
    // 3.217 g × Rp 1,580,411 = 5,084,182.187 → whole rupiah down, then to the payout multiple.
    expect(hargaBeliBaris('3.217', 1_580_411)).toBe(5_084_182);
    expect(hargaBeliBaris('3.217', 1_580_411, 1000)).toBe(5_084_000);
    expect(hitungHargaJual({ hargaPerGram: 1_000_001, berat: '1.000', kadar: '24K', kategoriHarga: 'harga_100%' })).toBe(1_000_500);
    expect(hitungHargaJual({ hargaPerGram: 1_000_001, berat: '1.000', kadar: '24K', kategoriHarga: 'harga_100%', pembulatan: 1000 })).toBe(
      1_001_000,
    );
    expect(hargaBaris({ harga_emas: 1_000_000, ongkos: 50_100, harga_atribut: 0, diskon: 0 })).toBe(1_050_500);
    expect(hargaBaris({ harga_emas: 1_000_000, ongkos: 50_100, harga_atribut: 0, diskon: 0, pembulatan: 100 })).toBe(1_050_100);
  });
});

describe('discount limit and PPN', () => {
  it('knows a discount over a level’s limit (percent of the price before discount, rupiah rounded down)', () => {
    expect(diskonMelebihiBatas(1_000_050, 20_001, '2')).toBe(false);
    expect(diskonMelebihiBatas(1_000_050, 20_002, '2')).toBe(true);
    expect(diskonMelebihiBatas(1_000_000, 15_000, '1.5')).toBe(false);
    expect(diskonMelebihiBatas(1_000_000, 1_000_000, '100')).toBe(false);
  });

  it('takes the PPN out of a price that includes it: DPP + PPN = the price', () => {
    expect(hitungPpn(10_110_000, '1.1')).toEqual({ dpp: 10_000_000, ppn: 110_000 });
    expect(hitungPpn(10_165_000, '1.65')).toEqual({ dpp: 10_000_000, ppn: 165_000 });
    const { dpp, ppn } = hitungPpn(3_564_500, '1.65');
    expect(dpp + ppn).toBe(3_564_500);
    expect(hitungPpn(3_564_500, '0')).toEqual({ dpp: 3_564_500, ppn: 0 });
    expect(tarifPpn(SETTING_SYSTEM_DEFAULT, 'FAKTUR')).toBe('1.1');
    expect(tarifPpn(SETTING_SYSTEM_DEFAULT, 'NON_FAKTUR')).toBe('1.65');
    expect(tarifPpn(SETTING_SYSTEM_DEFAULT, 'JASA')).toBe('1.1');
  });
});

describe('MDR of a QRIS or card payment', () => {
  it('is gross × rate in whole rupiah half up, exactly; net = gross − fee; a cancel negates both', () => {
    // 3,706.5 → 3,707 (banker's rounding would say 3,706); 750.0075 → 750.
    expect(hitungMdr(1_235_500, '0.3')).toEqual({ biaya: 3_707, neto: 1_231_793 });
    expect(hitungMdr(500_005, '0.15')).toEqual({ biaya: 750, neto: 499_255 });
    expect(hitungMdr(-1_235_500, '0.3')).toEqual({ biaya: -3_707, neto: -1_231_793 });
    expect(hitungMdr(1_000_000, '0')).toEqual({ biaya: 0, neto: 1_000_000 });
  });

  it('reads the rates from Para System (unreadable: 0, as before)', () => {
    expect(settingFromParams({ mdr_qris: '0.30', mdr_debit: 'x', mdr_kredit: '2.5' })).toMatchObject({
      mdr_qris: '0.3',
      mdr_debit: '0',
      mdr_kredit: '2.5',
    });
  });
});
