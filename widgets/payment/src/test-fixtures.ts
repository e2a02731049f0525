/** A payer's due answer and a fake fetch for the payment widget's tests. */
import type { PayerDue, PayerOutcome, PaymentStatusAnswer } from './types.js';

export const API = 'http://zapisy.test/services/api';
export const K = 'Y3VzdC0x.abcdefghijklmnopqrstuv';
export const QR = '|PL|12345678901234567890123456|015000|Klub Sportowy|Zapisy Anna Nowak R1||||';

export const DUE: PayerDue = {
  payer: { name: 'Anna Nowak' },
  project: { name: 'Obóz letni 2026', currency: 'PLN' },
  participants: [
    {
      _id: 'p1',
      name: 'Jan Nowak',
      status: 'ACTIVE',
      statusLabel: 'Aktywny',
      billings: [
        {
          _id: 'b1',
          installment: { number: 1, count: 2 },
          requiredDate: '2026-06-01T10:00:00.000Z',
          grossAmount: 50000,
          leftToPay: 50000,
          status: 'LATE',
          statusLabel: 'Zaległa',
        },
        {
          _id: 'b2',
          installment: { number: 2, count: 2 },
          requiredDate: '2026-12-15T10:00:00.000Z',
          grossAmount: 50000,
          leftToPay: 50000,
          status: 'NEW',
          statusLabel: 'Do zapłaty',
        },
      ],
    },
    {
      _id: 'p2',
      name: 'Ola Nowak',
      status: 'ACTIVE',
      statusLabel: 'Aktywny',
      billings: [
        {
          _id: 'b3',
          installment: null,
          requiredDate: '2026-11-20T10:00:00.000Z',
          grossAmount: 30000,
          leftToPay: 10000,
          status: 'PARTIALLY_PAID',
          statusLabel: 'Częściowo opłacona',
        },
      ],
    },
  ],
  totals: { all: 110000, dueNow: 60000, late: 50000 },
  partialAllowed: false,
  methods: {
    online: { provider: 'przelewy24', label: 'Przelewy24' },
    transfer: {
      accountNumber: '12345678901234567890123456',
      recipientName: 'Klub Sportowy',
      title: 'Zapisy Anna Nowak R1',
      amount: 60000,
      qr: QR,
    },
    cash: true,
  },
};

const STATUS_OF: Record<PayerOutcome, { status: string; statusLabel: string }> = {
  paid: { status: 'COMPLETED', statusLabel: 'Wpłacono' },
  pending: { status: 'PENDING', statusLabel: 'W trakcie...' },
  canceled: { status: 'CANCELED', statusLabel: 'Anulowano' },
  failed: { status: 'CANCELED', statusLabel: 'Anulowano' },
};

export function statusAnswer(outcome: PayerOutcome, message: string): PaymentStatusAnswer {
  return {
    paymentId: 'pay-1',
    ...STATUS_OF[outcome],
    amount: 60000,
    currency: 'PLN',
    method: 'online',
    completion: { variant: 'link-online', outcome, message },
  };
}

export interface Call {
  url: string;
  method: string;
  body: unknown;
}

type Reply = { status: number; body: unknown } | ((call: Call) => { status: number; body: unknown });

/** fetch for the widget's routes: project lookup, strings, due, online, status (by URL part). */
export function fakeFetch(
  routes: Partial<Record<'project' | 'strings' | 'due' | 'online' | 'status', Reply>>,
) {
  const calls: Call[] = [];
  const fn = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = String(input);
    const call: Call = {
      url,
      method: init?.method ?? 'GET',
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    calls.push(call);
    const key = url.includes('/project/domain')
      ? 'project'
      : url.includes('/strings/domain/')
        ? 'strings'
        : url.includes('/due?')
          ? 'due'
          : url.endsWith('/online')
            ? 'online'
            : url.includes('/status/')
              ? 'status'
              : undefined;
    const reply = key ? routes[key] : undefined;
    const answer =
      typeof reply === 'function'
        ? reply(call)
        : (reply ?? { status: 404, body: { message: 'Nie znaleziono' } });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fn, calls };
}

export const PROJECT = {
  status: 200,
  body: { eventId: 'ev-1', event: { name: 'Obóz letni 2026', domainName: 'demo' } },
};
