import {
  type JsonSchema,
  moduleGroupSchema,
  ORGANIZATION_TEXT_MAX_LENGTH,
  organizationSettingsSchemaFor,
  type PluginSettings,
} from '@zapisy/core';
import type { FieldSchema } from '../../schema-form/schema-utils.js';
import { moduleOf } from './module-settings-api.js';

const secretMarker = {
  type: 'object',
  required: ['set'],
  additionalProperties: false,
  properties: { set: { type: 'boolean' } },
};

/** A secret as the PATCH takes it (like the API's organizationPatchSchema): new text, '' to remove, `{ set }` to keep. */
export const secretInput = (): JsonSchema => ({
  anyOf: [{ type: 'string', maxLength: ORGANIZATION_TEXT_MAX_LENGTH }, secretMarker],
});

const OPTIONS = { secret: secretInput, hints: true } as const;

/** What only the site admin changes, shown to everyone else read-only with this explanation. */
export const SYSTEM_ACCOUNTS_LOCKED_HINT =
  'Systemowe konta płatności przyznaje i odbiera tylko administrator serwisu. Aby z nich korzystać (albo z nich zrezygnować), skontaktuj się z administratorem serwisu.';

/** The modules the organization has chosen: its payment module and its accounting module. */
export interface ChosenModules {
  payment?: unknown;
  accounting?: unknown;
}

/**
 * The organization settings form's schema: core's settings with the installed modules as choices, and under
 * 'Ustawienia modułów' only the chosen modules' fields, each module with its own declaration (a shared group
 * shows only the chosen module's part). Other groups' values stay in the form value untouched.
 */
export function organizationFormSchema(
  modules: readonly PluginSettings[],
  chosen: ChosenModules,
  caller: { siteAdmin: boolean } = { siteAdmin: false },
): FieldSchema {
  const schema = organizationSettingsSchemaFor(modules, OPTIONS);
  const properties = schema.properties as Record<string, JsonSchema>;
  const patterns = properties.numberingPatterns as JsonSchema & { items: JsonSchema };
  const patternFields = patterns.items.properties as Record<string, JsonSchema>;
  const integrations = properties.integrations as JsonSchema;
  const fields = integrations.properties as Record<string, JsonSchema>;
  const shown = [moduleOf(modules, chosen.payment), moduleOf(modules, chosen.accounting)].filter(
    (module): module is PluginSettings => module !== undefined,
  );
  const accounts = Object.fromEntries(
    shown.map((module) => [module.group, moduleGroupSchema(module.label, [module.organization], OPTIONS)]),
  );
  return {
    ...schema,
    properties: {
      ...properties,
      // A pattern's id is internal: made on 'Dodaj', never drawn (the invoicing fields pick a pattern by text).
      numberingPatterns: {
        ...patterns,
        items: {
          ...patterns.items,
          properties: { ...patternFields, patternId: { ...patternFields.patternId, 'x-generated': 'id' } },
        },
      },
      integrations: {
        ...integrations,
        properties: {
          ...fields,
          // The API refuses an organization admin's change with 403 (site-admin-fields.ts): read-only here.
          ...(caller.siteAdmin
            ? {}
            : {
                useSystemPaymentAccounts: {
                  ...fields.useSystemPaymentAccounts,
                  'x-locked': true,
                  description: SYSTEM_ACCOUNTS_LOCKED_HINT,
                },
              }),
          accounts: { ...fields.accounts, properties: accounts, additionalProperties: true },
        },
      },
    },
  } as FieldSchema;
}
