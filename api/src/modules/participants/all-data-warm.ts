/**
 * Warm grids after a restart: the server keeps the participants grid's lines in memory only
 * (grid-stream-cache.ts), so the first list opened after a deploy would compute 100,000 rows while the
 * organizer waits. Once the server listens, the grids viewed most recently before the restart
 * (grid-stream-cache-views.ts) are built in the background, the most recent first; a request for one of
 * them meanwhile waits for its build (which then goes first) instead of computing it a second time. The
 * server starts it from app-wiring.ts.
 */
import type { FormFieldKindRegistry } from '@zapisy/core';
import type { Store } from '../../storage/index.js';
import { projectsOf } from '../projects/index.js';
import { gridCacheKey, wholeGridBuilder } from './all-data.js';
import { loadGridAnswerTexts } from './answer-texts.js';
import { gridProjectsOf, type PublicLinksConfig } from './grid-query.js';
import { gridStreamCacheOf, MAX_REBUILDS } from './grid-stream-cache.js';
import { recentGridViews } from './grid-stream-cache-views.js';

/** Views older than this are not built at start: the time left counts days, their lines would be stale. */
const WARM_VIEWED_WITHIN_MS = 24 * 60 * 60_000;

/** Queues the background builds; resolves once they are queued (not built). Failures are only logged. */
export async function warmViewedGrids(
  store: Store,
  links: PublicLinksConfig | undefined,
  log: { warn(message: string): void } = console,
  /** The server's form-field kinds: the grids are sorted and keyed by their answers' texts as a request's are. */
  registry?: FormFieldKindRegistry,
): Promise<void> {
  const cache = gridStreamCacheOf(store);
  if (!cache.enabled) return;
  try {
    const views = await recentGridViews(store, MAX_REBUILDS, WARM_VIEWED_WITHIN_MS);
    const now = new Date();
    for (const { organizationId, eventId, filter, viewedAt } of views) {
      const project = await projectsOf(store, organizationId).findOne({ eventId });
      if (!project) continue;
      const projects = await gridProjectsOf(store, project);
      const texts = registry ? await loadGridAnswerTexts(store, registry, project) : undefined;
      const options = {
        ...(links ? { links } : {}),
        projects,
        ...(texts ? { sortValue: texts.sortValue } : {}),
      };
      const key = gridCacheKey(project, filter, projects, now, texts?.version);
      cache.warm(key, wholeGridBuilder(store, project, filter, options), viewedAt.getTime());
    }
  } catch (error) {
    log.warn(`Nie udało się przygotować list uczestników / grid warm-up failed: ${(error as Error).message}`);
  }
}
