import {
  IntegrationError,
  type IntegrationErrorCode,
  type IntegrationKind,
} from '../plugins/integration-error.js';

/** One call a double received, in the order received. */
export interface RecordedCall<M extends string = string> {
  readonly method: M;
  readonly input: unknown;
}

/** A failure to throw instead of answering: an IntegrationError of the double's kind by code, or any error. */
export type DoubleFailure = IntegrationErrorCode | Error;

/**
 * What every contract double shares: it records each call with its input and can be told to fail a method
 * the next `times` calls (or always), so a test of the API sees a plugin that is down, refuses, or answers
 * garbage without any plugin package.
 */
export abstract class ContractDouble<M extends string> {
  readonly #kind: IntegrationKind;
  readonly #calls: RecordedCall<M>[] = [];
  readonly #failures = new Map<M, { error: Error; remaining: number }>();

  protected constructor(kind: IntegrationKind) {
    this.#kind = kind;
  }

  /** Every call so far, oldest first. */
  get calls(): readonly RecordedCall<M>[] {
    return this.#calls;
  }

  /** The inputs `method` was called with, oldest first. */
  inputsOf<I = unknown>(method: M): I[] {
    return this.#calls.filter((call) => call.method === method).map((call) => call.input as I);
  }

  /** The next `times` calls of `method` (default 1; Infinity: every call) throw instead of answering. */
  fail(method: M, failure: DoubleFailure = 'unavailable', times = 1): this {
    const error = typeof failure === 'string' ? new IntegrationError(this.#kind, failure) : failure;
    this.#failures.set(method, { error, remaining: times });
    return this;
  }

  /** Forgets the calls and the failures; a subclass also forgets what it stored and was told. */
  reset(): void {
    this.#calls.length = 0;
    this.#failures.clear();
  }

  /** Records a call, then throws the failure scheduled for it, if any. */
  protected record(method: M, input: unknown): void {
    this.#calls.push({ method, input });
    const failure = this.#failures.get(method);
    if (!failure) return;
    failure.remaining -= 1;
    if (failure.remaining <= 0) this.#failures.delete(method);
    throw failure.error;
  }

  protected refuse(userMessage: string, detail: Readonly<Record<string, unknown>> = {}): IntegrationError {
    return new IntegrationError(this.#kind, 'rejected', userMessage, detail);
  }
}
