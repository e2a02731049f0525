import { PAYMENT_PROVIDER_MESSAGES, type PaymentProviderContext, PaymentProviderError } from '@zapisy/core';
import { p24Call, readP24Credentials } from '@zapisy/plugin-payment-przelewy24';
import {
  type MerchantAddress,
  type MerchantRegistrationInput,
  validateMerchantRegistration,
} from './merchant-validation.js';
import { marketplaceContext } from './settings.js';

export interface MerchantRegistrationResult {
  /** The new sub-merchant id: store it as `marketplaceMerchantId`. */
  merchantId: number;
  /** P24's registration form link for the merchant to complete, when given. */
  link?: string;
}

const address = (a: MerchantAddress) => ({
  country: a.country ?? 'PL',
  city: a.city.trim(),
  post_code: a.postCode.trim(),
  street: a.street.trim(),
});

const person = (p: { name: string; email: string; phoneNumber: string }) => ({
  name: p.name.trim(),
  email: p.email.trim(),
  phone_number: p.phoneNumber.trim(),
});

/** Maps our input to P24's `merchant/register` body (snake_case; bracketed fields as nested objects). */
export function merchantRegistrationBody(input: MerchantRegistrationInput): Record<string, unknown> {
  const optional = (key: string, value: string | undefined) =>
    value !== undefined && value.trim() !== '' ? { [key]: value.trim().replaceAll('-', '') } : {};
  return {
    business_type: input.businessType,
    name: input.name.trim(),
    email: input.email.trim(),
    ...optional('pesel', input.pesel),
    ...optional('nip', input.nip),
    ...optional('regon', input.regon),
    ...optional('krs', input.krs),
    phone_number: input.phoneNumber.trim(),
    bank_account: input.bankAccount.replace(/\s/g, '').replace(/^PL/i, ''),
    invoice_email: input.invoiceEmail.trim(),
    ...(input.shopUrl?.trim() ? { shop_url: input.shopUrl.trim() } : {}),
    ...(input.servicesDescription?.trim() ? { services_description: input.servicesDescription.trim() } : {}),
    trade: input.trade,
    ...(input.acceptance === undefined ? {} : { acceptance: input.acceptance }),
    ...(input.representatives?.length
      ? {
          representatives: input.representatives.map((r) => ({ name: r.name.trim(), pesel: r.pesel.trim() })),
        }
      : {}),
    contact_person: person(input.contactPerson),
    technical_contact: person(input.technicalContact),
    address: address(input.address),
    correspondence_address: address(input.correspondenceAddress ?? input.address),
  };
}

/**
 * Registers the organizer as a sub-merchant (`POST /api/v1/merchant/register`, partner account). Invalid
 * input never reaches P24: 'rejected' with the first Polish message as `userMessage` and all `issues` in
 * `detail`.
 */
export async function registerP24Merchant(
  input: MerchantRegistrationInput,
  context: PaymentProviderContext,
): Promise<MerchantRegistrationResult> {
  const issues = validateMerchantRegistration(input);
  if (issues.length > 0) {
    throw new PaymentProviderError('rejected', issues[0]?.message ?? PAYMENT_PROVIDER_MESSAGES.rejected, {
      provider: 'przelewy24marketplace',
      operation: 'merchant/register',
      issues,
    });
  }
  const base = marketplaceContext(context);
  const result = await p24Call(
    base,
    readP24Credentials(base.settings),
    'POST',
    '/api/v1/merchant/register',
    merchantRegistrationBody(input),
  );
  const data = (result.body as { data?: { merchant_id?: unknown; link?: unknown } } | undefined)?.data;
  if (typeof data?.merchant_id !== 'number') {
    throw new PaymentProviderError('protocol', PAYMENT_PROVIDER_MESSAGES.protocol, {
      provider: 'przelewy24marketplace',
      operation: 'merchant/register',
    });
  }
  return { merchantId: data.merchant_id, ...(typeof data.link === 'string' ? { link: data.link } : {}) };
}

/** `GET /api/v1/merchant/exists/{nip|pesel}/{number}` → the sub-merchant ids already registered. */
export async function findP24Merchant(
  identificationType: 'nip' | 'pesel',
  identificationNumber: string,
  context: PaymentProviderContext,
): Promise<string[]> {
  const base = marketplaceContext(context);
  try {
    const result = await p24Call(
      base,
      readP24Credentials(base.settings),
      'GET',
      `/api/v1/merchant/exists/${identificationType}/${encodeURIComponent(identificationNumber)}`,
    );
    const data = (result.body as { data?: unknown } | undefined)?.data;
    return Array.isArray(data) ? data.map(String) : [];
  } catch (error) {
    if (error instanceof PaymentProviderError && error.detail.httpStatus === 404) {
      return [];
    }
    throw error;
  }
}
