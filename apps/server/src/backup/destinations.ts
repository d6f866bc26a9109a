// Where archives go: a folder (DATA_DIR/backups first, then the owner's second folder — a USB drive, a share)
// or the S3 storage the photos already use (its signing, aws4fetch, through the file store). Each destination
// lists, receives and removes archives; a copy is checked against the archive's SHA-256 before it counts.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { TujuanBackup } from '@kencana/core';
import type { FileStore } from '../files/file-store.ts';
import { sha256File } from './archive.ts';
import { ARCHIVE_EXTENSION } from './rotation.ts';

export interface Destination {
  tujuan: TujuanBackup;
  /** The folder, or bucket/prefix/backups: what the owner's page shows. */
  lokasi: string;
  list(): Promise<string[]>;
  /** Copies the archive at `file` in under `name`, checked against its SHA-256. */
  put(file: string, name: string, sha256: string): Promise<void>;
  remove(name: string): Promise<void>;
}

/** A folder on this machine (a mounted USB drive or share included). */
export function folderDestination(dir: string, tujuan: TujuanBackup): Destination {
  return {
    tujuan,
    lokasi: dir,
    async list() {
      try {
        return (await fs.readdir(dir)).filter((name) => name.endsWith(ARCHIVE_EXTENSION));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
    },
    async put(file, name, sha256) {
      const target = path.join(dir, name);
      if (path.resolve(file) === path.resolve(target)) return;
      const temporary = `${target}.${process.pid}.tmp`;
      try {
        await fs.copyFile(file, temporary);
        // A drive that lies about a write (a failing stick) is caught here, not on the day of the restore.
        if ((await sha256File(temporary)) !== sha256) throw new Error('salinan tidak sama dengan arsip');
        await fs.rename(temporary, target);
      } catch (error) {
        await fs.rm(temporary, { force: true });
        throw error;
      }
    },
    async remove(name) {
      await fs.rm(path.join(dir, name), { force: true });
    },
  };
}

/** The folder of archives inside the product's S3 storage (under S3_PREFIX). */
export const S3_FOLDER = 'backups';

/** The S3 storage, through the photo store's signed client; the storage checks the body against the signed hash. */
export function s3Destination(store: FileStore, lokasi: string): Destination {
  return {
    tujuan: 'S3',
    lokasi,
    async list() {
      const names: string[] = [];
      for await (const item of store.list(S3_FOLDER)) names.push(item.key.slice(S3_FOLDER.length + 1));
      return names.filter((name) => name.endsWith(ARCHIVE_EXTENSION) && !name.includes('/'));
    },
    put: (file, name, sha256) => store.putFile(`${S3_FOLDER}/${name}`, file, sha256, 'application/octet-stream'),
    remove: (name) => store.delete(`${S3_FOLDER}/${name}`),
  };
}
