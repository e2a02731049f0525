/** Points an organization's payment module at a provider's settings, secrets encrypted as the API stores them. */
import type { FastifyInstance } from 'fastify';
import { paymentModuleDepsOf } from '../../organizations/app-wiring.js';
import { usePaymentModule } from '../../organizations/use-payment-module.js';

export async function useGatewaySettings(
  app: FastifyInstance,
  organizationId: string,
  paymentModule: string,
  _settingsKey: string,
  settings: Readonly<Record<string, unknown>>,
): Promise<void> {
  await usePaymentModule(paymentModuleDepsOf(app), organizationId, paymentModule, settings);
}
