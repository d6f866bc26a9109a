import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@kencana/core';
import { ownerSession, renderApp, stubServer } from '../../app/test-helpers.tsx';
import { hasScreen } from '../../app/screens.ts';

beforeEach(() => {
  localStorage.clear();
  stubServer(ownerSession());
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('/blank', () => {
  it('is the empty page of the specification: its title and nothing else, not the next-release notice', async () => {
    expect(hasScreen('/blank')).toBe(true);
    renderApp('/blank', ownerSession());
    expect(await screen.findByRole('heading', { level: 3, name: 'BLANK' }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByText(MESSAGES.layarDisiapkan)).toBeNull();
    expect(screen.queryByText(MESSAGES.grupMenu)).toBeNull();
  }, 30_000);
});
