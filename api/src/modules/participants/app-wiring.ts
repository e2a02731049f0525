/** The participants module's hooks on the running server. */
import type { FastifyInstance } from 'fastify';
import type {} from '../../http/context.js';
import { formFieldKindRegistryOf } from '../forms/index.js';
import { warmViewedGrids } from './all-data-warm.js';

/** Starts `warmViewedGrids` once the server listens (not in tests that only inject requests). */
export function warmGridsWhenListening(app: FastifyInstance): void {
  app.addHook('onListen', async () => {
    const config = app.config;
    const links = config ? { publicUrl: config.publicUrl, baseDomain: config.baseDomain } : undefined;
    void warmViewedGrids(app.store, links, app.log, formFieldKindRegistryOf(app));
  });
}
