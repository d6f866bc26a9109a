import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { draftKey, readDraft, useLocalDraft } from './local-draft.ts';

type Draft = { items: string[] };
const EMPTY: Draft = { items: [] };
const isDraft = (value: unknown): value is Draft => typeof value === 'object' && value !== null && Array.isArray((value as Draft).items);
const KEY = draftKey('uji');

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('useLocalDraft', () => {
  it('keeps the work in browser storage as it changes, and nothing while empty', () => {
    const { result } = renderHook(() => useLocalDraft(KEY, EMPTY, isDraft));
    expect(localStorage.getItem(KEY)).toBeNull();
    act(() => result.current[1]({ items: ['A1B2C3D4'] }));
    expect(JSON.parse(localStorage.getItem(KEY) ?? 'null')).toEqual({ items: ['A1B2C3D4'] });
  });

  it('restores the draft after a reload of the page', () => {
    localStorage.setItem(KEY, JSON.stringify({ items: ['X', 'Y'] }));
    const { result } = renderHook(() => useLocalDraft(KEY, EMPTY, isDraft));
    expect(result.current[0]).toEqual({ items: ['X', 'Y'] });
  });

  it('ignores a stored value of another shape', () => {
    localStorage.setItem(KEY, JSON.stringify({ lines: 3 }));
    expect(readDraft(KEY, isDraft)).toBeNull();
    localStorage.setItem(KEY, '{broken');
    const { result } = renderHook(() => useLocalDraft(KEY, EMPTY, isDraft));
    expect(result.current[0]).toEqual(EMPTY);
  });

  it('is cleared after a successful send (clear) and when the user leaves the screen (unmount)', () => {
    const { result, unmount } = renderHook(() => useLocalDraft(KEY, EMPTY, isDraft));
    act(() => result.current[1]({ items: ['A'] }));
    act(() => result.current[2]());
    expect(result.current[0]).toEqual(EMPTY);
    expect(localStorage.getItem(KEY)).toBeNull();
    act(() => result.current[1]({ items: ['B'] }));
    expect(localStorage.getItem(KEY)).not.toBeNull();
    unmount();
    expect(localStorage.getItem(KEY)).toBeNull();
  });
});
