import { describe, expect, it } from 'vitest';
import { purityText } from './purity.ts';

describe('purityText', () => {
  it('prints the purity with its unit: the printed purity when it has one, else percent', () => {
    expect(purityText('75', '17K')).toBe('17K');
    expect(purityText('75', '')).toBe('75%');
    expect(purityText('37.5')).toBe('37.5%');
    expect(purityText('75', '750')).toBe('75%');
    expect(purityText('', '')).toBe('');
    expect(purityText('', '75')).toBe('75%');
    expect(purityText('99.9%')).toBe('99.9%');
  });
});
