/**
 * `POST /test/clock {advanceMs? | at?, runDueMoneyRefresh?}` → `{now, refreshed?}`: moves the application clock (clock.ts) for end-to-end
 * tests ("second overdue after its date (clock injected)"). Registered ONLY in the test environment
 * (ZAPISY_ENV=test); public there, since e2e tests drive it without signing in. An empty body only reports
 * the time. `runDueMoneyRefresh: true` then runs the money refresh job once as of the new time (the job itself
 * runs every 15 minutes, too slow for a test) and answers its summary as `refreshed`.
 */
import type { FastifyInstance } from 'fastify';
import { moveTestClock, now } from '../../clock.js';
import { errorResponses } from '../../http/errors.js';
import { refreshDueMoney } from '../payments/index.js';

interface ClockMove {
  advanceMs?: number;
  at?: string;
  runDueMoneyRefresh?: boolean;
}

const clockMove = {
  type: 'object',
  additionalProperties: false,
  not: { required: ['advanceMs', 'at'] },
  properties: {
    advanceMs: { type: 'integer', description: 'Przesunięcie zegara w milisekundach (ujemne cofa)' },
    at: { type: 'string', format: 'date-time', description: 'Chwila, od której zegar biegnie dalej' },
    runDueMoneyRefresh: {
      type: 'boolean',
      description: 'Po przesunięciu zegara uruchom raz zadanie przeliczające zaległe należności',
    },
  },
} as const;

const clockAnswer = {
  type: 'object',
  required: ['now'],
  properties: {
    now: { type: 'string', format: 'date-time' },
    refreshed: {
      type: 'object',
      required: ['scanned', 'participants', 'statusChanges'],
      properties: {
        scanned: { type: 'integer' },
        participants: { type: 'integer' },
        statusChanges: { type: 'integer' },
      },
    },
  },
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
      if (!body.runDueMoneyRefresh) return { now: moved.toISOString() };
      const { scanned, participants, statusChanges } = await refreshDueMoney(app.store, now());
      return { now: moved.toISOString(), refreshed: { scanned, participants, statusChanges } };
    },
  );
}
