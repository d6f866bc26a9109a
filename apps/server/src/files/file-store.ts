import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
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
}

// Keys are built by the server from validated barcodes; this guards the disk against anything else.
const SAFE_KEY = /^[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*\.[a-z0-9]+$/;

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
  };
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
