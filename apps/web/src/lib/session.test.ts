import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '@kencana/core';
import { ownerSession } from '../app/test-helpers.tsx';
import {
  STORAGE_KEYS,
  clearSession,
  enforceLoginDay,
  getSession,
  getToken,
  isLoginFlagToday,
  saveSession,
  storeToday,
  useSession,
} from './session.ts';

describe('session', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  it('keeps token, data and today as the login flag', () => {
    saveSession('tok-1', ownerSession());
    expect(getToken()).toBe('tok-1');
    expect(getSession()?.user_id).toBe('owner');
    expect(localStorage.getItem(STORAGE_KEYS.loginFlag)).toBe(storeToday());
    expect(isLoginFlagToday()).toBe(true);
    expect(enforceLoginDay()).toBe(true);
  });

  it('wipes local storage when the login flag is not today', () => {
    saveSession('tok-1', ownerSession());
    localStorage.setItem('kencana.draft-kirim-barang', '[1,2]');
    localStorage.setItem(STORAGE_KEYS.loginFlag, addDays(storeToday(), -1));

    expect(enforceLoginDay()).toBe(false);

    expect(getToken()).toBeNull();
    expect(getSession()).toBeNull();
    expect(localStorage.getItem('kencana.draft-kirim-barang')).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.loginFlag)).toBe('false');
  });

  it('treats a missing flag as not today', () => {
    localStorage.setItem(STORAGE_KEYS.token, 'stale');
    expect(enforceLoginDay()).toBe(false);
    expect(getToken()).toBeNull();
  });

  it('computes today in the store time zone (Asia/Jakarta, UTC+7)', () => {
    // 2024-05-01 20:30 UTC is already 2024-05-02 03:30 in Jakarta.
    expect(storeToday(new Date('2024-05-01T20:30:00Z'))).toBe('2024-05-02');
    expect(storeToday(new Date('2024-05-01T16:59:00Z'))).toBe('2024-05-01');
  });

  it('ignores unreadable stored data', () => {
    localStorage.setItem(STORAGE_KEYS.session, '{"user_id":1}');
    expect(getSession()).toBeNull();
    localStorage.setItem(STORAGE_KEYS.session, 'not json');
    expect(getSession()).toBeNull();
  });

  it('useSession follows sign-in and clearSession', () => {
    const { result } = renderHook(() => useSession());
    expect(result.current).toBeNull();
    act(() => saveSession('tok-2', ownerSession({ nama_toko: 'TOKO A' })));
    expect(result.current?.nama_toko).toBe('TOKO A');
    act(() => clearSession());
    expect(result.current).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.loginFlag)).toBe('false');
  });
});
