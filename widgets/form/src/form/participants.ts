import type { FormDefinition } from '@zapisy/core';

/** One person's block of the form: the first is the customer, the rest are further group members. */
export interface ParticipantState {
  /** Stable React key and DOM id part. */
  readonly key: string;
  readonly values: Readonly<Record<string, unknown>>;
  /** Fields whose errors are shown (left once, or every field after a submit attempt). */
  readonly touched: ReadonlySet<string>;
  /** The server's 400 messages by field, until the field changes. */
  readonly serverErrors: Readonly<Record<string, readonly string[]>>;
}

let counter = 0;

export function newParticipant(values: Record<string, unknown> = {}): ParticipantState {
  counter += 1;
  return { key: `p${counter}`, values, touched: new Set(), serverErrors: {} };
}

export function withValue(p: ParticipantState, name: string, value: unknown): ParticipantState {
  const values = { ...p.values };
  if (value === undefined) delete values[name];
  else values[name] = value;
  const { [name]: _dropped, ...serverErrors } = p.serverErrors;
  return { ...p, values, serverErrors };
}

export function withTouched(p: ParticipantState, names: Iterable<string>): ParticipantState {
  const touched = new Set(p.touched);
  for (const name of names) touched.add(name);
  return { ...p, touched };
}

export function allTouched(p: ParticipantState, definition: FormDefinition): ParticipantState {
  return withTouched(
    p,
    definition.map((field) => field.field_name),
  );
}
