/**
 * Security headers of the pages the server renders (issue 13 finding 5). The JSON API needs none of
 * them (it answers JSON with `nosniff` where it serves files, authenticates only by the `x-auth-token`
 * header and sets no cookie), so nothing here runs on the API's hot path.
 *
 * - The admin (`/admin`, `/glowne/*`): a CSP of same-origin scripts only (no inline script; the Module
 *   Federation host loads the widget remotes from this origin), never framed (`frame-ancestors 'none'`).
 *   `'unsafe-eval'` is allowed for the admin only: its settings and account forms validate in the browser
 *   with the server's own JSON Schemas through Ajv (host-admin/src/schema-form/ajv.ts,
 *   lib/forms/schema-resolver.ts), and Ajv compiles each schema with `new Function` at run time — the
 *   plugins' settings schemas arrive from the server (`GET /plugins/settings-schemas`), so they cannot be
 *   precompiled at build time. The hosted pages and widgets never compile schemas and get no eval.
 * - Hosted pages (`/formularz`, `/platnosc`, `/l`, …) and the error pages: same-origin scripts (the embed
 *   loader and the widget remotes), inline styles (the page's own and the widgets' shadow-DOM styles),
 *   images from anywhere over https plus data:/blob: (logos, the ZBP transfer QR is inline SVG). Payment
 *   gateways are reached by a top-level navigation (`location.assign`), which CSP does not restrict, and
 *   they return by navigating back. Framing: this origin only, plus HOSTED_FRAME_ANCESTORS (the widgets
 *   mount straight into a foreign page through embed.js, without an iframe, so only embed.js and the
 *   remote bundles need CORS, see ./send.ts).
 * - The API docs (`/services/api/docs`): @fastify/swagger-ui's CSP (with the hashes of its own inline
 *   code) with `frame-ancestors 'none'`, see `docsCsp`.
 *
 * Everywhere: `Referrer-Policy: strict-origin-when-cross-origin` (a payment link's `?k=` never leaves in a
 * Referer), `X-Content-Type-Options: nosniff`, and X-Frame-Options for browsers without frame-ancestors.
 */
import type { FastifyReply } from 'fastify';

export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

type Directives = Readonly<Record<string, readonly string[]>>;

export function serializeCsp(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

const COMMON: Directives = {
  'default-src': ["'self'"],
  'object-src': ["'none'"],
  'font-src': ["'self'", 'data:'],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'connect-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'form-action': ["'self'"],
};

export const ADMIN_CSP = serializeCsp({
  ...COMMON,
  // 'unsafe-eval': Ajv compiles the server's schemas at run time in the admin's forms (see above).
  'script-src': ["'self'", "'unsafe-eval'"],
  'worker-src': ["'self'", 'blob:'],
  'frame-src': ["'self'"],
  'base-uri': ["'self'"],
  'frame-ancestors': ["'none'"],
});

/** What a loaded plugin's browser part loads from a third party (reCAPTCHA's script and frame). */
export interface ExtraPageSources {
  script?: readonly string[];
  frame?: readonly string[];
  connect?: readonly string[];
}

export function hostedPageCsp(frameAncestors: readonly string[] = [], extra: ExtraPageSources = {}): string {
  const frame = extra.frame ?? [];
  return serializeCsp({
    ...COMMON,
    'script-src': ["'self'", ...(extra.script ?? [])],
    'connect-src': ["'self'", ...(extra.connect ?? [])],
    ...(frame.length > 0 ? { 'frame-src': frame } : {}),
    'base-uri': ["'none'"],
    'frame-ancestors': ["'self'", ...frameAncestors],
  });
}

function common(reply: FastifyReply): FastifyReply {
  return reply.header('referrer-policy', REFERRER_POLICY).header('x-content-type-options', 'nosniff');
}

export function sendAdminHeaders(reply: FastifyReply): FastifyReply {
  return common(reply).header('content-security-policy', ADMIN_CSP).header('x-frame-options', 'DENY');
}

export function sendHostedPageHeaders(
  reply: FastifyReply,
  frameAncestors: readonly string[],
  extra: ExtraPageSources = {},
): FastifyReply {
  common(reply).header('content-security-policy', hostedPageCsp(frameAncestors, extra));
  // X-Frame-Options cannot name other sites: only when this origin alone may frame the page.
  return frameAncestors.length === 0 ? reply.header('x-frame-options', 'SAMEORIGIN') : reply;
}

/**
 * The docs' CSP from @fastify/swagger-ui's own (`staticCSP: true`, which hashes its inline scripts):
 * never framed; styles 'self' and inline (its bundle injects a <style> at run time, which its own hashes
 * do not cover, and a hash in style-src would disable 'unsafe-inline'); without
 * `upgrade-insecure-requests`, which would send a plain-http server's own assets to https (a server
 * behind an https proxy gets https anyway).
 */
export function docsCsp(header: string): string {
  return header
    .replace(/frame-ancestors [^;]*/, "frame-ancestors 'none'")
    .replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'")
    .replace(/\s*upgrade-insecure-requests;?/, '')
    .trim();
}

export function sendDocsHeaders(reply: FastifyReply): FastifyReply {
  return common(reply).header('x-frame-options', 'DENY');
}
