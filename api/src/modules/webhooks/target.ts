/** Webhook targets: absolute http(s) URLs without credentials (the project settings' `target`). */

export const INVALID_TARGET_MESSAGE =
  'Nieprawidłowy adres webhooka: podaj pełny adres zaczynający się od http:// lub https://';

export function isWebhookTarget(value: unknown): value is string {
  if (typeof value !== 'string' || value.trim() === '' || value.length > 2_000) return false;
  try {
    const url = new URL(value.trim());
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') && url.username === '' && url.password === ''
    );
  } catch {
    return false;
  }
}

/** JSON Schema of a target, for the project settings route that stores `webhooks.*.target`. */
export const webhookTargetSchema = {
  type: 'string',
  maxLength: 2_000,
  pattern: '^(|https?://.+)$',
  description: 'Adres http(s), na który wysyłany jest webhook (pusty, gdy nieustawiony)',
} as const;
