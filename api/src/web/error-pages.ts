/**
 * The error pages of spec §2 ("Errors: /500, /403, /404 (one error page)"): one page, three variants, each
 * served with its own status. `/403`, `/404` and `/500` on any of our hosts; every web route that ends in
 * "not found" sends the 404 variant through `sendErrorPage`.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { CACHE } from './cache.js';
import { layout } from './html.js';
import { sendHostedPageHeaders } from './security-headers.js';

export type ErrorPageStatus = 403 | 404 | 500;

interface ErrorPageText {
  title: string;
  heading: string;
  message: string;
  /** Where the visitor can go next: [href, text]. */
  links: ReadonlyArray<readonly [string, string]>;
}

const HOME: readonly [string, string] = ['/', 'Przejdź na stronę główną'];

export const ERROR_PAGES: Readonly<Record<ErrorPageStatus, ErrorPageText>> = {
  403: {
    title: 'Brak dostępu (403)',
    heading: 'Brak dostępu',
    message: 'Nie masz uprawnień do tej strony. Zaloguj się na konto, które ma do niej dostęp (403).',
    links: [['/glowne/zaloguj', 'Zaloguj się'], HOME],
  },
  404: {
    title: 'Nie znaleziono strony (404)',
    heading: 'Nie znaleziono strony',
    message: 'Strona, której szukasz, nie istnieje albo jej adres jest nieprawidłowy (404).',
    links: [HOME],
  },
  500: {
    title: 'Błąd serwera (500)',
    heading: 'Wystąpił błąd serwera',
    message:
      'Nie udało się wyświetlić tej strony z powodu błędu po stronie serwera (500). Spróbuj ponownie za chwilę.',
    links: [HOME],
  },
};

export function errorPage(status: ErrorPageStatus): string {
  const text = ERROR_PAGES[status];
  const links = text.links.map(([href, label]) => `<p><a href="${href}">${label}</a></p>`).join('\n');
  return layout(
    `${text.title} | Zapisy`,
    `<main role="main">
<h1>${text.heading}</h1>
<p>${text.message}</p>
${links}
</main>`,
  );
}

export function sendErrorPage(reply: FastifyReply, status: ErrorPageStatus): FastifyReply {
  return sendHostedPageHeaders(reply, [])
    .code(status)
    .header('cache-control', CACHE.noStore)
    .type('text/html; charset=utf-8')
    .send(errorPage(status));
}

/** `GET /403`, `/404`, `/500`: the page with its status (static routes, so they win over `/:domain`). */
export function registerErrorPages(app: FastifyInstance): void {
  for (const status of Object.keys(ERROR_PAGES).map(Number) as ErrorPageStatus[]) {
    app.get(`/${status}`, (_request, reply) => sendErrorPage(reply, status));
  }
}
