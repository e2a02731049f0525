/** `GET /plugins` and `GET /plugins/{id}`: what the loader accepted, for operators and the admin. */
import { CORE_VERSION } from '@zapisy/core';
import type { FastifyInstance } from 'fastify';
import { errorResponses, HttpError } from '../../http/errors.js';
import { PLUGIN_KINDS } from '../../plugins/loader.js';

const pluginSummarySchema = {
  type: 'object',
  required: ['id', 'version', 'kind', 'compatibility'],
  properties: {
    id: { type: 'string' },
    version: { type: 'string' },
    kind: { type: 'string', enum: [...PLUGIN_KINDS] },
    compatibility: { type: 'string', description: 'Zakres semver @zapisy/core' },
  },
} as const;

export default async function pluginRoutes(app: FastifyInstance): Promise<void> {
  const summary = (p: (typeof app.loadedPlugins)[number]) => ({
    id: p.id,
    version: p.version,
    kind: p.kind,
    compatibility: p.compatibility,
  });

  app.get(
    '/plugins',
    {
      config: { access: { public: true } },
      schema: {
        summary: 'Załadowane wtyczki',
        tags: ['plugins'],
        response: {
          200: {
            type: 'object',
            required: ['coreVersion', 'plugins'],
            properties: {
              coreVersion: { type: 'string' },
              plugins: { type: 'array', items: pluginSummarySchema },
            },
          },
        },
      },
    },
    async () => ({ coreVersion: CORE_VERSION, plugins: app.loadedPlugins.map(summary) }),
  );

  app.get<{ Params: { id: string } }>(
    '/plugins/:id',
    {
      config: { access: { public: true } },
      schema: {
        summary: 'Jedna wtyczka (id lub jego postać z adresu, np. "zapisy-plugin-x" dla "@zapisy/plugin-x")',
        tags: ['plugins'],
        params: {
          type: 'object',
          required: ['id'],
          properties: { id: { type: 'string', minLength: 1, maxLength: 200 } },
        },
        response: {
          200: {
            type: 'object',
            required: [...pluginSummarySchema.required, 'routes'],
            properties: {
              ...pluginSummarySchema.properties,
              routes: { type: 'array', items: { type: 'string' } },
            },
          },
          ...errorResponses(400, 404),
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const found = app.loadedPlugins.find((p) => p.id === id || p.slug === id);
      if (!found) throw new HttpError(404, 'PLUGIN_NOT_FOUND', `Nieznana wtyczka: ${id}`);
      return { ...summary(found), routes: found.routes };
    },
  );
}
