// The API reference, generated from the contracts: the same zod schemas that validate every request and
// answer on the server and type the web client describe each call here, so the reference cannot drift from
// what the server does. Written to docs/api/openapi.json by `npm run openapi` (a test fails when that file is
// stale) and served at /api/docs.
import { z } from 'zod';
import type { Endpoint } from '@kencana/core';
import type { DeclaredEndpoint } from './endpoints.ts';

type JsonSchema = Record<string, unknown>;

const ERROR_BODY: JsonSchema = {
  type: 'object',
  properties: { message: { type: 'string', description: 'The refusal in Indonesian, from the catalogue, as a screen shows it' } },
  required: ['message'],
};

/** A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect): what a client sends, or what it receives. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const converted = z.toJSONSchema(schema, { io, target: 'draft-2020-12', unrepresentable: 'any' }) as JsonSchema;
  delete converted.$schema;
  return converted;
}

/** `tokos/:id` → `/tokos/{id}`. */
const openApiPath = (path: string): string => `/${path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`;

/** `penjualanApi.simpan` → tag `penjualan`; `MASTER_API.tokos.add` → `masters`; `report eod` → `laporan`. */
function tagOf(where: string): string {
  if (where.startsWith('MASTER_API.')) return 'masters';
  if (where.startsWith('report ')) return 'laporan';
  return where.split('.')[0]!.replace(/Api$/, '');
}

const operationId = (where: string): string => where.replace(/[^A-Za-z0-9]+/g, '_');

function accessText(access: Endpoint['access']): string {
  if (access.kind === 'public') return 'Public: no session.';
  if (access.kind === 'session') return 'Any signed-in user.';
  return `Users holding one of the menus ${access.menus.join(', ')} (OWN and SU pass everywhere).`;
}

function parameters(endpoint: Endpoint): JsonSchema[] {
  const list: JsonSchema[] = [];
  const add = (where: 'path' | 'query', schema: z.ZodType) => {
    const object = jsonSchema(schema, 'input');
    const properties = (object.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((object.required as string[] | undefined) ?? []);
    for (const [name, property] of Object.entries(properties))
      list.push({ name, in: where, required: where === 'path' || required.has(name), schema: property });
  };
  if (endpoint.params) add('path', endpoint.params);
  if (endpoint.query) add('query', endpoint.query);
  if (endpoint.requiresIdempotencyKey)
    list.push({
      name: 'Idempotency-Key',
      in: 'header',
      required: true,
      description: 'One key per document the user saves: a retry with the same key answers the first save instead of booking twice.',
      schema: { type: 'string', minLength: 1, maxLength: 100 },
    });
  return list;
}

function operation({ where, endpoint }: DeclaredEndpoint): JsonSchema {
  const response = jsonSchema(endpoint.response, 'output');
  // A schema zod cannot describe (a file's bytes) comes out empty: the answer is a download.
  const isFile = Object.keys(response).length === 0;
  const notes = [accessText(endpoint.access)];
  if (endpoint.changesBooks) notes.push("Changes the store's books: refused (409) while the store's business date is behind today.");
  const params = parameters(endpoint);
  return {
    operationId: operationId(where),
    tags: [tagOf(where)],
    summary: `${endpoint.method} ${endpoint.path}`,
    description: notes.join(' '),
    ...(endpoint.access.kind === 'public' ? { security: [] } : {}),
    ...(params.length > 0 ? { parameters: params } : {}),
    ...(endpoint.body
      ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(endpoint.body, 'input') } } } }
      : {}),
    responses: {
      '200': isFile
        ? {
            description: 'The file (PDF, XLSX or text)',
            content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
          }
        : { description: 'Done', content: { 'application/json': { schema: response } } },
      default: { description: 'Refused: 4xx with the reason in Indonesian', content: { 'application/json': { schema: ERROR_BODY } } },
    },
    'x-kencana-access': endpoint.access,
  };
}

/** The OpenAPI 3.1 document of the given endpoints, in a stable order (paths and methods sorted). */
export function openApiDocument(endpoints: readonly DeclaredEndpoint[]): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const sorted = [...endpoints].sort(
    (a, b) => a.endpoint.path.localeCompare(b.endpoint.path) || a.endpoint.method.localeCompare(b.endpoint.method),
  );
  for (const declared of sorted) {
    const item = (paths[openApiPath(declared.endpoint.path)] ??= {});
    item[declared.endpoint.method.toLowerCase()] = operation(declared);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Kencana API',
      version: '1',
      description:
        'The back office of a chain of gold shops. Every call is under /api/v1; a signed-in call sends the session token ' +
        '(`POST users/login`) as `Authorization: Bearer <token>`. Weights are grams with 3 decimals as text, money whole ' +
        'rupiah; every answer is `{ message, data }` and every refusal `{ message }` in Indonesian.',
    },
    servers: [{ url: '/api/v1' }],
    security: [{ bearer: [] }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    paths,
  };
}

/** The document as the repository keeps it: two-space JSON and a final newline. */
export const openApiText = (document: JsonSchema): string => `${JSON.stringify(document, null, 2)}\n`;
