import { AppError, type FormValue } from '@zapisy/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiClient } from '../api/client.js';
import { type DraftHistory, recordChange, redo, startHistory, undo } from './draft-history.js';
import { type FormDocument, type FormType, formEditorApi } from './form-editor-api.js';
import { missingRequiredFields } from './required-fields.js';
import type { SaveStatus } from './save-status.js';

/** Spec (second document §9): "autosave 2000 ms" after the last change. */
export const AUTOSAVE_DELAY_MS = 2000;

export type DraftLoad =
  | { readonly kind: 'loading' }
  | { readonly kind: 'error'; readonly message: string }
  | { readonly kind: 'ready' };

export interface FormDraft {
  readonly load: DraftLoad;
  readonly document: FormDocument | null;
  readonly value: FormValue | null;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  readonly status: SaveStatus;
  /** Problems that stopped the last publish (ours before sending, or the server's 400 list). */
  readonly publishErrors: readonly string[];
  readonly publishing: boolean;
  /** Set after a successful publish. */
  readonly publishedAt: Date | null;
  change(next: FormValue): void;
  undo(): void;
  redo(): void;
  /** Loads the stored draft again and starts a new history (after a 409). */
  reload(): void;
  publish(): Promise<void>;
  /** Saves pending changes now (before showing the preview); true when the server has the present value. */
  flush(): Promise<boolean>;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const statusOf = (error: unknown) => (error instanceof AppError ? error.status : undefined);

/**
 * The draft of one form: loads it, keeps our own undo/redo history (react-page's internal history is
 * bypassed so undo also covers settings and is capped), autosaves 2000 ms after the last change with the
 * revision it was based on, and publishes.
 */
export function useFormDraft(
  api: ApiClient,
  eventId: string,
  type: FormType,
  now: () => Date = () => new Date(),
): FormDraft {
  const [load, setLoad] = useState<DraftLoad>({ kind: 'loading' });
  const [document, setDocument] = useState<FormDocument | null>(null);
  const [history, setHistory] = useState<DraftHistory<FormValue> | null>(null);
  const [status, setStatus] = useState<SaveStatus>({ kind: 'saved', at: null });
  const [publishErrors, setPublishErrors] = useState<readonly string[]>([]);
  const [publishing, setPublishing] = useState(false);
  const [publishedAt, setPublishedAt] = useState<Date | null>(null);
  const [loadCount, setLoadCount] = useState(0);

  // The latest values for timers and async callbacks.
  const revision = useRef(0);
  const historyRef = useRef<DraftHistory<FormValue> | null>(null);
  const present = useRef<FormValue | null>(null);
  const savedValue = useRef<FormValue | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inFlight = useRef<Promise<boolean> | null>(null);
  const conflict = useRef(false);
  const alive = useRef(true);
  const savedAt = useRef<Date | null>(null);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      if (timer.current) clearTimeout(timer.current);
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: loadCount re-runs the load on reload().
  useEffect(() => {
    let cancelled = false;
    setLoad({ kind: 'loading' });
    formEditorApi.load(api, eventId, type).then(
      (doc) => {
        if (cancelled) return;
        revision.current = doc.revision;
        present.current = doc.draft.data;
        savedValue.current = doc.draft.data;
        savedAt.current = null;
        conflict.current = false;
        setDocument(doc);
        historyRef.current = startHistory(doc.draft.data);
        setHistory(historyRef.current);
        setStatus({ kind: 'saved', at: null });
        setPublishErrors([]);
        setLoad({ kind: 'ready' });
      },
      (error: unknown) => {
        if (!cancelled) setLoad({ kind: 'error', message: messageOf(error) });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [api, eventId, type, loadCount]);

  /** Saves the present value unless it is already saved; true when the server has it. */
  const save = useCallback(async (): Promise<boolean> => {
    if (inFlight.current) await inFlight.current;
    const value = present.current;
    if (conflict.current || !value) return false;
    if (value === savedValue.current) return true;
    setStatus({ kind: 'saving' });
    const run = formEditorApi.saveDraft(api, eventId, type, { data: value, revision: revision.current }).then(
      (doc) => {
        revision.current = doc.revision;
        savedValue.current = value;
        savedAt.current = now();
        if (alive.current) {
          setDocument(doc);
          setStatus(present.current === value ? { kind: 'saved', at: savedAt.current } : { kind: 'dirty' });
        }
        return true;
      },
      (error: unknown) => {
        if (statusOf(error) === 409) {
          conflict.current = true;
          if (alive.current) setStatus({ kind: 'conflict' });
        } else if (alive.current) {
          setStatus({ kind: 'error', message: messageOf(error) });
        }
        return false;
      },
    );
    inFlight.current = run;
    try {
      return await run;
    } finally {
      if (inFlight.current === run) inFlight.current = null;
    }
  }, [api, eventId, type, now]);

  const scheduleSave = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      void save();
    }, AUTOSAVE_DELAY_MS);
  }, [save]);

  const apply = useCallback(
    (step: (h: DraftHistory<FormValue>) => DraftHistory<FormValue>) => {
      const current = historyRef.current;
      if (!current) return;
      const next = step(current);
      if (next === current) return;
      historyRef.current = next;
      present.current = next.present;
      setHistory(next);
      if (conflict.current) return;
      if (next.present === savedValue.current) {
        if (timer.current) clearTimeout(timer.current);
        timer.current = null;
        setStatus({ kind: 'saved', at: savedAt.current });
        return;
      }
      setStatus({ kind: 'dirty' });
      scheduleSave();
    },
    [scheduleSave],
  );

  const change = useCallback((next: FormValue) => apply((h) => recordChange(h, next)), [apply]);
  const undoStep = useCallback(() => apply(undo), [apply]);
  const redoStep = useCallback(() => apply(redo), [apply]);
  const reload = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    setLoadCount((n) => n + 1);
  }, []);

  const flush = useCallback(async () => {
    if (timer.current) {
      clearTimeout(timer.current);
      timer.current = null;
    }
    return save();
  }, [save]);

  const publish = useCallback(async () => {
    const value = present.current;
    if (!value) return;
    const missing = missingRequiredFields(value, type);
    setPublishErrors(missing);
    if (missing.length > 0) return;
    setPublishing(true);
    try {
      if (!(await flush())) return;
      const doc = await formEditorApi.publish(api, eventId, type, revision.current);
      revision.current = doc.revision;
      if (!alive.current) return;
      setDocument(doc);
      setPublishedAt(now());
    } catch (error) {
      if (!alive.current) return;
      if (statusOf(error) === 409) {
        conflict.current = true;
        setStatus({ kind: 'conflict' });
        return;
      }
      const list =
        error instanceof AppError && error.errors.length > 0 ? [...error.errors] : [messageOf(error)];
      setPublishErrors(list);
    } finally {
      if (alive.current) setPublishing(false);
    }
  }, [api, eventId, type, flush, now]);

  return {
    load,
    document,
    value: history?.present ?? null,
    canUndo: (history?.past.length ?? 0) > 0,
    canRedo: (history?.future.length ?? 0) > 0,
    status,
    publishErrors,
    publishing,
    publishedAt,
    change,
    undo: undoStep,
    redo: redoStep,
    reload,
    publish,
    flush,
  };
}
