/**
 * Bot protection of public registrations: the project's choice resolved to a loaded plugin
 * (`Tokens.BotProtection`), the form's challenge and the check of its token. Registrations call
 * `verifyRegistrationToken` with `botProtectionDepsOf(app)`.
 */
export { botProtectionDepsOf, botProtectionPageSourcesOf } from './app-wiring.js';
export { BotCheckFailedError } from './bot-check-error.js';
export { usedBotTokensCleanupJob } from './cleanup-job.js';
export type { BotProtectionDeps } from './deps.js';
export { REGISTER_ACTION } from './deps.js';
export { pageHostnameOf } from './page-hostname.js';
export { botTokenSchema } from './schemas.js';
export { USED_BOT_TOKENS } from './store.js';
export { type BotTokenInput, verifyRegistrationToken } from './verify-registration.js';
