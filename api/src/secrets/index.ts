export {
  decryptSecret,
  encryptSecret,
  isEncryptedSecret,
  SECRET_FORMAT_VERSION,
  SECRETS_KEY_BYTES,
  SecretDecryptionError,
} from './cipher.js';
export {
  assertSecretsKeyConfigured,
  DEV_SECRETS_KEY_ID,
  loadSecretsKey,
  parseSecretsKey,
  SECRETS_KEY_ENV,
  SETTINGS,
  secretsKeyFromEnv,
} from './key.js';
export { SecretBox, secretBoxOf } from './secret-box.js';
