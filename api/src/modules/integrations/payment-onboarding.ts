/**
 * The organizer's registration with a gateway through the platform's partner account (P24 Marketplace:
 * a sub-merchant), for the providers that offer `onboarding`. The form is checked with the provider's
 * JSON Schema and its own rules before anything is sent. One registration per organization and provider:
 * a claim is stored before the gateway is called, so two clicks never create two sub-merchants. What the
 * gateway answers (the seller id) goes into the organization's settings group, audited.
 */
import {
  BusinessError,
  formatValidationErrors,
  NotFoundError,
  PAYMENT_ACCOUNT_MESSAGES,
  PAYMENT_ACCOUNT_SOURCE_LABELS,
  PAYMENT_PROVIDER_MESSAGES,
  type PaymentAccountSource,
  type PaymentProvider,
  PaymentProviderError,
  type PaymentProviderOnboarding,
  ServiceUnavailableError,
  ValidationError,
} from '@zapisy/core';
import { type Store, TenantRepository } from '../../storage/index.js';
import { type AuditActor, recordAudit } from '../audit/index.js';
import { organizationsCollection } from '../organizations/index.js';
import { resolveAccount } from '../payments/index.js';
import type { IntegrationDeps } from './integration-deps.js';
import { onboardingValidator } from './onboarding-validator.js';

export const PAYMENT_ONBOARDINGS = 'paymentOnboardings';

/** A claim left 'pending' this long (the server stopped mid-call) may be taken again. */
const STALE_CLAIM_MS = 10 * 60 * 1000;

export const ONBOARDING_MESSAGES = {
  unknownProvider: (id: string) => `Operator „${id}” nie oferuje rejestracji sprzedawcy.`,
  registered: (label: string, reference: string) =>
    `Organizacja jest już zarejestrowana w ${label} (sprzedawca nr ${reference}).`,
  inProgress: 'Rejestracja jest właśnie wysyłana do operatora. Odśwież stronę za chwilę.',
} as const;

interface OnboardingDocument {
  _id: string;
  organizationId: string;
  provider: string;
  state: 'pending' | 'registered';
  claimedAt: Date;
  reference?: string;
  link?: string | null;
  registeredAt?: Date;
  registeredBy?: string;
}

export interface OnboardingRegistration {
  reference: string;
  link: string | null;
  registeredAt: Date;
  registeredBy: string;
}

export interface OnboardingOffer {
  provider: string;
  label: string;
  title: string;
  description: string;
  schema: Readonly<Record<string, unknown>>;
  account: { source: PaymentAccountSource; label: string };
  available: boolean;
  reason: string | null;
  registration: OnboardingRegistration | null;
}

function onboardingsOf(store: Store, organizationId: string) {
  return new TenantRepository(store.db.collection<OnboardingDocument>(PAYMENT_ONBOARDINGS), {
    organizationId,
  });
}

const claimId = (organizationId: string, provider: string) => `${organizationId}:${provider}`;

function registrationOf(document: OnboardingDocument | null): OnboardingRegistration | null {
  if (document?.state !== 'registered' || !document.reference || !document.registeredAt) return null;
  return {
    reference: document.reference,
    link: document.link ?? null,
    registeredAt: document.registeredAt,
    registeredBy: document.registeredBy ?? '',
  };
}

function offeringProviders(
  deps: Pick<IntegrationDeps, 'paymentProviders'>,
): Array<PaymentProvider & { onboarding: PaymentProviderOnboarding }> {
  return deps
    .paymentProviders()
    .filter(
      (provider): provider is PaymentProvider & { onboarding: PaymentProviderOnboarding } =>
        provider.onboarding !== undefined,
    );
}

/** The providers the organization can register with, each with the account it registers through and its state. */
export async function onboardingOffers(
  deps: Pick<IntegrationDeps, 'store' | 'paymentProviders'>,
  organizationId: string,
): Promise<OnboardingOffer[]> {
  const offers: OnboardingOffer[] = [];
  for (const provider of offeringProviders(deps)) {
    const [account, document] = await Promise.all([
      resolveAccount(deps.store, provider, { organizationId }),
      onboardingsOf(deps.store, organizationId).findOne({ _id: claimId(organizationId, provider.id) }),
    ]);
    offers.push({
      provider: provider.id,
      label: provider.label,
      title: provider.onboarding.title,
      description: provider.onboarding.description,
      schema: provider.onboarding.schema,
      account: { source: account.source, label: PAYMENT_ACCOUNT_SOURCE_LABELS[account.source] },
      available: account.exists,
      reason: account.exists ? null : PAYMENT_ACCOUNT_MESSAGES.noSystemAccount(provider.label),
      registration: registrationOf(document),
    });
  }
  return offers;
}

/** 'representatives.0.name' → 'body.representatives[0].name', as the schema messages name fields. */
const bodyPath = (field: string) => `body.${field}`.replace(/\.(\d+)(?=\.|$)/g, '[$1]');

function checkInput(provider: PaymentProvider & { onboarding: PaymentProviderOnboarding }, input: unknown) {
  const validate = onboardingValidator(provider.id, provider.onboarding.schema);
  if (!validate(input)) throw new ValidationError(formatValidationErrors(validate.errors ?? []));
  const issues = provider.onboarding.validate(input as Record<string, unknown>);
  if (issues.length > 0) {
    throw new ValidationError(issues.map((issue) => `${bodyPath(issue.field)}: ${issue.message}`));
  }
}

/** Takes the organization's one registration slot for the provider, or says why not (409). */
async function claim(store: Store, organizationId: string, provider: PaymentProvider, now: Date) {
  const claims = onboardingsOf(store, organizationId);
  const _id = claimId(organizationId, provider.id);
  const stale = new Date(now.getTime() - STALE_CLAIM_MS);
  await claims.deleteOne({ _id, state: 'pending', claimedAt: { $lt: stale } });
  try {
    await claims.insertOne({ _id, organizationId, provider: provider.id, state: 'pending', claimedAt: now });
  } catch (error) {
    if ((error as { code?: number }).code !== 11000) throw error;
    const existing = await claims.findOne({ _id });
    if (existing?.state === 'registered') {
      throw new BusinessError(
        ONBOARDING_MESSAGES.registered(provider.label, existing.reference ?? ''),
        'ONBOARDING_REGISTERED',
      );
    }
    throw new BusinessError(ONBOARDING_MESSAGES.inProgress, 'ONBOARDING_IN_PROGRESS');
  }
  return _id;
}

function gatewayFailure(
  error: unknown,
  provider: PaymentProvider,
  source: PaymentAccountSource,
  path: string,
): Error {
  if (!(error instanceof PaymentProviderError)) {
    return new ServiceUnavailableError(path, PAYMENT_PROVIDER_MESSAGES.unavailable);
  }
  if (error.code === 'unavailable' || error.code === 'protocol')
    return new ServiceUnavailableError(path, error.userMessage);
  // The payer-facing 'not configured' text does not fit an organizer registering: name the account instead.
  const message =
    error.code === 'configuration'
      ? PAYMENT_ACCOUNT_MESSAGES.incomplete(provider.label, source)
      : error.userMessage;
  return new BusinessError(message, `ONBOARDING_${error.code.toUpperCase()}`);
}

export interface OnboardingAnswer {
  registration: OnboardingRegistration;
  settings: Readonly<Record<string, string>>;
}

export async function registerWithGateway(
  deps: Pick<IntegrationDeps, 'store' | 'paymentProviders' | 'accountContext' | 'log'>,
  request: { organizationId: string; provider: string; input: unknown; actor: AuditActor; path: string },
): Promise<OnboardingAnswer> {
  const provider = offeringProviders(deps).find((candidate) => candidate.id === request.provider);
  if (!provider) throw new NotFoundError(ONBOARDING_MESSAGES.unknownProvider(request.provider));
  checkInput(provider, request.input);
  const { organizationId } = request;
  const account = await resolveAccount(deps.store, provider, { organizationId });
  if (!account.exists)
    throw new BusinessError(
      PAYMENT_ACCOUNT_MESSAGES.noSystemAccount(provider.label),
      'ONBOARDING_NO_ACCOUNT',
    );

  const now = new Date();
  const _id = await claim(deps.store, organizationId, provider, now);
  const claims = onboardingsOf(deps.store, organizationId);
  let result: Awaited<ReturnType<PaymentProviderOnboarding['register']>>;
  try {
    const context = await deps.accountContext(provider, account.group);
    result = await provider.onboarding.register(request.input as Record<string, unknown>, context);
  } catch (error) {
    await claims.deleteOne({ _id, state: 'pending' });
    deps.log.warn(
      {
        provider: provider.id,
        organizationId,
        ...(error instanceof PaymentProviderError
          ? { code: error.code, detail: error.detail }
          : { err: String(error) }),
      },
      'payment onboarding failed',
    );
    throw gatewayFailure(error, provider, account.source, request.path);
  }

  const registration: OnboardingRegistration = {
    reference: result.reference,
    link: result.link ?? null,
    registeredAt: now,
    registeredBy: request.actor.email,
  };
  await deps.store.withTransaction(async (session) => {
    const organizations = organizationsCollection(deps.store);
    const before = await organizations.findOne({ _id: organizationId }, { session });
    const group = before?.integrations?.accounts?.[provider.settingsKey];
    const set = Object.fromEntries(
      Object.entries(result.settings).map(([field, value]) => [
        `integrations.accounts.${provider.settingsKey}.${field}`,
        value,
      ]),
    );
    // updatedAt too: an open settings form is drawn again from the new version, with the seller id.
    await organizations.updateOne({ _id: organizationId }, { $set: { ...set, updatedAt: now } }, { session });
    await claims.updateOne({ _id }, { $set: { state: 'registered', ...registration } }, { session });
    await recordAudit(
      deps.store,
      {
        organizationId,
        actor: request.actor,
        action: 'organization.paymentOnboarding',
        target: { type: 'organization', id: organizationId },
        changes: Object.entries(result.settings).map(([field, value]) => ({
          path: `integrations.accounts.${provider.settingsKey}.${field}`,
          oldValue: group?.[field] ?? null,
          newValue: value,
        })),
        at: now,
      },
      { session },
    );
  });
  return { registration, settings: result.settings };
}
