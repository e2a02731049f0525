/**
 * Editing a participant's form data: the stored `[{name, value}]` list merged with the changed fields and
 * validated with the published registration form and the registered field kinds (core
 * `validateFormSubmission`: required fields, the kinds' checks, a new field the form does not have is
 * refused); without a published form only the value shapes of the route's schema apply.
 */
import { type ParticipantDataEntry, ValidationError, validateFormSubmission } from '@zapisy/core';
import type { FastifyInstance } from 'fastify';
import { formFieldKindRegistryOf } from '../forms/field-kinds.js';
import type { Store } from '../storage/index.js';
import { publishedRegistrationForm } from './published-form.js';

export type FlatData = Record<string, unknown>;

export function flatData(entries: readonly ParticipantDataEntry[] | undefined): FlatData {
  const data: FlatData = {};
  for (const entry of entries ?? []) if (typeof entry?.name === 'string') data[entry.name] = entry.value;
  return data;
}

export function dataEntries(data: FlatData): ParticipantDataEntry[] {
  return Object.entries(data)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => ({ name, value }));
}

/** The merged data, validated; a ValidationError lists every problem as 'field: message'. */
export async function validatedParticipantData(
  app: FastifyInstance,
  store: Store,
  tenant: { organizationId: string; eventId: string },
  current: FlatData,
  changes: FlatData,
): Promise<FlatData> {
  const merged: FlatData = { ...current };
  for (const [name, value] of Object.entries(changes)) {
    // An empty value removes the field (Fastify's Ajv turns a JSON null into '' for the text branch).
    if (value === null || value === '') delete merged[name];
    else merged[name] = value;
  }
  const form = await publishedRegistrationForm(store, tenant);
  if (!form) return merged;
  const result = validateFormSubmission({
    definition: form.definition,
    registry: formFieldKindRegistryOf(app),
    data: merged,
    now: new Date(),
    // Data the form does not ask for (computed or older fields) stays as it is.
    ignoredFields: Object.keys(current).filter((name) => !(name in changes)),
  });
  if (result.errors.length > 0) {
    throw new ValidationError(result.errors.map((error) => `${error.field}: ${error.message}`));
  }
  // Fields kept aside by ignoredFields come back unchanged.
  const kept: FlatData = {};
  for (const [name, value] of Object.entries(merged)) if (!(name in changes)) kept[name] = value;
  return { ...kept, ...result.data };
}
