// Reads the pixel size of a JPEG from its frame header, without decoding it: enough to check that the
// web resized a photo before upload (at most 720 × 1366).

/** True when the bytes start like a JPEG file (SOI marker followed by another marker). */
export function isJpeg(bytes: Uint8Array): boolean {
  return bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
}

// Start-of-frame markers carry the size; C4 (huffman tables), C8 (reserved) and CC (arithmetic coding) do not.
const isStartOfFrame = (marker: number): boolean =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/**
 * The width and height of a JPEG (from its first start-of-frame segment), or null when the bytes are not a
 * JPEG or end before the frame header.
 */
export function jpegSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (!isJpeg(bytes)) return null;
  const u16 = (at: number) => ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
  let at = 2;
  while (at + 3 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    // Markers without a length: TEM, RST0–7, SOI, EOI.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      at += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image or scan data before any frame header
    const length = u16(at + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (at + 8 >= bytes.length) return null;
      const height = u16(at + 5);
      const width = u16(at + 7);
      return width > 0 && height > 0 ? { width, height } : null;
    }
    at += 2 + length;
  }
  return null;
}
