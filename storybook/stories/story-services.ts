import { defaultProject } from '@zapisy/core';
import { type AppServices, createAppServices } from '../../host-admin/src/app/services.js';

/** In-memory Storage so stories never touch the real browser session. */
export function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => {
      data.delete(key);
    },
    setItem: (key, value) => {
      data.set(key, String(value));
    },
  };
}

const b64 = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** An unsigned demo token (the browser never verifies signatures) valid for a day. */
export function demoToken(claims: Record<string, unknown>): string {
  const exp = Math.floor(Date.now() / 1000) + 86_400;
  return `${b64('{"alg":"HS256","typ":"JWT"}')}.${b64(JSON.stringify({ ...claims, exp }))}.ZGVtbw`;
}

const now = new Date('2026-03-01T10:00:00.000Z');
const project = defaultProject({
  organizationId: 'org1',
  eventId: 'p1',
  name: 'Obozy 2026',
  domainName: 'obozy',
  now,
});

const summary = (eventId: string, name: string, domainName: string, active = true) => ({
  eventId,
  organizationId: 'org1',
  active,
  createdAt: now.toISOString(),
  event: {
    name,
    domainName,
    translationType: 'default',
    from: '2026-07-01T08:00:00.000Z',
    to: '2026-07-14T16:00:00.000Z',
  },
});

/** Answers of a small demo organization, by 'METHOD /path'. */
const ANSWERS: Record<string, unknown> = {
  'GET /project/organization/org1': [
    summary('p1', 'Obozy 2026', 'obozy'),
    summary('p0', 'Obozy 2025', 'obozy-2025', false),
  ],
  'GET /project/p1': JSON.parse(JSON.stringify(project)),
  'GET /strings/p1': { translationType: 'default', label: 'Domyślny', nouns: undefined, messages: {} },
};

function fakeFetch(overrides: Record<string, unknown>): typeof fetch {
  return (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = new URL(String(input), 'http://story').pathname.replace(/^\/services\/api/, '');
    const key = `${(init.method ?? 'GET').toUpperCase()} ${path}`;
    const answer = key in overrides ? overrides[key] : ANSWERS[key];
    if (answer === undefined) {
      return new Response(
        JSON.stringify({ status: 404, code: 'NOT_FOUND', message: `Nie znaleziono ${path}`, errors: [] }),
        {
          status: 404,
          headers: { 'content-type': 'application/json' },
        },
      );
    }
    if (answer instanceof Response) return answer;
    return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
}

/** Services of a logged-in organization admin, with a fake API; navigation only logs. */
export function storyServices(
  options: { loggedIn?: boolean; answers?: Record<string, unknown> } = {},
): AppServices {
  const loggedIn = options.loggedIn ?? true;
  const user = {
    userId: 'u1',
    email: 'anna@obozy.pl',
    firstName: 'Anna',
    lastName: 'Nowak',
    role: 'admin',
    organizationId: 'org1',
  };
  const storage = memoryStorage(
    loggedIn
      ? {
          'zapisy:token': demoToken({ sub: 'u1', role: 'admin', organizationId: 'org1' }),
          'zapisy:user': JSON.stringify(user),
        }
      : {},
  );
  return createAppServices({
    storage,
    fetchImpl: fakeFetch(options.answers ?? {}),
    navigateTo: (url) => console.info('navigate', url),
    reload: () => console.info('reload'),
  });
}
