/**
 * The payload of a Polish transfer QR code ("Rekomendacja Związku Banków Polskich dotycząca standardu
 * kodów dwuwymiarowych", 2013): nine fields separated by '|', read by Polish banking apps:
 *   recipient NIP (10 digits or empty) | country 'PL' | account (26 digits, NRB) | amount in grosze (6 digits,
 *   zero-padded) | recipient name (≤ 20) | title (≤ 32) | reserved | reserved | reserved
 * e.g. '1234567890|PL|92124012340001567890123456|001200|Odbiorca 1|FV 1234/34/2012|||'.
 * An amount of 000000 leaves the amount to the payer; that is also what an amount above 9 999,99 zł gives,
 * as six digits cannot carry it.
 */
import { ValidationError } from '../errors/index.js';
import type { Grosze } from '../money/index.js';

export const TRANSFER_QR_MAX_AMOUNT: Grosze = 999_999;
export const TRANSFER_QR_RECIPIENT_LENGTH = 20;
export const TRANSFER_QR_TITLE_LENGTH = 32;

export const TRANSFER_QR_MESSAGES = {
  account: 'Numer konta do kodu QR musi mieć 26 cyfr (polski NRB)',
  amount: 'Kwota do kodu QR musi być nieujemną liczbą groszy',
} as const;

export interface TransferQrInput {
  /** The Polish account number, with or without 'PL' and spaces. */
  accountNumber: string;
  /** Grosze; 0 lets the payer type the amount. */
  amount: Grosze;
  recipientName: string;
  title: string;
  /** The recipient's NIP; anything but 10 digits leaves the field empty. */
  recipientNip?: string;
}

/** Field text: separators and control characters dropped, cut to `length` characters (not bytes). */
function field(text: string, length: number): string {
  const clean = text
    .replace(/[|\p{Cc}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return Array.from(clean).slice(0, length).join('').trim();
}

/** The account as 26 digits (NRB), or ValidationError. */
export function transferQrAccount(accountNumber: string): string {
  const compact = accountNumber.replace(/[\s-]/g, '').toUpperCase().replace(/^PL/, '');
  if (!/^\d{26}$/.test(compact)) throw new ValidationError(TRANSFER_QR_MESSAGES.account);
  return compact;
}

/**
 * The account as 26 digits (NRB), or null when none is set or it is not a Polish account number: the payment
 * page then shows no account, so nothing may promise one.
 */
export function transferAccountDigits(accountNumber: string | null | undefined): string | null {
  const compact = (accountNumber ?? '').replace(/[\s-]/g, '').toUpperCase().replace(/^PL/, '');
  return /^\d{26}$/.test(compact) ? compact : null;
}

export function transferQrPayload(input: TransferQrInput): string {
  if (!Number.isSafeInteger(input.amount) || input.amount < 0) {
    throw new ValidationError(TRANSFER_QR_MESSAGES.amount);
  }
  const nip = (input.recipientNip ?? '').replace(/[\s-]/g, '');
  const amount = input.amount > TRANSFER_QR_MAX_AMOUNT ? 0 : input.amount;
  return [
    /^\d{10}$/.test(nip) ? nip : '',
    'PL',
    transferQrAccount(input.accountNumber),
    String(amount).padStart(6, '0'),
    field(input.recipientName, TRANSFER_QR_RECIPIENT_LENGTH),
    field(input.title, TRANSFER_QR_TITLE_LENGTH),
    '',
    '',
    '',
  ].join('|');
}
