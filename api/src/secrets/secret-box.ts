/**
 * Encrypts and decrypts integration keys with the application's secrets key, resolved once on first use
 * (so an unused development store gets no key document, and the first-start seeding still sees an empty
 * store).
 */
import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type {} from '../http/context.js';
import { decryptSecret, encryptSecret } from './cipher.js';
import { loadSecretsKey } from './key.js';

export class SecretBox {
  private key: Promise<Buffer> | undefined;

  constructor(private readonly loadKey: () => Promise<Buffer>) {}

  private getKey(): Promise<Buffer> {
    if (!this.key) {
      this.key = this.loadKey();
      // A failed load is retried next time rather than remembered.
      this.key.catch(() => {
        this.key = undefined;
      });
    }
    return this.key;
  }

  async encrypt(plaintext: string): Promise<string> {
    return encryptSecret(await this.getKey(), plaintext);
  }

  async decrypt(text: string): Promise<string> {
    return decryptSecret(await this.getKey(), text);
  }

  /**
   * A key for one purpose derived from the secrets key (HMAC-SHA-256, hex), the same in every process that
   * shares the secrets key, e.g. the per-project key that signs bot-protection challenges.
   */
  async derive(purpose: string): Promise<string> {
    return createHmac('sha256', await this.getKey())
      .update(`zapisy:${purpose}`)
      .digest('hex');
  }
}

/** Keyed by the store, which every encapsulated Fastify child of one server shares. */
const boxes = new WeakMap<object, SecretBox>();

/** The secret box of an application (one per server, sharing its store and environment). */
export function secretBoxOf(
  app: FastifyInstance,
  env: Record<string, string | undefined> = process.env,
): SecretBox {
  let box = boxes.get(app.store);
  if (!box) {
    box = new SecretBox(() => loadSecretsKey({ env, environment: app.config.environment, store: app.store }));
    boxes.set(app.store, box);
  }
  return box;
}
