import { useId, useLayoutEffect } from 'react';
import { OwnLinkInvalid } from './form/OwnRegistration.js';
import { ClosedForm, RegistrationForm, SurveyLinkRequired } from './form/RegistrationForm.js';
import { markOnce } from './marks.js';
import { PageFooter } from './page/PageFooter.js';
import { PageHeader } from './page/PageHeader.js';
import type { SubmitAs } from './public-form-api.js';
import { describeProject, TEXTS } from './texts.js';
import type { FormViewState } from './types.js';

export interface FormWidgetViewProps {
  state: FormViewState;
  /** Shown as a 'Spróbuj ponownie' button when the server was unavailable. */
  onRetry?: () => void;
  /** Where the form submits (the `form` state); the page's own origin by default. */
  apiBase?: string;
  /** Prefilled values of the form (see prefillValues). */
  prefill?: Readonly<Record<string, unknown>>;
  /** Clock of rules and prices (tests and Storybook pin it). */
  now?: () => Date;
  /** The organizer's mode: submits with the token and is not stopped by a closed registration. */
  submitAs?: SubmitAs;
  /** Called with the server's answer once a registration is done. */
  onRegistered?: (answer: Readonly<Record<string, unknown>>) => void;
  /** A survey: the participant id of the survey link (`?p=`), null when opened without one. */
  surveyParticipant?: string | null;
  /** 'page' (the hosted pages): the project's header above the form and the organizer's footer below. */
  layout?: 'page' | 'embed';
  /** `?affiliate_id=` of the page, sent with the registration. */
  affiliateId?: string;
}

/**
 * The fetch-free form widget: renders whatever state it is given. Storybook and tests use it directly;
 * `FormWidget` feeds it from the API. Must be rendered inside an element that has the widget's CSS
 * (the `mount` function does this inside a shadow root; `FORM_WIDGET_CSS` is exported for hosts).
 */
export function FormWidgetView({
  state,
  onRetry,
  apiBase = '/services/api',
  prefill,
  now,
  submitAs = null,
  onRegistered,
  surveyParticipant = null,
  layout = 'embed',
  affiliateId,
}: FormWidgetViewProps) {
  const titleId = useId();
  useLayoutEffect(() => {
    markOnce('zapisy:first-render');
  }, []);
  useLayoutEffect(() => {
    if (state.status === 'ready' || state.status === 'form') markOnce('zapisy:form-ready');
  }, [state.status]);

  if (state.status === 'loading') {
    return (
      <div
        className="zapisy-card zapisy-loading"
        role="status"
        aria-live="polite"
        data-testid="zapisy-form-loading"
      >
        <span className="zapisy-spinner" aria-hidden="true" />
        {TEXTS.loading}
      </div>
    );
  }

  if (state.status === 'error') {
    const message =
      state.kind === 'not-found'
        ? TEXTS.notFound(state.project)
        : state.kind === 'link-not-found'
          ? TEXTS.ownLinkNotFound
          : TEXTS.unavailable;
    return (
      <div
        className="zapisy-card zapisy-error"
        role="alert"
        data-testid="zapisy-form-error"
        data-error-kind={state.kind}
      >
        <p className="zapisy-message" data-testid="zapisy-form-error-message">
          {message}
        </p>
        {state.kind === 'unavailable' && onRetry ? (
          <button type="button" className="zapisy-button" onClick={onRetry} data-testid="zapisy-form-retry">
            {TEXTS.retry}
          </button>
        ) : null}
      </div>
    );
  }

  if (state.status === 'form') {
    // The organizer may add participants after the deadline (RegistrationForm shows a notice instead).
    const { form, own } = state;
    let body: JSX.Element;
    if (state.ownMissing) {
      body = <OwnLinkInvalid projectName={form.project.name} />;
    } else if (!form.availability.open && !form.preview && !submitAs && !own) {
      body = <ClosedForm form={form} strings={state.strings} />;
    } else if (
      form.type === 'survey' &&
      form.availability.participantLinkRequired &&
      !surveyParticipant &&
      !form.preview &&
      !submitAs
    ) {
      body = <SurveyLinkRequired form={form} />;
    } else {
      body = (
        <RegistrationForm
          form={form}
          strings={state.strings}
          apiBase={apiBase}
          {...(prefill ? { prefill } : {})}
          {...(now ? { now } : {})}
          submitAs={submitAs}
          surveyParticipant={surveyParticipant}
          {...(own ? { own } : {})}
          {...(onRegistered ? { onRegistered } : {})}
          {...(affiliateId ? { affiliateId } : {})}
        />
      );
    }
    const page = form.page;
    if (layout !== 'page' || !page || submitAs) return body;
    return (
      <div className="zapisy-page" data-testid="zapisy-page">
        <PageHeader project={form.project} page={page} apiBase={apiBase} />
        {body}
        <PageFooter page={page} />
      </div>
    );
  }

  const { project, strings } = state;
  const text = describeProject(project, strings);
  return (
    <section className="zapisy-card zapisy-form" aria-labelledby={titleId} data-testid="zapisy-form">
      <h2 className="zapisy-title" id={titleId}>
        {TEXTS.title}
      </h2>
      <p className="zapisy-project-name" data-testid="zapisy-form-project-name">
        {project.name}
      </p>
      <dl className="zapisy-facts">
        {text.vocabulary ? (
          <>
            <dt>{TEXTS.typeLabel}</dt>
            <dd data-testid="zapisy-form-vocabulary">{text.vocabulary}</dd>
          </>
        ) : null}
        {text.participant ? (
          <>
            <dt>{TEXTS.participantLabel}</dt>
            <dd data-testid="zapisy-form-participant">{text.participant}</dd>
          </>
        ) : null}
      </dl>
      <p className="zapisy-message" data-testid="zapisy-form-message">
        {text.message}
      </p>
      <button
        type="button"
        className="zapisy-button"
        disabled
        aria-disabled="true"
        data-testid="zapisy-form-submit"
      >
        {text.action}
      </button>
    </section>
  );
}
