/**
 * Which protection a project's form gets (spec: "reCAPTCHA is enabled by default"):
 *
 * | the project's choice | what runs |
 * |---|---|
 * | 'auto' (default) | the first third-party protection the organization has set up (reCAPTCHA: switched on, both keys), otherwise the self-hosted proof of work |
 * | a plugin's id | that protection when it is set up; otherwise the proof of work (`fallback`), so protection is never silently off |
 * | 'off' | nothing (the limits on public writes still apply) |
 *
 * With BOT_PROTECTION=off (benchmarks, load tests) or no bot-protection plugin loaded, nothing runs.
 */
import { BOT_PROTECTION_AUTO, BOT_PROTECTION_OFF, type BotProtection } from '@zapisy/core';

export interface ProviderSetup {
  /** The merged, decrypted settings of the provider for the project ({} when it declares none). */
  values: Readonly<Record<string, unknown>>;
  /** Switched on (or declares no settings) and every required field set. */
  ready: boolean;
}

export interface ResolveDeps {
  enabled: boolean;
  providers: readonly BotProtection[];
  setupOf(provider: BotProtection, organizationId: string, eventId: string): Promise<ProviderSetup>;
}

export interface ProjectRef {
  organizationId: string;
  eventId: string;
  event: { registration?: { botProtection?: string } };
}

export type ResolvedProtection =
  | { on: false; why: 'platform-off' | 'project-off' | 'no-provider'; choice: string }
  | {
      on: true;
      provider: BotProtection;
      settings: Readonly<Record<string, unknown>>;
      choice: string;
      /** The organizer's choice could not run (no keys): the self-hosted protection runs instead. */
      fallback: boolean;
    };

export function choiceOf(project: ProjectRef): string {
  const choice = project.event.registration?.botProtection;
  return typeof choice === 'string' && choice !== '' ? choice : BOT_PROTECTION_AUTO;
}

export async function resolveProtection(deps: ResolveDeps, project: ProjectRef): Promise<ResolvedProtection> {
  const choice = choiceOf(project);
  if (!deps.enabled) return { on: false, why: 'platform-off', choice };
  if (choice === BOT_PROTECTION_OFF) return { on: false, why: 'project-off', choice };
  const setup = (provider: BotProtection) => deps.setupOf(provider, project.organizationId, project.eventId);
  const selfHosted = deps.providers.find((provider) => provider.selfHosted);
  const chosen = deps.providers.find((provider) => provider.id === choice);
  const wanted =
    choice === BOT_PROTECTION_AUTO
      ? deps.providers.filter((provider) => !provider.selfHosted)
      : chosen
        ? [chosen]
        : [];
  for (const provider of wanted) {
    const found = await setup(provider);
    if (found.ready) return { on: true, provider, settings: found.values, choice, fallback: false };
  }
  if (!selfHosted) return { on: false, why: 'no-provider', choice };
  const fallback = choice !== BOT_PROTECTION_AUTO && chosen !== selfHosted;
  return { on: true, provider: selfHosted, settings: (await setup(selfHosted)).values, choice, fallback };
}
