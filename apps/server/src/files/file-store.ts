import { createHash } from 'node:crypto';
import { createReadStream, type Dirent } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { AwsClient } from 'aws4fetch';
import type { Env } from '../env.ts';

/**
 * Where stored files (item photos) live: a folder on local disk by default, an S3-compatible bucket when
 * S3_ENDPOINT and S3_BUCKET are set. Keys are relative paths such as `barang/ABCD2345.jpg`.
 */
export interface FileStore {
  readonly kind: 'local' | 's3';
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The file, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the file; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Stores a file from disk without holding it in memory (a backup archive of gigabytes), its SHA-256 given by
   * the caller who already computed it: S3 checks the body against it.
   */
  putFile(key: string, file: string, sha256: string, contentType: string): Promise<void>;
  /** Every stored file under a folder ('' for all), with its size: what a backup copies. */
  list(folder: string): AsyncGenerator<{ key: string; bytes: number }>;
}

// Keys are built by the server from validated barcodes; this guards the disk against anything else.
const SAFE_KEY = /^[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*\.[a-z0-9]+$/;

const SAFE_FOLDER = /^[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*$/;

function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key)) throw new Error(`unsafe file key ${JSON.stringify(key)}`);
}

/** Files under a root folder; written to a temporary name and renamed, so a reader never sees half a file. */
export function localFileStore(root: string): FileStore {
  const full = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  return {
    kind: 'local',
    async put(key, data) {
      const target = full(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
      await fs.writeFile(temporary, data);
      await fs.rename(temporary, target);
    },
    async get(key) {
      try {
        return await fs.readFile(full(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await fs.rm(full(key), { force: true });
    },
    async putFile(key, file) {
      const target = full(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
      await fs.copyFile(file, temporary);
      await fs.rename(temporary, target);
    },
    async *list(folder) {
      if (folder && !SAFE_FOLDER.test(folder)) throw new Error(`unsafe folder ${JSON.stringify(folder)}`);
      const start = folder ? path.join(root, folder) : root;
      const walk = async function* (dir: string): AsyncGenerator<{ key: string; bytes: number }> {
        let entries: Dirent[];
        try {
          entries = await fs.readdir(dir, { withFileTypes: true });
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
          throw error;
        }
        for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
          const file = path.join(dir, entry.name);
          if (entry.isDirectory()) yield* walk(file);
          else if (entry.isFile()) {
            const key = path.relative(root, file).split(path.sep).join('/');
            // Half-written files (a put's temporary name) and anything not named as a key are not stored files.
            if (SAFE_KEY.test(key)) yield { key, bytes: (await fs.stat(file)).size };
          }
        }
      };
      yield* walk(start);
    },
  };
}

export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The fixed folder every key is stored under. */
  prefix: string;
  forcePathStyle: boolean;
}

/** Files in an S3-compatible bucket, signed with AWS Signature V4 (aws4fetch on Node's fetch). */
export function s3FileStore(settings: S3Settings): FileStore {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: 's3',
  });
  const endpoint = new URL(settings.endpoint);
  const prefix = settings.prefix.replace(/^\/+|\/+$/g, '');
  const url = (key: string): string => {
    assertSafeKey(key);
    const objectKey = (prefix ? `${prefix}/${key}` : key).split('/').map(encodeURIComponent).join('/');
    const base = endpoint.toString().replace(/\/+$/, '');
    if (settings.forcePathStyle) return `${base}/${encodeURIComponent(settings.bucket)}/${objectKey}`;
    return `${endpoint.protocol}//${settings.bucket}.${endpoint.host}${endpoint.pathname.replace(/\/+$/, '')}/${objectKey}`;
  };
  const refuse = async (response: Response, what: string): Promise<never> => {
    const text = await response.text().catch(() => '');
    throw new Error(`S3 ${what} failed: HTTP ${response.status} ${text.slice(0, 200)}`);
  };
  const bucketUrl = (): string => {
    const base = endpoint.toString().replace(/\/+$/, '');
    if (settings.forcePathStyle) return `${base}/${encodeURIComponent(settings.bucket)}`;
    return `${endpoint.protocol}//${settings.bucket}.${endpoint.host}${endpoint.pathname.replace(/\/+$/, '')}`;
  };
  return {
    kind: 's3',
    async put(key, data, contentType) {
      const response = await client.fetch(url(key), {
        method: 'PUT',
        body: new Uint8Array(data),
        // The payload's hash is signed too, so the storage rejects a body altered on the way.
        headers: {
          'content-type': contentType,
          'content-length': String(data.length),
          'x-amz-content-sha256': createHash('sha256').update(data).digest('hex'),
        },
      });
      if (!response.ok) await refuse(response, 'PUT');
      await response.arrayBuffer().catch(() => undefined);
    },
    async get(key) {
      const response = await client.fetch(url(key), { method: 'GET' });
      if (response.status === 404) {
        await response.arrayBuffer().catch(() => undefined);
        return null;
      }
      if (!response.ok) await refuse(response, 'GET');
      return Buffer.from(await response.arrayBuffer());
    },
    async delete(key) {
      const response = await client.fetch(url(key), { method: 'DELETE' });
      if (!response.ok && response.status !== 404) await refuse(response, 'DELETE');
      await response.arrayBuffer().catch(() => undefined);
    },
    async putFile(key, file, sha256, contentType) {
      const { size } = await fs.stat(file);
      const response = await client.fetch(url(key), {
        method: 'PUT',
        body: Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>,
        // Node's fetch streams a body only half-duplex; the signed hash is the one computed while writing the file.
        duplex: 'half',
        headers: { 'content-type': contentType, 'content-length': String(size), 'x-amz-content-sha256': sha256 },
      } as RequestInit);
      if (!response.ok) await refuse(response, 'PUT');
      await response.arrayBuffer().catch(() => undefined);
    },
    async *list(folder) {
      const base = [prefix, folder].filter(Boolean).join('/');
      const listPrefix = base ? `${base}/` : '';
      let token: string | null = null;
      do {
        const query = new URLSearchParams({ 'list-type': '2', prefix: listPrefix });
        if (token) query.set('continuation-token', token);
        const response = await client.fetch(`${bucketUrl()}/?${query.toString()}`, { method: 'GET' });
        if (!response.ok) await refuse(response, 'LIST');
        const xml = await response.text();
        for (const match of xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
          const body = match[1] ?? '';
          const objectKey = xmlText(/<Key>([\s\S]*?)<\/Key>/.exec(body)?.[1] ?? '');
          const key = prefix ? objectKey.slice(prefix.length + 1) : objectKey;
          if ((prefix && !objectKey.startsWith(`${prefix}/`)) || !SAFE_KEY.test(key)) continue;
          yield { key, bytes: Number(/<Size>(\d+)<\/Size>/.exec(body)?.[1] ?? 0) };
        }
        token = /<IsTruncated>true<\/IsTruncated>/.test(xml)
          ? xmlText(/<NextContinuationToken>([\s\S]*?)<\/NextContinuationToken>/.exec(xml)?.[1] ?? '') || null
          : null;
      } while (token);
    },
  };
}

/** The text of an XML element as S3 answers it (its five entities decoded). */
function xmlText(text: string): string {
  return text.replace(/&(lt|gt|quot|apos|amp);/g, (_, name: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[name] ?? '');
}

/** The store the settings ask for: S3 when S3_ENDPOINT and S3_BUCKET are set, else FILES_DIR (DATA_DIR/files). */
export function createFileStore(env: Env): FileStore {
  if (env.S3_ENDPOINT && env.S3_BUCKET) {
    return s3FileStore({
      endpoint: env.S3_ENDPOINT,
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
      prefix: env.S3_PREFIX,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
    });
  }
  return localFileStore(path.resolve(env.FILES_DIR ?? path.join(env.dataDir, 'files')));
}

const stores = new WeakMap<Env, FileStore>();

/** One store per settings object (the app's env), created on first use. */
export function fileStoreFor(env: Env): FileStore {
  let store = stores.get(env);
  if (!store) {
    store = createFileStore(env);
    stores.set(env, store);
  }
  return store;
}
