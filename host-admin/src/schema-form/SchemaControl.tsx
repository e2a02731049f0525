/**
 * A caller's own control inside a SchemaForm, for a value the schema alone would draw as raw text (an
 * uploaded file's id, a user's id, a pattern's id): the control shows labels and writes the stored value.
 * Keyed by path with `*` for a row's index: `'logo'`, `'permissions.*.userId'`.
 */
import { generateId } from '@zapisy/core';
import type { ReactNode } from 'react';
import { FieldFrame, SchemaSection } from './FieldFrame.js';
import { type FieldSchema, getAt, setAt } from './schema-utils.js';

export interface SchemaControlProps {
  /** The DOM id the field's label points at. */
  id: string;
  path: readonly string[];
  value: unknown;
  set: (next: unknown) => void;
  /** The whole form value (a control may offer what another field holds). */
  root: unknown;
  title: string;
  describedBy: string | undefined;
  invalid: boolean;
  disabled: boolean;
  /** The form's messages for a field inside this value (`'height'` of the logo). */
  messagesAt: (relative: string) => readonly string[] | undefined;
}

export type SchemaControl = (props: SchemaControlProps) => ReactNode;
export type SchemaControls = Readonly<Record<string, SchemaControl>>;

/** The path as a controls key: a row's index is `*`. */
export const controlKey = (path: readonly string[]): string =>
  path.map((part) => (/^\d+$/.test(part) ? '*' : part)).join('.');

export function controlFor(controls: SchemaControls, path: readonly string[]): SchemaControl | undefined {
  return controls[controlKey(path)];
}

/** A new row's value with a fresh id in every property marked `'x-generated': 'id'`. */
export function withGeneratedIds(items: FieldSchema, value: unknown): unknown {
  const out: Record<string, unknown> = { ...((value as Record<string, unknown> | undefined) ?? {}) };
  for (const [key, property] of Object.entries(items.properties ?? {}))
    if (property['x-generated'] === 'id' && !out[key]) out[key] = generateId(8);
  return out;
}

export function SchemaControlField({
  control,
  id,
  path,
  section,
  title,
  required,
  root,
  onChange,
  messages,
  errors,
  disabled,
}: {
  control: SchemaControl;
  id: string;
  path: string[];
  /** A top-level group: drawn as its own card with the title as heading. */
  section: boolean;
  title: string;
  required: boolean;
  root: unknown;
  onChange: (next: unknown) => void;
  messages: readonly string[] | undefined;
  errors: Readonly<Record<string, readonly string[]>>;
  disabled: boolean;
}) {
  const props = (describedBy: string | undefined): SchemaControlProps => ({
    id,
    path,
    value: getAt(root, path),
    set: (next) => onChange(setAt(root, path, next)),
    root,
    title,
    describedBy,
    invalid: Boolean(messages?.length),
    disabled,
    messagesAt: (relative) => errors[`${path.join('.')}.${relative}`],
  });
  if (section) {
    return (
      <SchemaSection id={id} path={path} title={title} messages={messages}>
        {control(props(messages?.length ? `${id}-error` : undefined))}
      </SchemaSection>
    );
  }
  return (
    <FieldFrame id={id} title={title} required={required} messages={messages}>
      {(describedBy) => control(props(describedBy))}
    </FieldFrame>
  );
}
