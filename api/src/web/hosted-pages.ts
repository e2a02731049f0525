/**
 * Hosted pages: the same widgets a third-party site embeds, on the project's own addresses.
 * `/formularz` on `demo.<baseDomain>` and `/demo/formularz` on the bare host serve a page with the embed
 * loader and `<div data-zapisy-widget="form" data-project="demo">`. An unknown project gets the same page
 * with status 404 (the widget then says "Nie znaleziono projektu „x”."). Spec §2: "A single leading
 * segment can act as the subdomain part. In that case a path with extra slashes goes to 404."
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { botProtectionPageSourcesOf } from '../modules/bot-protection/index.js';
import { findProjectByDomain } from '../modules/projects/index.js';
import { CACHE } from './cache.js';
import { sendErrorPage } from './error-pages.js';
import { projectFromHostname, projectFromSegment } from './hosts.js';
import { hostedPage } from './html.js';
import type { WebConfig } from './index.js';
import { sendHostedPageHeaders } from './security-headers.js';

interface HostedPageKind {
  widget: string;
  heading: string;
  attributes?: Readonly<Record<string, string>>;
  /** Query parameters passed on as widget options (`?k=` → `data-k`), when their value is well-formed. */
  query?: Readonly<Record<string, string>>;
}

/** The payer key and a returning payment's id (api/src/modules/payments/payer-key.ts, the `platnosc` parameter). */
const PAYMENT_QUERY = { k: 'k', platnosc: 'payment-id' } as const;
const QUERY_VALUE = /^[A-Za-z0-9_.-]{1,300}$/;

/**
 * The participant links of a form page, passed on to the widget (issue 14): `?p=` the participant's own
 * link (form, survey), `?affiliate_id=` a referral link (`data-affiliate-id`). Generic for every form page.
 */
const FORM_QUERY = { p: 'p', affiliate_id: 'affiliate-id' } as const;
/** The hosted form pages show the project's header and the organizer's footer around the form. */
const FORM_PAGE = { layout: 'page' } as const;

function paymentPage(heading: string, variant?: string): HostedPageKind {
  return {
    widget: 'payment',
    heading,
    query: PAYMENT_QUERY,
    ...(variant ? { attributes: { variant } } : {}),
  };
}

/**
 * Hosted page path → widget, heading and widget options (spec §2 public routes: /formularz, /ankieta, /p form
 * preview, /platnosc, /l payment link, the payment entry variants and the payment completion pages, which show
 * the returning payment's status). More widgets (t, f, ...) join this table.
 */
export const HOSTED_PAGES: Record<string, HostedPageKind> = {
  formularz: { widget: 'form', heading: 'Formularz zapisu', attributes: FORM_PAGE, query: FORM_QUERY },
  ankieta: {
    widget: 'form',
    heading: 'Ankieta',
    attributes: { ...FORM_PAGE, type: 'survey' },
    query: FORM_QUERY,
  },
  p: { widget: 'form', heading: 'Podgląd formularza', attributes: FORM_PAGE },
  platnosc: paymentPage('Płatność'),
  l: paymentPage('Płatność', 'link'),
  'platnosc-formularz': paymentPage('Płatność za zgłoszenie', 'form'),
  'platnosc-faktura': paymentPage('Płatność za fakturę', 'invoice'),
  'platnosc-email': paymentPage('Płatność', 'email'),
  'zakonczono/platnosc-gotowka': paymentPage('Płatność gotówką', 'link'),
  'zakonczono/platnosc-przelew': paymentPage('Płatność przelewem', 'link'),
  'zakonczono/platnosc-online': paymentPage('Płatność online', 'link'),
};

/** The page's widget options taken from its query (only well-formed values; the widget checks them again). */
function queryAttributes(page: HostedPageKind, query: unknown): Record<string, string> {
  const attributes: Record<string, string> = {};
  if (!page.query || typeof query !== 'object' || query === null) return attributes;
  for (const [param, attribute] of Object.entries(page.query)) {
    const value = (query as Record<string, unknown>)[param];
    if (typeof value === 'string' && QUERY_VALUE.test(value)) attributes[attribute] = value;
  }
  return attributes;
}

/** `/p/{uid}`: the draft preview of the form whose preview id is `uid` (GET /forms/preview/{uid}). */
const PREVIEW_SEGMENT = 'p';
const PREVIEW_UID = /^[A-Za-z0-9_-]{8,64}$/;

export function sendNotFoundPage(reply: FastifyReply): FastifyReply {
  return sendErrorPage(reply, 404);
}

/** The project's display name and whether it exists; `undefined` when there is no store to ask. */
async function lookup(app: FastifyInstance, domain: string): Promise<{ name?: string } | null | undefined> {
  type Store = Parameters<typeof findProjectByDomain>[0];
  const store = (app as unknown as { store?: Store }).store;
  if (!store?.db) return undefined;
  try {
    const project = await findProjectByDomain(store, domain);
    return project ? { name: project.event?.name } : null;
  } catch (error) {
    app.log.warn({ err: error, domain }, 'hosted page: project lookup failed');
    return undefined;
  }
}

export function registerHostedPages(app: FastifyInstance, config: WebConfig): void {
  const render = async (
    reply: FastifyReply,
    segment: string,
    project: string,
    previewUid?: string,
    query?: unknown,
  ) => {
    const page = HOSTED_PAGES[segment];
    if (!page) return sendNotFoundPage(reply);
    if (previewUid !== undefined && !PREVIEW_UID.test(previewUid)) return sendNotFoundPage(reply);
    const found = await lookup(app, project);
    const attributes = {
      ...page.attributes,
      ...queryAttributes(page, query),
      ...(previewUid ? { preview: previewUid } : {}),
    };
    // The loaded bot protections' scripts (reCAPTCHA) are read once the plugins are registered.
    return sendHostedPageHeaders(reply, config.hostedFrameAncestors ?? [], botProtectionPageSourcesOf(app))
      .code(found === null ? 404 : 200)
      .header('cache-control', CACHE.noCache)
      .type('text/html; charset=utf-8')
      .send(
        hostedPage({
          widget: page.widget,
          heading: page.heading,
          project,
          projectName: found?.name,
          attributes,
        }),
      );
  };

  // demo.<baseDomain>/p/{uid} and <baseDomain>/demo/p/{uid}: the draft preview.
  app.get<{ Params: { uid: string } }>(`/${PREVIEW_SEGMENT}/:uid`, (request, reply) => {
    const project = projectFromHostname(request.hostname, config.baseDomain);
    return project ? render(reply, PREVIEW_SEGMENT, project, request.params.uid) : sendNotFoundPage(reply);
  });
  app.get<{ Params: { domain: string; uid: string } }>(
    `/:domain/${PREVIEW_SEGMENT}/:uid`,
    (request, reply) => {
      const fromHost = projectFromHostname(request.hostname, config.baseDomain);
      const project = projectFromSegment(request.params.domain);
      return !fromHost && project
        ? render(reply, PREVIEW_SEGMENT, project, request.params.uid)
        : sendNotFoundPage(reply);
    },
  );

  for (const segment of Object.keys(HOSTED_PAGES)) {
    // demo.<baseDomain>/formularz
    app.get(`/${segment}`, (request, reply) => {
      const project = projectFromHostname(request.hostname, config.baseDomain);
      return project ? render(reply, segment, project, undefined, request.query) : sendNotFoundPage(reply);
    });
    // <baseDomain>/demo/formularz (on a project subdomain a leading segment is not a project prefix)
    app.get<{ Params: { domain: string } }>(`/:domain/${segment}`, (request, reply) => {
      const fromHost = projectFromHostname(request.hostname, config.baseDomain);
      const project = projectFromSegment(request.params.domain);
      return !fromHost && project
        ? render(reply, segment, project, undefined, request.query)
        : sendNotFoundPage(reply);
    });
    // "a path with extra slashes goes to 404": /demo//formularz
    app.get(`/:domain//${segment}`, (_request: FastifyRequest, reply) => sendNotFoundPage(reply));
  }
}
