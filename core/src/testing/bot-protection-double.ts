import {
  type BotChallenge,
  type BotProtection,
  type BotRefusalReason,
  type BotVerification,
  botRefusal,
  type IssueBotChallengeInput,
  type VerifyBotTokenInput,
} from '../plugins/bot-protection.js';
import type { IntegrationContext } from '../plugins/integration-context.js';
import { ContractDouble } from './contract-double.js';

type BotMethod = 'issueChallenge' | 'verify';

const CHALLENGE_MINUTES = 10;

export interface BotProtectionDoubleOptions {
  id?: string;
  /** 'script' behaves like reCAPTCHA v3 (scores), 'proof-of-work' like ALTCHA (single-use, expiring). */
  type?: BotChallenge['type'];
  /** The score a person gets (script type; default 0.9). */
  score?: number;
  /** Below this the token is refused as 'low-score' (default 0.5, reCAPTCHA's suggested threshold). */
  minScore?: number;
}

/**
 * Bot protection in memory. A token is valid when it is `BotProtectionDouble.token(action, hostname)`:
 * a token for another action or site is refused as such, anything else as 'invalid-token', an empty one
 * as 'missing-token'. `refuseWith` refuses every later token with a reason; `setScore` changes the score.
 */
export class BotProtectionDouble extends ContractDouble<BotMethod> implements BotProtection {
  readonly id: string;
  readonly label = 'Zabezpieczenie testowe';
  readonly selfHosted: boolean;
  readonly #type: BotChallenge['type'];
  readonly #minScore: number;
  #score: number;
  #refusal: BotRefusalReason | undefined;

  constructor(options: BotProtectionDoubleOptions = {}) {
    super('captcha');
    this.id = options.id ?? 'test-captcha';
    this.#type = options.type ?? 'script';
    this.selfHosted = this.#type === 'proof-of-work';
    this.#score = options.score ?? 0.9;
    this.#minScore = options.minScore ?? 0.5;
  }

  /** The token a browser would send after solving the challenge for `action` on `hostname`. */
  static token(action: string, hostname: string): string {
    return `test-token:${action}@${hostname}`;
  }

  refuseWith(reason: BotRefusalReason): this {
    this.#refusal = reason;
    return this;
  }

  setScore(score: number): this {
    this.#score = score;
    return this;
  }

  override reset(): void {
    super.reset();
    this.#refusal = undefined;
  }

  async issueChallenge(input: IssueBotChallengeInput, context: IntegrationContext): Promise<BotChallenge> {
    this.record('issueChallenge', input);
    if (this.#type === 'script') {
      return {
        type: 'script',
        siteKey: 'test-site-key',
        scriptUrl: 'https://www.google.com/recaptcha/api.js?render=test-site-key',
        action: input.action,
      };
    }
    return {
      type: 'proof-of-work',
      algorithm: 'SHA-256',
      challenge: '0'.repeat(64),
      salt: `${input.action}.${input.hostname}`,
      signature: 'f'.repeat(64),
      maxNumber: 1000,
      expiresAt: new Date(context.now().getTime() + CHALLENGE_MINUTES * 60_000),
    };
  }

  async verify(input: VerifyBotTokenInput, context: IntegrationContext): Promise<BotVerification> {
    this.record('verify', input);
    const scored = this.#type === 'script';
    if (this.#refusal) return botRefusal(this.#refusal, scored ? this.#score : undefined);
    if (input.token === '') return botRefusal('missing-token');
    const match = /^test-token:([^@]*)@(.*)$/.exec(input.token);
    if (!match) return botRefusal('invalid-token');
    const [, action, hostname] = match;
    if (action !== input.action) return botRefusal('action-mismatch');
    if (hostname !== input.hostname) return botRefusal('hostname-mismatch');
    if (!scored) {
      const expiresAt = new Date(context.now().getTime() + CHALLENGE_MINUTES * 60_000);
      return { ok: true, action, hostname, replayKey: input.token, expiresAt };
    }
    if (this.#score < this.#minScore) return botRefusal('low-score', this.#score);
    return { ok: true, score: this.#score, action, hostname };
  }
}
