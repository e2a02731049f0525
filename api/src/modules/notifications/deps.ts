import type { FormFieldKindRegistry } from '@zapisy/core';
import type { Store } from '../../storage/index.js';
import type { PayerLinkDeps } from '../payments/index.js';

/** What queueing notifications takes from the server (built once per server, see app-wiring.ts). */
export interface NotificationDeps {
  store: Store;
  /** Signs the payer's payment link (`/l?k=…`). */
  links: PayerLinkDeps;
  /** The form-field kinds (answers written as their labels), read on first use. */
  formFieldKinds: () => FormFieldKindRegistry;
  /** The sender address messages go out from (MAIL_FROM), e.g. 'Zapisy <no-reply@zapisy.pl>'. */
  mailFrom: string;
}
