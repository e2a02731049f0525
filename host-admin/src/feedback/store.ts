import {
  type Modal,
  type ModalInput,
  TOAST_DURATIONS_MS,
  type Toast,
  type ToastInput,
} from './toast-types.js';

export interface FeedbackState {
  toasts: readonly Toast[];
  modals: readonly Modal[];
}

/** Toasts (timed) and modals (until closed), outside React so any code can raise them. */
export class FeedbackStore {
  private state: FeedbackState = { toasts: [], modals: [] };
  private nextId = 1;
  private readonly listeners = new Set<() => void>();
  private readonly timers = new Map<number, ReturnType<typeof setTimeout>>();

  getState = (): FeedbackState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  toast(input: ToastInput): number {
    const id = this.nextId++;
    const toast: Toast = {
      id,
      kind: input.kind,
      title: input.title,
      message: input.message,
      lines: input.lines ?? [],
      dismissible: input.dismissible ?? true,
      durationMs: input.durationMs ?? TOAST_DURATIONS_MS[input.kind],
    };
    this.set({ ...this.state, toasts: [...this.state.toasts, toast] });
    this.timers.set(
      id,
      setTimeout(() => this.dismissToast(id), toast.durationMs),
    );
    return id;
  }

  dismissToast(id: number): void {
    const timer = this.timers.get(id);
    if (timer !== undefined) clearTimeout(timer);
    this.timers.delete(id);
    if (!this.state.toasts.some((t) => t.id === id)) return;
    this.set({ ...this.state, toasts: this.state.toasts.filter((t) => t.id !== id) });
  }

  modal(input: ModalInput): number {
    const id = this.nextId++;
    this.set({ ...this.state, modals: [...this.state.modals, { ...input, id }] });
    return id;
  }

  closeModal(id: number): void {
    this.set({ ...this.state, modals: this.state.modals.filter((m) => m.id !== id) });
  }

  private set(next: FeedbackState): void {
    this.state = next;
    for (const listener of [...this.listeners]) listener();
  }
}
