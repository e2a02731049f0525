/** An API failure the payment widget explains in Polish. */
export type PaymentErrorKind =
  | 'forbidden'
  | 'not-found'
  | 'no-project'
  | 'invalid'
  | 'refused'
  | 'unavailable';

export class PaymentApiError extends Error {
  constructor(
    readonly kind: PaymentErrorKind,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'PaymentApiError';
  }
}
