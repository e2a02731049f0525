/**
 * `POST /payments/public/{eventId}/online`: a payer starts an online payment. The amount is computed by the
 * server from the chosen billings (core payableBillings) — a payer-sent amount is taken only where the
 * project allows partial payments and never above what is due. The payment record (NEW, method 'online',
 * the organization's provider) is written first, then the gateway is asked; its answer (external id, data,
 * redirect) is stored. A gateway refusal or outage leaves the record CANCELED with the reason — nothing
 * half-made — and answers 409 (refused, misconfigured) or 503 (unavailable). The same idempotencyKey within
 * 15 minutes returns the same payment.
 */

/** The payer's request and the answer, as core declares them for the API and the payment widget. */
import type {
  PayerStartedPayment as StartedPayment,
  PayerOnlineRequest as StartOnlinePaymentInput,
} from '@zapisy/core';
import {
  allowsPartialPayment,
  BusinessError,
  ForbiddenError,
  generateId,
  nextPaymentStatus,
  PAYER_MESSAGES,
  PAYMENT_PROVIDER_MESSAGES,
  type PaymentProvider,
  type PaymentProviderContext,
  PaymentProviderError,
  payableBillings,
  ServiceUnavailableError,
  ValidationError,
} from '@zapisy/core';
import { emitEvents } from '../../events/index.js';
import { paymentStartedEvent } from './events.js';
import type { PayerContext } from './payer-context.js';
import { projectOrigin } from './payer-key.js';
import { onlineProviderOf } from './payer-methods.js';
import { customerName, fullName, participantEmail } from './payer-names.js';
import type { PaymentDeps } from './payment-deps.js';
import { claimPaymentRequest, recentPaymentRequest } from './payment-requests.js';
import { type PublicPaymentRecord, publicPaymentsOf } from './public-payment-record.js';

export type { StartedPayment, StartOnlinePaymentInput };

export type StartOnlinePaymentDeps = Pick<
  PaymentDeps,
  'store' | 'flow' | 'accountContext' | 'addresses' | 'log'
>;

export const ONLINE_MESSAGES = {
  notOffered: 'Płatności online nie są dostępne w tym projekcie.',
  foreignBillings: 'Nie można zapłacić za należności innej osoby.',
  settledBillings: (ids: readonly string[]) =>
    `Wybrane należności nie mają nic do zapłaty (opłacone lub anulowane): ${ids.join(', ')}`,
  noBillingIds: 'Wybierz należności do zapłaty (billingIds).',
  partialNotAllowed: 'Ten projekt nie pozwala na wpłatę dowolnej kwoty: zapłać należności w całości.',
  amountTooHigh: (max: number) => `Kwota nie może przekraczać kwoty do zapłaty (${max} gr).`,
  inProgress: 'Płatność jest właśnie tworzona. Spróbuj ponownie za chwilę.',
} as const;

function payableAmount(payer: PayerContext, input: StartOnlinePaymentInput) {
  if (input.scope === 'billings' && (input.billingIds ?? []).length === 0) {
    throw new ValidationError(ONLINE_MESSAGES.noBillingIds);
  }
  const selection = payableBillings(payer.billings, {
    scope: input.scope,
    ...(input.billingIds ? { billingIds: input.billingIds } : {}),
    now: payer.now,
  });
  if (selection.foreign.length > 0) throw new ForbiddenError(ONLINE_MESSAGES.foreignBillings);
  if (selection.settled.length > 0)
    throw new ValidationError(ONLINE_MESSAGES.settledBillings(selection.settled));
  if (selection.amount <= 0) throw new ValidationError(PAYER_MESSAGES.nothingToPay);
  let amount = selection.amount;
  if (input.amount !== undefined) {
    if (!allowsPartialPayment(payer.project.payments))
      throw new ValidationError(ONLINE_MESSAGES.partialNotAllowed);
    if (input.amount > selection.amount)
      throw new ValidationError(ONLINE_MESSAGES.amountTooHigh(selection.amount));
    amount = input.amount;
  }
  const participantIds = [
    ...new Set(selection.billings.flatMap((billing) => (billing.sourceId ? [billing.sourceId] : []))),
  ];
  return { amount, participantIds };
}

function withPaymentId(url: string, paymentId: string): string {
  const target = new URL(url);
  target.searchParams.set('platnosc', paymentId);
  return target.toString();
}

function buyerOf(payer: PayerContext) {
  const name = customerName(payer.customer);
  const email =
    (typeof payer.customer?.email === 'string' ? payer.customer.email : '') ||
    payer.participants.map(participantEmail).find((value) => value !== '') ||
    '';
  return {
    email,
    ...(name.firstName ? { firstName: name.firstName } : {}),
    ...(name.lastName ? { lastName: name.lastName } : {}),
    ...(typeof payer.customer?.phoneNumber === 'string' ? { phone: payer.customer.phoneNumber } : {}),
    language: 'pl',
  };
}

async function answerRepeat(
  deps: Pick<PaymentDeps, 'store'>,
  payer: PayerContext,
  paymentId: string,
): Promise<StartedPayment> {
  const payments = publicPaymentsOf(deps.store, payer.tenant);
  for (let wait = 0; wait < 20; wait++) {
    const payment = await payments.findOne({ _id: paymentId, customerId: payer.customerId });
    if (payment?.status === 'CANCELED') {
      throw new BusinessError(payment.failure?.message ?? PAYER_MESSAGES.canceled, 'PAYMENT_CANCELED');
    }
    if (payment?.redirectUrl) return { paymentId, redirectUrl: payment.redirectUrl, amount: payment.amount };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new BusinessError(ONLINE_MESSAGES.inProgress, 'PAYMENT_IN_PROGRESS');
}

function providerFailure(error: unknown): { code: string; message: string; status: 409 | 503 } {
  if (error instanceof PaymentProviderError) {
    const status = error.code === 'unavailable' || error.code === 'protocol' ? 503 : 409;
    return { code: error.code, message: error.userMessage, status };
  }
  return { code: 'unavailable', message: PAYMENT_PROVIDER_MESSAGES.unavailable, status: 503 };
}

async function callProvider(
  deps: Pick<PaymentDeps, 'addresses'>,
  payer: PayerContext,
  provider: PaymentProvider,
  context: PaymentProviderContext,
  payment: PublicPaymentRecord,
  extra: { customerIp?: string },
) {
  return provider.createPayment(
    {
      paymentId: payment._id,
      amount: payment.amount,
      currency: payment.currency,
      description: payment.description ?? '',
      buyer: buyerOf(payer),
      returnUrl: payment.continueUrl ?? '',
      notifyUrl: `${deps.addresses.publicUrl}/services/api/payments/${provider.id}/notify/${payer.tenant.eventId}`,
      ...(extra.customerIp ? { customerIp: extra.customerIp } : {}),
    },
    context,
  );
}

export async function startOnlinePayment(
  deps: StartOnlinePaymentDeps,
  payer: PayerContext,
  input: StartOnlinePaymentInput,
  request: { ip?: string; path: string },
): Promise<StartedPayment> {
  const now = payer.now;
  if (input.idempotencyKey) {
    const repeated = await recentPaymentRequest(deps.store, payer.tenant, {
      customerId: payer.customerId,
      idempotencyKey: input.idempotencyKey,
      now,
    });
    if (repeated) return answerRepeat(deps, payer, repeated);
  }
  const online = await onlineProviderOf(deps, payer);
  if (!online) throw new BusinessError(ONLINE_MESSAGES.notOffered, 'ONLINE_PAYMENTS_OFF');
  const { provider } = online;
  const context = await deps.accountContext(provider, online.account.group);
  const { amount, participantIds } = payableAmount(payer, input);

  const paymentId = generateId(24);
  if (input.idempotencyKey) {
    const claim = await claimPaymentRequest(deps.store, payer.tenant, {
      customerId: payer.customerId,
      idempotencyKey: input.idempotencyKey,
      paymentId,
      now,
    });
    if (claim.kind === 'repeat') return answerRepeat(deps, payer, claim.paymentId);
  }

  const origin = projectOrigin(payer.project, deps.addresses);
  const defaultReturn = `${origin}/platnosc?k=${encodeURIComponent(input.k)}`;
  const title = `Opłata: ${payer.project.event.name} – ${fullName(customerName(payer.customer))}`.trim();
  const payment: PublicPaymentRecord = {
    _id: paymentId,
    ...payer.tenant,
    paymentId,
    type: 'payment',
    method: 'online',
    provider: provider.id,
    accountSource: online.account.source,
    customerId: payer.customerId,
    participantIds,
    amount,
    currency: 'PLN',
    date: now,
    status: 'NEW',
    statusDate: now,
    invoiceStatus: 'NEW',
    title,
    description: title,
    continueUrl: withPaymentId(input.returnUrl ?? defaultReturn, paymentId),
    createdBy: 'payer',
    createdAt: now,
    updatedAt: now,
  };
  const payments = publicPaymentsOf(deps.store, payer.tenant);
  await deps.store.withTransaction(async (session) => {
    await payments.insertOne(payment, { session });
    await emitEvents(deps.store, [paymentStartedEvent(payer.tenant, payment)], { session, now });
  });

  try {
    const created = await callProvider(
      deps,
      payer,
      provider,
      context,
      payment,
      request.ip ? { customerIp: request.ip } : {},
    );
    const status = nextPaymentStatus('NEW', created.status);
    const set: Partial<PublicPaymentRecord> = {
      redirectUrl: created.redirectUrl,
      updatedAt: new Date(),
      ...(created.externalId ? { extPaymentId: created.externalId } : {}),
      ...(created.providerData ? { providerData: { ...created.providerData } } : {}),
      ...(status !== 'NEW' ? { status, statusDate: now, invoiceStatus: status } : {}),
    };
    await payments.updateOne({ _id: paymentId }, { $set: set });
    return { paymentId, redirectUrl: created.redirectUrl, amount };
  } catch (error) {
    const failure = providerFailure(error);
    deps.log.warn(
      {
        paymentId,
        provider: provider.id,
        code: failure.code,
        ...(error instanceof PaymentProviderError ? { detail: error.detail } : { err: String(error) }),
      },
      'online payment could not be created',
    );
    await payments.updateOne(
      { _id: paymentId },
      {
        $set: {
          status: 'CANCELED',
          statusDate: new Date(),
          invoiceStatus: 'CANCELED',
          failure: { code: failure.code, message: failure.message },
          updatedAt: new Date(),
        },
      },
    );
    if (failure.status === 503) throw new ServiceUnavailableError(request.path, failure.message);
    throw new BusinessError(failure.message, 'PAYMENT_PROVIDER_REFUSED');
  }
}
