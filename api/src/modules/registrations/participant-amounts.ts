/**
 * A new participant's money: `calculated` (first document §3: total sum, left to pay, left to pay late, left
 * to pay required, payments, details), `installments`, and its billings (second document §4 "Billing
 * creation": one per installment with amount > 0, required date = installment date, status and left to pay
 * from core billing) — all from the server's own quote. A participant on the waiting list is not billed yet
 * ("When … Waiting, required and late left-to-pay are zero"): it keeps its installments, isBilled false.
 */
import {
  type Billing,
  billingFigures,
  createParticipantBillings,
  generateId,
  type ParticipantCalculated,
  type ParticipantInstallment,
  type RegistrationQuote,
} from '@zapisy/core';

export const BILLINGS = 'billings';

export interface ParticipantAmounts {
  calculated: ParticipantCalculated;
  installments: ParticipantInstallment[];
  isBilled: boolean;
  billings: (Billing & { _id: string })[];
}

export function participantAmounts(input: {
  participantId: string;
  eventId: string;
  customerId: string;
  quote: RegistrationQuote;
  waiting: boolean;
  useVat: boolean;
  now: Date;
}): ParticipantAmounts {
  const { quote, now, useVat } = input;
  const totalSum = { amount: quote.total, vat: quote.vat, grossAmount: quote.grossTotal };
  const billings = input.waiting
    ? []
    : createParticipantBillings({
        participant: {
          _id: input.participantId,
          eventId: input.eventId,
          customerId: input.customerId,
          isBilled: false,
          installments: quote.installments,
          totalSum,
        },
        existing: [],
        now,
        useVat,
      }).created.map((billing) => ({ ...billing, _id: generateId(12) }));
  const figures = billingFigures(billings, now);
  return {
    calculated: {
      totalSum: useVat ? quote.grossTotal : quote.total,
      leftToPay: figures.leftToPay,
      leftToPayLate: figures.late,
      leftToPayRequired: figures.required,
      payments: 0,
      details: {
        amount: quote.total,
        vat: quote.vat,
        grossAmount: quote.grossTotal,
        vatByRate: quote.vatByRate,
        products: quote.products,
        fields: quote.fields,
        rules: quote.rules.details,
        rebate: quote.rules.rebate,
        installmentsDefinitionId: quote.installmentsDefinitionId,
      },
    },
    installments: [...quote.installments],
    isBilled: !input.waiting,
    billings,
  };
}
