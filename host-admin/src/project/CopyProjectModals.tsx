import {
  duplicateDefaults,
  newEditionDefaults,
  normalizeProjectDomain,
  projectEditionMessage,
  ValidationError,
  validateDuplicate,
  validateNewEdition,
} from '@zapisy/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useEnv } from '../app/env-context.js';
import { useFeedback, useTypedApi } from '../app/services.js';
import { Dialog } from '../components/Dialog.js';
import { DialogFooter } from '../components/DialogFooter.js';
import { TextField } from '../forms/fields.js';
import { serverMessage } from '../forms/server-errors.js';
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

/** "Adres: https://x.zapisy.pl/" under a domain field, updated 100 ms after typing stops. */
function UrlPreview({ domain, label }: { domain: string; label: string }) {
  const env = useEnv();
  const settled = useDebounced(normalizeProjectDomain(domain), URL_PREVIEW_DELAY_MS);
  return (
    <p className="za-url-preview" aria-live="polite" data-testid={`preview-${label}`}>
      {label}: <code>{settled ? projectUrl(settled, env?.host) : '—'}</code>
    </p>
  );
}

function Problems({ title, lines }: { title: string; lines: readonly string[] }) {
  if (lines.length === 0) return null;
  return (
    <div className="za-alert za-alert--error" role="alert">
      <p className="za-alert__title">{title}</p>
      <ul className="za-alert__list">
        {lines.map((line) => (
          <li key={line}>- {line}</li>
        ))}
      </ul>
    </div>
  );
}

/** Shared submit: validation problems stay in the dialog; a failure shows 'Nieudane tworzenie {project}!'. */
function useCopy(nouns: Nouns) {
  const feedback = useFeedback();
  const { organizationId } = useProject();
  const [problems, setProblems] = useState<string[]>([]);
  const [failure, setFailure] = useState<string[]>([]);
  const copying = useApiMutation({
    mutationFn: (call: () => Promise<CopyAnswer>) => call(),
    // The copy (and a new edition's renamed original) show in the organization's projects.
    invalidates: [queryKeys.projects(organizationId ?? '')],
    showsErrors: true,
  });
  const run = async (call: () => Promise<CopyAnswer>): Promise<CopyAnswer | null> => {
    setFailure([]);
    try {
      return await copying.mutateAsync(call);
    } catch (error) {
      if (error instanceof ValidationError) {
        setFailure(error.errors.length > 0 ? [...error.errors] : [error.message]);
      } else {
        setFailure([serverMessage(error)]);
        feedback.handleError(error);
      }
      return null;
    }
  };
  return {
    busy: copying.isPending,
    problems,
    setProblems,
    failure,
    failedTitle: projectEditionMessage('createFailed', nouns),
    run,
  };
}

function Buttons({ busy, onClose, submit }: { busy: boolean; onClose: () => void; submit: string }) {
  return (
    <DialogFooter
      confirmLabel={busy ? 'Tworzenie…' : submit}
      onCancel={onClose}
      disabled={busy}
      form="za-copy-form"
    />
  );
}

function Form({ onSubmit, children }: { onSubmit: (event: FormEvent) => void; children: ReactNode }) {
  return (
    <form id="za-copy-form" className="za-form" onSubmit={onSubmit} noValidate>
      {children}
    </form>
  );
}

/**
 * Duplicate modal (second document §2): participant and customer data IS copied. Original name and domain,
 * new name and domain (defaults name + ' - Duplikat', domain + '-duplikat') with live URL previews; on
 * success the new project opens in a new tab.
 */
export function DuplicateModal({
  project,
  nouns,
  onClose,
  onDone,
  openTab = defaultOpenTab,
}: CopyModalProps) {
  const api = useTypedApi();
  const feedback = useFeedback();
  const env = useEnv();
  const words: Nouns = { ...DEFAULT_NOUNS, ...nouns };
  const [values, setValues] = useState(() =>
    duplicateDefaults({ name: project.event.name, domainName: project.event.domainName }),
  );
  const copy = useCopy(words);
  const set = (key: keyof typeof values) => (value: string) =>
    setValues((prev) => ({ ...prev, [key]: value }));
  const p = (text: string) => text.replace('{p}', words.project.genitive);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = validateDuplicate(values, words);
    copy.setProblems(problems);
    if (problems.length > 0) return;
    const tab = openTab();
    const answer = await copy.run(() => projectApi.duplicateAdvanced(api, project.eventId, false, values));
    if (!answer) {
      tab?.close();
      return;
    }
    const url = projectUrl(answer.original.event.domainName, env?.host);
    feedback.modal({
      title: projectEditionMessage('duplicateCreated', words).replace('{url}', url),
      tone: 'success',
    });
    tab?.navigate(adminProjectAddress(answer.event.event.domainName));
    onDone(answer);
  };

  return (
    <Dialog
      title={`Duplikuj ${words.project.accusative}`}
      onClose={onClose}
      footer={<Buttons busy={copy.busy} onClose={onClose} submit="Utwórz duplikat" />}
      wide
    >
      <p className="za-alert za-alert--info">
        Dane {words.participant.pluralGenitive} i {words.customer.pluralGenitive}{' '}
        <strong>zostaną skopiowane</strong> do duplikatu.
      </p>
      <Form onSubmit={submit}>
        <fieldset className="za-fieldset">
          <legend>{p('Oryginał {p}')}</legend>
          <TextField label="Nazwa oryginału" value={values.oldName} onChange={set('oldName')} required />
          <TextField
            label="Domena oryginału"
            value={values.oldDomain}
            onChange={set('oldDomain')}
            required
            spellCheck={false}
          />
          <UrlPreview domain={values.oldDomain} label="Adres oryginału" />
        </fieldset>
        <fieldset className="za-fieldset">
          <legend>{p('Duplikat {p}')}</legend>
          <TextField label="Nazwa duplikatu" value={values.newName} onChange={set('newName')} required />
          <TextField
            label="Domena duplikatu"
            value={values.newDomain}
            onChange={set('newDomain')}
            required
            spellCheck={false}
          />
          <UrlPreview domain={values.newDomain} label="Adres duplikatu" />
        </fieldset>
        <Problems title="Popraw następujące błędy:" lines={copy.problems} />
        <Problems title={copy.failedTitle} lines={copy.failure} />
      </Form>
    </Dialog>
  );
}

/**
 * New edition modal (second document §2): data is NOT copied; the old edition moves to a new domain
 * (default current + '-stare') and is deactivated; irreversible. The new edition keeps the current address.
 */
export function NewEditionModal({ project, nouns, onClose, onDone }: Omit<CopyModalProps, 'openTab'>) {
  const api = useTypedApi();
  const feedback = useFeedback();
  const env = useEnv();
  const words: Nouns = { ...DEFAULT_NOUNS, ...nouns };
  const defaults = newEditionDefaults({ name: project.event.name, domainName: project.event.domainName });
  const [name, setName] = useState(defaults.name);
  const [oldDomain, setOldDomain] = useState(defaults.oldDomain);
  const copy = useCopy(words);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = validateNewEdition({ name, oldDomain, currentDomain: project.event.domainName }, words);
    copy.setProblems(problems);
    if (problems.length > 0) return;
    const answer = await copy.run(() =>
      projectApi.duplicate(api, project.eventId, true, {
        name: name.trim(),
        domain: normalizeProjectDomain(oldDomain),
      }),
    );
    if (!answer) return;
    const url = projectUrl(answer.original.event.domainName, env?.host);
    feedback.modal({
      title: projectEditionMessage('newEditionCreated', words).replace('{url}', url),
      tone: 'success',
    });
    onDone(answer);
  };

  return (
    <Dialog
      title={`Nowa edycja: ${project.event.name}`}
      onClose={onClose}
      footer={<Buttons busy={copy.busy} onClose={onClose} submit="Utwórz nową edycję" />}
      wide
    >
      <div className="za-alert za-alert--warning">
        <p>
          Dane {words.participant.pluralGenitive} i {words.customer.pluralGenitive}{' '}
          <strong>NIE zostaną skopiowane</strong>.
        </p>
        <p>
          Obecna edycja zostanie przeniesiona pod nową domenę i dezaktywowana. Nowa edycja zachowa obecny
          adres <code>{projectUrl(project.event.domainName, env?.host)}</code>. Tej operacji nie można cofnąć.
        </p>
      </div>
      <Form onSubmit={submit}>
        <TextField label="Nazwa nowej edycji" value={name} onChange={setName} required />
        <TextField
          label="Domena starej edycji"
          value={oldDomain}
          onChange={setOldDomain}
          required
          spellCheck={false}
        />
        <UrlPreview domain={oldDomain} label="Nowy adres starej edycji" />
        <Problems title="Popraw następujące błędy:" lines={copy.problems} />
        <Problems title={copy.failedTitle} lines={copy.failure} />
      </Form>
    </Dialog>
  );
}
