/**
 * JSON Schemas of the payment account routes, drawn from the registered providers' settings schemas when
 * the routes are registered: a request group takes each field as its provider declares it (secrets as
 * write-only text), an answer shows secrets only as `{ set }` (the serializer drops anything else).
 */
import { moduleGroupSchema, PAYMENT_ACCOUNT_SOURCES, withoutDefaults } from '@zapisy/core';
import type { SettingsGroup as AccountGroupSpec } from '../plugin-settings/index.js';

type Schema = Record<string, unknown>;

const SECRET_MAX_LENGTH = 2000;

const markerSchema = {
  type: 'object',
  required: ['set'],
  additionalProperties: false,
  properties: { set: { type: 'boolean' } },
} as const;

function groupSchema(spec: AccountGroupSpec, secret: Schema): Schema {
  const declared = { type: 'object', title: spec.label, properties: spec.fields } as const;
  return moduleGroupSchema(spec.label, [declared], { secret: () => ({ ...secret }) });
}

const secretInputSchema = {
  type: 'string',
  maxLength: SECRET_MAX_LENGTH,
  writeOnly: true,
  description: 'Nowy klucz; pusty tekst pozostawia zapisany.',
} as const;

/** A group in a request: known fields only (as core composes a module group); `null` removes the account. */
export function groupRequestSchema(spec: AccountGroupSpec): Schema {
  // No defaults: a validator filling them would overwrite stored values the request left out.
  return { ...withoutDefaults(groupSchema(spec, secretInputSchema)), type: ['object', 'null'] };
}

function groupAnswerSchema(spec: AccountGroupSpec): Schema {
  return withoutDefaults(groupSchema(spec, markerSchema));
}

export function accountsRequestSchema(specs: readonly AccountGroupSpec[]): Schema {
  return {
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(specs.map((spec) => [spec.key, groupRequestSchema(spec)])),
  };
}

export function accountsAnswerSchema(specs: readonly AccountGroupSpec[]): Schema {
  return {
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(specs.map((spec) => [spec.key, groupAnswerSchema(spec)])),
  };
}

/** How the admin draws a group's form. */
export const groupsAnswerSchema = {
  type: 'array',
  items: {
    type: 'object',
    required: ['settingsKey', 'label', 'providers', 'fields'],
    additionalProperties: false,
    properties: {
      settingsKey: { type: 'string' },
      label: { type: 'string' },
      providers: {
        type: 'array',
        items: {
          type: 'object',
          required: ['id', 'label', 'fields'],
          additionalProperties: false,
          properties: {
            id: { type: 'string' },
            label: { type: 'string' },
            fields: { type: 'array', items: { type: 'string' }, description: 'Pola tego modułu.' },
          },
        },
      },
      fields: {
        type: 'array',
        items: {
          type: 'object',
          required: ['name', 'title', 'type', 'secret', 'required'],
          additionalProperties: false,
          properties: {
            name: { type: 'string' },
            title: { type: 'string' },
            type: { type: 'string', enum: ['string', 'number', 'integer', 'boolean'] },
            description: { type: 'string' },
            enum: { type: 'array', items: {} },
            widget: { type: 'string', description: 'Podpowiedź kontrolki (x-widget) z deklaracji wtyczki.' },
            secret: { type: 'boolean' },
            required: { type: 'boolean' },
          },
        },
      },
    },
  },
} as const;

export const systemAccountsBodySchema = (specs: readonly AccountGroupSpec[]): Schema => ({
  type: 'object',
  required: ['accounts'],
  additionalProperties: false,
  properties: { accounts: accountsRequestSchema(specs) },
});

export const systemAccountsAnswerSchema = (specs: readonly AccountGroupSpec[]): Schema => ({
  type: 'object',
  required: ['accounts', 'groups'],
  additionalProperties: false,
  properties: { accounts: accountsAnswerSchema(specs), groups: groupsAnswerSchema },
});

export const projectIntegrationBodySchema = (
  specs: readonly AccountGroupSpec[],
  moduleIds: readonly string[],
): Schema => ({
  type: 'object',
  additionalProperties: false,
  properties: {
    paymentModule: {
      type: ['string', 'null'],
      enum: [...moduleIds, null],
      description: 'Moduł płatności projektu; null = jak w organizacji.',
    },
    accounts: accountsRequestSchema(specs),
  },
});

const nullableText = { type: ['string', 'null'] } as const;

export const projectIntegrationAnswerSchema = (specs: readonly AccountGroupSpec[]): Schema => ({
  type: 'object',
  required: ['eventId', 'paymentModule', 'accounts', 'groups', 'modules', 'effective'],
  additionalProperties: false,
  properties: {
    eventId: { type: 'string' },
    paymentModule: nullableText,
    accounts: accountsAnswerSchema(specs),
    groups: groupsAnswerSchema,
    modules: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'label', 'settingsKey'],
        additionalProperties: false,
        properties: { id: { type: 'string' }, label: { type: 'string' }, settingsKey: { type: 'string' } },
      },
    },
    effective: {
      type: 'object',
      required: ['module', 'moduleSource', 'accountSource', 'available', 'reason'],
      additionalProperties: false,
      properties: {
        module: nullableText,
        moduleSource: { type: 'string', enum: ['project', 'organization'] },
        accountSource: { type: ['string', 'null'], enum: [...PAYMENT_ACCOUNT_SOURCES, null] },
        available: { type: 'boolean' },
        reason: nullableText,
      },
    },
  },
});

export const eventIdParamsSchema = {
  type: 'object',
  required: ['eventId'],
  properties: { eventId: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;

/** `GET /system/payment-accounts/history`: who changed which field of the system accounts, newest first. */
export const systemHistorySchema = {
  type: 'object',
  required: ['items'],
  additionalProperties: false,
  properties: {
    items: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'at', 'actor', 'changes'],
        additionalProperties: false,
        properties: {
          id: { type: 'string' },
          at: { type: 'string', format: 'date-time' },
          actor: {
            type: 'object',
            required: ['email'],
            additionalProperties: false,
            properties: { email: { type: 'string' } },
          },
          changes: {
            type: 'array',
            items: {
              type: 'object',
              required: ['path'],
              properties: {
                path: { type: 'string', examples: ['accounts.przelewy24.crcKey'] },
                oldValue: { description: "Poprzednia wartość (klucze jako '••••')" },
                newValue: { description: "Nowa wartość (klucze jako '••••')" },
              },
            },
          },
        },
      },
    },
  },
} as const;
