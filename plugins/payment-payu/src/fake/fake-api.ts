import { type FakeAnswer, type FakeHttpRequest, jsonAnswer as json } from '@zapisy/payment-fake-kit';
import { objectAt, parseJsonObject, textAt } from '../json-object.js';
import { readGrosze } from '../orders.js';
import type { PayuOrderStatus } from '../status-mapping.js';
import { orderDocument, paymentProperties, payuError, payuTime, refundDocument } from './fake-documents.js';
import type { FakeOAuth } from './fake-oauth.js';
import type { FakePayuOrder, FakePayuRefund, FakePayuState } from './fake-state.js';

export interface FakeApiOptions {
  posId: string;
  baseUrl(): string;
  now(): Date;
  /** Sends an order notification of `status` in the background. */
  notifyOrder(order: FakePayuOrder, status: PayuOrderStatus): void;
  /** Called once a refund was queued (the server finalizes it, or a test does). */
  refundQueued(refund: FakePayuRefund): void;
}

export type FakeApiRequest = Pick<FakeHttpRequest, 'method' | 'path' | 'headers' | 'rawBody'>;

const ORDERS = '/api/v2_1/orders';
const REQUIRED_ORDER_FIELDS = [
  'customerIp',
  'merchantPosId',
  'description',
  'currencyCode',
  'totalAmount',
  'products',
] as const;

function error(status: number, statusCode: string, statusDesc: string, codeLiteral?: string): FakeAnswer {
  return {
    status,
    body: payuError(statusCode, statusDesc, codeLiteral === undefined ? {} : { codeLiteral }),
  };
}

const NOT_FOUND = error(404, 'DATA_NOT_FOUND', 'Could not find data for given criteria.');

/** PayU REST v2.1 `/api/v2_1/orders…` behind a valid Bearer token. */
export class FakePayuApi {
  constructor(
    private readonly state: FakePayuState,
    private readonly oauth: FakeOAuth,
    private readonly options: FakeApiOptions,
  ) {}

  handle(request: FakeApiRequest): FakeAnswer {
    const unauthorized = this.oauth.check(request.headers);
    if (unauthorized !== undefined) return unauthorized;
    const { method, path } = request;
    if (path === ORDERS && method === 'POST') return this.createOrder(request);
    const byExt = /^\/api\/v2_1\/orders\/ext\/([^/]+)$/.exec(path);
    if (byExt?.[1] !== undefined && method === 'GET') {
      const order = this.state.findByExtOrderId(this.options.posId, decodeURIComponent(byExt[1]));
      return order === undefined ? NOT_FOUND : this.orderAnswer(order);
    }
    const match = /^\/api\/v2_1\/orders\/([^/]+)(\/status|\/refunds)?$/.exec(path);
    const order = match?.[1] === undefined ? undefined : this.state.orders.get(decodeURIComponent(match[1]));
    if (match === null) return error(404, 'DATA_NOT_FOUND', 'Not found');
    if (order === undefined || order.merchantPosId !== this.options.posId) return NOT_FOUND;
    const action = match[2];
    if (action === undefined && method === 'GET') return this.orderAnswer(order);
    if (action === undefined && method === 'DELETE') return this.cancel(order);
    if (action === '/status' && method === 'PUT') return this.capture(order, request.rawBody);
    if (action === '/refunds' && method === 'POST') return this.refund(order, request.rawBody);
    if (action === '/refunds' && method === 'GET') {
      return json(200, { refunds: this.state.refundsOf(order.orderId).map(refundDocument) });
    }
    return error(405, 'ERROR_SYNTAX', 'Method not allowed');
  }

  private createOrder(request: FakeApiRequest): FakeAnswer {
    if (!(request.headers['content-type'] ?? '').toLowerCase().startsWith('application/json')) {
      return error(400, 'ERROR_SYNTAX', 'Unsupported content type', 'ERROR_SYNTAX');
    }
    const body = parseJsonObject(request.rawBody);
    if (body === undefined) return error(400, 'ERROR_SYNTAX', 'Syntax error in request', 'ERROR_SYNTAX');
    for (const field of REQUIRED_ORDER_FIELDS) {
      if (body[field] === undefined || body[field] === '') {
        return error(400, 'ERROR_VALUE_MISSING', `Missing required field: ${field}`, 'MISSING_FIELD');
      }
    }
    if (textAt(body, 'merchantPosId') !== this.options.posId) {
      return error(
        401,
        'UNAUTHORIZED_REQUEST',
        'Merchant POS does not match the authorized client',
        'UNAUTHORIZED',
      );
    }
    const totalAmount = readGrosze(textAt(body, 'totalAmount'));
    if (totalAmount === undefined || totalAmount <= 0) {
      return error(400, 'ERROR_VALUE_INVALID', 'Invalid field value: totalAmount', 'INVALID_AMOUNT');
    }
    const products = body.products;
    if (!Array.isArray(products) || products.length === 0) {
      return error(400, 'ERROR_VALUE_MISSING', 'Missing required field: products', 'MISSING_FIELD');
    }
    const currencyCode = textAt(body, 'currencyCode') ?? '';
    if (!/^[A-Z]{3}$/.test(currencyCode)) {
      return error(400, 'ERROR_VALUE_INVALID', 'Invalid field value: currencyCode', 'INVALID_CURRENCY');
    }
    const extOrderId = textAt(body, 'extOrderId') ?? this.state.newPaymentId();
    if (this.state.findByExtOrderId(this.options.posId, extOrderId) !== undefined) {
      return error(
        400,
        'ERROR_ORDER_NOT_UNIQUE',
        'Order with given extOrderId already exists',
        'ORDER_NOT_UNIQUE',
      );
    }
    const now = this.options.now();
    const orderId = this.state.newOrderId(now);
    const validity = Number(textAt(body, 'validityTime'));
    const buyer = objectAt(body, 'buyer');
    const notifyUrl = textAt(body, 'notifyUrl');
    const continueUrl = textAt(body, 'continueUrl');
    const order: FakePayuOrder = {
      orderId,
      extOrderId,
      merchantPosId: this.options.posId,
      orderCreateDate: payuTime(now),
      customerIp: textAt(body, 'customerIp') ?? '',
      description: textAt(body, 'description') ?? '',
      currencyCode,
      totalAmount,
      products,
      status: 'NEW',
      ...(notifyUrl === undefined ? {} : { notifyUrl }),
      ...(continueUrl === undefined ? {} : { continueUrl }),
      ...(Number.isFinite(validity) && validity > 0 ? { validityTime: validity } : {}),
      ...(buyer === undefined ? {} : { buyer }),
    };
    this.state.orders.set(orderId, order);
    const redirectUri = `${this.options.baseUrl()}/pay/${encodeURIComponent(orderId)}`;
    return {
      ...json(302, { status: { statusCode: 'SUCCESS' }, redirectUri, orderId, extOrderId }),
      location: redirectUri,
    };
  }

  private orderAnswer(order: FakePayuOrder): FakeAnswer {
    return json(200, {
      orders: [orderDocument(order)],
      status: { statusCode: 'SUCCESS', statusDesc: 'Request processing successful' },
      ...paymentProperties(order),
    });
  }

  private cancel(order: FakePayuOrder): FakeAnswer {
    if (order.status === 'COMPLETED' || order.status === 'CANCELED') {
      return error(
        400,
        'BUSINESS_ERROR',
        `Order in status ${order.status} cannot be canceled`,
        'ORDER_NOT_CANCELABLE',
      );
    }
    order.status = 'CANCELED';
    this.options.notifyOrder(order, 'CANCELED');
    return json(200, {
      orderId: order.orderId,
      extOrderId: order.extOrderId,
      status: { statusCode: 'SUCCESS', statusDesc: 'Request processing successful' },
    });
  }

  private capture(order: FakePayuOrder, rawBody: string): FakeAnswer {
    const body = parseJsonObject(rawBody);
    if (body === undefined) return error(400, 'ERROR_SYNTAX', 'Syntax error in request', 'ERROR_SYNTAX');
    if (textAt(body, 'orderStatus') !== 'COMPLETED') {
      return error(400, 'ERROR_VALUE_INVALID', 'Invalid field value: orderStatus', 'INVALID_ORDER_STATUS');
    }
    if (textAt(body, 'orderId') !== order.orderId) {
      return error(400, 'ERROR_VALUE_INVALID', 'Invalid field value: orderId', 'INVALID_ORDER_ID');
    }
    if (order.status !== 'WAITING_FOR_CONFIRMATION') {
      return error(
        400,
        'BUSINESS_ERROR',
        `Order status is ${order.status}, not WAITING_FOR_CONFIRMATION`,
        'ORDER_NOT_WAITING_FOR_CONFIRMATION',
      );
    }
    order.status = 'COMPLETED';
    this.options.notifyOrder(order, 'COMPLETED');
    return json(200, { status: { statusCode: 'SUCCESS', statusDesc: 'Status was updated' } });
  }

  private refund(order: FakePayuOrder, rawBody: string): FakeAnswer {
    const refundSection = objectAt(parseJsonObject(rawBody), 'refund');
    if (refundSection === undefined) {
      return error(400, 'ERROR_VALUE_MISSING', 'Missing required field: refund', 'MISSING_REFUND_SECTION');
    }
    const description = textAt(refundSection, 'description');
    if (description === undefined || description === '') {
      return error(400, 'ERROR_VALUE_MISSING', 'Missing required field: refund.description', 'MISSING_FIELD');
    }
    const extRefundId = textAt(refundSection, 'extRefundId');
    const existing =
      extRefundId === undefined
        ? undefined
        : this.state.refundsOf(order.orderId).find((refund) => refund.extRefundId === extRefundId);
    // The same extRefundId never refunds twice: PayU answers the refund it has.
    if (existing !== undefined) return this.refundAnswer(order, existing);
    if (order.status !== 'COMPLETED') {
      return error(400, 'OPENPAYU_BUSINESS_ERROR', 'Transaction is not finished', 'TRANS_NOT_ENDED');
    }
    const rawAmount = textAt(refundSection, 'amount');
    const remaining = order.totalAmount - this.state.refundedAmount(order.orderId);
    const amount = rawAmount === undefined ? remaining : readGrosze(rawAmount);
    if (amount === undefined || amount <= 0) {
      return error(400, 'ERROR_VALUE_INVALID', 'Invalid field value: refund.amount', 'INVALID_AMOUNT');
    }
    if (amount > remaining) {
      return error(
        400,
        'OPENPAYU_BUSINESS_ERROR',
        'Refund amount exceeds the amount left to refund',
        'NO_BALANCE',
      );
    }
    const now = payuTime(this.options.now());
    const refund: FakePayuRefund = {
      refundId: this.state.newRefundId(),
      ...(extRefundId === undefined ? {} : { extRefundId }),
      orderId: order.orderId,
      amount,
      currencyCode: order.currencyCode,
      description,
      status: 'PENDING',
      creationDateTime: now,
      statusDateTime: now,
    };
    this.state.refunds.set(refund.refundId, refund);
    this.options.refundQueued(refund);
    return this.refundAnswer(order, refund);
  }

  private refundAnswer(order: FakePayuOrder, refund: FakePayuRefund): FakeAnswer {
    return json(200, {
      orderId: order.orderId,
      refund: refundDocument(refund),
      status: { statusCode: 'SUCCESS', statusDesc: 'Refund queued for processing' },
    });
  }
}
