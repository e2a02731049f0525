// API answers shaped like the backend's /project/domain and /strings/domain/{domain} (test-only).
export const PROJECT_RESPONSE = {
  eventId: 'ev1',
  organizationId: 'org1',
  active: true,
  event: { name: 'Demo — Bieg Niepodległości', domainName: 'demo', translationType: 'event', slogan: '' },
};

const noun = (nominative: string, accusative: string, gender: string) => ({
  nominative,
  genitive: `${nominative}-gen`,
  accusative,
  gender,
});

export const EVENT_STRINGS = {
  translationType: 'event',
  label: 'Wydarzenie',
  nouns: {
    project: noun('wydarzenie', 'wydarzenie', 'n'),
    participant: noun('uczestnik', 'uczestnika', 'm'),
  },
  messages: {},
};

export const SCHOOL_STRINGS = {
  translationType: 'school',
  label: 'Szkoła',
  nouns: {
    project: noun('szkoła', 'szkołę', 'f'),
    participant: noun('uczeń', 'ucznia', 'm'),
  },
};

type Answer = { status: number; body: unknown; type?: string } | Error;

/** A fetch stub answering by URL suffix; records every call. */
export function fakeFetch(answers: { project: Answer; strings?: Answer }) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const respond = (answer: Answer | undefined) => {
    if (!answer) return new Response('{}', { status: 404, headers: { 'content-type': 'application/json' } });
    if (answer instanceof Error) throw answer;
    const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    return new Response(text, {
      status: answer.status,
      headers: { 'content-type': answer.type ?? 'application/json; charset=utf-8' },
    });
  };
  const fn = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, init });
    if (url.endsWith('/project/domain')) return respond(answers.project);
    if (url.includes('/strings/domain/')) return respond(answers.strings);
    return respond(undefined);
  };
  return { fn, calls };
}
