/**
 * The token the browser sends: ALTCHA's payload (algorithm, challenge, number, salt, signature) as JSON in
 * base64. Works in the browser (btoa) and on the server (Buffer); every field is ASCII.
 */
export interface PowSolution {
  algorithm: string;
  challenge: string;
  number: number;
  salt: string;
  signature: string;
}

const toBase64 = (text: string): string =>
  typeof btoa === 'function' ? btoa(text) : Buffer.from(text, 'latin1').toString('base64');

const fromBase64 = (text: string): string =>
  typeof atob === 'function' ? atob(text) : Buffer.from(text, 'base64').toString('latin1');

export function encodePowToken(solution: PowSolution): string {
  return toBase64(JSON.stringify(solution));
}

/** The solution in a token, or undefined when the token is not one (a bad token is refused, not thrown). */
export function decodePowToken(token: string): PowSolution | undefined {
  if (token.length > 2000 || !/^[A-Za-z0-9+/=]+$/.test(token)) return undefined;
  try {
    const value = JSON.parse(fromBase64(token)) as Record<string, unknown>;
    const { algorithm, challenge, number, salt, signature } = value;
    if (
      typeof algorithm !== 'string' ||
      typeof challenge !== 'string' ||
      typeof number !== 'number' ||
      !Number.isSafeInteger(number) ||
      typeof salt !== 'string' ||
      typeof signature !== 'string'
    ) {
      return undefined;
    }
    return { algorithm, challenge, number, salt, signature };
  } catch {
    return undefined;
  }
}
