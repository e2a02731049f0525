import { isRequiredByToday } from '@zapisy/core';
import formFieldsPlugin from '@zapisy/plugin-form-fields';
import translationTypes from '@zapisy/plugin-translation-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithToken } from '../../auth/testing.js';
import { PROJECTS } from '../projects/store.js';
import { createProjectTestContext, type ProjectTestContext } from '../projects/testing.js';
import { definitionField, PERSONAL_FIELDS, THREE_MONTHLY_INSTALLMENTS } from '../registrations/testing.js';
import {
  idempotencyKey,
  person,
  registerTo,
  wiringProduct,
  wiringProject,
} from '../registrations/wiring-testing.js';
import { BILLINGS } from './store.js';

let c: ProjectTestContext;
let eventId: string;
let participantId: string;

const INSTALLMENTS_FORM = [
  ...PERSONAL_FIELDS,
  definitionField('Product', 'product', { hasPrice: true, productIds: [], multiple: false }),
  definitionField('InstallmentsSelect', 'installments_select'),
];

const INSTALLMENT_SETTINGS = {
  'payments.installments': {
    enabled: true,
    billBeforeInstallment: false,
    configurations: [THREE_MONTHLY_INSTALLMENTS],
  },
};

/** Registers one person choosing three installments of a 100 zł product; the participant's id. */
async function registerWithInstallments(project: string, who: string): Promise<string> {
  const productId = await wiringProduct(c, project, 10_000, null);
  const res = await registerTo(c, project, {
    data: person(who, { product: productId, installments_select: 'three' }),
    idempotencyKey: idempotencyKey(),
  });
  expect(res.statusCode).toBe(201);
  return res.json().participants[0]._id;
}

const billingsOf = (project: string, id: string, token = c.admin) =>
  c.call('GET', `/participants/${project}/${id}/billings`, { token });

beforeAll(async () => {
  c = await createProjectTestContext([translationTypes, formFieldsPlugin]);
  ({ eventId } = await wiringProject(c, INSTALLMENTS_FORM, INSTALLMENT_SETTINGS));
  participantId = await registerWithInstallments(eventId, 'raty');
});
afterAll(async () => c.t.close());

describe('GET /participants/{eventId}/{participantId}/billings', () => {
  it('"per installment a billing is made … required date = installment date": the schedule sorted by required date, with totals', async () => {
    const res = await billingsOf(eventId, participantId);
    expect(res.statusCode).toBe(200);
    const { billings, totals } = res.json();
    expect(billings).toHaveLength(3);
    // "TotalAmount divides equally to 2 decimals and the last installment takes the rest".
    expect(billings.map((b: { grossAmount: number }) => b.grossAmount)).toEqual([3_333, 3_333, 3_334]);
    const dates = billings.map((b: { requiredDate: string }) => b.requiredDate);
    expect([...dates].sort()).toEqual(dates);
    for (const billing of billings) {
      expect(billing).toMatchObject({
        amount: billing.grossAmount,
        leftToPay: billing.grossAmount,
        manualDiscount: 0,
      });
      expect(typeof billing.installmentId).toBe('string');
      expect(billing.requiredDate).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    }
    expect(billings.map((b: { status: string }) => b.status)).toEqual(['active', 'upcoming', 'upcoming']);
    // Required = due by the end of today's Polish day (core's isRequiredByToday), whatever the hour now.
    const first = isRequiredByToday(new Date(dates[0]), new Date()) ? 3_333 : 0;
    expect(totals).toEqual({ grossAmount: 10_000, leftToPay: 10_000, required: first, overdue: 0 });
  });

  it('"Above 0 gives late when the required date is past": a passed installment reads late and counts as overdue and required', async () => {
    const project = (await wiringProject(c, INSTALLMENTS_FORM, INSTALLMENT_SETTINGS)).eventId;
    const id = await registerWithInstallments(project, 'zalegle');
    const stored = await c.docs(BILLINGS).find({ sourceId: id }).toArray();
    const earliest = stored.sort(
      (a, b) => (a.requiredDate as Date).getTime() - (b.requiredDate as Date).getTime(),
    )[0];
    await c
      .docs(BILLINGS)
      .updateOne(
        { _id: earliest?._id as string },
        { $set: { requiredDate: new Date('2020-01-15T10:00:00Z') } },
      );
    const res = await billingsOf(project, id, c.employee);
    expect(res.statusCode).toBe(200);
    const { billings, totals } = res.json();
    expect(billings[0]).toMatchObject({ status: 'late', requiredDate: '2020-01-15T10:00:00.000Z' });
    expect(totals).toMatchObject({ grossAmount: 10_000, leftToPay: 10_000, overdue: billings[0].leftToPay });
    expect(totals.required).toBe(billings[0].leftToPay);
    // Reading changes nothing stored.
    expect((await c.docs(BILLINGS).findOne({ _id: earliest?._id as string }))?.status).toBe('active');
  });

  it('a project stored without invoicing settings (as the seeded demo) reads them as the defaults: no VAT', async () => {
    const project = (await wiringProject(c, INSTALLMENTS_FORM, INSTALLMENT_SETTINGS)).eventId;
    const id = await registerWithInstallments(project, 'bez-faktur');
    await c.docs(PROJECTS).updateOne({ _id: project }, { $unset: { invoicing: '' } });
    const res = await billingsOf(project, id);
    expect(res.statusCode).toBe(200);
    expect(res.json().totals).toMatchObject({ grossAmount: 10_000, leftToPay: 10_000 });
  });

  it('a participant without billings (free registration): an empty schedule and zero totals', async () => {
    const res = await registerTo(c, eventId, { data: person('bezplatny'), idempotencyKey: idempotencyKey() });
    const id = res.json().participants[0]._id;
    const answer = await billingsOf(eventId, id);
    expect(answer.json()).toEqual({
      billings: [],
      totals: { grossAmount: 0, leftToPay: 0, required: 0, overdue: 0 },
    });
  });

  it('an unknown participant, or one of another project or organization → 404 „Nie znaleziono uczestnika”', async () => {
    const unknown = await billingsOf(eventId, 'brak');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Nie znaleziono uczestnika „brak”');

    const otherProject = (await wiringProject(c, INSTALLMENTS_FORM, INSTALLMENT_SETTINGS)).eventId;
    const viaOtherProject = await billingsOf(otherProject, participantId);
    expect(viaOtherProject.statusCode).toBe(404);
    expect(viaOtherProject.json().message).toBe(`Nie znaleziono uczestnika „${participantId}”`);

    const created = await c.call('PUT', '/project', {
      token: c.stranger,
      payload: { organizationId: 'org-b', event: { domainName: 'obca-organizacja' } },
    });
    expect(created.statusCode).toBe(201);
    const foreign = await billingsOf(created.json().eventId, participantId, c.stranger);
    expect(foreign.statusCode).toBe(404);
  });

  it('access as reading a participant: payments reads; another organization and reception do not', async () => {
    const payments = (await createUserWithToken(c.t.app, { organizationId: 'org-a', role: 'payments' }))
      .token;
    expect((await billingsOf(eventId, participantId, payments)).statusCode).toBe(200);
    expect((await billingsOf(eventId, participantId, c.stranger)).statusCode).toBe(403);
    const reception = (await createUserWithToken(c.t.app, { organizationId: 'org-a', role: 'reception' }))
      .token;
    expect((await billingsOf(eventId, participantId, reception)).statusCode).toBe(403);
    expect((await c.call('GET', `/participants/${eventId}/${participantId}/billings`)).statusCode).toBe(401);
  });
});
