// An item's photo: a JPEG the web already resized (≤ 720 × 1366, quality 50), checked again here, stored
// by barcode (local disk or S3-compatible storage), served back to the form and deletable.
import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { FOTO_MAX_BYTES, FOTO_MAX_HEIGHT, FOTO_MAX_WIDTH, isJpeg, jpegSize, MESSAGES } from '@kencana/core';
import type { CurrentUser } from '../../auth/current-user.ts';
import { storeCondition } from '../../auth/policy.ts';
import { rows } from '../../db/client.ts';
import { barang } from '../../db/schema/index.ts';
import { fileStoreFor } from '../../files/file-store.ts';
import type { AppDeps } from '../../http/context.ts';
import { AppError, badRequest, notFound } from '../../http/errors.ts';

/** The key of an item's photo in the file store (the fixed folder "barang", named by barcode). */
export const fotoKey = (kode_barcode: string): string => `barang/${kode_barcode}.jpg`;

/** The item, if the user may see it (staff: their store's items). */
async function visibleItem(deps: AppDeps, user: CurrentUser, kode_barcode: string): Promise<{ foto: string | null }> {
  const [item] = await rows<{ foto: string | null }>(
    deps.db,
    sql`SELECT foto FROM barang WHERE kode_barcode = ${kode_barcode} AND ${storeCondition(user, sql`kode_toko`)}`,
  );
  if (!item) throw notFound(MESSAGES.barangTidakDiTemukan);
  return item;
}

/** Reads the one uploaded file of a multipart request, refusing more than `limit` bytes. */
export async function readUpload(
  request: FastifyRequest,
  limit: number,
  tooLarge: string,
): Promise<{ data: Buffer; filename: string; mimetype: string } | null> {
  if (!request.isMultipart()) return null;
  const file = await request.file({ limits: { fileSize: limit, files: 1 } });
  if (!file) return null;
  let data: Buffer;
  try {
    data = await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, tooLarge);
    throw error;
  }
  if (file.file.truncated) throw new AppError(413, tooLarge);
  return { data, filename: file.filename, mimetype: file.mimetype };
}

/**
 * The uploaded photo of a multipart request, checked (a JPEG, ≤ 1 MB, ≤ 720 × 1366) and put in the photo
 * store under `key`; any photo of the product (an item's, a service piece's) goes through here.
 */
export async function storeUploadedFoto(
  deps: AppDeps,
  request: FastifyRequest,
  key: string,
): Promise<{ width: number; height: number; bytes: number }> {
  const upload = await readUpload(request, FOTO_MAX_BYTES, MESSAGES.fotoTerlaluBesar);
  if (!upload || upload.data.length === 0) throw badRequest(MESSAGES.fotoHarusJpeg);
  const bytes = new Uint8Array(upload.data.buffer, upload.data.byteOffset, upload.data.byteLength);
  if (!isJpeg(bytes) || !['image/jpeg', 'image/jpg', 'image/pjpeg'].includes(upload.mimetype)) throw badRequest(MESSAGES.fotoHarusJpeg);
  const size = jpegSize(bytes);
  if (!size) throw badRequest(MESSAGES.fotoHarusJpeg);
  if (size.width > FOTO_MAX_WIDTH || size.height > FOTO_MAX_HEIGHT) throw badRequest(MESSAGES.fotoResolusiTerlaluBesar);
  try {
    await fileStoreFor(deps.env).put(key, upload.data, 'image/jpeg');
  } catch (error) {
    request.log.error(error);
    throw new AppError(502, MESSAGES.penyimpananFotoGagal);
  }
  return { width: size.width, height: size.height, bytes: upload.data.length };
}

/** A stored photo as a data: URL, ready for an <img src>; null when the store has none under the key. */
export async function fotoDataUrl(deps: AppDeps, key: string | null): Promise<string | null> {
  const data = key ? await fileStoreFor(deps.env).get(key) : null;
  return data ? `data:image/jpeg;base64,${data.toString('base64')}` : null;
}

export async function uploadFoto(deps: AppDeps, user: CurrentUser, kode_barcode: string, request: FastifyRequest) {
  await visibleItem(deps, user, kode_barcode);
  const key = fotoKey(kode_barcode);
  const size = await storeUploadedFoto(deps, request, key);
  await deps.db
    .update(barang)
    .set({ foto: key, updated_at: sql`now()` })
    .where(sql`${barang.kode_barcode} = ${kode_barcode}`);
  return {
    message: MESSAGES.dataBerhasilDisimpan,
    data: { kode_barcode, width: size.width, height: size.height, bytes: size.bytes },
  };
}

export async function getFoto(deps: AppDeps, user: CurrentUser, kode_barcode: string) {
  const item = await visibleItem(deps, user, kode_barcode);
  const data = item.foto ? await fileStoreFor(deps.env).get(item.foto) : null;
  if (!data) throw notFound(MESSAGES.fotoTidakDitemukan);
  return { data: { kode_barcode, content_type: 'image/jpeg' as const, data_url: `data:image/jpeg;base64,${data.toString('base64')}` } };
}

export async function deleteFoto(deps: AppDeps, user: CurrentUser, kode_barcode: string) {
  const item = await visibleItem(deps, user, kode_barcode);
  if (!item.foto) throw notFound(MESSAGES.fotoTidakDitemukan);
  // The record first: a failed file removal leaves an orphan file, never a record pointing at nothing.
  await deps.db
    .update(barang)
    .set({ foto: null, updated_at: sql`now()` })
    .where(sql`${barang.kode_barcode} = ${kode_barcode}`);
  await fileStoreFor(deps.env).delete(item.foto);
  return { message: MESSAGES.dataBerhasilDiHapus };
}
