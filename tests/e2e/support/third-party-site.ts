import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { repoRoot } from './zapisy-server.js';

/** Hostile page CSS: a widget that is not scoped would be unreadable under it. */
const HOSTILE_CSS = `
  * { font-family: "Comic Sans MS", cursive !important; color: rgb(255, 0, 0) !important; }
  div { border: 3px dashed rgb(0, 0, 255); }
  h1, h2, h3, p { font-size: 48px !important; }
  .zapisy-card, [class^="zapisy-"] { display: none !important; }
`;

const escapeAttribute = (text: string) => text.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="pl"><head><meta charset="utf-8"><title>${title}</title>
<style>${HOSTILE_CSS}</style></head><body>
<h1 id="host-heading">Strona organizatora</h1>
<p class="zapisy-probe" id="probe">Tekst strony</p>
${body}
</body></html>`;
}

/**
 * A third-party website on its own origin (127.0.0.1:<port>, while Zapisy is on localhost:<port>),
 * with the embed snippet exactly as the README shows it.
 */
export function startThirdPartySite(port: number, zapisyUrl: string, deadUrl: string): Promise<Server> {
  const pages: Record<string, (query: URLSearchParams) => { type: string; body: string }> = {
    // A plain organizer page (no hostile CSS) embedding the form of the project named in ?project=.
    '/plain.html': (query) => ({
      type: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="pl"><head><meta charset="utf-8"><title>Zapisy na warsztaty</title></head>
<body><h1>Warsztaty organizatora</h1><p>Zapisz się poniżej.</p>
<script async src="${zapisyUrl}/embed.js"></script>
<div data-zapisy-widget="form" data-project="${escapeAttribute(query.get('project') ?? '')}"></div>
</body></html>`,
    }),
    '/embed.html': () => ({
      type: 'text/html; charset=utf-8',
      body: page(
        'Embed',
        `<script async src="${zapisyUrl}/embed.js"></script>
<div data-zapisy-widget="form" data-project="demo" id="zapisy-form"></div>`,
      ),
    }),
    '/two-widgets.html': () => ({
      type: 'text/html; charset=utf-8',
      body: page(
        'Two',
        `<script async src="${zapisyUrl}/embed.js"></script>
<div data-zapisy-widget="form" data-project="demo" id="first"></div>
<div data-zapisy-widget="form" data-project="demo" id="second"></div>`,
      ),
    }),
    '/unknown-project.html': () => ({
      type: 'text/html; charset=utf-8',
      body: page(
        'Unknown',
        `<script async src="${zapisyUrl}/embed.js"></script>
<div data-zapisy-widget="form" data-project="nie-ma-takiego" id="zapisy-form"></div>`,
      ),
    }),
    // The loader came from a cache or CDN, but the Zapisy server behind it is down.
    '/unreachable.html': () => ({
      type: 'text/html; charset=utf-8',
      body: page(
        'Unreachable',
        `<script async src="/copied/embed.js" data-zapisy-origin="${deadUrl}"></script>
<div data-zapisy-widget="form" data-project="demo" id="zapisy-form"></div>`,
      ),
    }),
    // A site that already runs React 18 from its own UMD scripts.
    '/with-react.html': () => ({
      type: 'text/html; charset=utf-8',
      body: page(
        'React',
        `<script src="/vendor/react.js"></script><script src="/vendor/react-dom.js"></script>
<script async src="${zapisyUrl}/embed.js"></script>
<div data-zapisy-widget="form" data-project="demo" id="zapisy-form"></div>`,
      ),
    }),
    '/vendor/react.js': () => ({
      type: 'application/javascript; charset=utf-8',
      body: readFileSync(join(repoRoot, 'node_modules/react/umd/react.production.min.js'), 'utf8'),
    }),
    '/vendor/react-dom.js': () => ({
      type: 'application/javascript; charset=utf-8',
      body: readFileSync(join(repoRoot, 'node_modules/react-dom/umd/react-dom.production.min.js'), 'utf8'),
    }),
    '/copied/embed.js': () => ({
      type: 'application/javascript; charset=utf-8',
      body: readFileSync(join(repoRoot, 'widgets/embed/dist/embed.js'), 'utf8'),
    }),
  };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const entry = pages[url.pathname];
    if (!entry) {
      res.writeHead(404).end('not found');
      return;
    }
    const { type, body } = entry(url.searchParams);
    res.writeHead(200, { 'content-type': type }).end(body);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
