import type { FormErrorKind } from './types.js';

/** An API failure the widget can explain in Polish. */
export class WidgetApiError extends Error {
  constructor(
    readonly kind: FormErrorKind,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'WidgetApiError';
  }
}
