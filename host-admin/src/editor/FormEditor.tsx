import type { FormValue, PublicProduct } from '@zapisy/core';
import type { FormFieldEditorCell } from '@zapisy/plugin-form-fields/editor';
import { type ComponentType, Suspense, useMemo, useState } from 'react';
import { useEnv } from '../app/env-context.js';
import { useApi } from '../app/services.js';
import { Spinner } from '../components/Spinner.js';
import { FederatedWidget } from '../federation/FederatedWidget.js';
import { apiBase } from '../lib/api.js';
import type { FormType } from './form-editor-api.js';
import { usePreviewProducts } from './preview-products.js';
import { CONFLICT_MESSAGE, saveStatusText } from './save-status.js';
import { useFormDraft } from './use-form-draft.js';
import { useUndoHotkeys } from './use-undo-hotkeys.js';

export interface FormCanvasComponentProps {
  readonly value: FormValue;
  readonly onChange: (value: FormValue) => void;
  readonly cells: readonly FormFieldEditorCell[];
  /** The project's products, for the Product cells' previews. */
  readonly products: readonly PublicProduct[];
}

export interface FormEditorProps {
  readonly eventId: string;
  /** Project domain, for the preview widget. */
  readonly domain: string;
  readonly type: FormType;
  readonly title: string;
  readonly cells: readonly FormFieldEditorCell[];
  /** The canvas (react-page in the app; tests pass a plain one). */
  readonly Canvas: ComponentType<FormCanvasComponentProps>;
  readonly now?: () => Date;
}

type Tab = 'edit' | 'preview';

/** The editor of one form: toolbar (undo, redo, status, publish), the canvas, and a preview through the form widget. */
export function FormEditor({ eventId, domain, type, title, cells, Canvas, now }: FormEditorProps) {
  const api = useApi();
  const env = useEnv();
  const draft = useFormDraft(api, eventId, type, now);
  const products = usePreviewProducts(api, eventId);
  const [tab, setTab] = useState<Tab>('edit');
  useUndoHotkeys(draft.undo, draft.redo);

  const revision = draft.document?.revision;
  const previewUid = draft.document?.previewUid;
  const base = apiBase(env?.apiPath);
  const previewOptions = useMemo(
    () => (previewUid ? { project: domain, apiBase: base, preview: previewUid, revision } : null),
    [domain, base, previewUid, revision],
  );

  const showPreview = () => {
    setTab('preview');
    void draft.flush();
  };

  if (draft.load.kind === 'loading') return <Spinner label="Wczytywanie formularza..." />;
  if (draft.load.kind === 'error') {
    return (
      <div className="za-alert za-alert--error" role="alert">
        <p className="za-alert__title">Nie udało się wczytać formularza.</p>
        <p className="za-alert__text">{draft.load.message}</p>
        <button type="button" className="za-button" onClick={draft.reload}>
          Spróbuj ponownie
        </button>
      </div>
    );
  }

  const tabs = [
    { tab: 'edit', label: 'Edycja', open: () => setTab('edit'), testId: undefined },
    { tab: 'preview', label: 'Podgląd', open: showPreview, testId: 'form-editor-preview-tab' },
  ] as const;
  const history = [
    {
      label: 'Cofnij',
      run: draft.undo,
      enabled: draft.canUndo,
      keys: 'Control+Z',
      testId: 'form-editor-undo',
    },
    {
      label: 'Ponów',
      run: draft.redo,
      enabled: draft.canRedo,
      keys: 'Control+Shift+Z',
      testId: 'form-editor-redo',
    },
  ];
  return (
    <section className="za-form-editor" aria-labelledby="za-form-editor-title">
      <header className="za-form-editor__toolbar">
        <h1 id="za-form-editor-title" className="za-form-editor__title">
          {title}
        </h1>
        <div className="za-form-editor__tabs" role="tablist" aria-label="Widok">
          {tabs.map((t) => (
            <button
              key={t.tab}
              type="button"
              role="tab"
              aria-selected={tab === t.tab}
              className="za-tab"
              data-testid={t.testId}
              onClick={t.open}
            >
              {t.label}
            </button>
          ))}
        </div>
        <div className="za-form-editor__actions">
          {history.map((step) => (
            <button
              key={step.testId}
              type="button"
              className="za-button za-button--secondary"
              onClick={step.run}
              disabled={!step.enabled}
              aria-keyshortcuts={step.keys}
              data-testid={step.testId}
            >
              {step.label}
            </button>
          ))}
          <output className="za-form-editor__status" aria-live="polite" data-testid="form-editor-status">
            {saveStatusText(draft.status)}
          </output>
          <button
            type="button"
            className="za-button"
            onClick={() => void draft.publish()}
            disabled={draft.publishing || draft.status.kind === 'conflict'}
            data-testid="form-editor-publish"
          >
            {draft.publishing ? 'Publikowanie…' : 'Publikuj'}
          </button>
        </div>
      </header>

      {draft.status.kind === 'conflict' && (
        <div className="za-alert za-alert--error" role="alert" data-testid="form-editor-conflict">
          <p className="za-alert__text">{CONFLICT_MESSAGE}</p>
          <button type="button" className="za-button" onClick={draft.reload}>
            Wczytaj ponownie
          </button>
        </div>
      )}
      {draft.publishErrors.length > 0 && (
        <div className="za-alert za-alert--error" role="alert" data-testid="form-editor-publish-errors">
          <p className="za-alert__title">Nie można opublikować formularza:</p>
          <ul className="za-alert__list">
            {draft.publishErrors.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      )}
      {draft.publishedAt && draft.publishErrors.length === 0 && (
        <p className="za-alert za-alert--success" role="status" data-testid="form-editor-published">
          Opublikowano formularz (wersja {draft.document?.publishedRevision ?? draft.document?.revision}).
        </p>
      )}

      <div className="za-form-editor__body" hidden={tab !== 'edit'}>
        {draft.value && (
          <Suspense fallback={<Spinner label="Wczytywanie edytora..." />}>
            <Canvas value={draft.value} onChange={draft.change} cells={cells} products={products} />
          </Suspense>
        )}
      </div>
      {tab === 'preview' && (
        <div className="za-form-editor__preview" data-testid="form-editor-preview">
          <p className="za-screen__meta">
            Podgląd ostatnio zapisanej wersji roboczej, tak jak zobaczą ją uczestnicy.
          </p>
          {previewOptions && <FederatedWidget name="form" options={previewOptions} />}
        </div>
      )}
    </section>
  );
}
