import { useCallback, useEffect, useState } from 'react';
import { fetchStrings, loadFormData, WidgetApiError } from './api.js';
import { FormWidgetView } from './FormWidgetView.js';
import { prefillValues } from './form/prefill.js';
import { fetchOwnRegistration, type OwnRegistration } from './own-registration-api.js';
import { participantLinkOf } from './participant-link.js';
import { fetchPublicForm, type PublicFormSource, pingFormEnter, type SubmitAs } from './public-form-api.js';
import type { FormViewState, ProjectStrings } from './types.js';

export interface FormWidgetProps {
  /** Project domain name, e.g. 'demo'. */
  project: string;
  /** Absolute API base, e.g. 'http://localhost:3000/services/api'. */
  apiBase: string;
  /** 'survey' for the project's survey; the registration form otherwise. */
  type?: 'registration' | 'survey';
  /** A draft preview's uid (`/p/{uid}`). */
  preview?: string;
  /** The mount options (data- attributes), read for prefill values. */
  options?: Readonly<Record<string, unknown>>;
  /** The organizer's mode (admin '/admin/zapisany/nowy'): no form-enter ping, no closed card, token submit. */
  submitAs?: SubmitAs;
  /** Called with the server's answer once a registration is done. */
  onRegistered?: (answer: Readonly<Record<string, unknown>>) => void;
}

/** A well-formed id-like option (`data-affiliate-id`, `data-p`), else undefined. */
function textOption(value: unknown): string | undefined {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(value) ? value : undefined;
}

const noStrings = (): ProjectStrings => ({ nouns: {} });

/** The participant's registration of a form link, or 'missing' when the link opens none (404). */
async function ownRegistrationOf(
  apiBase: string,
  eventId: string,
  p: string,
): Promise<OwnRegistration | 'missing'> {
  try {
    return await fetchOwnRegistration(apiBase, eventId, p);
  } catch (error) {
    if (error instanceof WidgetApiError && error.kind === 'link-not-found') return 'missing';
    throw error;
  }
}

async function loadState(
  apiBase: string,
  project: string,
  source: PublicFormSource,
  p: string | null,
): Promise<FormViewState> {
  // The strings are optional: a failure there falls back to neutral wording rather than hiding the form.
  const strings = 'domain' in source ? fetchStrings(apiBase, project).catch(noStrings) : null;
  try {
    const form = await fetchPublicForm(apiBase, source);
    // A participant's form link (`?p=`) opens their own registration: a link that opens none says so.
    const own = p ? await ownRegistrationOf(apiBase, form.project.eventId, p) : undefined;
    return {
      status: 'form',
      form,
      strings: (await strings) ?? (await fetchStrings(apiBase, form.project.domainName).catch(noStrings)),
      ...(own === 'missing' ? { ownMissing: true } : own ? { own } : {}),
    };
  } catch (error) {
    if (!(error instanceof WidgetApiError) || error.kind !== 'not-found' || !('domain' in source))
      throw error;
  }
  // No published form: the project's 'Zapisy … ruszają wkrótce' card (or 'not found' for no project).
  const { project: info, strings: loaded } = await loadFormData(apiBase, project);
  return { status: 'ready', project: info, strings: loaded };
}

/** The form widget's React root: loads the public form and the project's strings, then renders the view. */
export function FormWidget({
  project,
  apiBase,
  type = 'registration',
  preview,
  options = {},
  submitAs = null,
  onRegistered,
}: FormWidgetProps) {
  const [state, setState] = useState<FormViewState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const organizer = submitAs !== null;
  // The form link `/formularz?p=` (data-p or the page's query) of a visitor opening the registration form.
  const ownLink = type === 'registration' && !preview && !organizer ? participantLinkOf(options) : null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the load on 'Spróbuj ponownie'.
  useEffect(() => {
    let cancelled = false;
    setState({ status: 'loading' });
    const source: PublicFormSource = preview ? { previewUid: preview } : { domain: project, type };
    loadState(apiBase, project, source, ownLink).then(
      (next) => {
        if (cancelled) return;
        setState(next);
        // The form-enter webhook counts visitors; the organizer adding someone is not one.
        if (next.status === 'form' && !next.form.preview && !organizer)
          pingFormEnter(apiBase, next.form.project.eventId);
      },
      (error: unknown) => {
        if (cancelled) return;
        const kind = error instanceof WidgetApiError ? error.kind : 'unavailable';
        console.error(`[zapisy] ZAPISY-FORM-${kind === 'unavailable' ? '503' : '404'}:`, error);
        setState({ status: 'error', kind, project: preview ?? project });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [apiBase, project, type, preview, attempt, organizer, ownLink]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const prefill = state.status === 'form' ? prefillValues(options, state.form.form.definition) : undefined;
  const affiliateId = textOption(options.affiliateId);
  return (
    <FormWidgetView
      state={state}
      onRetry={retry}
      apiBase={apiBase}
      prefill={prefill}
      submitAs={submitAs}
      surveyParticipant={type === 'survey' ? participantLinkOf(options) : null}
      {...(onRegistered ? { onRegistered } : {})}
      layout={options.layout === 'page' ? 'page' : 'embed'}
      {...(affiliateId ? { affiliateId } : {})}
    />
  );
}
