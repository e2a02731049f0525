import { definePlugin, Tokens } from '@zapisy/core';
import { createPowProtection } from './provider.js';

export { createPowChallenge } from './challenge.js';
export { POW_ALGORITHM, POW_CHALLENGE_TTL_SECONDS, POW_DEFAULT_MAX_NUMBER } from './defaults.js';
export { createPowProtection, POW_PROVIDER_ID, type PowProtection } from './provider.js';
export { paramsOfSalt, type SaltParams, saltWith } from './salt.js';
export { solvePowChallengeSync } from './solve-sync.js';
export { decodePowToken, encodePowToken, type PowSolution } from './token.js';
export { verifyPowToken } from './verify.js';

/**
 * Registers the proof of work under the multi-token `Tokens.BotProtection`. It declares no settings: it
 * needs no keys (the API signs with a key it derives per project) and its difficulty is the platform's
 * (BOT_PROTECTION_POW_MAX_NUMBER), so the API can always fall back to it.
 */
const powPlugin = definePlugin({
  id: 'captcha-pow',
  version: '0.1.0',
  kind: 'captcha',
  compatibility: '^0.1.0',
  register(container) {
    container.register(Tokens.BotProtection, { useValue: createPowProtection() });
  },
});

export default powPlugin;
