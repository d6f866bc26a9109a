import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../env.ts';
import { startS3LookAlike, type S3LookAlike } from '../testing/s3-look-alike.ts';
import { createFileStore, localFileStore, s3FileStore } from './file-store.ts';

describe('local file store', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'kencana-files-'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('puts, gets and deletes files by key; a missing file is null', async () => {
    const store = localFileStore(root);
    await store.put('barang/ABCD2345.jpg', Buffer.from('foto'), 'image/jpeg');
    expect(fs.readFileSync(path.join(root, 'barang', 'ABCD2345.jpg'), 'utf8')).toBe('foto');
    expect((await store.get('barang/ABCD2345.jpg'))?.toString()).toBe('foto');
    await store.put('barang/ABCD2345.jpg', Buffer.from('baru'), 'image/jpeg');
    expect((await store.get('barang/ABCD2345.jpg'))?.toString()).toBe('baru');
    await store.delete('barang/ABCD2345.jpg');
    expect(await store.get('barang/ABCD2345.jpg')).toBeNull();
    await store.delete('barang/ABCD2345.jpg');
    expect(fs.readdirSync(path.join(root, 'barang'))).toEqual([]);
  });

  it('refuses keys that could leave its folder', async () => {
    const store = localFileStore(root);
    for (const key of ['../x.jpg', '/etc/passwd', 'barang/../../x.jpg', 'a b.jpg']) {
      await expect(store.put(key, Buffer.from('x'), 'image/jpeg'), key).rejects.toThrow(/unsafe/);
    }
  });
});

describe('S3-compatible file store', () => {
  // A minimal S3 look-alike on the loopback: PUT/GET/DELETE of objects, recording what it was sent.
  const objects = new Map<string, { body: Buffer; type: string }>();
  const seen: Array<{ method: string; url: string; authorization: string; sha: string }> = [];
  let server: http.Server;
  let endpoint: string;
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const url = request.url ?? '';
        seen.push({
          method: request.method ?? '',
          url,
          authorization: String(request.headers.authorization ?? ''),
          sha: String(request.headers['x-amz-content-sha256'] ?? ''),
        });
        if (request.method === 'PUT') {
          objects.set(url, { body: Buffer.concat(chunks), type: String(request.headers['content-type']) });
          response.writeHead(200).end();
        } else if (request.method === 'GET') {
          const found = objects.get(url);
          if (!found) response.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
          else response.writeHead(200, { 'content-type': found.type }).end(found.body);
        } else if (request.method === 'DELETE') {
          objects.delete(url);
          response.writeHead(204).end();
        } else response.writeHead(405).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('stores under bucket/prefix/key with signed requests (path style)', async () => {
    const store = s3FileStore({
      endpoint,
      bucket: 'kencana',
      region: 'ap-southeast-3',
      accessKeyId: 'AKIATEST',
      secretAccessKey: 'secret',
      prefix: 'produksi/',
      forcePathStyle: true,
    });
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xd9]);
    await store.put('barang/WXYZ2345.jpg', jpeg, 'image/jpeg');
    expect([...objects.keys()]).toEqual(['/kencana/produksi/barang/WXYZ2345.jpg']);
    expect(objects.get('/kencana/produksi/barang/WXYZ2345.jpg')).toEqual({ body: jpeg, type: 'image/jpeg' });
    expect(seen[0]?.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIATEST\/\d{8}\/ap-southeast-3\/s3\/aws4_request, SignedHeaders=.*, Signature=[0-9a-f]{64}$/,
    );
    expect(seen[0]?.sha).toBe(createHash('sha256').update(jpeg).digest('hex'));
    expect((await store.get('barang/WXYZ2345.jpg'))?.equals(jpeg)).toBe(true);
    await store.delete('barang/WXYZ2345.jpg');
    expect(await store.get('barang/WXYZ2345.jpg')).toBeNull();
    expect(objects.size).toBe(0);
  });

  it('is chosen when S3_ENDPOINT and S3_BUCKET are set; the local folder otherwise', () => {
    const s3 = createFileStore(loadEnv({ S3_ENDPOINT: endpoint, S3_BUCKET: 'kencana', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' }));
    expect(s3.kind).toBe('s3');
    expect(createFileStore(loadEnv({ DATA_DIR: os.tmpdir() })).kind).toBe('local');
    expect(createFileStore(loadEnv({ S3_BUCKET: 'kencana' })).kind).toBe('local');
  });

  it('reports a refusal of the storage as an error', async () => {
    const store = s3FileStore({
      endpoint: `${endpoint}/nope`,
      bucket: 'kencana',
      region: 'us-east-1',
      accessKeyId: 'a',
      secretAccessKey: 'b',
      prefix: '',
      forcePathStyle: true,
    });
    server.removeAllListeners('request');
    server.on('request', (_request, response) => response.writeHead(403).end('AccessDenied'));
    await expect(store.put('barang/WXYZ2345.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow(/S3 PUT failed: HTTP 403/);
  });
});

describe('listing and streaming a file in', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'kencana-files-list-'));
  let s3: S3LookAlike;
  beforeAll(async () => {
    s3 = await startS3LookAlike();
  });
  afterAll(async () => {
    await s3.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('lists every stored file under a folder with its size, on local disk and on S3 across pages', async () => {
    const big = path.join(root, 'arsip.bin');
    fs.writeFileSync(big, Buffer.alloc(300_000, 7));
    const sha = createHash('sha256').update(fs.readFileSync(big)).digest('hex');
    const local = localFileStore(path.join(root, 'store'));
    const remote = s3FileStore({
      endpoint: s3.endpoint,
      bucket: 'kencana',
      region: 'us-east-1',
      accessKeyId: 'a',
      secretAccessKey: 'b',
      prefix: 'toko',
      forcePathStyle: true,
    });
    for (const store of [local, remote]) {
      for (const code of ['AAAA1111', 'BBBB2222', 'CCCC3333']) await store.put(`barang/${code}.jpg`, Buffer.from(code), 'image/jpeg');
      await store.putFile('backups/kencana-20261122-100000-manual.kbak', big, sha, 'application/octet-stream');
      const all: Array<{ key: string; bytes: number }> = [];
      for await (const item of store.list('')) all.push(item);
      expect(all, store.kind).toEqual([
        { key: 'backups/kencana-20261122-100000-manual.kbak', bytes: 300_000 },
        { key: 'barang/AAAA1111.jpg', bytes: 8 },
        { key: 'barang/BBBB2222.jpg', bytes: 8 },
        { key: 'barang/CCCC3333.jpg', bytes: 8 },
      ]);
      const photos: string[] = [];
      for await (const item of store.list('barang')) photos.push(item.key);
      expect(photos).toEqual(['barang/AAAA1111.jpg', 'barang/BBBB2222.jpg', 'barang/CCCC3333.jpg']);
    }
    expect(s3.objects.get('/kencana/toko/backups/kencana-20261122-100000-manual.kbak')?.equals(fs.readFileSync(big))).toBe(true);
    // The storage refuses a body that is not the file the hash was computed from.
    await expect(remote.putFile('backups/x.kbak', big, '0'.repeat(64), 'application/octet-stream')).rejects.toThrow(
      /S3 PUT failed: HTTP 400/,
    );
  });
});
