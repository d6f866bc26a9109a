import { describe, expect, it } from 'vitest';
import { maskPhone, poinKoreksiMaksKey } from './member.ts';

describe('maskPhone', () => {
  it('keeps the first four and the last three digits of a phone number', () => {
    expect(maskPhone('081234567890')).toBe('0812*****890');
    expect(maskPhone('08123456')).toBe('0812*456');
  });
  it('keeps only the last two digits of a short number, and nothing of an empty one', () => {
    expect(maskPhone('1234567')).toBe('*****67');
    expect(maskPhone('12')).toBe('12');
    expect(maskPhone('')).toBe('');
  });
});

describe('poinKoreksiMaksKey', () => {
  it('names the Para System key of a level', () => {
    expect(poinKoreksiMaksKey('KASIR')).toBe('poin_koreksi_maks_kasir');
  });
});
