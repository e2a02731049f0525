/**
 * The OpenAPI document built in-process, without listening on a port: a server with the default plugins
 * on a throw-away embedded store. Used by the document's lint test and by the admin's type generation.
 */
import { DEFAULT_PLUGINS } from '../../config.js';
import { createTestApp } from '../testing.js';

export async function buildOpenApiDocument(): Promise<Record<string, unknown>> {
  const t = await createTestApp({ plugins: [...DEFAULT_PLUGINS] });
  try {
    await t.app.ready();
    return t.app.swagger() as unknown as Record<string, unknown>;
  } finally {
    await t.close();
  }
}
