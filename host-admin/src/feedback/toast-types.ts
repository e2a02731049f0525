/** Spec §9: "Toast durations: info 5 s, warning 6 s, error 15 s, success 3 s, quiet 1 s, background 8 s." */
export const TOAST_DURATIONS_MS = {
  info: 5_000,
  warning: 6_000,
  error: 15_000,
  success: 3_000,
  quiet: 1_000,
  background: 8_000,
} as const;

export type ToastKind = keyof typeof TOAST_DURATIONS_MS;

export interface ToastInput {
  kind: ToastKind;
  title: string;
  message?: string;
  /** Server validation errors, shown as '- item' lines (spec §5). */
  lines?: readonly string[];
  /** Default true; the spec's business and timeout toasts are not dismissible. */
  dismissible?: boolean;
  /** Default: the kind's duration from spec §9. */
  durationMs?: number;
}

export interface Toast extends Required<Omit<ToastInput, 'message' | 'lines'>> {
  id: number;
  message?: string;
  lines: readonly string[];
}

export interface ModalInput {
  title: string;
  message?: string;
  /** A second paragraph, e.g. 'Skontaktuj się z administratorem!'. */
  hint?: string;
  /** Technical details (stack), collapsed. */
  details?: string;
  lines?: readonly string[];
  tone?: 'danger' | 'warning' | 'info' | 'success';
}

export interface Modal extends ModalInput {
  id: number;
}
