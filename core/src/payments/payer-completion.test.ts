import { describe, expect, it } from 'vitest';
import { PAYER_MESSAGES, payerCompletion } from './payer-completion.js';

describe('payerCompletion (completion pages: variants for cash, transfer, online, link-cash, link-transfer, link-online)', () => {
  it("money received → paid, in the method's variant or its link variant", () => {
    expect(payerCompletion({ method: 'online', status: 'COMPLETED' })).toEqual({
      variant: 'online',
      outcome: 'paid',
      message: PAYER_MESSAGES.paid,
    });
    expect(payerCompletion({ method: 'online', status: 'PAIDOUT', viaLink: true }).variant).toBe(
      'link-online',
    );
  });

  it('the payer-facing pages show Polish messages for cancelled, failed and expired payments', () => {
    expect(payerCompletion({ method: 'online', status: 'CANCELED' })).toMatchObject({
      outcome: 'canceled',
      message: 'Płatność została anulowana lub wygasła. Nic nie zostało pobrane — możesz spróbować ponownie.',
    });
    const failed = payerCompletion({ method: 'online', status: 'CANCELED', failure: 'Operator odrzucił.' });
    expect(failed.outcome).toBe('failed');
    expect(failed.message).toMatch(/^Płatność nie powiodła się\..* Operator odrzucił\.$/);
  });

  it("not yet paid: pending, with the method's instruction", () => {
    expect(payerCompletion({ method: 'online', status: 'PENDING' }).message).toBe(PAYER_MESSAGES.pending);
    expect(payerCompletion({ method: 'transfer', status: 'NEW', viaLink: true })).toMatchObject({
      variant: 'link-transfer',
      message: PAYER_MESSAGES.transfer,
    });
    expect(payerCompletion({ method: 'cash', status: 'NEW' }).message).toBe(PAYER_MESSAGES.cash);
  });
});
