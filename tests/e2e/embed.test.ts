import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, screenshot } from './support/browser.js';

const site = inject('thirdPartyUrl');

describe('embed loader on a third-party site (one script tag)', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function open(path: string): Promise<Page> {
    page = await browser.newPage();
    await page.goto(`${site}${path}`);
    return page;
  }

  it('renders the form widget with the project name fetched from the API, from another origin', async () => {
    await open('/embed.html');
    const name = page.getByTestId('zapisy-form-project-name');
    await name.waitFor({ timeout: 15_000 });
    expect(await name.textContent()).toContain('Demo');
    // The demo project has a published registration form (the seed's): its fields are drawn.
    await page.getByLabel(/^Imię/).first().waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('zapisy-form-submit').textContent()).toBe('Wyślij zgłoszenie');
    const marks = await page.evaluate(() =>
      performance.getEntriesByType('mark').map((m) => ({ name: m.name, at: m.startTime })),
    );
    const start = marks.find((m) => m.name === 'zapisy:loader-start');
    const render = marks.find((m) => m.name === 'zapisy:first-render');
    expect(start && render && render.at >= start.at).toBe(true);
    console.log(`widget first render ${(render!.at - start!.at).toFixed(0)} ms after the loader started`);
    await screenshot(page, 'embed-third-party');
    await page.close();
  });

  it('widget CSS is scoped: the hostile page CSS does not break it and it does not restyle the page', async () => {
    await open('/embed.html');
    const name = page.getByTestId('zapisy-form-project-name');
    await name.waitFor({ timeout: 15_000 });
    expect(await name.isVisible()).toBe(true);
    const widgetStyle = await name.evaluate((el) => {
      const style = getComputedStyle(el);
      return { color: style.color, font: style.fontFamily };
    });
    expect(widgetStyle.color).not.toBe('rgb(255, 0, 0)');
    expect(widgetStyle.font).not.toMatch(/Comic Sans/);
    const probe = await page.locator('#probe').evaluate((el) => {
      const style = getComputedStyle(el);
      return { color: style.color, size: style.fontSize, display: style.display };
    });
    expect(probe).toEqual({ color: 'rgb(255, 0, 0)', size: '48px', display: 'none' });
    await page.close();
  });

  it('two widgets on one page share one remote entry and one React', async () => {
    await open('/two-widgets.html');
    await page.locator('#first').getByTestId('zapisy-form-project-name').waitFor({ timeout: 15_000 });
    await page.locator('#second').getByTestId('zapisy-form-project-name').waitFor({ timeout: 15_000 });
    const entries = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((r) => r.name)
        .filter((n) => n.includes('remoteEntry')),
    );
    expect(entries).toHaveLength(1);
    await page.close();
  });

  it('uses the React the page already has instead of downloading a second copy', async () => {
    const widgetChunks = async (path: string) => {
      const errors: string[] = [];
      page = await browser.newPage();
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      await page.goto(`${site}${path}`);
      await page.getByTestId('zapisy-form-project-name').waitFor({ timeout: 15_000 });
      const chunks = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((r) => r.name)
          .filter((n) => n.includes('/widgets/form/')),
      );
      await page.close();
      return { chunks, errors };
    };
    const own = await widgetChunks('/embed.html');
    const shared = await widgetChunks('/with-react.html');
    expect(shared.errors).toEqual([]);
    // The page's React and ReactDOM stand in for the widget's own react and react-dom chunks.
    expect(shared.chunks.length).toBeLessThan(own.chunks.length);
    expect(shared.chunks.every((c) => own.chunks.includes(c))).toBe(true);
  });

  it('shows a readable Polish message, not a blank box, when the Zapisy server is unreachable', async () => {
    await open('/unreachable.html');
    const box = page.locator('#zapisy-form');
    // Locators pierce the widget's shadow root, wherever the loader draws its message.
    await box
      .getByText(/niedostępn|nie udało się/i)
      .first()
      .waitFor({ timeout: 15_000 });
    expect(await box.getByRole('button', { name: 'Spróbuj ponownie' }).count()).toBe(1);
    await screenshot(page, 'embed-unreachable');
    await page.close();
  });

  it('names the missing project in Polish when the domain is unknown', async () => {
    await open('/unknown-project.html');
    const box = page.locator('#zapisy-form');
    await box.getByText(/Nie znaleziono projektu/).waitFor({ timeout: 15_000 });
    expect(await box.getByText(/nie-ma-takiego/).count()).toBeGreaterThan(0);
    await page.close();
  });
});
