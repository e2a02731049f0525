/**
 * The SMS of a notification through the organization's gateway: the SMS-gateway plugins registered with
 * `Tokens.SmsGateway`, the one the organization chose (`integrations.smsModule`). None chosen or none
 * installed: null (the message is blocked with the reason).
 */
import { type IntegrationContext, IntegrationError, type SmsGateway } from '@zapisy/core';
import type { Store } from '../../storage/index.js';
import { loadOrganization } from '../organizations/index.js';
import type { SmsOutcome } from './send-messages.js';
import type { NotificationMessage } from './store.js';

export interface SmsSendingDeps {
  store: Store;
  /** The installed gateways, read at each send (plugins finish their bootstrap after the app is built). */
  gateways: () => readonly SmsGateway[];
  /** The gateway's call context with the organization's settings for it (secrets decrypted). */
  contextOf: (gateway: SmsGateway, message: NotificationMessage) => Promise<IntegrationContext>;
}

export function smsSender(
  deps: SmsSendingDeps,
): (message: NotificationMessage) => Promise<SmsOutcome | null> {
  return async (message) => {
    const gateways = deps.gateways();
    if (gateways.length === 0) return null;
    const organization = await loadOrganization(deps.store, message.organizationId);
    const chosen = (organization.integrations as { smsModule?: string } | undefined)?.smsModule;
    const gateway = gateways.find((candidate) => candidate.id === chosen);
    if (!gateway) return null;
    try {
      const result = await gateway.send(
        {
          messageId: message._id,
          to: [message.to],
          text: message.text,
          ...(message.from ? { sender: message.from } : {}),
        },
        await deps.contextOf(gateway, message),
      );
      const sent = result.messages[0];
      if (!sent || sent.status === 'rejected' || sent.status === 'undelivered')
        return {
          sent: false,
          reason: sent?.reason ?? 'Bramka SMS odrzuciła numer',
          retry: false,
          transport: gateway.id,
        };
      return {
        sent: true,
        externalId: sent.externalId ?? '',
        segments: sent.segments,
        ...(sent.cost !== undefined ? { cost: sent.cost } : {}),
        transport: gateway.id,
      };
    } catch (error) {
      if (error instanceof IntegrationError)
        return { sent: false, reason: error.message, retry: true, transport: gateway.id };
      throw error;
    }
  };
}
