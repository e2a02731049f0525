/** What the fake reCAPTCHA remembers: the tokens it minted (2 minutes, single-use) and every verification. */
export interface FakeRecaptchaToken {
  token: string;
  siteKey: string;
  action: string;
  hostname: string;
  score: number;
  issuedAt: number;
  used: boolean;
}

export interface FakeSiteverifyCall {
  secret: string;
  response: string;
  remoteip?: string;
  answer: Record<string, unknown>;
}

/** reCAPTCHA tokens expire two minutes after they are issued. */
export const TOKEN_LIFETIME_MS = 2 * 60_000;

export class FakeRecaptchaState {
  readonly tokens = new Map<string, FakeRecaptchaToken>();
  readonly calls: FakeSiteverifyCall[] = [];
  #seq = 0;

  constructor(private readonly now: () => number) {}

  mint(input: { siteKey: string; action: string; hostname: string; score: number }): string {
    const token = `03AFcWeA${(++this.#seq).toString(36)}${Math.random().toString(36).slice(2)}${'x'.repeat(40)}`;
    this.tokens.set(token, { token, ...input, issuedAt: this.now(), used: false });
    return token;
  }

  /** The token if it exists and was neither used nor expired (it is then used). */
  take(token: string): FakeRecaptchaToken | 'unknown' | 'timeout-or-duplicate' {
    const found = this.tokens.get(token);
    if (!found) return 'unknown';
    if (found.used || this.now() - found.issuedAt > TOKEN_LIFETIME_MS) return 'timeout-or-duplicate';
    found.used = true;
    return found;
  }
}
