import type {
  BotChallenge,
  BotProtection,
  BotVerification,
  IntegrationContext,
  IssueBotChallengeInput,
  VerifyBotTokenInput,
} from '@zapisy/core';
import { IntegrationError } from '@zapisy/core';
import { createPowChallenge } from './challenge.js';
import { POW_DEFAULT_MAX_NUMBER } from './defaults.js';
import { verifyPowToken } from './verify.js';

export const POW_PROVIDER_ID = 'pow';

export type PowProtection = BotProtection;

function missingKey(): never {
  throw new IntegrationError(
    'captcha',
    'configuration',
    'Dowód pracy: serwer nie podał klucza podpisu wyzwań (signingKey).',
  );
}

/** The proof of work behind `Tokens.BotProtection`: no keys, no third party, no cookies. */
export function createPowProtection(): PowProtection {
  return {
    id: POW_PROVIDER_ID,
    label: 'Dowód pracy (bez Google, bez ciasteczek)',
    selfHosted: true,
    async issueChallenge(input: IssueBotChallengeInput, context: IntegrationContext): Promise<BotChallenge> {
      if (!input.signingKey) missingKey();
      return createPowChallenge({
        signingKey: input.signingKey,
        maxNumber: input.difficulty ?? POW_DEFAULT_MAX_NUMBER,
        hostname: input.hostname,
        action: input.action,
        now: context.now(),
      });
    },
    async verify(input: VerifyBotTokenInput, context: IntegrationContext): Promise<BotVerification> {
      return verifyPowToken(input, context.now());
    },
  };
}
