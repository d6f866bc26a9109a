import { describe, expect, it } from 'vitest';
import { FOTO_MAX_HEIGHT, FOTO_MAX_WIDTH } from '@kencana/core';
import { fitWithin, PHOTO_QUALITY, QUALITY_STEPS } from './photo.ts';

describe('fitWithin: the size a photo is stored at (at most 720 × 1366)', () => {
  it('keeps a picture that already fits as it is (never enlarges)', () => {
    expect(fitWithin(640, 480)).toEqual({ width: 640, height: 480 });
    expect(fitWithin(720, 1366)).toEqual({ width: 720, height: 1366 });
  });

  it('scales a landscape camera frame down to the width limit, keeping proportions', () => {
    expect(fitWithin(1280, 720)).toEqual({ width: 720, height: 405 });
    expect(fitWithin(1920, 1080)).toEqual({ width: 720, height: 405 });
  });

  it('scales a tall phone photo by its height when that is the tighter limit', () => {
    // 1080 × 2400: width asks 0.667, height 0.569 → 615 × 1366.
    expect(fitWithin(1080, 2400)).toEqual({ width: 615, height: 1366 });
    expect(fitWithin(3000, 4000)).toEqual({ width: 720, height: 960 });
  });

  it('never exceeds either limit for any size, and never collapses to nothing', () => {
    for (const [w, h] of [
      [4032, 3024],
      [100, 5000],
      [5000, 100],
      [1, 1],
      [721, 1367],
      [7200, 13660],
    ] as const) {
      const size = fitWithin(w, h);
      expect(size.width, `${w}x${h}`).toBeLessThanOrEqual(FOTO_MAX_WIDTH);
      expect(size.height, `${w}x${h}`).toBeLessThanOrEqual(FOTO_MAX_HEIGHT);
      expect(size.width).toBeGreaterThanOrEqual(1);
      expect(size.height).toBeGreaterThanOrEqual(1);
      // Proportions kept: the shorter side is within a pixel (of rounding) of the exact scale.
      const off = w >= h ? Math.abs(size.height - (size.width * h) / w) : Math.abs(size.width - (size.height * w) / h);
      expect(off, `${w}x${h}`).toBeLessThanOrEqual(1);
    }
    expect(fitWithin(0, 100)).toEqual({ width: 0, height: 0 });
  });

  it('encodes at JPEG quality 50 first', () => {
    expect(PHOTO_QUALITY).toBe(0.5);
    expect(QUALITY_STEPS[0]).toBe(0.5);
  });
});
