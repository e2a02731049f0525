import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, screenshot } from './support/browser.js';
import { freePort } from './support/free-port.js';
import { DEMO_ADMIN, loginThroughUi, submitLogin } from './support/session.js';
import { type RunningServer, startZapisy } from './support/zapisy-server.js';

/** The shortest lifetime the server accepts (api/src/auth/config.ts: 60 to 90 days in seconds). */
const TTL_SECONDS = 60;
const SCREEN = '/admin/ustawienia/organizacja';

function tokenExp(token: string): number {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    exp?: unknown;
  };
  if (typeof payload.exp !== 'number') throw new Error('token without exp');
  return payload.exp;
}

describe('token expiry mid-session', () => {
  let zapisy: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    zapisy = await startZapisy(await freePort(), { AUTH_TOKEN_TTL_SECONDS: String(TTL_SECONDS) });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    const code = await zapisy?.stop();
    if (code !== 0 && zapisy) console.error(`Zapisy exited with ${code}:\n${zapisy.output().slice(-4000)}`);
  });

  /** Logs in, opens the screen, and answers the token the admin stored. */
  async function openScreen(context: BrowserContext): Promise<{ page: Page; token: string }> {
    const page = await context.newPage();
    await loginThroughUi(page, zapisy.url, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await page.goto(`${zapisy.url}${SCREEN}`);
    await page.getByRole('button', { name: 'Zapisz ustawienia' }).first().waitFor({ timeout: 15_000 });
    const token = await page.evaluate(() => localStorage.getItem('zapisy:token'));
    if (!token) throw new Error('no token stored after log-in');
    return { page, token };
  }

  /** After the expiry: saving a change sends the user to log-in with the referer; logging in returns there. */
  async function expectLoginAndReturn(page: Page, noticedBy: 'browser' | 'server') {
    const name = `expiry-${noticedBy}`;
    const saves: number[] = [];
    page.on('response', (response) => {
      if (response.request().method() === 'PATCH' && response.url().includes('/services/api/')) {
        saves.push(response.status());
      }
    });
    const form = page.getByRole('form', { name: 'Ustawienia organizacji' });
    await form.getByLabel(/^Numer telefonu/).fill('+48 600 100 200');
    await form.getByRole('button', { name: 'Zapisz ustawienia' }).click();
    await page.waitForURL((url) => url.pathname === '/glowne/zaloguj', { timeout: 15_000 });
    // The browser drops an expired token without sending it; otherwise the server refuses it.
    expect(saves).toEqual(noticedBy === 'browser' ? [] : [401]);
    const url = new URL(page.url());
    expect(url.searchParams.get('referer')).toBe(SCREEN);
    expect(url.searchParams.get('error')).toBe('sessionExpired');
    await page.getByText('Sesja wygasła. Zaloguj się ponownie, aby kontynuować.').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('zapisy:token'))).toBeNull();
    await screenshot(page, `issue4-e2e/${name}-login`);

    await submitLogin(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await page.waitForURL((u) => u.pathname === SCREEN, { timeout: 15_000 });
    await page.getByRole('button', { name: 'Zapisz ustawienia' }).first().waitFor({ timeout: 15_000 });
    await screenshot(page, `issue4-e2e/${name}-back`);
  }

  it(
    'sends the user to log-in with the referer kept, whether the browser or the server notices the expiry',
    async () => {
      // The browser's clock agrees with the server: the admin notices the expired token itself.
      const onTime = await browser.newContext();
      // The browser's clock runs 30 s behind: the token still looks valid, the server answers 401.
      const behind = await browser.newContext();
      await behind.clock.install({ time: Date.now() - 30_000 });

      const a = await openScreen(onTime);
      const b = await openScreen(behind);
      const expiresAt = Math.max(tokenExp(a.token), tokenExp(b.token)) * 1000;
      expect(expiresAt - Date.now()).toBeLessThanOrEqual(TTL_SECONDS * 1000);

      // The one real wait of the suite: past the token's expiry.
      await new Promise((r) => setTimeout(r, Math.max(0, expiresAt - Date.now()) + 1_500));

      const me = await fetch(`${zapisy.url}/services/api/me`, { headers: { 'x-auth-token': b.token } });
      expect(me.status).toBe(401);
      expect(((await me.json()) as { code?: string }).code).toBe('TOKEN_EXPIRED');

      await expectLoginAndReturn(a.page, 'browser');
      await expectLoginAndReturn(b.page, 'server');
      await onTime.close();
      await behind.close();
    },
    TTL_SECONDS * 1000 + 60_000,
  );
});
