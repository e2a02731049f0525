/** Test helpers of the registration wiring tests: projects with settings, products, uploads, a register call. */
import { createFormCell, type FormCell, type FormFieldDefinition } from '@zapisy/core';
import formFieldsPlugin, { formFieldKinds } from '@zapisy/plugin-form-fields';
import translationTypes from '@zapisy/plugin-translation-types';
import { afterAll, beforeAll, expect } from 'vitest';
import { PRODUCTS } from '../products/index.js';
import { PROJECTS } from '../projects/index.js';
import { createProjectTestContext, type ProjectTestContext } from '../projects/testing.js';
import { UPLOADS } from '../uploads/index.js';
import { OPTION_STOCK, optionStockId } from './option-stock.js';
import { publishRegistrationForm } from './testing.js';

/**
 * The app of a registration test file (translation types and form fields), started before the file's tests
 * and closed after them; the returned context is filled in by then.
 */
export function registrationTestContext(): ProjectTestContext {
  const context = {} as ProjectTestContext;
  beforeAll(async () => {
    Object.assign(context, await createProjectTestContext([translationTypes, formFieldsPlugin]));
  });
  afterAll(async () => context.t.close());
  return context;
}

let seq = 0;
export const next = () => ++seq;
export const idempotencyKey = () => `wiring-${next()}-${Math.random().toString(36).slice(2)}`;

export const person = (i: number | string, extra: Record<string, unknown> = {}) => ({
  email_main: `wiring${i}@example.pl`,
  first_name: 'Ewa',
  last_name: `Zielińska${i}`,
  ...extra,
});

/** An open project of org-a with `settings` set (dotted paths) and `definition` published; its ids. */
export async function wiringProject(
  c: ProjectTestContext,
  definition: FormFieldDefinition[] | null,
  settings: Record<string, unknown> = {},
): Promise<{ eventId: string; domainName: string }> {
  const domainName = `wiring-${next()}`;
  const { eventId } = await c.create({ domainName });
  await c
    .docs(PROJECTS)
    .updateOne(
      { _id: eventId },
      { $set: { 'event.registration': { enabled: true, from: null, to: null }, ...settings } },
    );
  if (definition) await publishRegistrationForm(c, eventId, definition);
  return { eventId, domainName };
}

/** A cell of a real form-field kind (plugin-form-fields) with `data` over the kind's defaults. */
export function kindCell(kindId: string, data: Record<string, unknown> = {}): FormCell {
  const kind = formFieldKinds.find((candidate) => candidate.id === kindId);
  if (!kind) throw new Error(`no kind ${kindId}`);
  return createFormCell(
    { plugin: { id: kind.id, version: kind.version }, data: { ...kind.defaults(), ...data } },
    { createId: () => `wiring-cell-${next()}` },
  );
}

/** Saves and publishes a form of `cells` (one per row) through the forms API, as an organizer does. */
export async function publishCells(c: ProjectTestContext, eventId: string, cells: FormCell[]): Promise<void> {
  const data = { id: `form-${next()}`, version: 1, rows: cells.map((cell) => ({ cells: [cell] })) };
  const saved = await c.call('PUT', `/forms/${eventId}/registration`, {
    token: c.admin,
    payload: { data, revision: 0 },
  });
  expect(saved.statusCode).toBe(200);
  const published = await c.call('POST', `/forms/${eventId}/registration/publish`, {
    token: c.admin,
    payload: { revision: 1 },
  });
  expect(published.statusCode).toBe(200);
}

/** An enabled product of the project (id `<eventId>-p<n>` and name 'Bilet' unless given). */
export async function wiringProduct(
  c: ProjectTestContext,
  eventId: string,
  price: number,
  inventory: number | null,
  product: { _id?: string; name?: string } = {},
) {
  const now = new Date();
  const _id = product._id ?? `${eventId}-p${next()}`;
  await c.docs(PRODUCTS).insertOne({
    _id,
    organizationId: 'org-a',
    eventId,
    name: product.name ?? 'Bilet',
    enabled: true,
    template: 'default',
    price,
    inventory,
    maxCount: null,
    durationMinutes: null,
    visibilityRule: null,
    createdAt: now,
    updatedAt: now,
  });
  return _id;
}

/** An upload record of the project (as `POST /uploads/{eventId}` leaves it), unclaimed unless told. */
export async function wiringUpload(
  c: ProjectTestContext,
  eventId: string,
  registrationId: string | null = null,
): Promise<string> {
  const _id = `upload-${next()}-${Math.random().toString(36).slice(2, 8)}`;
  await c.docs(UPLOADS).insertOne({
    _id,
    organizationId: 'org-a',
    eventId,
    name: 'skan.pdf',
    size: 1_000,
    type: 'application/pdf',
    field: 'attachments',
    accessKeyHash: 'x',
    fileKey: `${eventId}/${_id}`,
    registrationId,
    claimedAt: registrationId ? new Date() : null,
    createdAt: new Date(),
  });
  return _id;
}

/** A registration body: the representative's data, the group's other participants, a fresh key. */
export const registrationPayload = (
  data: Record<string, unknown>,
  group: Record<string, unknown>[] = [],
) => ({
  data,
  ...(group.length > 0 ? { participants: group.map((extra) => ({ data: extra })) } : {}),
  idempotencyKey: idempotencyKey(),
});

export const registerTo = (c: ProjectTestContext, eventId: string, payload: Record<string, unknown>) =>
  c.call('POST', `/registrations/${eventId}`, { payload });

/**
 * A project with a published form of limited options: extras (Checkboxes: lunch ×2, t-shirt unlimited), room
 * (RadioButtons: single ×1, double ×10), besides personal data, products (several pieces) and attachments.
 */
export async function limitedOptionsProject(c: ProjectTestContext, settings: Record<string, unknown> = {}) {
  const project = await wiringProject(c, null, settings);
  await publishCells(c, project.eventId, [
    kindCell('FirstName'),
    kindCell('LastName'),
    kindCell('MainEmail'),
    kindCell('Product', { multiple: true }),
    kindCell('FileUpload', { field_name: 'attachments' }),
    kindCell('Checkboxes', {
      field_name: 'extras',
      label: 'Dodatki',
      options: [
        { value: 'lunch', label: 'Obiad', inventory: 2 },
        { value: 'tshirt', label: 'Koszulka' },
      ],
    }),
    kindCell('RadioButtons', {
      field_name: 'room',
      label: 'Pokój',
      options: [
        { value: 'single', label: 'Jednoosobowy', inventory: 1 },
        { value: 'double', label: 'Dwuosobowy', inventory: 10 },
      ],
    }),
  ]);
  return project;
}

/** How many participants hold the option (collection `optionStock`; 0 without a counter). */
export const optionTaken = async (c: ProjectTestContext, eventId: string, field: string, value: string) =>
  (await c.docs(OPTION_STOCK).findOne({ _id: optionStockId(eventId, field, value) }))?.taken ?? 0;
