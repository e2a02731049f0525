import { formFieldKinds } from '@zapisy/plugin-form-fields';
import { describe, expect, it } from 'vitest';
import { seedDemoRegistration } from '../../seed/demo-registration.js';
import { FORMS } from '../forms/index.js';
import { PAYMENT_RULES } from '../payment-rules/index.js';
import { PRODUCTS } from '../products/index.js';
import { kindCell, registrationTestContext } from '../registrations/wiring-testing.js';
import { PARTICIPANTS, PROJECTS } from './store.js';
import type { TestDocument } from './testing.js';

const c = registrationTestContext();
let seq = 0;

/** A project of org-a with the demo seed's registration (product, price list, installments, form), open. */
async function demoProject() {
  seq += 1;
  const domainName = `demo-kopia-${seq}`;
  const { eventId } = await c.create({ name: `Demo ${seq}`, domainName, translationType: 'event' });
  await c
    .docs(PROJECTS)
    .updateOne({ _id: eventId }, { $set: { 'event.registration': { enabled: true, from: null, to: null } } });
  await seedDemoRegistration(c.t.store, { organizationId: 'org-a', eventId }, formFieldKinds, new Date());
  // A draft newer than the published form, a published survey and the project's own message.
  const registration = (await c.call('GET', `/forms/${eventId}/registration`, { token: c.admin })).json();
  const rows = [...registration.draft.data.rows, { cells: [kindCell('TextArea', { field_name: 'uwagi' })] }];
  const saved = await c.call('PUT', `/forms/${eventId}/registration`, {
    token: c.admin,
    payload: { data: { ...registration.draft.data, rows }, revision: registration.revision },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const survey = {
    id: 'ankieta',
    version: 1,
    rows: [{ cells: [kindCell('TextArea', { field_name: 'opinia' })] }],
  };
  const surveySaved = await c.call('PUT', `/forms/${eventId}/survey`, {
    token: c.admin,
    payload: { data: survey, revision: 0 },
  });
  expect(surveySaved.statusCode, surveySaved.body).toBe(200);
  const published = await c.call('POST', `/forms/${eventId}/survey/publish`, {
    token: c.admin,
    payload: { revision: 1 },
  });
  expect(published.statusCode, published.body).toBe(200);
  await c.call('POST', `/strings/${eventId}`, {
    token: c.admin,
    payload: { registrationClosed: 'Już po zapisach' },
  });
  return { eventId, domainName };
}

async function demoParts(eventId: string) {
  const project = await c.docs(PROJECTS).findOne({ _id: eventId });
  const products = await c.docs(PRODUCTS).find({ eventId }).toArray();
  const configurations = project?.payments as { installments: { configurations: TestDocument[] } };
  const plans = configurations.installments.configurations;
  return {
    project,
    product: products[0] as TestDocument,
    products,
    plans,
    threeInstallments: plans.find((plan) => plan.name === '3 raty')?.definitionId as string,
    forms: await c.docs(FORMS).find({ eventId }).sort({ type: 1 }).toArray(),
    rules: (await c.docs(PAYMENT_RULES).findOne({ _id: eventId }))?.rules as TestDocument[],
  };
}

/** A student with the photo workshop, one piece of the demo product and three installments. */
async function registerStudent(eventId: string, tag: string) {
  const parts = await demoParts(eventId);
  const res = await c.call('POST', `/registrations/${eventId}`, {
    payload: {
      data: {
        first_name: 'Ola',
        last_name: `Nowak${tag}`,
        email_main: `ola.${tag}@example.pl`,
        product: parts.product._id,
        workshop: 'photo',
        student: true,
        installments_select: parts.threeInstallments,
      },
      idempotencyKey: `kopia-${tag}-${Math.random().toString(36).slice(2)}`,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function copy(eventId: string, flag: 'true' | 'false', payload: object) {
  const res = await c.call('POST', `/project/duplicate/${eventId}/${flag}`, { token: c.admin, payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The copy carries what the source has, every inside id pointing at the copy's own documents. */
async function expectCarriedOver(sourceId: string, copyId: string) {
  const source = await demoParts(sourceId);
  const copied = await demoParts(copyId);

  expect(copied.products).toHaveLength(1);
  expect(copied.product._id).not.toBe(source.product._id);
  expect(copied.product).toMatchObject({ name: 'Udział w wydarzeniu', price: 35_000, enabled: true });

  expect(copied.plans.map((plan) => plan.name)).toEqual(source.plans.map((plan) => plan.name));
  expect(copied.threeInstallments).not.toBe(source.threeInstallments);
  expect(copied.plans[1]).toEqual({ ...source.plans[1], definitionId: copied.threeInstallments });

  expect(copied.rules).toEqual(source.rules);

  expect(copied.forms.map((form) => form.type)).toEqual(['registration', 'survey']);
  const [registration, survey] = copied.forms as TestDocument[];
  const [sourceRegistration] = source.forms as TestDocument[];
  expect(registration).toMatchObject({
    _id: `${copyId}:registration`,
    revision: sourceRegistration?.revision,
    publishedRevision: 1,
  });
  expect(registration?.previewUid).not.toBe(sourceRegistration?.previewUid);
  const published = registration?.published as {
    eventId: string;
    data: TestDocument;
    definition: TestDocument[];
  };
  const draft = registration?.draft as { definition: TestDocument[] };
  expect(published.eventId).toBe(copyId);
  expect(published.data.id).toBe(`${copyId}:registration`);
  const productField = published.definition.find((field) => field.field_name === 'product');
  expect(productField?.productIds).toEqual([copied.product._id]);
  expect(JSON.stringify(registration)).not.toContain(source.product._id);
  // The draft's newer field is in the copy's draft and not published, as in the source.
  expect(draft.definition.map((field) => field.field_name)).toContain('uwagi');
  expect(published.definition.map((field) => field.field_name)).not.toContain('uwagi');
  expect(survey?.published).toMatchObject({ isSurvey: true, eventId: copyId });

  const strings = await c.call('GET', `/strings/${copyId}`);
  expect(strings.json().messages.registrationClosed).toBe('Już po zapisach');
}

describe('Duplikuj and Nowa edycja of the demo project carry its whole configuration (issue 14)', () => {
  it('Nowa edycja: forms (published + draft), products with the stock reset, price list, installments, messages; no participant', async () => {
    const { eventId, domainName } = await demoProject();
    const sourceQuote = (await registerStudent(eventId, 'zrodlo')).quote;
    // 350 zł + 80 zł workshop − 50 zł student rule.
    expect(sourceQuote.total).toBe(38_000);
    expect((await demoParts(eventId)).product.inventory).toBe(99);

    const answer = await copy(eventId, 'true', { name: 'Demo 2027' });
    const copyId = answer.event.eventId as string;
    await expectCarriedOver(eventId, copyId);
    // "Participant and customer data is NOT copied", so every piece they took is back in stock.
    expect(await c.docs(PARTICIPANTS).countDocuments({ eventId: copyId })).toBe(0);
    expect((await demoParts(copyId)).product.inventory).toBe(100);
    expect((await demoParts(eventId)).product.inventory).toBe(99);

    // The new edition keeps the address; its public form is open and a registration prices like the source's.
    const form = await c.call('GET', `/forms/public/${domainName}`);
    expect(form.statusCode, form.body).toBe(200);
    expect(form.json()).toMatchObject({ project: { eventId: copyId }, availability: { open: true } });
    const copyQuote = (await registerStudent(copyId, 'edycja')).quote;
    expect(copyQuote.total).toBe(sourceQuote.total);
    expect(copyQuote.installments).toHaveLength(3);
    expect((await demoParts(copyId)).product.inventory).toBe(99);
  });

  it('Duplikuj: the same configuration, and the participants with their choices and stock remapped to the copy', async () => {
    const { eventId } = await demoProject();
    const sourceQuote = (await registerStudent(eventId, 'dup')).quote;

    const answer = await copy(eventId, 'false', {
      name: 'Demo - Duplikat',
      domain: `${eventId}-duplikat`.toLowerCase(),
    });
    const copyId = answer.event.eventId as string;
    expect(answer).toMatchObject({ copiedParticipants: 1, copiedCustomers: 1 });
    await expectCarriedOver(eventId, copyId);

    const copied = await demoParts(copyId);
    const [participant] = await c.docs(PARTICIPANTS).find({ eventId: copyId }).toArray();
    const data = Object.fromEntries(
      ((participant?.data ?? []) as { name: string; value: unknown }[]).map((entry) => [
        entry.name,
        entry.value,
      ]),
    );
    expect(data).toMatchObject({
      product: copied.product._id,
      installments_select: copied.threeInstallments,
    });
    expect(participant?.reserved).toMatchObject({ products: [{ productId: copied.product._id, count: 1 }] });
    // The copied participant holds its piece in the copy, so the copy's stock left is the source's.
    expect(copied.product.inventory).toBe(99);

    const form = await c.call('GET', `/forms/public/${answer.event.event.domainName}`);
    expect(form.json().availability).toMatchObject({ open: true });
    const copyQuote = (await registerStudent(copyId, 'dup-kopia')).quote;
    expect(copyQuote.total).toBe(sourceQuote.total);
    expect(await c.docs(PARTICIPANTS).countDocuments({ eventId: copyId })).toBe(2);
    expect(await c.docs(PARTICIPANTS).countDocuments({ eventId })).toBe(1);
  });
});
