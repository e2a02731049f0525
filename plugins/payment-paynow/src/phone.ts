export interface PaynowPhone {
  prefix: string;
  number: string;
}

/**
 * Paynow's `buyer.phone` from a Polish number as people type it: '600 100 200', '+48 600-100-200',
 * '0048600100200', '48600100200', '(+48) 600100200'. Anything else (foreign, landline extensions, too
 * short) is left out: the phone is optional and a wrong one makes Paynow reject the payment.
 */
export function parsePolishPhone(phone: string | undefined): PaynowPhone | undefined {
  if (phone === undefined) return undefined;
  const compact = phone.replace(/[\s().-]/g, '');
  const match = /^(?:(?:\+|00)?48)?([1-9]\d{8})$/.exec(compact);
  return match?.[1] === undefined ? undefined : { prefix: '+48', number: match[1] };
}
