import type { ProofOfWorkBotChallenge } from '@zapisy/core';
import { sha256Hex } from './hashes.js';
import { encodePowToken } from './token.js';

/**
 * Solves a challenge on the server side of a test or a load script (node:crypto, synchronous): the token a
 * browser would send, or undefined when no number up to `maxNumber` fits.
 */
export function solvePowChallengeSync(
  challenge: Pick<ProofOfWorkBotChallenge, 'algorithm' | 'challenge' | 'salt' | 'signature' | 'maxNumber'>,
): string | undefined {
  for (let number = 0; number <= challenge.maxNumber; number++) {
    if (sha256Hex(`${challenge.salt}${number}`) === challenge.challenge) {
      const { algorithm, salt, signature } = challenge;
      return encodePowToken({ algorithm, challenge: challenge.challenge, number, salt, signature });
    }
  }
  return undefined;
}
