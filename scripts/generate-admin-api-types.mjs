// Writes the admin's API types from the OpenAPI document the server builds in-process (no port is opened).
// Needs the API built (`npm run build:ts` runs this right after `tsc -b`). `--check` only compares.
import { readFile, writeFile } from 'node:fs/promises';
import { buildOpenApiDocument } from '../api/dist/http/openapi/build-document.js';
import { renderClientTypes } from '../api/dist/http/openapi/client-types.js';

const target = new URL('../host-admin/src/api/generated/admin-api.ts', import.meta.url);
const text = await renderClientTypes(await buildOpenApiDocument());
const current = await readFile(target, 'utf8').catch(() => '');

if (process.argv.includes('--check')) {
  if (current !== text) {
    console.error('host-admin/src/api/generated/admin-api.ts is stale: run `npm run build:ts`.');
    process.exit(1);
  }
} else if (current !== text) {
  await writeFile(target, text);
  console.log('host-admin/src/api/generated/admin-api.ts updated from the OpenAPI document.');
}
