import type { BotChallenge } from '@zapisy/core';
import { type BotProtectionDeps, REGISTER_ACTION } from './deps.js';
import { type ProjectRef, resolveProtection } from './resolve-protection.js';

export type ChallengeAnswer = { protection: 'off' } | { protection: string; challenge: BotChallenge };

/** `GET /bot-protection/{eventId}/challenge`: what the form must solve before it sends (or 'off'). */
export async function issueRegistrationChallenge(
  deps: BotProtectionDeps,
  project: ProjectRef,
  hostname: string,
): Promise<ChallengeAnswer> {
  const resolved = await resolveProtection(deps, project);
  if (!resolved.on) return { protection: 'off' };
  const { provider, settings } = resolved;
  const challenge = await provider.issueChallenge(
    {
      action: REGISTER_ACTION,
      hostname,
      signingKey: await deps.signingKeyOf(project.eventId),
      difficulty: deps.config.powMaxNumber,
    },
    deps.contextOf(provider, settings),
  );
  return { protection: provider.id, challenge };
}
