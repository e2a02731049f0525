/** How long a challenge may be solved and sent (ALTCHA's `expires` in the salt). */
export const POW_CHALLENGE_TTL_SECONDS = 10 * 60;

/**
 * The default largest number: the browser tries on average half of it, one SHA-256 each, in parallel
 * batches with WebCrypto. Measured in headless Chromium on a loaded 2-core server: about 40 µs a hash, so
 * 0.4 s on average and 0.8 s at most; a current phone is in the same range. Every registration of a bot
 * costs the same work, which with the per-address limits makes filling an event slow and expensive.
 */
export const POW_DEFAULT_MAX_NUMBER = 20_000;

export const POW_ALGORITHM = 'SHA-256' as const;
