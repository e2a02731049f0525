import { describe, expect, it } from 'vitest';
import type { Participant } from '../participants/participant.js';
import { participantStatusFromAmounts } from '../participants/recalculate-participant-status.js';
import { assignPayment } from './assign-payment.js';
import { makeBilling, VAT } from './billing.fixture.js';
import type { Billing } from './billing.js';
import { billingFigures } from './billing-figures.js';
import { recalculateBillings } from './recalculate.js';

const utc = (iso: string) => new Date(`${iso}T12:00:00Z`);

/** Three installments of 100,00 zł gross: now, in a month, in two months. */
function threeInstallments(): Billing[] {
  return [
    makeBilling({
      installmentId: 'i1',
      amount: 10_000,
      vat: 0,
      grossAmount: 10_000,
      leftToPay: 10_000,
      requiredDate: utc('2026-03-01'),
    }),
    makeBilling({
      installmentId: 'i2',
      amount: 10_000,
      vat: 0,
      grossAmount: 10_000,
      leftToPay: 10_000,
      requiredDate: utc('2026-04-01'),
      status: 'upcoming',
    }),
    makeBilling({
      installmentId: 'i3',
      amount: 10_000,
      vat: 0,
      grossAmount: 10_000,
      leftToPay: 10_000,
      requiredDate: utc('2026-05-01'),
      status: 'upcoming',
    }),
  ];
}

function statusAt(billings: Billing[], now: Date, previous: Participant['status'] = 'registered') {
  const current = recalculateBillings(billings, { ...VAT, now });
  const figures = billingFigures(current, now);
  const participant: Participant = {
    _id: 'p1',
    eventId: 'ev1',
    status: previous,
    calculated: {
      totalSum: 30_000,
      leftToPay: figures.leftToPay,
      leftToPayLate: figures.late,
      leftToPayRequired: figures.required,
      payments: figures.payments,
    },
  } as Participant;
  return {
    figures,
    status: participantStatusFromAmounts(participant, {
      billingsCount: figures.billingsCount,
      paymentsCount: figures.paymentsCount,
    }),
    billings: current,
  };
}

describe('billingFigures (participant status §4 read from billings)', () => {
  it('splits left to pay into late, required (not late yet) and due now; cancelled billings do not count', () => {
    const now = utc('2026-04-15');
    const billings = recalculateBillings(
      [...threeInstallments(), makeBilling({ status: 'cancelled', leftToPay: 5_000 })],
      { ...VAT, now },
    );
    const figures = billingFigures(billings, now);
    expect(figures).toEqual({
      leftToPay: 30_000,
      late: 20_000,
      required: 10_000,
      dueNow: 0,
      payments: 0,
      paymentsCount: 0,
      billingsCount: 3,
    });
  });

  it('counts what is due today in dueNow and an overpaid billing negative in leftToPay', () => {
    const now = utc('2026-03-01');
    const billings = [
      ...threeInstallments(),
      makeBilling({ status: 'overpaid', leftToPay: -500, payments: [{ date: now, amount: 12_800 }] }),
    ];
    const figures = billingFigures(billings, now);
    expect(figures.dueNow).toBe(10_000);
    expect(figures.required).toBe(30_000);
    expect(figures.leftToPay).toBe(29_500);
    expect(figures.payments).toBe(12_800);
    expect(figures.paymentsCount).toBe(1);
  });

  it("3 installments: 'Required above zero: registered if … nothing is paid' → pay the first → upToDate → the second's date passes → overdue ('Amount late above zero') → pay the rest → paid ('Late plus required equal to zero')", () => {
    let billings = threeInstallments();
    expect(statusAt(billings, utc('2026-03-01')).status).toBe('registered');

    billings = assignPayment(
      billings,
      { date: utc('2026-03-01'), amount: 10_000 },
      { ...VAT, now: utc('2026-03-01') },
    );
    expect(statusAt(billings, utc('2026-03-02')).status).toBe('upToDate');

    const later = statusAt(billings, utc('2026-04-03'), 'upToDate');
    expect(later.figures.late).toBe(10_000);
    expect(later.status).toBe('overdue');

    billings = assignPayment(
      later.billings,
      { date: utc('2026-04-03'), amount: 20_000 },
      { ...VAT, now: utc('2026-04-03') },
    );
    const done = statusAt(billings, utc('2026-04-03'), 'overdue');
    expect(done.figures.leftToPay).toBe(0);
    expect(done.status).toBe('paid');
  });
});

describe('what is due now includes installments due today (Polish days)', () => {
  it('counts an installment due at 15:00 today as due now at 8:00 (not 0,00 zł while it is listed as due)', () => {
    const now = new Date('2026-03-01T07:00:00Z'); // 8:00 in Warsaw
    const billings = recalculateBillings(
      [
        makeBilling({
          amount: 35_000,
          vat: 0,
          grossAmount: 35_000,
          leftToPay: 35_000,
          requiredDate: new Date('2026-03-01T14:00:00Z'),
        }),
      ],
      { ...VAT, now },
    );
    expect(billings[0]?.status).toBe('active');
    expect(billingFigures(billings, now).dueNow).toBe(35_000);
  });

  it('does not count an installment due tomorrow', () => {
    const now = new Date('2026-03-01T22:30:00Z'); // 23:30 on 1 March in Warsaw
    const billings = [makeBilling({ leftToPay: 35_000, requiredDate: new Date('2026-03-02T02:00:00Z') })];
    expect(billingFigures(billings, now).dueNow).toBe(0);
  });
});
