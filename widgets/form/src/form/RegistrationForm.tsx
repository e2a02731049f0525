import {
  CONSENT_MISSING_MESSAGES,
  type CompletionVariant,
  type ConsentId,
  type FormCell,
  type FormDefinition,
  type FormFieldDefinition,
  type PublicForm,
} from '@zapisy/core';
import type { FieldBinding, FormRenderContext } from '@zapisy/plugin-form-fields/widget';
import { type FormEvent, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { runBotCheck } from '../bot-check.js';
import { type OwnRegistration, patchOwnRegistration } from '../own-registration-api.js';
import {
  type AnsweredInstallment,
  getRegistration,
  type PayerAccess,
  postRegistration,
  type RegistrationAnswer,
  type SubmitAs,
} from '../public-form-api.js';
import { postSurvey } from '../survey-api.js';
import { completionVariant, flowText, TEXTS } from '../texts.js';
import type { ProjectStrings } from '../types.js';
import { CompletionView } from './CompletionView.js';
import { ConsentFields, type ConsentTicks } from './ConsentFields.js';
import { ErrorSummary } from './ErrorSummary.js';
import { type FieldBinder, FormRows } from './FormGrid.js';
import { definitionLookup, fieldsInFormOrder } from './field-order.js';
import {
  errorsByField,
  formHasPrices,
  installmentSchedules,
  isRequired,
  offeredProductsFor,
  quoteValues,
  validateValues,
  visibleFieldNames,
} from './form-engine.js';
import { newIdempotencyKey } from './idempotency-key.js';
import { OwnHeading, OwnSaved } from './OwnRegistration.js';
import { ownChanges } from './own-changes.js';
import { type ParticipantQuote, PriceSummary } from './PriceSummary.js';
import { groupMemberDefinition, sharedCustomerValues } from './participant-fields.js';
import { allTouched, newParticipant, type ParticipantState, withTouched, withValue } from './participants.js';
import { placeServerErrors } from './server-errors.js';

export interface RegistrationFormProps {
  readonly form: PublicForm;
  readonly strings: ProjectStrings;
  readonly apiBase: string;
  /** Values from the embedding element's data- attributes (see prefillValues). */
  readonly prefill?: Readonly<Record<string, unknown>>;
  /** Clock of rules and prices (tests pin it). */
  readonly now?: () => Date;
  /** Delay between status checks of a registration answered with 202. */
  readonly pollIntervalMs?: number;
  /** The organizer submits with a token to the participants endpoint; a visitor (null) to the public one. */
  readonly submitAs?: SubmitAs;
  /** Called with the server's answer once the registration is done. */
  readonly onRegistered?: (answer: Readonly<Record<string, unknown>>) => void;
  /** A survey: the participant id of the survey link (`?p=`), null for an anonymous answer. */
  readonly surveyParticipant?: string | null;
  /** `?affiliate_id=` of the page: the participant whose referral link brought the visitor. */
  readonly affiliateId?: string;
  /**
   * The participant's registration of their form link (`?p=`): the form opens with their answers, the fields
   * the organizer decides are disabled, and saving sends their corrections instead of a new registration.
   */
  readonly own?: OwnRegistration;
}

const MAX_GROUP = 50;
const MAX_POLLS = 60;

type Phase =
  | { readonly kind: 'editing' }
  | { readonly kind: 'checking' }
  | { readonly kind: 'submitting' }
  | { readonly kind: 'processing' }
  /** The participant's corrections are saved (`unchanged`: there was nothing to change). */
  | { readonly kind: 'saved'; readonly unchanged: boolean }
  | {
      readonly kind: 'done';
      readonly variant: CompletionVariant;
      readonly onWaitingList: boolean;
      readonly grossTotal: number | null;
      readonly installments: readonly AnsweredInstallment[];
      /** When the answer came: the installments due by this Polish day are due now. */
      readonly at: Date;
      readonly payment: PayerAccess | null;
    };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The form: participant blocks, live price, validation with the server's rules, submit and completion. */
export function RegistrationForm({
  form,
  strings,
  apiBase,
  prefill = {},
  now = () => new Date(),
  pollIntervalMs = 1000,
  submitAs = null,
  onRegistered,
  surveyParticipant = null,
  affiliateId,
  own,
}: RegistrationFormProps) {
  const idPrefix = useId().replace(/:/g, '');
  const definition = form.form.definition;
  const memberDefinition = useMemo(() => groupMemberDefinition(definition), [definition]);
  const lookup = useMemo(() => definitionLookup(definition), [definition]);
  const order = useMemo(() => fieldsInFormOrder(form.form.data, definition), [form.form.data, definition]);
  const survey = form.type === 'survey' || form.form.isSurvey;
  const [participants, setParticipants] = useState<ParticipantState[]>(() => [
    newParticipant({ ...(own ? own.data : prefill) }),
  ]);
  const locked = useMemo(() => new Set(own?.locked ?? []), [own]);
  /** The answers as the server holds them (the registration's, then each saved correction's). */
  const stored = useRef<Readonly<Record<string, unknown>>>(own?.data ?? {});
  const [phase, setPhase] = useState<Phase>({ kind: 'editing' });
  const [message, setMessage] = useState<string | null>(null);
  /** After a submit with errors: the summary above the fields counts the fields marked now. */
  const [summaryShown, setSummaryShown] = useState(false);
  // The organizer adding someone is not the person giving the consents.
  // A participant correcting their registration gave the consents when registering.
  const consents = submitAs || own ? [] : (form.page?.consents ?? []);
  const [ticks, setTicks] = useState<ConsentTicks>({});
  const [consentsChecked, setConsentsChecked] = useState(false);
  const missingConsents = consents.filter((consent) => ticks[consent.id] !== true);
  const consentErrors: Partial<Record<ConsentId, string>> = consentsChecked
    ? Object.fromEntries(missingConsents.map((consent) => [consent.id, CONSENT_MISSING_MESSAGES[consent.id]]))
    : {};
  const idempotencyKey = useRef<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const mounted = useRef(true);
  // Set again on mount: StrictMode (mount.tsx) runs the cleanup once before the real mount.
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const clock = now();

  // A group member correcting their own registration fills in a member's block (no customer fields).
  const definitionFor = (index: number): FormDefinition =>
    index === 0 && !own?.member ? definition : memberDefinition;
  const inputId = (p: ParticipantState, name: string) => `${idPrefix}-${p.key}-${name}`;

  const checks = participants.map((p, index) => {
    const defs = definitionFor(index);
    const result = validateValues(form, defs, p.values, clock);
    const errors = errorsByField(result);
    // A field the participant cannot change cannot be theirs to fix (the organizer decides it).
    for (const name of locked) delete errors[name];
    return { result, errors, visible: visibleFieldNames(defs, p.values, clock) };
  });
  const quotes: ParticipantQuote[] = participants.flatMap((p, index) => {
    const quote = quoteValues(form, definitionFor(index), checks[index]?.result.data ?? p.values, clock);
    return quote ? [{ label: TEXTS.participantHeading(index + 1), quote }] : [];
  });

  const update = useCallback((index: number, change: (p: ParticipantState) => ParticipantState) => {
    setParticipants((list) => list.map((p, i) => (i === index ? change(p) : p)));
  }, []);

  /** What a field shows: the server's messages and, once touched, its own. */
  function shownErrors(index: number, name: string): string[] {
    const p = participants[index] as ParticipantState;
    const own = p.touched.has(name) ? (checks[index]?.errors[name] ?? []) : [];
    return [...new Set([...(p.serverErrors[name] ?? []), ...own])];
  }
  // The consent checkboxes marked as missing count too: the summary counts every field marked below.
  const markedFields =
    participants.reduce(
      (n, _p, index) =>
        n +
        order.filter((name) => checks[index]?.visible.has(name) && shownErrors(index, name).length > 0)
          .length,
      0,
    ) + Object.keys(consentErrors).length;

  function binderFor(index: number): FieldBinder {
    const p = participants[index] as ParticipantState;
    const defs = definitionFor(index);
    const allowed = new Set(defs.map((field) => field.field_name));
    const check = checks[index];
    return {
      definitionOf: (cell: FormCell) => lookup(cell.id, cell.dataI18n?.default),
      shows: (field) => allowed.has(field.field_name) && (check?.visible.has(field.field_name) ?? true),
      showsContent: index === 0,
      locked: (field) => locked.has(field.field_name),
      bind: (field: FormFieldDefinition): FieldBinding => {
        const name = field.field_name;
        const fixed = locked.has(name);
        return {
          definition: field,
          inputId: inputId(p, name),
          value: p.values[name],
          required: isRequired(field, defs, p.values, clock),
          errors: shownErrors(index, name),
          onChange: (value) => {
            if (!fixed) update(index, (current) => withValue(current, name, value));
          },
          onBlur: () => update(index, (current) => withTouched(current, [name])),
        };
      },
    };
  }

  function contextFor(index: number): FormRenderContext {
    const p = participants[index] as ParticipantState;
    return {
      apiBase,
      eventId: form.project.eventId,
      products: offeredProductsFor(form, definitionFor(index), p.values, clock),
      installments: form.installments.enabled ? form.installments.configurations : [],
      // A reopened registration's schedule is its own (set at registration); a preview from today would
      // show installments due now that the participant may have paid long ago.
      installmentSchedules:
        index === 0 && !own ? installmentSchedules(form, definition, p.values, clock) : {},
      preview: form.preview,
    };
  }

  /** Focuses a field's input, opening a collapsed section that holds it. */
  function focusField(participantKey: string, name: string) {
    const root = formRef.current;
    const element = root?.querySelector<HTMLElement>(`[id="${idPrefix}-${participantKey}-${name}"]`);
    if (!element) return;
    const panel = element.closest<HTMLElement>('.zapisy-collapsible-panel[hidden]');
    if (panel) (panel.previousElementSibling as HTMLButtonElement | null)?.click();
    setTimeout(() => element.focus(), 0);
  }

  function firstInvalid(
    errorsOf: (index: number) => Record<string, readonly string[]>,
  ): { key: string; name: string } | null {
    for (const [index, p] of participants.entries()) {
      const errors = errorsOf(index);
      const name = order.find((field) => (errors[field]?.length ?? 0) > 0);
      if (name) return { key: p.key, name };
    }
    return null;
  }

  async function settle(answer: RegistrationAnswer): Promise<void> {
    let current = answer;
    for (let polls = 0; current.kind === 'pending' && polls < MAX_POLLS; polls += 1) {
      if (mounted.current) setPhase({ kind: 'processing' });
      await wait(pollIntervalMs);
      current = await getRegistration(apiBase, form.project.eventId, current.registrationId);
    }
    if (!mounted.current) return;
    switch (current.kind) {
      case 'done':
        idempotencyKey.current = null;
        if (own) {
          const saved = current.body.data;
          if (saved && typeof saved === 'object') stored.current = saved as Record<string, unknown>;
          setPhase({ kind: 'saved', unchanged: false });
          return;
        }
        setPhase({
          kind: 'done',
          variant: completionVariant(current.completion, survey),
          onWaitingList: current.onWaitingList,
          grossTotal: current.grossTotal,
          installments: current.installments,
          at: now(),
          payment: current.payment,
        });
        onRegistered?.(current.body);
        return;
      case 'invalid': {
        const names = new Set(definition.map((field) => field.field_name));
        const placed = placeServerErrors(current.errors, names);
        // A message lands on a field only where that person's block shows it; the rest is said above the button.
        const shownIn = (index: number, field: string) =>
          definitionFor(index).some((f) => f.field_name === field) &&
          (checks[index]?.visible.has(field) ?? false);
        const general: string[] = [];
        const next = participants.map((p) => ({ ...p, serverErrors: {} as Record<string, string[]> }));
        for (const e of placed) {
          const target = next[e.participant];
          if (e.field && target && shownIn(e.participant, e.field)) {
            target.serverErrors[e.field] = [...(target.serverErrors[e.field] ?? []), e.message];
          } else {
            const who = e.participant > 0 ? `${TEXTS.participantHeading(e.participant + 1)}: ` : '';
            general.push(`${who}${e.field ? `${e.field}: ` : ''}${e.message}`);
          }
        }
        setParticipants(next);
        setMessage([current.message, ...general].join(' '));
        setPhase({ kind: 'editing' });
        const target = next.flatMap((p) => {
          const name = order.find((field) => (p.serverErrors[field]?.length ?? 0) > 0);
          return name ? [{ key: p.key, name }] : [];
        })[0];
        if (target) focusField(target.key, target.name);
        return;
      }
      case 'bot-check':
        // The same registration (same key): the next submit runs a new check; nothing typed is lost.
        setMessage(current.message);
        setPhase({ kind: 'editing' });
        return;
      case 'refused':
        idempotencyKey.current = null;
        setMessage(current.message);
        setPhase({ kind: 'editing' });
        return;
      case 'pending':
      case 'failed':
        // The same key is sent again on the next attempt: the server creates nothing twice.
        setMessage(current.kind === 'failed' ? current.message : TEXTS.processing);
        setPhase({ kind: 'editing' });
        return;
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (phase.kind !== 'editing' || form.preview) return;
    setMessage(null);
    const touched = participants.map((p, index) => allTouched(p, definitionFor(index)));
    setParticipants(touched);
    setConsentsChecked(true);
    const invalid = firstInvalid((index) => checks[index]?.errors ?? {});
    if (invalid) {
      setSummaryShown(true);
      focusField(invalid.key, invalid.name);
      return;
    }
    const missing = missingConsents[0];
    if (missing) {
      setSummaryShown(true);
      formRef.current?.querySelector<HTMLElement>(`[id="${idPrefix}-consent-${missing.id}"]`)?.focus();
      return;
    }
    const [first = {}, ...members] = checks.map((check) => check.result.data);
    if (own) {
      const changes = ownChanges(stored.current, first, locked, checks[0]?.visible ?? new Set());
      if (Object.keys(changes).length === 0) {
        setPhase({ kind: 'saved', unchanged: true });
        return;
      }
      setPhase({ kind: 'submitting' });
      await settle(await patchOwnRegistration(apiBase, form.project.eventId, own.participantId, changes));
      return;
    }
    if (survey && !submitAs) {
      // A survey is answered by one person, tied to their survey link; it goes to the survey endpoint.
      setPhase({ kind: 'submitting' });
      await settle(await postSurvey(apiBase, form.project.eventId, { data: first, p: surveyParticipant }));
      return;
    }
    idempotencyKey.current ??= newIdempotencyKey();
    // Group members share the representative's customer data (address, phone, installments plan).
    const shared = sharedCustomerValues(definition, first);
    // A visitor proves to be a person first (the organizer's own path needs no check).
    let botProtection: { provider: string; token: string } | null = null;
    if (!submitAs) {
      setPhase({ kind: 'checking' });
      const check = await runBotCheck(apiBase, form.project.eventId);
      if (!mounted.current) return;
      if (!check.ok) {
        setMessage(check.message);
        setPhase({ kind: 'editing' });
        return;
      }
      botProtection = check.token;
    }
    setPhase({ kind: 'submitting' });
    const answer = await postRegistration(
      apiBase,
      form.project.eventId,
      {
        data: first,
        ...(members.length > 0
          ? { participants: members.map((data) => ({ data: { ...shared, ...data } })) }
          : {}),
        idempotencyKey: idempotencyKey.current,
        ...(botProtection ? { botProtection } : {}),
        ...(consents.length > 0
          ? { consents: Object.fromEntries(consents.map((consent) => [consent.id, true])) }
          : {}),
        ...(affiliateId && !submitAs ? { affiliateId } : {}),
      },
      submitAs,
    );
    await settle(answer);
  }

  function again() {
    setParticipants([newParticipant({ ...prefill })]);
    setMessage(null);
    setSummaryShown(false);
    setTicks({});
    setConsentsChecked(false);
    setPhase({ kind: 'editing' });
  }

  if (phase.kind === 'saved') {
    return (
      <OwnSaved
        unchanged={phase.unchanged}
        onBack={() => {
          setMessage(null);
          setSummaryShown(false);
          setPhase({ kind: 'editing' });
        }}
      />
    );
  }

  if (phase.kind === 'done') {
    return (
      <CompletionView
        strings={strings}
        variant={phase.variant}
        onWaitingList={phase.onWaitingList}
        grossTotal={phase.grossTotal}
        installments={phase.installments}
        now={phase.at}
        dateFormat={form.page?.dateFormat}
        transferAccount={form.payments.transferAccount === true}
        onAgain={again}
        backUrl={submitAs ? null : (form.page?.websiteUrl ?? null)}
        payment={phase.variant === 'online' || phase.variant === 'transfer' ? phase.payment : null}
        project={form.project.domainName}
      />
    );
  }

  const busy = phase.kind === 'checking' || phase.kind === 'submitting' || phase.kind === 'processing';
  const titleId = `${idPrefix}-title`;
  const { availability } = form;
  return (
    <form
      ref={formRef}
      className="zapisy-card zapisy-form"
      aria-labelledby={titleId}
      noValidate
      onSubmit={(event) => void submit(event)}
      data-testid="zapisy-form"
    >
      <h2 className="zapisy-title" id={titleId}>
        {survey ? TEXTS.surveyTitle : own ? TEXTS.ownTitle : TEXTS.title}
      </h2>
      <p className="zapisy-project-name" data-testid="zapisy-form-project-name">
        {form.project.name}
      </p>
      {own ? <OwnHeading own={own} /> : null}
      {submitAs && !availability.open ? (
        <p className="zapisy-notice" role="status" data-testid="zapisy-form-organizer-closed">
          {TEXTS.organizerClosed}
        </p>
      ) : null}
      {form.preview ? (
        <p className="zapisy-notice" data-testid="zapisy-form-preview">
          {TEXTS.preview}
        </p>
      ) : null}
      {own ? null : availability.waitingList ? (
        <p className="zapisy-notice" role="status" data-testid="zapisy-form-waiting-list">
          {availability.message ?? TEXTS.waitingList}
        </p>
      ) : availability.placesLeft !== null && !survey ? (
        <p className="zapisy-muted" data-testid="zapisy-form-places-left">
          {TEXTS.placesLeft(availability.placesLeft)}
        </p>
      ) : null}
      <ErrorSummary count={summaryShown ? markedFields : 0} />
      {participants.map((p, index) => (
        <fieldset className="zapisy-participant" key={p.key} data-participant={index}>
          {participants.length > 1 ? (
            <legend className="zapisy-participant-title">{TEXTS.participantHeading(index + 1)}</legend>
          ) : null}
          <div className="zapisy-grid">
            <FormRows rows={form.form.data.rows} binder={binderFor(index)} context={contextFor(index)} />
          </div>
          {index > 0 ? (
            <button
              type="button"
              className="zapisy-link-button"
              onClick={() => setParticipants((list) => list.filter((other) => other.key !== p.key))}
            >
              {TEXTS.removeParticipant} {index + 1}
            </button>
          ) : null}
        </fieldset>
      ))}
      {!survey && !own && participants.length < MAX_GROUP ? (
        <button
          type="button"
          className="zapisy-button zapisy-button-secondary"
          onClick={() => setParticipants((list) => [...list, newParticipant()])}
          data-testid="zapisy-add-participant"
        >
          {TEXTS.addParticipant}
        </button>
      ) : null}
      {/* A survey asks for answers, not money: it never shows a price. */}
      {formHasPrices(form) && quotes.length > 0 && !own && !survey ? (
        <PriceSummary
          quotes={quotes}
          showVat={form.vatRate !== null}
          {...(form.page ? { dateFormat: form.page.dateFormat } : {})}
        />
      ) : null}
      <ConsentFields
        consents={consents}
        ticks={ticks}
        errors={consentErrors}
        idPrefix={idPrefix}
        onChange={(id, checked) => setTicks((current) => ({ ...current, [id]: checked }))}
      />
      <div className="zapisy-form-message" role="alert" data-testid="zapisy-form-alert">
        {message ? <p className="zapisy-message zapisy-error-text">{message}</p> : null}
      </div>
      <p className="zapisy-muted" aria-live="polite" data-testid="zapisy-form-status">
        {phase.kind === 'checking'
          ? TEXTS.botChecking
          : phase.kind === 'submitting'
            ? survey
              ? TEXTS.submittingSurvey
              : own
                ? TEXTS.ownSubmitting
                : TEXTS.submitting
            : phase.kind === 'processing'
              ? TEXTS.processing
              : ''}
      </p>
      <button
        type="submit"
        className="zapisy-button"
        disabled={busy || form.preview}
        data-testid="zapisy-form-submit"
      >
        {survey ? TEXTS.submitSurvey : own ? TEXTS.ownSubmit : TEXTS.submit}
      </button>
    </form>
  );
}

/**
 * Shown instead of a survey that only takes answers from participants' personal links when the page was
 * opened without one: nothing to fill in that the server would refuse.
 */
export function SurveyLinkRequired({ form }: { form: PublicForm }) {
  return (
    <section className="zapisy-card zapisy-closed" data-testid="zapisy-survey-link-required">
      <h2 className="zapisy-title">{TEXTS.surveyTitle}</h2>
      <p className="zapisy-project-name">{form.project.name}</p>
      <p className="zapisy-message" role="status">
        {TEXTS.surveyLinkRequired}
      </p>
    </section>
  );
}

/** Shown instead of the form when registration (or the survey) is closed, with the project's message. */
export function ClosedForm({ form, strings }: { form: PublicForm; strings: ProjectStrings }) {
  const survey = form.type === 'survey';
  const text =
    form.availability.message ??
    (survey
      ? flowText(strings, 'surveyClosed', TEXTS.surveyClosed)
      : flowText(strings, 'registrationClosed', TEXTS.closed));
  return (
    <section className="zapisy-card zapisy-closed" data-testid="zapisy-form-closed">
      <h2 className="zapisy-title">{survey ? TEXTS.surveyTitle : TEXTS.title}</h2>
      <p className="zapisy-project-name">{form.project.name}</p>
      <p className="zapisy-message" role="status" data-testid="zapisy-form-closed-message">
        {text}
      </p>
    </section>
  );
}
