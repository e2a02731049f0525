import { fromGrosze, toGrosze } from '@zapisy/core';

export const AMOUNT_MESSAGES = {
  positive: 'Podaj kwotę większą od zera',
  aboveRefundable: 'Kwota zwrotu nie może być większa od kwoty wpłaty',
} as const;

/**
 * An amount typed in złoty ('12,50', '1 234,56 zł') as integer grosze (core parseMoney via toGrosze,
 * rounded to the grosz), or the Polish problem: core's for malformed text, 'Podaj kwotę większą od zera'
 * for zero, negative or empty.
 */
export function amountFromText(text: string): { grosze: number } | { error: string } {
  if (text.trim() === '') return { error: AMOUNT_MESSAGES.positive };
  let grosze: number;
  try {
    grosze = toGrosze(text);
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
  return grosze > 0 ? { grosze } : { error: AMOUNT_MESSAGES.positive };
}

/** Grosze as the text an amount field starts with: '350,00'. */
export function amountText(grosze: number): string {
  return fromGrosze(grosze).toFixed(2).replace('.', ',');
}

/** Today in Poland as 'yyyy-MM-dd' (the cash payment's default date). */
export function todayInPoland(now = new Date()): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Warsaw' }).format(now);
}
