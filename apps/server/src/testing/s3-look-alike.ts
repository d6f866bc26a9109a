// A small S3 look-alike on the loopback for tests (not our server: the storage the product talks to): PUT, GET,
// DELETE of objects by path, and ListObjectsV2 (path style) answering two keys a page, so a client that does
// not follow NextContinuationToken misses objects. Every PUT's body is checked against its x-amz-content-sha256.
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface S3LookAlike {
  endpoint: string;
  /** Objects by path: /bucket/key. */
  objects: Map<string, Buffer>;
  close(): Promise<void>;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export async function startS3LookAlike(): Promise<S3LookAlike> {
  const objects = new Map<string, Buffer>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://x');
      const body = Buffer.concat(chunks);
      if (request.method === 'GET' && url.searchParams.get('list-type') === '2') {
        const bucket = url.pathname.replace(/\/+$/, '');
        const prefix = url.searchParams.get('prefix') ?? '';
        const keys = [...objects.keys()]
          .filter((p) => p.startsWith(`${bucket}/${prefix}`))
          .map((p) => p.slice(bucket.length + 1))
          .sort();
        const start = Number(url.searchParams.get('continuation-token') ?? 0);
        const page = keys.slice(start, start + 2);
        const more = start + 2 < keys.length;
        const contents = page.map(
          (k) => `<Contents><Key>${escapeXml(k)}</Key><Size>${objects.get(`${bucket}/${k}`)!.length}</Size></Contents>`,
        );
        response
          .writeHead(200, { 'content-type': 'application/xml' })
          .end(
            `<?xml version="1.0"?><ListBucketResult><IsTruncated>${more}</IsTruncated>${contents.join('')}${more ? `<NextContinuationToken>${start + 2}</NextContinuationToken>` : ''}</ListBucketResult>`,
          );
      } else if (request.method === 'PUT') {
        if (createHash('sha256').update(body).digest('hex') !== request.headers['x-amz-content-sha256'])
          return response.writeHead(400).end('<Error><Code>XAmzContentSHA256Mismatch</Code></Error>');
        objects.set(decodeURIComponent(url.pathname), body);
        response.writeHead(200).end();
      } else if (request.method === 'GET') {
        const found = objects.get(decodeURIComponent(url.pathname));
        if (!found) response.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
        else response.writeHead(200).end(found);
      } else if (request.method === 'DELETE') {
        objects.delete(decodeURIComponent(url.pathname));
        response.writeHead(204).end();
      } else response.writeHead(405).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    objects,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
