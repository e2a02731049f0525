import type { PaymentProvider } from './payment-provider.js';
import { type PluginSettings, schemaWithout } from './settings.js';

/**
 * A payment plugin's settings declaration read from its provider: the module is the provider's id, the
 * group its `settingsKey`; organizations and a project's own account take the whole schema, the
 * platform's system account everything but the organizer's own fields.
 */
export function paymentModuleSettings(provider: PaymentProvider): PluginSettings {
  const organizerFields = provider.organizerFields ?? [];
  return {
    module: provider.id,
    label: provider.label,
    slot: 'payment',
    group: provider.settingsKey,
    organization: provider.settingsSchema,
    project: provider.settingsSchema,
    system: schemaWithout(provider.settingsSchema, organizerFields),
    ...(organizerFields.length > 0 ? { organizerFields } : {}),
  };
}
