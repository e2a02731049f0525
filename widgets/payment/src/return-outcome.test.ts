import { describe, expect, it } from 'vitest';
import { returnOutcome, UNCONFIRMED_AFTER_MS } from './return-outcome.js';
import { cancelledAtGateway } from './return-url.js';
import { statusAnswer } from './test-fixtures.js';

const pendingNew = { ...statusAnswer('pending', 'x'), status: 'NEW' };

describe('cancel at the gateway shows within seconds (return address and payment status)', () => {
  it('reads the cancel from the return address: PayU error=501, Paynow ABANDONED/REJECTED/EXPIRED', () => {
    expect(cancelledAtGateway('https://demo.zapisy.pl/l?k=a&platnosc=p1&error=501')).toBe(true);
    expect(
      cancelledAtGateway('https://demo.zapisy.pl/l?platnosc=p1&paymentId=X&paymentStatus=ABANDONED'),
    ).toBe(true);
    expect(cancelledAtGateway('https://demo.zapisy.pl/l?platnosc=p1&paymentStatus=REJECTED')).toBe(true);
    expect(cancelledAtGateway('https://demo.zapisy.pl/l?platnosc=p1&paymentStatus=CONFIRMED')).toBe(false);
    expect(cancelledAtGateway('https://demo.zapisy.pl/l?platnosc=p1')).toBe(false);
  });

  it('a cancelling return address shows canceled at once, before the notification arrives', () => {
    expect(returnOutcome({ payment: pendingNew, cancelledAtGateway: true, sinceReturnMs: 0 })).toBe(
      'canceled',
    );
  });

  it('the server knows better: a paid payment is paid whatever the address says', () => {
    const paid = statusAnswer('paid', 'x');
    expect(returnOutcome({ payment: paid, cancelledAtGateway: true, sinceReturnMs: 0 })).toBe('paid');
  });

  it('still NEW a few seconds after the return (Przelewy24 reports no cancel) → unconfirmed, pay again', () => {
    expect(returnOutcome({ payment: pendingNew, cancelledAtGateway: false, sinceReturnMs: 1_000 })).toBe(
      'pending',
    );
    expect(
      returnOutcome({ payment: pendingNew, cancelledAtGateway: false, sinceReturnMs: UNCONFIRMED_AFTER_MS }),
    ).toBe('unconfirmed');
  });

  it('PENDING at the gateway keeps waiting (no way to pay twice)', () => {
    const inProgress = statusAnswer('pending', 'x');
    expect(returnOutcome({ payment: inProgress, cancelledAtGateway: false, sinceReturnMs: 30_000 })).toBe(
      'pending',
    );
  });
});
