/**
 * `POST /test/clock {advanceMs? | at?}` → `{now}`: moves the application clock (clock.ts) for end-to-end
 * tests ("second overdue after its date (clock injected)"). Registered ONLY in the test environment
 * (ZAPISY_ENV=test); public there, since e2e tests drive it without signing in. An empty body only reports
 * the time.
 */
import type { FastifyInstance } from 'fastify';
import { moveTestClock, now } from '../clock.js';
import { errorResponses } from '../http/errors.js';

interface ClockMove {
  advanceMs?: number;
  at?: string;
}

const clockMove = {
  type: 'object',
  additionalProperties: false,
  maxProperties: 1,
  properties: {
    advanceMs: { type: 'integer', description: 'Przesunięcie zegara w milisekundach (ujemne cofa)' },
    at: { type: 'string', format: 'date-time', description: 'Chwila, od której zegar biegnie dalej' },
  },
} as const;

const clockAnswer = {
  type: 'object',
  required: ['now'],
  properties: { now: { type: 'string', format: 'date-time' } },
} as const;

export default async function testClockRoutes(app: FastifyInstance): Promise<void> {
  if (app.config.environment !== 'test') return;
  app.post<{ Body: ClockMove | undefined }>(
    '/test/clock',
    {
      config: { access: { public: true } },
      schema: {
        hide: true,
        summary: 'Zegar testowy: przesuwa czas aplikacji (tylko środowisko test)',
        tags: ['system'],
        body: clockMove,
        response: { 200: clockAnswer, ...errorResponses(400) },
      },
    },
    async (request) => {
      const body = request.body ?? {};
      const moved =
        body.at !== undefined || body.advanceMs !== undefined
          ? moveTestClock({
              ...(body.at !== undefined ? { at: new Date(body.at) } : {}),
              ...(body.advanceMs !== undefined ? { advanceMs: body.advanceMs } : {}),
            })
          : now();
      return { now: moved.toISOString() };
    },
  );
}
