import { type FeedbackPlan, loginUrl } from './error-feedback.js';
import { FeedbackMessages } from './messages.js';
import type { FeedbackStore } from './store.js';

export interface FeedbackEffects {
  store: FeedbackStore;
  /** Full-page navigation (log-in lives under /glowne, the admin under /admin). */
  navigateTo: (url: string) => void;
  /** True once a full-page navigation has started. */
  leaving?: () => boolean;
  /** Reload; with clearCaches the local and browser caches are cleared first (spec §8). */
  reload: (clearCaches: boolean) => void;
  /** The current address (path and query), kept as the log-in referer. */
  currentAddress: () => string;
  warn?: (message: string) => void;
}

const RELOAD_GUARD_KEY = 'zapisy:reload-guard';
const RELOAD_GUARD_MS = 30_000;

/** True when a cache-clearing reload already happened in the last 30 s (avoids a reload loop). */
function reloadedRecently(): boolean {
  try {
    const last = Number(sessionStorage.getItem(RELOAD_GUARD_KEY));
    if (Number.isFinite(last) && Date.now() - last < RELOAD_GUARD_MS) return true;
    sessionStorage.setItem(RELOAD_GUARD_KEY, String(Date.now()));
  } catch {
    // no session storage: allow the reload
  }
  return false;
}

/** Carries out a FeedbackPlan: toasts, modals, the log-in redirect with referer, reloads. */
export function applyFeedbackPlan(plan: FeedbackPlan, effects: FeedbackEffects): void {
  if (plan.warn !== undefined) (effects.warn ?? console.warn)(plan.warn);
  if (plan.login) {
    const here = effects.currentAddress();
    const referer = here.startsWith('/glowne/zaloguj') ? null : here;
    effects.navigateTo(loginUrl(referer, plan.login));
    return;
  }
  if (plan.reload === 'page') {
    effects.reload(false);
    return;
  }
  if (plan.reload === 'clear-caches') {
    if (!reloadedRecently()) {
      effects.reload(true);
      return;
    }
    effects.store.modal({
      title: FeedbackMessages.unexpectedTitle,
      message: 'Serwer zwrócił nieoczekiwaną odpowiedź. Spróbuj ponownie za chwilę.',
      hint: FeedbackMessages.contactAdmin,
      tone: 'danger',
    });
    return;
  }
  if (plan.toast) effects.store.toast(plan.toast);
  if (plan.modal) effects.store.modal(plan.modal);
}
