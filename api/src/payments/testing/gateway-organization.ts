/** Points an organization's payment module at a provider's settings, secrets encrypted as the API stores them. */
import type { FastifyInstance } from 'fastify';
import { organizationsCollection } from '../../organizations/collection.js';
import { encryptIntegrationSecrets, secretBoxOf } from '../../secrets/index.js';

export async function useGatewaySettings(
  app: FastifyInstance,
  organizationId: string,
  paymentModule: string,
  settingsKey: string,
  settings: Readonly<Record<string, unknown>>,
): Promise<void> {
  const organizations = organizationsCollection(app.store);
  const organization = await organizations.findOne({ _id: organizationId });
  const current = (organization?.integrations ?? {}) as Parameters<typeof encryptIntegrationSecrets>[1];
  const stored = await encryptIntegrationSecrets(secretBoxOf(app), current, {
    [settingsKey]: { ...settings },
  });
  await organizations.updateOne(
    { _id: organizationId },
    {
      $set: {
        'integrations.paymentModule': paymentModule,
        [`integrations.${settingsKey}`]: stored[settingsKey],
      },
    },
  );
}
