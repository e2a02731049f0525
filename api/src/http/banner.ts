/** What `npm start` prints once the server listens: where to go, the demo login and an embed snippet. */
import { DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD, DEMO_PROJECT_DOMAIN } from '../seed/index.js';

export function banner(publicUrl: string, showLogin: boolean): string {
  const lines = ['', `  Zapisy działa: ${publicUrl}`, `  Panel administracyjny: ${publicUrl}/admin`];
  if (showLogin) lines.push(`  Logowanie: ${DEMO_ADMIN_EMAIL} / ${DEMO_ADMIN_PASSWORD}`);
  lines.push(
    `  API: ${publicUrl}/services/api (dokumentacja: ${publicUrl}/services/api/docs)`,
    '',
    '  Osadzenie formularza na dowolnej stronie:',
    `    <script async src="${publicUrl}/embed.js"></script>`,
    `    <div data-zapisy-widget="form" data-project="${DEMO_PROJECT_DOMAIN}"></div>`,
    '',
  );
  return lines.join('\n');
}
