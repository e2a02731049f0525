import { CUSTOMER_FIELDS } from './customer-fields.js';

/** The server's length limits of the customer's own texts (api/src/customers/schemas.ts; 200 otherwise). */
const MAX_LENGTH: Record<string, number> = {
  email: 254,
  email2: 254,
  phoneNumber: 30,
  phoneNumber2: 30,
  birthDate: 30,
  nationalNo: 20,
  passportNo: 30,
  description: 5000,
};

/** What the edit form checks before sending: the same limits the server's PATCH enforces. */
export const customerFormSchema = {
  type: 'object',
  properties: Object.fromEntries(
    CUSTOMER_FIELDS.filter((f) => f.kind !== 'boolean' && !f.path.includes('.')).map((f) => [
      f.path,
      { type: 'string', maxLength: MAX_LENGTH[f.path] ?? 200 },
    ]),
  ),
} as const;
