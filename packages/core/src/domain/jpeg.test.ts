import { describe, expect, it } from 'vitest';
import { isJpeg, jpegSize } from './jpeg.ts';

/** A minimal JPEG: SOI, an APP0 segment, a baseline frame header of the given size, EOI. */
function tinyJpeg(width: number, height: number, frameMarker = 0xc0): Uint8Array {
  const app0 = [0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00];
  const sof = [0xff, frameMarker, 0x00, 0x0b, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x01, 0x01, 0x11, 0x00];
  return new Uint8Array([0xff, 0xd8, ...app0, sof[0] as number, ...sof.slice(1), 0xff, 0xd9]);
}

describe('jpegSize', () => {
  it('reads width and height from the frame header', () => {
    expect(jpegSize(tinyJpeg(720, 1366))).toEqual({ width: 720, height: 1366 });
    expect(jpegSize(tinyJpeg(640, 480, 0xc2))).toEqual({ width: 640, height: 480 });
  });

  it('refuses what is not a JPEG or has no frame header', () => {
    expect(isJpeg(new TextEncoder().encode('GIF89a'))).toBe(false);
    expect(jpegSize(new TextEncoder().encode('\x89PNG\r\n'))).toBeNull();
    expect(jpegSize(new Uint8Array([0xff, 0xd8, 0xff, 0xd9]))).toBeNull();
    expect(jpegSize(tinyJpeg(720, 1366).slice(0, 25))).toBeNull();
  });
});
