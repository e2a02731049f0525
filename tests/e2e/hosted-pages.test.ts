import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, screenshot } from './support/browser.js';

const port = inject('zapisyPort');

describe('hosted /formularz page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each([
    ['the project subdomain', `http://demo.localhost:${port}/formularz`],
    ['the project path prefix', `http://localhost:${port}/demo/formularz`],
  ])('renders the form widget on %s', async (_label, url) => {
    const page = await browser.newPage();
    const response = await page.goto(url);
    expect(response?.status()).toBe(200);
    const name = page.getByTestId('zapisy-form-project-name');
    await name.waitFor({ timeout: 15_000 });
    expect(await name.textContent()).toContain('Demo');
    await screenshot(page, `hosted-${url.includes('demo.localhost') ? 'subdomain' : 'prefix'}`);
    await page.close();
  });

  it('"a path with extra slashes goes to 404"', async () => {
    const response = await fetch(`http://localhost:${port}/demo//formularz`);
    expect(response.status).toBe(404);
  });
});
