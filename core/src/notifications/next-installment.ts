import type { ParticipantInstallmentRecord } from '../participants/participant.js';

export interface NextInstallment {
  date: Date;
  /** What is still to pay of it, integer grosze (gross). */
  amount: number;
}

/**
 * The participant's next installment to pay: installments are paid in date order, so payments cover them
 * from the earliest; the first one not covered in full is next, for what remains of it. Null when the
 * payments cover them all (or there are none).
 */
export function nextInstallment(
  installments: readonly ParticipantInstallmentRecord[] | null | undefined,
  paid: number,
): NextInstallment | null {
  const sorted = [...(installments ?? [])].sort((a, b) => a.date.getTime() - b.date.getTime());
  let covered = Math.max(0, paid);
  for (const installment of sorted) {
    const amount = installment.grossAmount ?? installment.amount;
    if (covered >= amount) {
      covered -= amount;
      continue;
    }
    return { date: installment.date, amount: amount - covered };
  }
  return null;
}
