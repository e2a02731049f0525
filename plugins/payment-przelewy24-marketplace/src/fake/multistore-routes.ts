import type { FailureInjector } from '@zapisy/payment-fake-kit';
import {
  basicAuthMatches,
  type FakePrzelewy24Gateway,
  type FakeRequest,
  type FakeResponse,
  handleP24Api,
  isInt,
  isNonEmptyText,
  parseJsonObject,
  UNAUTHORIZED,
} from '@zapisy/plugin-payment-przelewy24/fake';

export interface FakeDispatch {
  batchId: number;
  orderId: number;
  orderIdNew: number;
  sessionId: string;
  sellerId: number;
  amount: number;
}

const dispatchError = (result: unknown[], errorMessage: string): FakeResponse => ({
  status: 400,
  body: { result, error: { errorCode: 400, errorMessage } },
});

/** `POST /api/v1/multiStore/dispatchTransaction`, `GET …/dispatchInfo/{orderId}`, `POST /api/v1/multiStore/refund`. */
export async function handleMultiStoreRoutes(
  request: FakeRequest,
  gateway: FakePrzelewy24Gateway,
  sellers: ReadonlySet<number>,
  dispatches: FakeDispatch[],
  dispatchFailures?: FailureInjector,
): Promise<FakeResponse | undefined> {
  const info = /^\/api\/v1\/multiStore\/dispatchInfo\/(\d+)$/.exec(request.path);
  const route = `${request.method} ${request.path}`;
  const known =
    (request.method === 'GET' && info) ||
    route === 'POST /api/v1/multiStore/dispatchTransaction' ||
    route === 'POST /api/v1/multiStore/refund';
  if (!known) {
    return undefined;
  }
  if (
    !basicAuthMatches(request.headers.authorization, String(gateway.merchant.posId), gateway.merchant.apiKey)
  ) {
    return UNAUTHORIZED;
  }
  if (info) {
    const orderId = Number(info[1]);
    const found = dispatches.filter((d) => d.orderId === orderId);
    return found.length > 0
      ? { status: 200, body: { data: found, error: '' } }
      : { status: 404, body: { error: 'Transaction not found', code: 404 } };
  }
  const failing =
    route === 'POST /api/v1/multiStore/dispatchTransaction' ? dispatchFailures?.next() : undefined;
  if (failing !== undefined) {
    return { status: failing, body: { error: 'Service temporarily unavailable', code: failing } };
  }
  const body = parseJsonObject(request.rawBody);
  if (!body) {
    return { status: 400, body: { error: 'Invalid input data', code: 400 } };
  }
  if (route === 'POST /api/v1/multiStore/refund') {
    return refund(request, body, gateway, dispatches);
  }
  return dispatch(body, gateway, sellers, dispatches);
}

function dispatch(
  body: Record<string, unknown>,
  gateway: FakePrzelewy24Gateway,
  sellers: ReadonlySet<number>,
  dispatches: FakeDispatch[],
): FakeResponse {
  const { batchId, details } = body;
  if (!isInt(batchId) || !Array.isArray(details) || details.length === 0) {
    return dispatchError([], 'Empty dispatch list!');
  }
  const results = details.map((item) => {
    const d = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
    const base = {
      orderId: d.orderId,
      orderIdNew: 0,
      sessionId: d.sessionId,
      sellerId: d.sellerId,
      amount: d.amount,
    };
    if (
      !isInt(d.orderId) ||
      !isNonEmptyText(d.sessionId) ||
      !isInt(d.sellerId) ||
      !isInt(d.amount) ||
      d.amount <= 0
    ) {
      return { ...base, status: false, error: 'Invalid input data' };
    }
    const tx = gateway.ledger.findByOrderId(d.orderId);
    if (!tx || tx.sessionId !== d.sessionId || tx.status !== 'verified') {
      return { ...base, status: false, error: 'Incorrect orderId or sessionId' };
    }
    if (!sellers.has(d.sellerId)) {
      return { ...base, status: false, error: 'Incorrect sellerId' };
    }
    if (tx.dispatched) {
      return { ...base, status: false, error: 'Transaction already dispatched' };
    }
    if (d.amount > tx.amount) {
      return { ...base, status: false, error: 'Incorrect amount' };
    }
    return { ...base, status: true, error: '' };
  });
  if (results.some((r) => !r.status)) {
    return dispatchError(results, 'Dispatch failed');
  }
  const done = results.map((r) => {
    const tx = gateway.ledger.findByOrderId(r.orderId as number);
    if (tx) {
      tx.dispatched = true;
    }
    const record: FakeDispatch = {
      batchId: batchId as number,
      orderId: r.orderId as number,
      orderIdNew: 900_000_000 + dispatches.length + 1,
      sessionId: r.sessionId as string,
      sellerId: r.sellerId as number,
      amount: r.amount as number,
    };
    dispatches.push(record);
    return { ...record, status: true, error: '' };
  });
  return {
    status: 200,
    body: {
      result: done.map(({ batchId: _batch, ...rest }) => rest),
      error: { errorCode: 0, errorMessage: 'Success, no error.' },
    },
  };
}

/** Checks the sub-merchant charges (`data: [{spId, spAmount}]`), then refunds as the plain refund does. */
async function refund(
  request: FakeRequest,
  body: Record<string, unknown>,
  gateway: FakePrzelewy24Gateway,
  dispatches: FakeDispatch[],
): Promise<FakeResponse> {
  const refunds = Array.isArray(body.refunds) ? body.refunds : [];
  for (const item of refunds) {
    const r = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
    const data = Array.isArray(r.data) ? (r.data as Array<Record<string, unknown>>) : undefined;
    if (!data || data.length === 0) {
      return { status: 400, body: { error: 'Invalid input data: data', code: 400 } };
    }
    for (const charge of data) {
      const dispatched = dispatches.find((d) => d.orderId === r.orderId && d.sellerId === charge.spId);
      if (
        !dispatched ||
        !isInt(charge.spAmount) ||
        charge.spAmount < 0 ||
        charge.spAmount > dispatched.amount
      ) {
        return { status: 400, body: { error: 'Invalid input data: spId or spAmount', code: 400 } };
      }
    }
  }
  const plain = { ...body, refunds: refunds.map((item) => ({ ...(item as object), data: undefined })) };
  return (
    (await handleP24Api(
      { ...request, path: '/api/v1/transaction/refund', rawBody: JSON.stringify(plain) },
      gateway.ledger,
    )) ?? { status: 500, body: { error: 'Undefined error', code: 500 } }
  );
}
