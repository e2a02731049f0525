import { type FakeAnswer, type FakeHttpRequest, jsonAnswer, parseJsonObject } from '@zapisy/payment-fake-kit';
import { signaturesEqual, v3RequestSignature } from '../signature.js';
import type { PaynowRefundStatus } from '../status-mapping.js';
import { paynowError } from './fake-errors.js';
import { type FakePaynowState, fakePaynowId } from './fake-state.js';

export interface FakeApiConfig {
  apiKey: string;
  signKey: string;
  /** Base URL of the fake, for redirect URLs. */
  baseUrl(): string;
  /** What a new refund turns into at its first status lookup. */
  refundOutcome: PaynowRefundStatus;
  now(): Date;
}

/** What `GET /v3/payments/paymentmethods` answers: Paynow's groups of methods (a JSON array). */
const FAKE_PAYMENT_METHODS = [
  {
    type: 'BLIK',
    paymentMethods: [
      {
        id: 2007,
        name: 'BLIK',
        description: 'BLIK',
        image: '',
        status: 'ENABLED',
        authorizationType: 'CODE',
      },
    ],
  },
  {
    type: 'PBL',
    paymentMethods: [
      {
        id: 2001,
        name: 'mTransfer',
        description: 'mBank',
        image: '',
        status: 'ENABLED',
        authorizationType: 'REDIRECT',
      },
    ],
  },
];

const error = (status: number, type: string, message: string): FakeAnswer => ({
  status,
  body: paynowError(status, type, message),
});

/** The Paynow API v3 as the fake speaks it: auth, signature and Idempotency-Key checks, then the routes. */
export class FakePaynowApi {
  constructor(
    private readonly state: FakePaynowState,
    private readonly config: FakeApiConfig,
  ) {}

  handle(request: FakeHttpRequest): FakeAnswer {
    const apiKey = header(request.headers, 'api-key');
    if (apiKey !== this.config.apiKey) return error(401, 'UNAUTHORIZED', 'Invalid Api-Key');
    const idempotencyKey = header(request.headers, 'idempotency-key');
    if (idempotencyKey === undefined || idempotencyKey === '') {
      return error(400, 'VALIDATION_ERROR', 'Idempotency-Key header is required');
    }
    const parameters: Record<string, string[]> = {};
    for (const name of new Set(request.query.keys())) parameters[name] = request.query.getAll(name);
    const expected = v3RequestSignature({
      apiKey,
      signatureKey: this.config.signKey,
      idempotencyKey,
      body: request.rawBody,
      parameters,
    });
    if (!signaturesEqual(expected, header(request.headers, 'signature'))) {
      return error(401, 'UNAUTHORIZED', 'Invalid Signature');
    }
    if (request.method === 'POST') return this.idempotent(idempotencyKey, request);
    return this.route(request);
  }

  /** Same key + same body → the first answer again; same key + another body → 422. */
  private idempotent(key: string, request: FakeHttpRequest): FakeAnswer {
    const known = this.state.idempotency.get(key);
    if (known !== undefined) {
      if (known.requestBody !== request.rawBody || known.path !== request.path) {
        return error(
          422,
          'IDEMPOTENCY_KEY_REUSED',
          'Idempotency-Key was already used with a different request',
        );
      }
      return { status: known.status, body: known.body };
    }
    const answer = this.route(request);
    if (answer.status < 500) {
      this.state.idempotency.set(key, {
        requestBody: request.rawBody,
        path: request.path,
        status: answer.status,
        body: answer.body,
      });
    }
    return answer;
  }

  private route(request: FakeHttpRequest): FakeAnswer {
    const parts = request.path
      .split('/')
      .filter((part) => part !== '')
      .map(decodeURIComponent);
    if (parts[0] !== 'v3') return error(404, 'NOT_FOUND', 'Not found');
    if (request.method === 'POST' && parts.length === 2 && parts[1] === 'payments') {
      return this.createPayment(request.rawBody);
    }
    if (
      request.method === 'GET' &&
      parts.length === 3 &&
      parts[1] === 'payments' &&
      parts[2] === 'paymentmethods'
    ) {
      return jsonAnswer(200, FAKE_PAYMENT_METHODS);
    }
    if (request.method === 'GET' && parts.length === 4 && parts[1] === 'payments' && parts[3] === 'status') {
      return this.paymentStatus(parts[2] ?? '');
    }
    if (
      request.method === 'POST' &&
      parts.length === 4 &&
      parts[1] === 'payments' &&
      parts[3] === 'refunds'
    ) {
      return this.createRefund(parts[2] ?? '', request.rawBody);
    }
    if (request.method === 'GET' && parts.length === 4 && parts[1] === 'refunds' && parts[3] === 'status') {
      return this.refundStatus(parts[2] ?? '');
    }
    return error(404, 'NOT_FOUND', 'Not found');
  }

  private createPayment(rawBody: string): FakeAnswer {
    const body = parseJsonObject(rawBody);
    if (body === undefined) return error(400, 'VALIDATION_ERROR', 'Request body is not valid JSON');
    const { amount, currency, externalId, description, buyer, continueUrl, validityTime } = body;
    const problems: string[] = [];
    if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) problems.push('amount');
    if (typeof externalId !== 'string' || externalId === '') problems.push('externalId');
    if (typeof description !== 'string' || description === '') problems.push('description');
    const buyerObject =
      typeof buyer === 'object' && buyer !== null ? (buyer as Record<string, unknown>) : undefined;
    if (typeof buyerObject?.email !== 'string' || !buyerObject.email.includes('@'))
      problems.push('buyer.email');
    if (currency !== undefined && (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency))) {
      problems.push('currency');
    }
    if (
      validityTime !== undefined &&
      (typeof validityTime !== 'number' || validityTime < 60 || validityTime > 864_000)
    ) {
      problems.push('validityTime');
    }
    if (problems.length > 0 || buyerObject === undefined) {
      return error(400, 'VALIDATION_ERROR', `Invalid fields: ${problems.join(', ')}`);
    }
    const now = this.config.now();
    const paymentId = fakePaynowId('NO');
    this.state.payments.set(paymentId, {
      paymentId,
      externalId: externalId as string,
      amount: amount as number,
      currency: (currency as string | undefined) ?? 'PLN',
      description: description as string,
      buyer: buyerObject,
      ...(typeof continueUrl === 'string' ? { continueUrl } : {}),
      ...(typeof validityTime === 'number' ? { validityTime } : {}),
      status: 'NEW',
      createdAt: now,
      modifiedAt: now,
    });
    const redirectUrl = `${this.config.baseUrl()}/paywall/${encodeURIComponent(paymentId)}?token=${fakePaynowId('T')}`;
    return jsonAnswer(201, { redirectUrl, paymentId, status: 'NEW' });
  }

  private paymentStatus(paymentId: string): FakeAnswer {
    const payment = this.state.payments.get(paymentId);
    if (payment === undefined) return error(404, 'NOT_FOUND', `Could not find payment ${paymentId}`);
    return jsonAnswer(200, { paymentId: payment.paymentId, status: payment.status });
  }

  private createRefund(paymentId: string, rawBody: string): FakeAnswer {
    const payment = this.state.payments.get(paymentId);
    if (payment === undefined) return error(404, 'NOT_FOUND', `Could not find payment ${paymentId}`);
    const body = parseJsonObject(rawBody);
    const amount = body?.amount;
    if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) {
      return error(400, 'VALIDATION_ERROR', 'Invalid fields: amount');
    }
    if (payment.status !== 'CONFIRMED') return error(400, 'VALIDATION_ERROR', 'Payment is not confirmed');
    if (amount > this.state.refundable(payment)) {
      return error(400, 'INSUFFICIENT_BALANCE_FUNDS', 'Refund amount exceeds the refundable amount');
    }
    const refundId = fakePaynowId('R');
    this.state.refunds.set(refundId, {
      refundId,
      paymentId,
      amount,
      ...(typeof body?.reason === 'string' ? { reason: body.reason } : {}),
      status: 'NEW',
      createdAt: this.config.now(),
    });
    return jsonAnswer(201, { refundId, status: 'NEW' });
  }

  private refundStatus(refundId: string): FakeAnswer {
    const refund = this.state.refunds.get(refundId);
    if (refund === undefined) return error(404, 'NOT_FOUND', `Could not find refund ${refundId}`);
    if (refund.status === 'NEW') refund.status = this.config.refundOutcome;
    return jsonAnswer(200, { refundId: refund.refundId, status: refund.status });
  }
}

function header(headers: FakeHttpRequest['headers'], name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}
