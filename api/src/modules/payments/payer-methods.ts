/**
 * The payment methods a payer is offered in a project (first document §3 payment methods):
 * - online: payments.enabled and payments.online, and the project's payment module (its override, else the
 *   organization's) is a registered provider whose account (project, system or organization: payment-setup.ts)
 *   has its keys set (the required settings, or every secret when none is declared required);
 * - transfer: whenever payments.enabled — the project's account (invoicing.bankAccount), the recipient, the
 *   title statement matching recognises (core transferTitle) and the ZBP 2D QR payload;
 * - cash: payments.enabled and payments.cash.
 */
import { type PaymentProvider, transferAccountDigits, transferQrPayload, transferTitle } from '@zapisy/core';
import { type PaymentSetupDeps, paymentSetupOf } from './online-availability.js';
import type { PayerContext } from './payer-context.js';
import { listName, participantName } from './payer-names.js';
import type { ResolvedAccount } from './payment-setup.js';

export interface OnlineOffer {
  provider: string;
  label: string;
}

export interface TransferOffer {
  /** Formatted 'PL61 1090 …'; null when the project has no account number set. */
  accountNumber: string | null;
  recipientName: string;
  title: string;
  /** What the QR code asks for (due now, else everything left). */
  amount: number;
  /** The ZBP 2D payload to draw as a QR code; null without a valid account. */
  qr: string | null;
}

export interface PaymentOffer {
  online: OnlineOffer | null;
  transfer: TransferOffer | null;
  cash: boolean;
}

/**
 * The project's payment provider when online payments can really be taken: its module (project override,
 * else the organization's) is registered and the account it resolves to (project, system or organization)
 * has the needed settings (a stored ciphertext is never blank text, so the stored form answers as the
 * decrypted one would), with that account — resolved once, from the organization the payer already read.
 */
export async function onlineProviderOf(
  deps: PaymentSetupDeps,
  payer: Pick<PayerContext, 'project' | 'tenant' | 'organization'>,
): Promise<{ provider: PaymentProvider; account: ResolvedAccount } | null> {
  const { payments } = payer.project;
  if (payments.enabled !== true || payments.online !== true) return null;
  const setup = await paymentSetupOf(deps, payer.tenant, { organization: payer.organization });
  if (!setup.complete || !setup.provider || !setup.account) return null;
  return { provider: setup.provider, account: setup.account };
}

function formatAccount(digits: string): string {
  return `PL${digits.slice(0, 2)} ${digits
    .slice(2)
    .replace(/(.{4})/g, '$1 ')
    .trim()}`;
}

export function transferOffer(payer: PayerContext, amount: number): TransferOffer {
  const { project, organization } = payer;
  const invoicing = project.invoicing;
  const recipientName = invoicing.fullName.trim() || organization?.name?.trim() || project.event.name;
  const names = payer.participants.map((participant) =>
    listName(participantName(participant, payer.customer)),
  );
  const title = transferTitle({
    customerCode: payer.customerId,
    domainName: project.event.domainName,
    names: [...new Set(names)],
  });
  const digits = transferAccountDigits(invoicing.bankAccount);
  return {
    accountNumber: digits ? formatAccount(digits) : null,
    recipientName,
    title,
    amount,
    qr: digits
      ? transferQrPayload({
          accountNumber: digits,
          amount,
          recipientName,
          title,
          recipientNip: invoicing.taxId,
        })
      : null,
  };
}

export async function paymentOffer(
  deps: PaymentSetupDeps,
  payer: PayerContext,
  transferAmount: number,
): Promise<PaymentOffer> {
  const enabled = payer.project.payments.enabled === true;
  const online = await onlineProviderOf(deps, payer);
  return {
    online: online ? { provider: online.provider.id, label: online.provider.label } : null,
    transfer: enabled ? transferOffer(payer, transferAmount) : null,
    cash: enabled && payer.project.payments.cash === true,
  };
}
