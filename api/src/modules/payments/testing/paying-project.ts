/** A project of org-a taking payments, created through the API of a `ProjectTestContext`, for route tests. */
import { PROJECTS } from '../../projects/store.js';
import type { ProjectTestContext } from '../../projects/testing.js';
import { definitionField, PERSONAL_FIELDS, publishRegistrationForm } from '../../registrations/testing.js';
import { wiringProduct } from '../../registrations/wiring-testing.js';

/** The personal fields and a priced single-choice product field. */
export const PRICED_FORM = [
  ...PERSONAL_FIELDS,
  definitionField('Product', 'product', { hasPrice: true, productIds: [], multiple: false }),
];

/**
 * Creates 'Obóz letni' at `domainName` with registration open, payments enabled and `settings` (project paths
 * → values), publishes `form` and adds a 100 zł product `<eventId>-bilet`; returns the ids.
 */
export async function createPayingProject(
  c: ProjectTestContext,
  domainName: string,
  settings: Record<string, unknown>,
  form = PRICED_FORM,
): Promise<{ eventId: string; domainName: string; productId: string }> {
  const { eventId } = await c.create({ name: 'Obóz letni', domainName });
  await c.docs(PROJECTS).updateOne(
    { _id: eventId },
    {
      $set: {
        'event.registration': { enabled: true, from: null, to: null },
        'payments.enabled': true,
        ...settings,
      },
    },
  );
  await publishRegistrationForm(c, eventId, form);
  const productId = await wiringProduct(c, eventId, 10_000, null, { _id: `${eventId}-bilet` });
  return { eventId, domainName, productId };
}
