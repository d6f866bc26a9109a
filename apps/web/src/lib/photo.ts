// Item photos as the server keeps them: a JPEG of at most 720 × 1366 pixels at quality 50 (spec 000 §9),
// made in the browser from a picked file or a webcam frame, so the upload is small.
import { FOTO_MAX_BYTES, FOTO_MAX_HEIGHT, FOTO_MAX_WIDTH } from '@kencana/core';

export const PHOTO_QUALITY = 0.5;

/**
 * The size a picture is drawn at: scaled down (never up) to fit within max × max, keeping its proportions,
 * whole pixels, at least 1 × 1. A landscape camera frame 1280 × 720 becomes 720 × 405.
 */
export function fitWithin(
  width: number,
  height: number,
  maxWidth = FOTO_MAX_WIDTH,
  maxHeight = FOTO_MAX_HEIGHT,
): { width: number; height: number } {
  if (!(width > 0) || !(height > 0)) return { width: 0, height: 0 };
  const scale = Math.min(1, maxWidth / width, maxHeight / height);
  return {
    width: Math.max(1, Math.min(maxWidth, Math.round(width * scale))),
    height: Math.max(1, Math.min(maxHeight, Math.round(height * scale))),
  };
}

/** Qualities tried in turn until the JPEG fits the server's 1 MB (quality 0.5 nearly always does). */
export const QUALITY_STEPS = [PHOTO_QUALITY, 0.4, 0.3, 0.2] as const;

function toBlob(canvas: HTMLCanvasElement, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('toBlob failed'))), 'image/jpeg', quality),
  );
}

/** Draws an image (a decoded file, a video frame) resized to fit, as a JPEG. */
export async function resizeToJpeg(
  source: CanvasImageSource,
  sourceWidth: number,
  sourceHeight: number,
): Promise<{ blob: Blob; width: number; height: number }> {
  const size = fitWithin(sourceWidth, sourceHeight);
  if (size.width === 0) throw new Error('empty image');
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no canvas');
  // JPEG has no transparency: a transparent PNG would turn black without a white ground.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size.width, size.height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(source, 0, 0, size.width, size.height);
  let blob: Blob | null = null;
  for (const quality of QUALITY_STEPS) {
    blob = await toBlob(canvas, quality);
    if (blob.size <= FOTO_MAX_BYTES) break;
  }
  return { blob: blob as Blob, ...size };
}

/** A picked image file, decoded (EXIF rotation applied) and resized to a JPEG. */
export async function resizeImageFile(file: Blob): Promise<{ blob: Blob; width: number; height: number }> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    return await resizeToJpeg(bitmap, bitmap.width, bitmap.height);
  } finally {
    bitmap.close();
  }
}

/** The current frame of a playing video (the webcam), resized to a JPEG. */
export function captureVideoFrame(video: HTMLVideoElement): Promise<{ blob: Blob; width: number; height: number }> {
  return resizeToJpeg(video, video.videoWidth, video.videoHeight);
}
