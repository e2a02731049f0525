import {
  type DuplicateInput,
  duplicateCreatedMessage,
  duplicateDefaults,
  duplicateProblems,
  newEditionDefaults,
  newEditionProblems,
  normalizeProjectDomain,
  projectEditionMessage,
  projectEventSchema,
} from '@zapisy/core';
import { type ReactNode, useId, useMemo, useState } from 'react';
import {
  type Control,
  type FieldValues,
  type Path,
  type UseFormSetError,
  useForm,
  useWatch,
} from 'react-hook-form';
import { useEnv } from '../app/env-context.js';
import { useFeedback, useTypedApi } from '../app/services.js';
import { Dialog } from '../components/Dialog.js';
import { DialogFooter } from '../components/DialogFooter.js';
import { FormErrors } from '../forms/fields.js';
import { FormTextField } from '../lib/forms/FormTextField.js';
import { schemaResolver } from '../lib/forms/schema-resolver.js';
import type { PlaceOptions } from '../lib/forms/server-field-errors.js';
import { useFormSave } from '../lib/forms/use-form-save.js';
import { withChecks } from '../lib/forms/with-checks.js';
import { queryKeys } from '../lib/query/query-keys.js';
import { useApiMutation } from '../lib/query/use-api-mutation.js';
import { URL_PREVIEW_DELAY_MS, useDebounced } from '../lib/use-debounced.js';
import { DEFAULT_NOUNS } from './default-nouns.js';
import { type CopyAnswer, type ProjectSummary, projectApi, projectUrl } from './project-api.js';
import { type Nouns, useProject } from './project-context.js';

export interface CopyModalProps {
  project: Pick<ProjectSummary, 'eventId'> & { event: Pick<ProjectSummary['event'], 'name' | 'domainName'> };
  nouns: Nouns | null;
  onClose: () => void;
  onDone: (answer: CopyAnswer) => void;
  /** Opens the new project (default: a new browser tab). Tests pass their own. */
  openTab?: () => { navigate: (url: string) => void; close: () => void } | null;
}

function defaultOpenTab() {
  const tab = window.open('', '_blank');
  if (!tab) return null;
  return {
    navigate: (url: string) => {
      tab.location.href = url;
    },
    close: () => tab.close(),
  };
}

/** The admin address of a project, where a new tab opens it. */
export function adminProjectAddress(domain: string): string {
  return `/admin/glowna/kokpit?projekt=${encodeURIComponent(domain)}`;
}

const { name: NAME, domainName: DOMAIN } = projectEventSchema.properties;
const text = (max: number) => ({ type: 'string', maxLength: max });

/** What the copy calls take of the typed text (the server's project name and domain lengths). */
const DUPLICATE_SCHEMA = {
  type: 'object',
  properties: {
    newName: text(NAME.maxLength),
    newDomain: text(DOMAIN.maxLength),
    oldName: text(NAME.maxLength),
    oldDomain: text(DOMAIN.maxLength),
  },
};
const DUPLICATE_FIELDS: ReadonlySet<string> = new Set(['newName', 'newDomain', 'oldName', 'oldDomain']);

interface NewEditionValues extends FieldValues {
  name: string;
  oldDomain: string;
}
const NEW_EDITION_SCHEMA = {
  type: 'object',
  properties: { name: text(NAME.maxLength), oldDomain: text(DOMAIN.maxLength) },
};
const NEW_EDITION_FIELDS: ReadonlySet<string> = new Set(['name', 'oldDomain']);

/** "Adres: https://x.zapisy.pl/" under a domain field, updated 100 ms after typing stops. */
function UrlPreview<T extends FieldValues>({
  control,
  name,
  label,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
}) {
  const env = useEnv();
  const domain = useWatch({ control, name }) as string;
  const settled = useDebounced(normalizeProjectDomain(domain ?? ''), URL_PREVIEW_DELAY_MS);
  return (
    <p className="za-url-preview" aria-live="polite" data-testid={`preview-${label}`}>
      {label}: <code>{settled ? projectUrl(settled, env?.host) : '—'}</code>
    </p>
  );
}

/**
 * The copy call of a modal: never retried, the organization's projects read again after it; the server's
 * 400 lines go under their fields ('{Project} o podanej domenie już istnieje…' under the domain that
 * moves), the rest under 'Nieudane tworzenie {project}!'.
 */
function useCopy<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: ReadonlySet<string>,
  nouns: Nouns,
  takenDomainField: string | null,
) {
  const { organizationId } = useProject();
  const copying = useApiMutation({
    mutationFn: (call: () => Promise<CopyAnswer>) => call(),
    // The copy (and a new edition's renamed original) show in the organization's projects.
    invalidates: [queryKeys.projects(organizationId ?? '')],
    showsErrors: true,
  });
  const options = useMemo<PlaceOptions>(() => {
    const taken = projectEditionMessage('domainTaken', nouns);
    return { fieldOfLine: (line) => (line === taken && takenDomainField ? takenDomainField : undefined) };
  }, [nouns, takenDomainField]);
  const { problems, send } = useFormSave<T>(fields, setError, options);
  const [failed, setFailed] = useState(false);
  const run = async (call: () => Promise<CopyAnswer>) => {
    setFailed(false);
    const answer = await send(() => copying.mutateAsync(call));
    if (!answer) setFailed(true);
    return answer;
  };
  return {
    busy: copying.isPending,
    run,
    failure: failed ? { title: projectEditionMessage('createFailed', nouns), lines: problems } : null,
  };
}

function Failure({ failure }: { failure: { title: string; lines: string[] } | null }) {
  if (!failure) return null;
  if (failure.lines.length > 0) return <FormErrors errors={failure.lines} title={failure.title} />;
  return (
    <div className="za-alert za-alert--error" role="alert">
      <p className="za-alert__title">{failure.title}</p>
    </div>
  );
}

function Buttons({
  busy,
  onClose,
  submit,
  form,
}: {
  busy: boolean;
  onClose: () => void;
  submit: string;
  form: string;
}) {
  return (
    <DialogFooter
      confirmLabel={busy ? 'Tworzenie…' : submit}
      onCancel={onClose}
      disabled={busy}
      form={form}
    />
  );
}

function Form({ id, onSubmit, children }: { id: string; onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      id={id}
      className="za-form"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      noValidate
    >
      {children}
    </form>
  );
}

/**
 * Duplicate modal (second document §2): participant and customer data IS copied. Original name and domain,
 * new name and domain (defaults name + ' - Duplikat', domain + '-duplikat') with live URL previews; on
 * success the new project opens in a new tab. Spec §5's messages show under their fields.
 */
export function DuplicateModal({
  project,
  nouns,
  onClose,
  onDone,
  openTab = defaultOpenTab,
}: CopyModalProps) {
  const id = useId();
  const api = useTypedApi();
  const feedback = useFeedback();
  const env = useEnv();
  const words: Nouns = { ...DEFAULT_NOUNS, ...nouns };
  const defaults = duplicateDefaults({ name: project.event.name, domainName: project.event.domainName });
  const form = useForm<DuplicateInput>({
    defaultValues: defaults,
    resolver: withChecks(schemaResolver<DuplicateInput>(DUPLICATE_SCHEMA), (values) =>
      duplicateProblems(values, words),
    ),
  });
  const oldDomain = useWatch({ control: form.control, name: 'oldDomain' });
  // A taken domain is the copy's, unless the original moves too (then the server cannot say which).
  const taken = normalizeProjectDomain(oldDomain) === project.event.domainName ? 'newDomain' : null;
  const copy = useCopy<DuplicateInput>(form.setError, DUPLICATE_FIELDS, words, taken);
  const p = (text: string) => text.replace('{p}', words.project.genitive);

  const submit = form.handleSubmit(async (values) => {
    const tab = openTab();
    const answer = await copy.run(() => projectApi.duplicateAdvanced(api, project.eventId, false, values));
    if (!answer) {
      tab?.close();
      return;
    }
    const original = answer.original.event;
    const outcome = {
      copyUrl: projectUrl(answer.event.event.domainName, env?.host),
      originalUrl: projectUrl(original.domainName, env?.host),
      originalMoved: original.domainName !== project.event.domainName,
      originalRenamedTo: original.name !== project.event.name ? original.name : null,
    };
    feedback.modal({ title: duplicateCreatedMessage(outcome, words), tone: 'success' });
    tab?.navigate(adminProjectAddress(answer.event.event.domainName));
    onDone(answer);
  });

  const { control } = form;
  return (
    <Dialog
      title={`Duplikuj ${words.project.accusative}`}
      onClose={onClose}
      footer={<Buttons busy={copy.busy} onClose={onClose} submit="Utwórz duplikat" form={`${id}-copy`} />}
      wide
    >
      <p className="za-alert za-alert--info">
        Dane {words.participant.pluralGenitive} i {words.customer.pluralGenitive}{' '}
        <strong>zostaną skopiowane</strong> do duplikatu.
      </p>
      <Form id={`${id}-copy`} onSubmit={() => void submit()}>
        <fieldset className="za-fieldset">
          <legend>{p('Oryginał {p}')}</legend>
          <FormTextField control={control} name="oldName" label="Nazwa oryginału" required />
          <FormTextField
            control={control}
            name="oldDomain"
            label="Domena oryginału"
            required
            spellCheck={false}
          />
          <UrlPreview control={control} name="oldDomain" label="Adres oryginału" />
        </fieldset>
        <fieldset className="za-fieldset">
          <legend>{p('Duplikat {p}')}</legend>
          <FormTextField control={control} name="newName" label="Nazwa duplikatu" required />
          <FormTextField
            control={control}
            name="newDomain"
            label="Domena duplikatu"
            required
            spellCheck={false}
          />
          <UrlPreview control={control} name="newDomain" label="Adres duplikatu" />
        </fieldset>
        <Failure failure={copy.failure} />
      </Form>
    </Dialog>
  );
}

/**
 * New edition modal (second document §2): data is NOT copied; the old edition moves to a new domain
 * (default current + '-stare') and is deactivated; irreversible. The new edition keeps the current address.
 */
export function NewEditionModal({ project, nouns, onClose, onDone }: Omit<CopyModalProps, 'openTab'>) {
  const id = useId();
  const api = useTypedApi();
  const feedback = useFeedback();
  const env = useEnv();
  const words: Nouns = { ...DEFAULT_NOUNS, ...nouns };
  const currentDomain = project.event.domainName;
  const defaults = newEditionDefaults({ name: project.event.name, domainName: currentDomain });
  const form = useForm<NewEditionValues>({
    defaultValues: { name: defaults.name, oldDomain: defaults.oldDomain },
    resolver: withChecks(schemaResolver<NewEditionValues>(NEW_EDITION_SCHEMA), (values) =>
      newEditionProblems({ ...values, currentDomain }, words),
    ),
  });
  const copy = useCopy<NewEditionValues>(form.setError, NEW_EDITION_FIELDS, words, 'oldDomain');

  const submit = form.handleSubmit(async (values) => {
    const answer = await copy.run(() =>
      projectApi.duplicate(api, project.eventId, true, {
        name: values.name.trim(),
        domain: normalizeProjectDomain(values.oldDomain),
      }),
    );
    if (!answer) return;
    const url = projectUrl(answer.original.event.domainName, env?.host);
    feedback.modal({
      title: projectEditionMessage('newEditionCreated', words).replace('{url}', url),
      tone: 'success',
    });
    onDone(answer);
  });

  const { control } = form;
  return (
    <Dialog
      title={`Nowa edycja: ${project.event.name}`}
      onClose={onClose}
      footer={
        <Buttons busy={copy.busy} onClose={onClose} submit="Utwórz nową edycję" form={`${id}-edition`} />
      }
      wide
    >
      <div className="za-alert za-alert--warning">
        <p>
          Dane {words.participant.pluralGenitive} i {words.customer.pluralGenitive}{' '}
          <strong>NIE zostaną skopiowane</strong>.
        </p>
        <p>
          Obecna edycja zostanie przeniesiona pod nową domenę i dezaktywowana. Nowa edycja zachowa obecny
          adres <code>{projectUrl(currentDomain, env?.host)}</code>. Tej operacji nie można cofnąć.
        </p>
      </div>
      <Form id={`${id}-edition`} onSubmit={() => void submit()}>
        <FormTextField control={control} name="name" label="Nazwa nowej edycji" required />
        <FormTextField
          control={control}
          name="oldDomain"
          label="Domena starej edycji"
          required
          spellCheck={false}
        />
        <UrlPreview control={control} name="oldDomain" label="Nowy adres starej edycji" />
        <Failure failure={copy.failure} />
      </Form>
    </Dialog>
  );
}
