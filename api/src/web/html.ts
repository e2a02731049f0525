/** Small server-rendered HTML pages: the layout, hosted widget pages and the admin-missing page (error pages: ./error-pages.ts). */

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

const BASE_CSS =
  'body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1f2937;background:#f3f4f6}' +
  'main{max-width:44em;margin:0 auto;padding:2em 1em}h1{font-size:1.5em;margin:0 0 .5em}' +
  'a{color:#1d4ed8}code{background:#e5e7eb;padding:.1em .3em;border-radius:4px}';

export function layout(title: string, body: string, head = ''): string {
  return `<!doctype html>
<html lang="pl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)}</title>
<style>${BASE_CSS}</style>
${head}</head>
<body>
${body}
</body>
</html>
`;
}

export interface HostedPageOptions {
  /** The widget to mount (`form`). */
  widget: string;
  /** The project's domain name (already validated). */
  project: string;
  /** Page heading/title text, e.g. 'Formularz zapisu'. */
  heading: string;
  /** The project's display name, when known. */
  projectName?: string;
  /** Further `data-*` options of the widget (`type: 'survey'` → `data-type="survey"`). */
  attributes?: Readonly<Record<string, string>>;
}

/** A hosted page: the embed loader plus one widget element, exactly what a third-party site would have. */
export function hostedPage({
  widget,
  project,
  heading,
  projectName,
  attributes = {},
}: HostedPageOptions): string {
  const title = `${heading} - ${projectName ?? project} | Zapisy`;
  const options = Object.entries(attributes)
    .map(([name, value]) => ` data-${escapeHtml(name)}="${escapeHtml(value)}"`)
    .join('');
  return layout(
    title,
    `<main>
<div data-zapisy-widget="${escapeHtml(widget)}" data-project="${escapeHtml(project)}"${options}></div>
<noscript><p>Ta strona wymaga włączonej obsługi JavaScriptu w przeglądarce.</p></noscript>
</main>`,
    '<script async src="/embed.js"></script>\n',
  );
}

export function adminMissingPage(distDir: string): string {
  return layout(
    'Panel administracyjny niedostępny (503) | Zapisy',
    `<main role="main">
<h1>Panel administracyjny nie jest zbudowany</h1>
<p>Serwer nie znalazł plików panelu w <code>${escapeHtml(distDir)}</code>.</p>
<p>Uruchom <code>npm run build</code> w katalogu repozytorium, a potem ponownie uruchom serwer
(<code>npm run serve</code>).</p>
</main>`,
  );
}
