// `npm run openapi`: writes docs/api/openapi.json, the API reference generated from core's contracts. The
// test beside openapi.ts fails when the file in the repository is not what this writes.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { declaredEndpoints } from '../http/endpoints.ts';
import { openApiDocument, openApiText } from '../http/openapi.ts';

export const OPENAPI_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../docs/api/openapi.json');

if (import.meta.url === `file://${process.argv[1]}`) {
  fs.mkdirSync(path.dirname(OPENAPI_FILE), { recursive: true });
  fs.writeFileSync(OPENAPI_FILE, openApiText(openApiDocument(declaredEndpoints())));
  console.log(`wrote ${path.relative(process.cwd(), OPENAPI_FILE)}`);
}
