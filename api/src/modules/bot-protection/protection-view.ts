/** What the admin shows under 'Ochrona przed botami': the choice, the options and what actually runs. */
import { BOT_PROTECTION_AUTO, BOT_PROTECTION_OFF } from '@zapisy/core';
import type { BotProtectionDeps } from './deps.js';
import { type ProjectRef, type ResolvedProtection, resolveProtection } from './resolve-protection.js';

export interface ProtectionOption {
  value: string;
  label: string;
  /** Whether it can run now (reCAPTCHA: switched on with both keys); 'auto' and 'off' always can. */
  ready: boolean;
}

export interface ProtectionView {
  eventId: string;
  choice: string;
  options: ProtectionOption[];
  effective: {
    /** The protection that runs ('off' when none). */
    protection: string;
    label: string;
    fallback: boolean;
    /** Polish, for the organizer: what runs and why. */
    note: string;
  };
}

export const AUTO_LABEL =
  'Automatycznie (zalecane): reCAPTCHA, gdy organizacja ma klucze, inaczej dowód pracy';
export const OFF_LABEL = 'Wyłączona';

const KEYS_HINT =
  'Aby używać reCAPTCHA, włącz ją i wpisz klucze w Ustawienia → Organizacja → Integracje z innymi usługami.';

function noteOf(resolved: ResolvedProtection, chosenLabel: string): string {
  if (!resolved.on) {
    if (resolved.why === 'project-off') {
      return 'Ochrona wyłączona: formularz przyjmuje zgłoszenia bez sprawdzania. Limity zgłoszeń z jednego adresu nadal obowiązują.';
    }
    if (resolved.why === 'platform-off') {
      return 'Ochrona przed botami jest wyłączona na tym serwerze (BOT_PROTECTION=off), niezależnie od wyboru.';
    }
    return 'Na serwerze nie wczytano żadnej wtyczki ochrony przed botami: formularz nie jest chroniony.';
  }
  if (resolved.fallback) {
    return `Wybrano „${chosenLabel}”, ale ta ochrona nie jest skonfigurowana: do czasu konfiguracji działa dowód pracy, więc formularz nie zostaje bez ochrony. ${KEYS_HINT}`;
  }
  if (resolved.provider.selfHosted && resolved.choice === BOT_PROTECTION_AUTO) {
    return `Organizacja nie ma skonfigurowanej reCAPTCHA, więc działa dowód pracy: przeglądarka uczestnika rozwiązuje przed wysłaniem krótkie zadanie obliczeniowe (ułamek sekundy). ${KEYS_HINT}`;
  }
  if (resolved.provider.selfHosted) {
    return 'Przeglądarka uczestnika rozwiązuje przed wysłaniem krótkie zadanie obliczeniowe (ułamek sekundy), bez Google i bez ciasteczek.';
  }
  return 'Klucze i próg oceny są w Ustawienia → Organizacja → Integracje z innymi usługami; własne wartości projektu w sekcji „Integracje w projekcie”.';
}

export async function protectionView(deps: BotProtectionDeps, project: ProjectRef): Promise<ProtectionView> {
  const resolved = await resolveProtection(deps, project);
  const options: ProtectionOption[] = [{ value: BOT_PROTECTION_AUTO, label: AUTO_LABEL, ready: true }];
  for (const provider of deps.providers) {
    const ready = (await deps.setupOf(provider, project.organizationId, project.eventId)).ready;
    options.push({
      value: provider.id,
      label: ready ? provider.label : `${provider.label} (nieskonfigurowana)`,
      ready,
    });
  }
  options.push({ value: BOT_PROTECTION_OFF, label: OFF_LABEL, ready: true });
  const chosen = deps.providers.find((provider) => provider.id === resolved.choice);
  return {
    eventId: project.eventId,
    choice: resolved.choice,
    options,
    effective: {
      protection: resolved.on ? resolved.provider.id : BOT_PROTECTION_OFF,
      label: resolved.on ? resolved.provider.label : OFF_LABEL,
      fallback: resolved.on && resolved.fallback,
      note: noteOf(resolved, chosen?.label ?? resolved.choice),
    },
  };
}
