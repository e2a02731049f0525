import type { ProofOfWorkBotChallenge } from '@zapisy/core';
import { POW_ALGORITHM, POW_CHALLENGE_TTL_SECONDS } from './defaults.js';
import { hmacSha256Hex, randomHex, sha256Hex } from './hashes.js';
import { saltWith } from './salt.js';

export interface CreateChallengeInput {
  signingKey: string;
  maxNumber: number;
  hostname: string;
  action: string;
  now: Date;
  /** The secret number (tests fix it; default random in [0, maxNumber]). */
  secretNumber?: number;
}

function randomInt(maxInclusive: number): number {
  return Number.parseInt(randomHex(6), 16) % (maxInclusive + 1);
}

/**
 * A challenge in ALTCHA's shape: challenge = SHA-256(salt + secretNumber), signed with HMAC-SHA-256 of the
 * challenge under the server's key, so the server keeps no record of what it issued.
 */
export function createPowChallenge(input: CreateChallengeInput): ProofOfWorkBotChallenge {
  const expiresAt = new Date(
    Math.floor(input.now.getTime() / 1000) * 1000 + POW_CHALLENGE_TTL_SECONDS * 1000,
  );
  const salt = saltWith(randomHex(12), {
    expires: expiresAt.getTime() / 1000,
    host: input.hostname,
    action: input.action,
  });
  const secretNumber = input.secretNumber ?? randomInt(input.maxNumber);
  const challenge = sha256Hex(`${salt}${secretNumber}`);
  return {
    type: 'proof-of-work',
    algorithm: POW_ALGORITHM,
    challenge,
    salt,
    signature: hmacSha256Hex(input.signingKey, challenge),
    maxNumber: input.maxNumber,
    expiresAt,
  };
}
