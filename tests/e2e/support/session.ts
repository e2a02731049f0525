import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** host-admin/src/api/session.ts: where the admin keeps the session. */
const TOKEN_STORAGE_KEY = 'zapisy:token';
const USER_STORAGE_KEY = 'zapisy:user';

export const DEMO_ADMIN = { email: 'admin@zapisy.local', password: 'zapisy-demo' } as const;

/** Fills the log-in screen that is open in `page` and submits it. */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Logowanie' });
  await form.waitFor({ timeout: 15_000 });
  await form.getByLabel('Adres e-mail').fill(email);
  await form.getByLabel(/^Hasło/).fill(password);
  await form.getByRole('button', { name: 'Zaloguj się' }).click();
}

/** Logs in through /glowne/zaloguj the way a user does and waits to leave the log-in screen. */
export async function loginThroughUi(page: Page, baseUrl: string, email: string, password: string) {
  await page.goto(`${baseUrl}/glowne/zaloguj`);
  await submitLogin(page, email, password);
  await page.waitForURL((url) => url.pathname.startsWith('/admin/'), { timeout: 15_000 });
}

/**
 * Logs in with `POST /services/api/auth/login` and puts the session where the admin reads it (local
 * storage), as the log-in screen would.
 */
export async function loginViaApi(page: Page, baseUrl: string, email: string, password: string) {
  const response = await fetch(`${baseUrl}/services/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(response.status).toBe(200);
  const { token, user } = (await response.json()) as { token: string; user: unknown };
  // An origin page to write local storage on, before the admin reads it.
  await page.goto(`${baseUrl}/services/api/env`);
  await page.evaluate(
    ([keys, value]) => {
      localStorage.setItem(keys[0], value.token);
      localStorage.setItem(keys[1], JSON.stringify(value.user));
    },
    [[TOKEN_STORAGE_KEY, USER_STORAGE_KEY], { token, user }] as const,
  );
  return token;
}
