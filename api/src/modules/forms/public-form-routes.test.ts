import translationTypes from '@zapisy/plugin-translation-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECTS } from '../projects/store.js';
import { createProjectTestContext, type ProjectTestContext } from '../projects/testing.js';
import { personalCells, testCell, testFormFieldKindsPlugin, testFormValue } from './testing.js';

let c: ProjectTestContext;
let seq = 0;

beforeAll(async () => {
  c = await createProjectTestContext([translationTypes, testFormFieldKindsPlugin]);
});
afterAll(async () => c.t.close());

/** A project of org-a with a published registration form and the given registration settings. */
async function publishedProject(registration: Record<string, unknown> = {}) {
  const domainName = `publiczny-${++seq}`;
  const { eventId } = await c.create({ domainName });
  await c
    .docs(PROJECTS)
    .updateOne(
      { _id: eventId },
      { $set: { 'event.registration': { enabled: true, from: null, to: null, ...registration } } },
    );
  const data = testFormValue([...personalCells(), testCell('Toggle', { field_name: 'student' })]);
  await c.call('PUT', `/forms/${eventId}/registration`, { token: c.admin, payload: { data, revision: 0 } });
  const published = await c.call('POST', `/forms/${eventId}/registration/publish`, {
    token: c.admin,
    payload: { revision: 1 },
  });
  expect(published.statusCode).toBe(200);
  return { eventId, domainName, previewUid: published.json().previewUid as string };
}

const publicForm = (domain: string, type = 'registration') =>
  c.call('GET', `/forms/public/${domain}?type=${type}`);

describe('GET /forms/public/{domain}', () => {
  it('answers the published form with products, price list, installments, VAT, payments and availability', async () => {
    const { eventId, domainName } = await publishedProject();
    const product = (await c.call('POST', `/products/${eventId}`, { token: c.admin })).json();
    await c.call('PATCH', `/products/${eventId}/${product.productId}`, {
      token: c.admin,
      payload: { name: 'Udział', price: 35_000, inventory: 0 },
    });
    const hidden = (await c.call('POST', `/products/${eventId}`, { token: c.admin })).json();
    await c.call('PATCH', `/products/${eventId}/${hidden.productId}`, {
      token: c.admin,
      payload: { enabled: false },
    });
    const rules = [
      { id: 'r1', name: 'Zniżka', amount: -5000, jsonRule: { '==': [{ var: 'student' }, true] } },
    ];
    expect(
      (await c.call('PUT', `/payment-rules/${eventId}`, { token: c.admin, payload: { rules } })).statusCode,
    ).toBe(200);
    const installments = {
      enabled: true,
      billBeforeInstallment: false,
      configurations: [
        {
          name: 'Jednorazowo',
          definitionId: 'a',
          type: 'constantNumber',
          count: 1,
          multiplier: 1,
          calculationType: 'totalAmount',
        },
      ],
    };
    await c.docs(PROJECTS).updateOne(
      { _id: eventId },
      {
        $set: {
          'payments.installments': installments,
          'invoicing.useVat': true,
          'invoicing.vatPercent': '23',
        },
      },
    );

    const res = await publicForm(`${domainName}.zapisy.test`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      project: { eventId, organizationId: 'org-a', domainName, translationType: expect.any(String) },
      type: 'registration',
      paymentRules: rules,
      installments: { enabled: true, configurations: installments.configurations },
      vatRate: '23',
      payments: {
        enabled: expect.any(Boolean),
        online: expect.any(Boolean),
        cash: expect.any(Boolean),
        transferAccount: expect.any(Boolean),
      },
      availability: { open: true, waitingList: false, placesLeft: null, message: null },
      preview: false,
    });
    expect(body.form.definition.map((f: { field_name: string }) => f.field_name)).toEqual([
      'first_name',
      'last_name',
      'email_main',
      'student',
    ]);
    // "available when enabled and inventory is not at or below zero"; disabled products are not offered.
    expect(body.products).toEqual([
      expect.objectContaining({
        productId: product.productId,
        price: 35_000,
        inventory: 0,
        available: false,
      }),
    ]);
  });

  it('says whether the project has a bank account the payment page shows (the completion page promises it only then)', async () => {
    const { eventId, domainName } = await publishedProject();
    const transferAccount = async (bankAccount: string) => {
      await c
        .docs(PROJECTS)
        .updateOne(
          { _id: eventId },
          { $set: { 'payments.enabled': true, 'invoicing.bankAccount': bankAccount } },
        );
      return (await publicForm(domainName)).json().payments.transferAccount;
    };
    expect(await transferAccount('')).toBe(false);
    expect(await transferAccount('PL12 3456')).toBe(false);
    expect(await transferAccount('PL61 1090 1014 0000 0712 1981 2874')).toBe(true);
  });

  it('serves the published form, not a later draft', async () => {
    const { eventId, domainName } = await publishedProject();
    await c.call('PUT', `/forms/${eventId}/registration`, {
      token: c.admin,
      payload: { data: testFormValue(personalCells()), revision: 1 },
    });
    const body = (await publicForm(domainName)).json();
    expect(body.form.definition).toHaveLength(4);
  });

  it('404 with a Polish message when nothing is published, or the domain is unknown', async () => {
    const { eventId } = await c.create({ domainName: `pusty-${++seq}` });
    const res = await publicForm(`pusty-${seq}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Formularz zapisów tego projektu nie został jeszcze opublikowany.');
    await c.call('GET', `/forms/${eventId}/survey`, { token: c.admin });
    expect((await publicForm(`pusty-${seq}`, 'survey')).json().message).toBe(
      'Ankieta tego projektu nie została jeszcze opublikowana.',
    );
    expect((await publicForm('nie-ma-takiego')).statusCode).toBe(404);
  });

  it('"Registration open: enabled and now within from/to": a closed window answers the project\'s message', async () => {
    const { domainName } = await publishedProject({ to: '2020-01-01T00:00:00.000Z' });
    const body = (await publicForm(domainName)).json();
    expect(body.availability).toMatchObject({ open: false, waitingList: false });
    expect(body.availability.message).toMatch(/zamknięte/);
  });

  it('"with a participant limit, tickets remain": places left from the project counter; full → closed with a message', async () => {
    const { eventId, domainName } = await publishedProject({
      limitOfParticipantsEnabled: true,
      limitOfParticipants: 10,
    });
    await c.docs(PROJECTS).updateOne({ _id: eventId }, { $set: { 'registrationCounters.participants': 7 } });
    expect((await publicForm(domainName)).json().availability).toEqual({
      open: true,
      waitingList: false,
      placesLeft: 3,
      message: null,
    });
    await c.docs(PROJECTS).updateOne({ _id: eventId }, { $set: { 'registrationCounters.participants': 10 } });
    const full = (await publicForm(domainName)).json().availability;
    expect(full).toMatchObject({ open: false, waitingList: false, placesLeft: 0 });
    expect(full.message).toMatch(/^Brak wolnych miejsc/);
  });

  it('"Waiting list applies when limit and waiting list are enabled and no tickets remain"', async () => {
    const { eventId, domainName } = await publishedProject({
      limitOfParticipantsEnabled: true,
      limitOfParticipants: 1,
      enableWaitingList: true,
    });
    await c.docs(PROJECTS).updateOne({ _id: eventId }, { $set: { 'registrationCounters.participants': 1 } });
    expect((await publicForm(domainName)).json().availability).toEqual({
      open: true,
      waitingList: true,
      placesLeft: 0,
      message: null,
    });
  });
});

describe('GET /forms/preview/{uid}', () => {
  it('answers the draft with preview true; an unknown id → 404', async () => {
    const { eventId, previewUid } = await publishedProject();
    await c.call('PUT', `/forms/${eventId}/registration`, {
      token: c.admin,
      payload: { data: testFormValue(personalCells()), revision: 1 },
    });
    const res = await c.call('GET', `/forms/preview/${previewUid}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ preview: true, type: 'registration', project: { eventId } });
    expect(res.json().form.definition).toHaveLength(3);
    const missing = await c.call('GET', '/forms/preview/nieznany');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toMatch(/podglądu/);
  });
});
