import { warsawWallTime } from '@zapisy/payment-fake-kit';
import { registerSign, verifySign } from '../signing.js';
import {
  basicAuthMatches,
  type FakeRequest,
  type FakeResponse,
  isInt,
  isNonEmptyText,
  p24Error,
  parseJsonObject,
  UNAUTHORIZED,
} from './http-util.js';
import type { FakeP24Ledger } from './ledger.js';
import type { FakeP24Refund } from './state.js';

const ok = (data: unknown, status = 200): FakeResponse => ({ status, body: { data, responseCode: 0 } });

/** REST API v1 routes of the fake, or undefined for a path it does not serve. */
export async function handleP24Api(
  request: FakeRequest,
  ledger: FakeP24Ledger,
): Promise<FakeResponse | undefined> {
  const route = `${request.method} ${request.path}`;
  const bySession = /^GET \/api\/v1\/transaction\/by\/sessionId\/([^/]+)$/.exec(route);
  const known =
    bySession ||
    [
      'GET /api/v1/testAccess',
      'POST /api/v1/transaction/register',
      'PUT /api/v1/transaction/verify',
      'POST /api/v1/transaction/refund',
    ].includes(route);
  if (!known) {
    return undefined;
  }
  const { merchant } = ledger;
  if (!basicAuthMatches(request.headers.authorization, String(merchant.posId), merchant.apiKey)) {
    return UNAUTHORIZED;
  }
  if (bySession?.[1] !== undefined) {
    return transactionBySessionId(decodeURIComponent(bySession[1]), ledger);
  }
  if (route === 'GET /api/v1/testAccess') {
    return { status: 200, body: { data: true, error: '' } };
  }
  const body = parseJsonObject(request.rawBody);
  if (!body) {
    return p24Error(400, 'Invalid input data');
  }
  if (route === 'POST /api/v1/transaction/register') {
    return register(body, ledger);
  }
  if (route === 'PUT /api/v1/transaction/verify') {
    return verify(body, ledger);
  }
  return refund(body, ledger);
}

function register(body: Record<string, unknown>, ledger: FakeP24Ledger): FakeResponse {
  const { merchant } = ledger;
  const required = [
    'sessionId',
    'currency',
    'description',
    'email',
    'country',
    'language',
    'urlReturn',
    'sign',
  ];
  const missing = required.find((field) => !isNonEmptyText(body[field]));
  if (missing !== undefined || !isInt(body.merchantId) || !isInt(body.posId) || !isInt(body.amount)) {
    return p24Error(400, `Invalid input data${missing ? `: ${missing}` : ''}`);
  }
  const { sessionId, currency, description, email, urlReturn, sign, merchantId, posId, amount } = body as {
    [K in 'sessionId' | 'currency' | 'description' | 'email' | 'urlReturn' | 'sign']: string;
  } & { [K in 'merchantId' | 'posId' | 'amount']: number };
  if (merchantId !== merchant.merchantId || posId !== merchant.posId) {
    return p24Error(400, 'Invalid merchantId or posId');
  }
  if (sessionId.length > 100 || email.length > 50 || description.length > 1024) {
    return p24Error(400, 'Invalid input data: field too long');
  }
  if (amount <= 0) {
    return p24Error(400, 'Invalid amount');
  }
  const timeLimit = body.timeLimit;
  if (timeLimit !== undefined && (!isInt(timeLimit) || timeLimit < 0 || timeLimit > 99)) {
    return p24Error(400, 'Invalid timeLimit');
  }
  const expected = registerSign({
    sessionId: sessionId,
    merchantId,
    amount,
    currency: currency,
    crc: merchant.crcKey,
  });
  if (sign !== expected) {
    return p24Error(400, 'Invalid sign');
  }
  if (ledger.bySession.has(sessionId)) {
    return p24Error(400, 'Transaction with this sessionId already exists');
  }
  const tx = ledger.add({
    sessionId: sessionId,
    merchantId,
    posId,
    amount,
    currency: currency,
    description: description,
    email: email,
    ...(isNonEmptyText(body.client) ? { client: body.client } : {}),
    urlReturn: urlReturn,
    ...(isNonEmptyText(body.urlStatus) ? { urlStatus: body.urlStatus } : {}),
    ...(timeLimit === undefined ? {} : { timeLimit }),
  });
  return ok({ token: tx.token });
}

function verify(body: Record<string, unknown>, ledger: FakeP24Ledger): FakeResponse {
  const { merchant } = ledger;
  if (
    !isInt(body.merchantId) ||
    !isInt(body.posId) ||
    !isNonEmptyText(body.sessionId) ||
    !isInt(body.amount) ||
    !isNonEmptyText(body.currency) ||
    !isInt(body.orderId) ||
    !isNonEmptyText(body.sign)
  ) {
    return p24Error(400, 'Invalid input data');
  }
  if (body.merchantId !== merchant.merchantId || body.posId !== merchant.posId) {
    return p24Error(400, 'Invalid merchantId or posId');
  }
  const expected = verifySign({
    sessionId: body.sessionId,
    orderId: body.orderId,
    amount: body.amount,
    currency: body.currency,
    crc: merchant.crcKey,
  });
  if (body.sign !== expected) {
    return p24Error(400, 'Invalid sign');
  }
  const tx = ledger.bySession.get(body.sessionId);
  if (!tx || tx.orderId !== body.orderId || (tx.status !== 'paid' && tx.status !== 'verified')) {
    return p24Error(400, 'Transaction not found');
  }
  if (tx.amount !== body.amount || tx.currency !== body.currency) {
    return p24Error(400, 'Incorrect amount or currency');
  }
  ledger.verified(tx);
  return ok({ status: 'success' });
}

function transactionBySessionId(sessionId: string, ledger: FakeP24Ledger): FakeResponse {
  const tx = ledger.bySession.get(sessionId);
  if (!tx) {
    return p24Error(404, 'Transaction does not exist');
  }
  const status = tx.status === 'verified' ? (tx.refunded >= tx.amount ? 3 : 2) : tx.status === 'paid' ? 1 : 0;
  return ok({
    statement: tx.statement ?? '',
    orderId: tx.orderId ?? 0,
    sessionId: tx.sessionId,
    status,
    amount: tx.amount,
    currency: tx.currency,
    date: warsawWallTime(tx.registeredAt),
    dateOfTransaction: tx.paidAt ? warsawWallTime(tx.paidAt) : '',
    clientEmail: tx.email,
    accountMD5: '',
    paymentMethod: tx.orderId ? tx.methodId : 0,
    description: tx.description,
    clientName: tx.client ?? '',
    clientAddress: '',
    clientCity: '',
    clientPostcode: '',
    batchId: 0,
    fee: '0',
  });
}

function refund(body: Record<string, unknown>, ledger: FakeP24Ledger): FakeResponse {
  const { requestId, refundsUuid, refunds, urlStatus } = body;
  if (
    !isNonEmptyText(requestId) ||
    !isNonEmptyText(refundsUuid) ||
    !Array.isArray(refunds) ||
    refunds.length === 0
  ) {
    return p24Error(400, 'Invalid input data');
  }
  const previous = ledger.refunds.filter((r) => r.refundsUuid === refundsUuid);
  if (previous.length > 0) {
    // The same request again (a retry after a lost answer) is answered the same and refunds nothing more.
    const same = previous.every((r) => r.requestId === requestId) && previous.length === refunds.length;
    return same
      ? ok(
          previous.map((r) => refundResult(r, true, 'success')),
          201,
        )
      : p24Error(409, 'refundsUuid already used');
  }
  const items: Array<{ orderId: number; sessionId: string; amount: number; description: string }> = [];
  for (const item of refunds) {
    const r = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
    if (!isInt(r.orderId) || !isNonEmptyText(r.sessionId) || !isInt(r.amount) || r.amount <= 0) {
      return p24Error(400, 'Invalid input data');
    }
    items.push({
      orderId: r.orderId,
      sessionId: r.sessionId,
      amount: r.amount,
      description: typeof r.description === 'string' ? r.description : '',
    });
  }
  const failures = items.map((item) => {
    const tx = ledger.findByOrderId(item.orderId);
    if (!tx || tx.sessionId !== item.sessionId || tx.status !== 'verified') {
      return { ...item, status: false, message: 'Transaction not found' };
    }
    const pending = items
      .filter((other) => other.orderId === item.orderId)
      .reduce((sum, o) => sum + o.amount, 0);
    if (tx.refunded + pending > tx.amount) {
      return {
        ...item,
        status: false,
        message: 'The amount of refund exceeds available amount for the transaction',
      };
    }
    return undefined;
  });
  if (failures.some((f) => f !== undefined)) {
    return {
      status: 409,
      body: {
        error: items.map((item, i) => failures[i] ?? { ...item, status: true, message: 'success' }),
        code: 409,
      },
    };
  }
  const created = items.map((item) => {
    const record: FakeP24Refund = {
      requestId,
      refundsUuid,
      ...item,
      ...(isNonEmptyText(urlStatus) ? { urlStatus } : {}),
      status: 0,
      createdAt: new Date(),
    };
    const tx = ledger.findByOrderId(item.orderId);
    if (tx) {
      ledger.addRefund(record, tx);
    }
    return record;
  });
  return ok(
    created.map((r) => refundResult(r, true, 'success')),
    201,
  );
}

function refundResult(r: FakeP24Refund, status: boolean, message: string) {
  return {
    orderId: r.orderId,
    sessionId: r.sessionId,
    amount: r.amount,
    description: r.description,
    status,
    message,
  };
}
