// /api/docs: the API reference (Swagger UI, served from the package's own files, so it works on a shop's
// network without reaching the internet) over the document generated from the contracts.
import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { declaredEndpoints } from './endpoints.ts';
import { openApiDocument } from './openapi.ts';

export const API_DOCS_PREFIX = '/api/docs';

/** Registers the reference at /api/docs and its document at /api/docs/json. */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, { mode: 'static', specification: { document: openApiDocument(declaredEndpoints()) as never } });
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    uiConfig: { docExpansion: 'none', deepLinking: true, defaultModelsExpandDepth: 0, tagsSorter: 'alpha', operationsSorter: 'alpha' },
    theme: { title: 'Kencana API' },
    // Our content policy allows scripts from our own origin only; the viewer's files are ours, so it holds.
    staticCSP: false,
  });
}
