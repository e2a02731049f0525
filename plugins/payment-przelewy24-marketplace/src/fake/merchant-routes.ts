import {
  basicAuthMatches,
  type FakePrzelewy24Gateway,
  type FakeRequest,
  type FakeResponse,
  isInt,
  isNonEmptyText,
  parseJsonObject,
  UNAUTHORIZED,
} from '@zapisy/plugin-payment-przelewy24/fake';
import { isP24TradeCode } from '../trades.js';

export interface FakeSubMerchant {
  merchantId: number;
  businessType: number;
  name: string;
  nip?: string;
  pesel?: string;
  trade: string;
  body: Record<string, unknown>;
}

const badParameter = (field: string): FakeResponse => ({
  status: 400,
  body: { error: `Incorrect parameter: ${field}`, code: 400, data: null },
});

const PHONE = /^\d{9}$/;

function person(body: Record<string, unknown>, key: string): string | undefined {
  const p = body[key];
  if (typeof p !== 'object' || p === null) return key;
  const r = p as Record<string, unknown>;
  if (!isNonEmptyText(r.name)) return `name | (${key})`;
  if (!isNonEmptyText(r.email)) return `email | (${key})`;
  if (typeof r.phone_number !== 'string' || !PHONE.test(r.phone_number)) return `phone_number | (${key})`;
  return undefined;
}

function address(body: Record<string, unknown>, key: string): string | undefined {
  const a = body[key];
  if (typeof a !== 'object' || a === null) return key;
  const r = a as Record<string, unknown>;
  if (r.country !== 'PL') return `country | (${key})`;
  for (const field of ['city', 'street']) {
    const value = r[field];
    if (typeof value !== 'string' || value.length < 3) return `${field} | (${key})`;
  }
  if (typeof r.post_code !== 'string' || !/^\d{2}-?\d{3}$/.test(r.post_code)) return `post_code | (${key})`;
  return undefined;
}

/** The first field P24 would complain about, as in "Incorrect parameter: phone_number | (contact_person)". */
function invalidRegistrationField(body: Record<string, unknown>): string | undefined {
  const type = body.business_type;
  if (!isInt(type) || type < 1 || type > 10) return 'business_type';
  if (!isNonEmptyText(body.name) || body.name.length < 3 || body.name.length > 255) return 'name';
  if (!isNonEmptyText(body.email) || body.email.length > 50) return 'email';
  if (type === 1 && (typeof body.pesel !== 'string' || !/^\d{11}$/.test(body.pesel))) return 'pesel';
  if (type !== 1 && (typeof body.nip !== 'string' || !/^\d{10}$/.test(body.nip))) return 'nip';
  if (type !== 1 && (typeof body.regon !== 'string' || !/^(\d{9}|\d{14})$/.test(body.regon))) return 'regon';
  if (type > 3 && (typeof body.krs !== 'string' || !/^\d{10}$/.test(body.krs))) return 'krs';
  if (typeof body.phone_number !== 'string' || !PHONE.test(body.phone_number)) return 'phone_number';
  if (typeof body.bank_account !== 'string' || !/^\d{26}$/.test(body.bank_account)) return 'bank_account';
  if (!isNonEmptyText(body.invoice_email)) return 'invoice_email';
  if (!isNonEmptyText(body.shop_url) && !isNonEmptyText(body.services_description)) return 'shop_url';
  if (!isP24TradeCode(body.trade)) return 'trade';
  return (
    person(body, 'contact_person') ??
    person(body, 'technical_contact') ??
    address(body, 'address') ??
    address(body, 'correspondence_address')
  );
}

/** `POST /api/v1/merchant/register` and `GET /api/v1/merchant/exists/{nip|pesel}/{number}`. */
export function handleMerchantRoutes(
  request: FakeRequest,
  gateway: FakePrzelewy24Gateway,
  merchants: FakeSubMerchant[],
  nextId: () => number,
): FakeResponse | undefined {
  const exists = /^\/api\/v1\/merchant\/exists\/([^/]+)\/([^/]+)$/.exec(request.path);
  const isRegister = request.method === 'POST' && request.path === '/api/v1/merchant/register';
  if (!isRegister && !(request.method === 'GET' && exists)) {
    return undefined;
  }
  if (
    !basicAuthMatches(request.headers.authorization, String(gateway.merchant.posId), gateway.merchant.apiKey)
  ) {
    return UNAUTHORIZED;
  }
  if (exists) {
    const [, type, number] = exists;
    if (type !== 'nip' && type !== 'pesel') {
      return { status: 400, body: { data: [], error: 'Invalid identification type' } };
    }
    if (!/^\d+$/.test(number ?? '')) {
      return { status: 400, body: { data: [], error: `Invalid ${type} format` } };
    }
    const found = merchants.filter((m) => m[type] === number).map((m) => String(m.merchantId));
    return found.length > 0
      ? { status: 200, body: { data: found, error: '' } }
      : { status: 404, body: { data: [], error: 'Affiliate not found' } };
  }
  const body = parseJsonObject(request.rawBody);
  if (!body) {
    return badParameter('body');
  }
  const invalid = invalidRegistrationField(body);
  if (invalid !== undefined) {
    return badParameter(invalid);
  }
  const duplicate = merchants.some(
    (m) =>
      (isNonEmptyText(body.nip) && m.nip === body.nip) ||
      (isNonEmptyText(body.pesel) && m.pesel === body.pesel),
  );
  if (duplicate) {
    return { status: 400, body: { error: 'Merchant already exists', code: 400, data: null } };
  }
  const merchantId = nextId();
  merchants.push({
    merchantId,
    businessType: body.business_type as number,
    name: body.name as string,
    ...(isNonEmptyText(body.nip) ? { nip: body.nip } : {}),
    ...(isNonEmptyText(body.pesel) ? { pesel: body.pesel } : {}),
    trade: body.trade as string,
    body,
  });
  return {
    status: 201,
    body: {
      error: null,
      code: 201,
      data: { merchant_id: merchantId, link: `${gateway.url}/panel/rejestracja/${merchantId}` },
    },
  };
}
