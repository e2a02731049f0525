/** A fresh idempotency key for one submission attempt (kept until the server accepts it). */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  // crypto.randomUUID needs a secure context; an embedding http:// page still has getRandomValues.
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
