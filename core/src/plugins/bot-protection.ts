import type { IntegrationContext } from './integration-context.js';
import type { IntegrationIdentity } from './integration-provider.js';

/**
 * THE BOT-PROTECTION CONTRACT (reCAPTCHA v3, a self-hosted proof of work such as ALTCHA; kind 'captcha').
 * The widget asks the API for a challenge, solves it in the browser and sends the token with the form;
 * the API verifies the token before it takes the registration. Every call takes one plain input object and
 * the call context and returns one plain object. Providers are registered with the multi-token
 * `Tokens.BotProtection` and resolved by `id`.
 *
 * A provider never stores anything: a proof of work is single-use, so `verify` returns a `replayKey` that
 * the API keeps until `expiresAt` and refuses a second time. A token that fails is a typed refusal with a
 * Polish message for the person filling in the form; a provider that cannot verify at all (keys refused,
 * siteverify unreachable) throws an `IntegrationError` of kind 'captcha' and the API decides.
 */
export interface BotProtection extends IntegrationIdentity {
  /**
   * True when the protection needs no account at a third party and no keys (a proof of work): the API falls
   * back to it when the organizer's choice cannot work (no reCAPTCHA keys), so protection is never
   * silently off.
   */
  readonly selfHosted: boolean;
  /** What the widget needs to produce a token for `action` on the page at `hostname`. */
  issueChallenge(input: IssueBotChallengeInput, context: IntegrationContext): Promise<BotChallenge>;
  /**
   * Checks a token from the browser (reCAPTCHA `siteverify`; for a proof of work: the signature, the
   * expiry and the solution). Never throws for a bad token: it is `{ ok: false }`.
   */
  verify(input: VerifyBotTokenInput, context: IntegrationContext): Promise<BotVerification>;
  /**
   * Where the browser part loads from (a third party's script and frames), so that the hosted pages'
   * Content-Security-Policy allows exactly that. A self-hosted protection loads nothing and omits it.
   */
  pageSources?(input: BotPageSourcesInput): BotPageSources;
}

export interface BotPageSourcesInput {
  /** The provider's service address when the platform points it elsewhere (a local fake); absent: its own. */
  baseUrl?: string;
}

/** CSP source expressions (`https://www.google.com/recaptcha/`) per directive. */
export interface BotPageSources {
  script: readonly string[];
  frame: readonly string[];
  connect?: readonly string[];
}

export interface IssueBotChallengeInput {
  /** What the form does, e.g. 'registration' (reCAPTCHA action: letters, digits, '/', '_'). */
  action: string;
  /** The page's hostname, e.g. 'demo.zapisy.pl'. */
  hostname: string;
  /**
   * A secret the API derives per project from its own secrets key, for providers that sign their own
   * challenges (a proof of work's HMAC). The same on every API process; never shown to the browser.
   */
  signingKey?: string;
  /**
   * How much work a challenge costs, for providers that scale it (a proof of work's `maxNumber`); the
   * platform's setting. Absent: the provider's default.
   */
  difficulty?: number;
}

/** A challenge for the widget: a script that yields a token, or a proof of work to solve. */
export type BotChallenge = ScriptBotChallenge | ProofOfWorkBotChallenge;

/** reCAPTCHA v3: load `scriptUrl`, call `grecaptcha.execute(siteKey, { action })` on submit. */
export interface ScriptBotChallenge {
  type: 'script';
  /** Public; safe in the page. */
  siteKey: string;
  scriptUrl: string;
  action: string;
}

/**
 * A proof of work in ALTCHA's shape: find `number` ≤ `maxNumber` with hash(salt + number) = challenge;
 * the token is the solution with the challenge's signature.
 */
export interface ProofOfWorkBotChallenge {
  type: 'proof-of-work';
  algorithm: 'SHA-1' | 'SHA-256' | 'SHA-512';
  /** Hex digest to find. */
  challenge: string;
  salt: string;
  /** HMAC of the challenge with the server's key, so the server needs no record of what it issued. */
  signature: string;
  maxNumber: number;
  expiresAt: Date;
}

export interface VerifyBotTokenInput {
  /** What the widget sent; may be empty when the browser sent none. */
  token: string;
  /** The action the form expects; a token made for another action is refused. */
  action: string;
  /** The hostname the form is served on; a token made on another site is refused. */
  hostname: string;
  /** The sender's address (reCAPTCHA `remoteip`), when known. */
  remoteIp?: string;
  /** The key the challenge was signed with (see `IssueBotChallengeInput.signingKey`). */
  signingKey?: string;
}

export type BotVerification =
  | {
      ok: true;
      /** 0.0 (a bot) … 1.0 (a person) where the provider scores (reCAPTCHA v3); absent for a proof of work. */
      score?: number;
      action?: string;
      hostname?: string;
      /** Identifies the solved challenge: the API refuses it again until `expiresAt`. */
      replayKey?: string;
      expiresAt?: Date;
    }
  | {
      ok: false;
      reason: BotRefusalReason;
      /** Polish, for the person filling in the form (`BOT_REFUSAL_MESSAGES`). */
      message: string;
      score?: number;
    };

/**
 * Why a token was refused. reCAPTCHA's `error-codes` map onto these (missing-input-response → missing-token,
 * invalid-input-response → invalid-token, timeout-or-duplicate → expired); 'low-score' is below the
 * organizer's threshold in `settings`.
 */
export type BotRefusalReason =
  | 'missing-token'
  | 'invalid-token'
  | 'expired'
  | 'duplicate'
  | 'low-score'
  | 'action-mismatch'
  | 'hostname-mismatch';

export const BOT_REFUSAL_MESSAGES = {
  'missing-token': 'Nie potwierdzono, że formularz wysyła człowiek. Odśwież stronę i spróbuj ponownie.',
  'invalid-token':
    'Potwierdzenie, że formularz wysyła człowiek, jest nieprawidłowe. Odśwież stronę i spróbuj ponownie.',
  expired: 'Potwierdzenie, że formularz wysyła człowiek, wygasło. Wyślij formularz ponownie.',
  duplicate: 'To potwierdzenie zostało już użyte. Wyślij formularz ponownie.',
  'low-score': 'Nie udało się potwierdzić, że formularz wysyła człowiek. Spróbuj ponownie za chwilę.',
  'action-mismatch': 'Potwierdzenie dotyczy innego formularza. Odśwież stronę i spróbuj ponownie.',
  'hostname-mismatch': 'Potwierdzenie pochodzi z innej strony. Wyślij formularz ze strony organizatora.',
} as const satisfies Record<BotRefusalReason, string>;

/**
 * What the form shows when the server refused its confirmation (any reason): the participant's data stay in
 * the form and one more submit runs a new challenge. Gender-neutral on purpose.
 */
export const BOT_CHECK_FAILED_MESSAGE =
  'Nie udało się potwierdzić, że nie jesteś robotem. Twoje dane są zachowane w formularzu: wyślij go ponownie.';

/** The error code of a registration refused for its bot-protection token (400, the spec's validation contract). */
export const BOT_CHECK_FAILED_CODE = 'BOT_CHECK_FAILED';

/** A refusal with its Polish message. */
export function botRefusal(reason: BotRefusalReason, score?: number): BotVerification {
  return score === undefined
    ? { ok: false, reason, message: BOT_REFUSAL_MESSAGES[reason] }
    : { ok: false, reason, message: BOT_REFUSAL_MESSAGES[reason], score };
}
