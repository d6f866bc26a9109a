import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import { isCommonPassword, PASSWORD_MIN_LENGTH, passwordProblem } from './password.ts';

describe('passwordProblem', () => {
  it(`asks at least ${PASSWORD_MIN_LENGTH} characters, with the message the caller names`, () => {
    expect(passwordProblem('a1b2c3d')).toBe(MESSAGES.passwordMinimal);
    expect(passwordProblem('a1b2c3d', undefined, MESSAGES.passwordBaruMinimal)).toBe(MESSAGES.passwordBaruMinimal);
    expect(passwordProblem('x'.repeat(201) + 'q')).toBe(MESSAGES.passwordTerlaluPanjang);
  });

  it('refuses the commonest passwords, repetitions, runs and the shop’s words', () => {
    for (const password of [
      '12345678',
      '123456789',
      'password',
      'PASSWORD1',
      'qwerty123',
      'iloveyou',
      'aaaaaaaa',
      '11111111',
      'abababab',
      'abcdefgh',
      'hgfedcba',
      '87654321',
      'asdfghjkl',
      'kencana1',
      'Kencana2026!',
      'emas1234',
      'tokoemas99',
      'admin123',
      'rahasia1',
      'bismillah',
      '12345678!',
    ]) {
      expect([password, isCommonPassword(password)]).toEqual([password, true]);
      expect(passwordProblem(password)).toBe(MESSAGES.passwordTerlaluUmum);
    }
  });

  it('refuses a password holding the user id, whatever the case; a short id only as the whole password', () => {
    expect(passwordProblem('budisantoso', 'budisantoso')).toBe(MESSAGES.passwordMengandungUserId);
    expect(passwordProblem('Budi-Santoso-7', 'budi')).toBe(MESSAGES.passwordMengandungUserId);
    expect(passwordProblem('xBUDIx-kalung', 'Budi')).toBe(MESSAGES.passwordMengandungUserId);
    expect(passwordProblem('bolu-kukus-9', 'bo')).toBeNull();
  });

  it('accepts a password of ordinary words and digits', () => {
    for (const password of ['cincin-kawin-7', 'Gelang Rantai 21', 'kopi susu pagi', 'm4w4r-merah'])
      expect(passwordProblem(password, 'kasir')).toBeNull();
  });
});
