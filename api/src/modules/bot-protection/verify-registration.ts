/**
 * The check a public registration passes before anything is taken: the token the form sent must be the
 * project's protection's and verify (signature, work, expiry, score, action, page); a single-use solution is
 * recorded once across processes. A refusal is a 400 `BOT_CHECK_FAILED` with a Polish message. A provider
 * that cannot verify at all (Google unreachable, keys refused) lets the registration through and logs an
 * error: an outage at Google must not close every form, and the limits on public writes still hold.
 */
import { BOT_REFUSAL_MESSAGES, botRefusal, isIntegrationError } from '@zapisy/core';
import { BotCheckFailedError } from './bot-check-error.js';
import { type BotProtectionDeps, REGISTER_ACTION } from './deps.js';
import { type ProjectRef, resolveProtection } from './resolve-protection.js';
import { useReplayKey } from './store.js';

/** What the form sends with a registration: which protection made the token, and the token. */
export interface BotTokenInput {
  provider: string;
  token: string;
}

export interface VerifyRegistrationInput {
  botProtection?: BotTokenInput;
  hostname: string;
  remoteIp?: string;
  idempotencyKey: string;
}

const refuse = (reason: keyof typeof BOT_REFUSAL_MESSAGES): never => {
  throw new BotCheckFailedError(reason, BOT_REFUSAL_MESSAGES[reason]);
};

export async function verifyRegistrationToken(
  deps: BotProtectionDeps,
  project: ProjectRef,
  input: VerifyRegistrationInput,
): Promise<void> {
  const resolved = await resolveProtection(deps, project);
  if (!resolved.on) return;
  const { provider, settings } = resolved;
  const sent = input.botProtection;
  // A form loaded before the organizer changed the protection sends another provider's token: it gets a
  // new challenge on the next submit.
  if (!sent || sent.provider !== provider.id || sent.token === '') refuse('missing-token');
  let verification: Awaited<ReturnType<typeof provider.verify>>;
  try {
    verification = await provider.verify(
      {
        token: sent!.token,
        action: REGISTER_ACTION,
        hostname: input.hostname,
        ...(input.remoteIp ? { remoteIp: input.remoteIp } : {}),
        signingKey: await deps.signingKeyOf(project.eventId),
      },
      deps.contextOf(provider, settings),
    );
  } catch (error) {
    if (!isIntegrationError(error)) throw error;
    deps.log.error('bot protection could not verify: registration let through', {
      provider: provider.id,
      eventId: project.eventId,
      code: error.code,
      message: error.userMessage,
    });
    return;
  }
  if (!verification.ok) throw new BotCheckFailedError(verification.reason, verification.message);
  if (verification.replayKey) {
    const fresh = await useReplayKey(deps.store, {
      _id: `${provider.id}:${verification.replayKey}`,
      organizationId: project.organizationId,
      eventId: project.eventId,
      idempotencyKey: input.idempotencyKey,
      expiresAt: verification.expiresAt ?? new Date(deps.now().getTime() + 24 * 3_600_000),
    });
    if (!fresh) {
      const duplicate = botRefusal('duplicate');
      if (!duplicate.ok) throw new BotCheckFailedError(duplicate.reason, duplicate.message);
    }
  }
}
