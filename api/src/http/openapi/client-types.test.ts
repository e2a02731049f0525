import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from './build-document.js';
import { CLIENT_TYPES_HEADER, renderClientTypes } from './client-types.js';

const committed = new URL('../../../../host-admin/src/api/generated/admin-api.ts', import.meta.url);

describe('the admin API types (issue 12: "a renamed field breaks the build, not the screen")', () => {
  it('are the ones the current OpenAPI document gives (else run `npm run build:ts`)', async () => {
    const fresh = await renderClientTypes(await buildOpenApiDocument());
    expect(fresh.startsWith(CLIENT_TYPES_HEADER)).toBe(true);
    expect(fresh === (await readFile(committed, 'utf8'))).toBe(true);
  }, 60_000);
});
