// The API reference is the contracts, not a copy of them: the file in the repository is what the generator
// writes today, every declared call is in it with its own schemas, and the server serves it at /api/docs.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kirimBarangApi, pembelianApi } from '@kencana/core';
import { OPENAPI_FILE } from '../cli/openapi.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { declaredEndpoints } from './endpoints.ts';
import { openApiDocument, openApiText } from './openapi.ts';

type Operation = {
  operationId: string;
  parameters?: Array<{ name: string; in: string; required: boolean }>;
  requestBody?: { content: { 'application/json': { schema: { properties?: Record<string, unknown>; required?: string[] } } } };
  security?: unknown[];
};
type Document = { paths: Record<string, Record<string, Operation>> };

const generated = openApiDocument(declaredEndpoints()) as Document;

describe('API reference (docs/api/openapi.json)', () => {
  it('is fresh: the file is what `npm run openapi` writes from the contracts today', () => {
    const stored = fs.existsSync(OPENAPI_FILE) ? fs.readFileSync(OPENAPI_FILE, 'utf8') : '';
    expect(stored === openApiText(generated), 'docs/api/openapi.json is stale: run `npm run openapi` and commit it').toBe(true);
  });

  it('holds every declared call once, at its own path and method, with the schemas of its contract', () => {
    const declared = declaredEndpoints();
    const operations = Object.values(generated.paths).flatMap((item) => Object.values(item));
    expect(operations).toHaveLength(declared.length);
    expect(new Set(operations.map((operation) => operation.operationId)).size).toBe(declared.length);

    const kirim = generated.paths[`/${kirimBarangApi.kirimBarang.path}`]?.post;
    const body = kirim?.requestBody?.content['application/json'].schema;
    expect(Object.keys(body?.properties ?? {})).toEqual(Object.keys(kirimBarangApi.kirimBarang.body!.shape));
    // A money document without a natural key says it needs an Idempotency-Key.
    const pembelian = generated.paths[`/${pembelianApi.simpanPembelian.path}`]?.post;
    expect(pembelian?.parameters?.find((parameter) => parameter.name === 'Idempotency-Key')).toMatchObject({
      in: 'header',
      required: true,
    });
    // Path parameters in OpenAPI's braces; the sign-in needs no token.
    expect(Object.keys(generated.paths).filter((key) => key.includes(':'))).toEqual([]);
    expect(generated.paths['/users/login']?.post?.security).toEqual([]);
  });
});

describe('/api/docs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('serves the viewer and the generated document without a session', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toEqual(JSON.parse(openApiText(generated)));
  });
});
