/** How long a challenge may be solved and sent (ALTCHA's `expires` in the salt). */
export const POW_CHALLENGE_TTL_SECONDS = 10 * 60;

/**
 * The default largest number: the browser tries on average half of it, one SHA-256 each, in parallel
 * batches with WebCrypto: about 0.2–0.5 s on a current phone, a few seconds for a bot per registration.
 */
export const POW_DEFAULT_MAX_NUMBER = 50_000;

export const POW_ALGORITHM = 'SHA-256' as const;
