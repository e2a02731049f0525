/**
 * `GET /env` (spec §7 "GET /env | environment"; §9 "default files path /images; default API path
 * /services/api. Default environment is production"). Computed once per process; no storage access.
 */
import type { FastifyInstance } from 'fastify';
import { API_VERSION } from '../../http/version.js';

export interface EnvResponse {
  environment: 'production' | 'test' | 'development';
  version: string;
  host: string;
  apiPath: string;
  filesPath: string;
  store: 'embedded' | 'mongodb';
  features: { googleSignIn: boolean; facebookSignIn: boolean };
}

export const envResponseSchema = {
  type: 'object',
  required: ['environment', 'version', 'host', 'apiPath', 'filesPath', 'store', 'features'],
  properties: {
    environment: { type: 'string', enum: ['production', 'test', 'development'] },
    version: { type: 'string' },
    host: { type: 'string', description: 'Host of the public URL, e.g. zapisy.example.pl' },
    apiPath: { type: 'string', examples: ['/services/api'] },
    filesPath: { type: 'string', examples: ['/images'] },
    store: { type: 'string', enum: ['embedded', 'mongodb'] },
    features: {
      type: 'object',
      required: ['googleSignIn', 'facebookSignIn'],
      properties: { googleSignIn: { type: 'boolean' }, facebookSignIn: { type: 'boolean' } },
    },
  },
} as const;

export default async function envRoutes(app: FastifyInstance): Promise<void> {
  const env: EnvResponse = {
    environment: app.config.environment,
    version: API_VERSION,
    host: new URL(app.config.publicUrl).host,
    apiPath: app.config.apiPath,
    filesPath: '/images',
    store: app.store.kind,
    // Spec §1: "Google or Facebook sign-in (both flags off by default)": GOOGLE_SIGN_IN, FACEBOOK_SIGN_IN.
    features: {
      googleSignIn: app.config.oauth.google !== null,
      facebookSignIn: app.config.oauth.facebook !== null,
    },
  };
  // Serialised once: the body never changes within a process.
  const payload = JSON.stringify(env);

  app.get(
    '/env',
    {
      config: { access: { public: true }, handlerTimeout: false },
      schema: {
        summary: 'Środowisko: wersja, ścieżki API i plików, rodzaj magazynu danych',
        tags: ['system'],
        response: { 200: envResponseSchema },
      },
    },
    (_request, reply) => reply.type('application/json; charset=utf-8').send(payload),
  );
}
