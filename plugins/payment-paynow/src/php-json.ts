/**
 * `json_encode($value, JSON_UNESCAPED_SLASHES)` as PHP writes it: like `JSON.stringify` (no `\/`), except
 * that every non-ASCII UTF-16 code unit is written as a lower-case `\uXXXX` escape (a character outside
 * the BMP becomes its two surrogate escapes). Paynow computes v3 signatures over PHP's encoding, so a
 * description with Polish letters must be escaped the same way to sign correctly.
 */
export function phpJsonEncode(value: unknown): string {
  return escapeNonAscii(JSON.stringify(value));
}

/** Escapes every code unit above U+007F; in JSON text they can only occur inside strings. */
export function escapeNonAscii(json: string): string {
  return json.replace(/[\u0080-\uffff]/g, (unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
