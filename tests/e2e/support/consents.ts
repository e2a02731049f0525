import type { Page } from 'playwright-core';

/**
 * Ticks every consent the form shows (issue 14: the terms and the RODO clause are required checkboxes
 * of every hosted form), as a participant does before 'Wyślij zgłoszenie'.
 */
export async function acceptFormConsents(page: Page): Promise<void> {
  const boxes = page.getByTestId('zapisy-consents').getByRole('checkbox');
  for (const box of await boxes.all()) await box.check();
}
