import { isGroszeSchema, retiredValuesOf } from '@zapisy/core';
import { createContext, useContext, useId, useRef } from 'react';
import { MoneyInput } from '../lib/forms/MoneyInput.js';
import { FieldErrors, FieldFrame, SchemaSection } from './FieldFrame.js';
import { ENUM_VALUE_LABELS } from './labels.js';
import { controlFor, SchemaControlField, type SchemaControls, withGeneratedIds } from './SchemaControl.js';
import { SecretState } from './SecretState.js';
import {
  defaultsOf,
  type FieldSchema,
  getAt,
  isNullable,
  isoToLocalInput,
  isRecord,
  isSecretSchema,
  labelsFromDescription,
  localInputToIso,
  mainType,
  setAt,
} from './schema-utils.js';

export interface SchemaFormProps {
  schema: FieldSchema;
  value: unknown;
  onChange: (next: unknown) => void;
  /** Field path ('event.name') → messages. */
  errors?: Readonly<Record<string, readonly string[]>>;
  /** Turns a schema title into the label shown (the project's vocabulary). */
  label?: (title: string) => string;
  /** Paths not drawn ('permissions', 'event.domainName'). */
  exclude?: readonly string[];
  /** Only these top-level properties, in this order. */
  only?: readonly string[];
  disabled?: boolean;
  /** The caller's own controls by path (`'logo'`, `'permissions.*.userId'`), drawn instead of the schema's. */
  controls?: SchemaControls;
}

interface FormContext {
  root: unknown;
  onChange: (next: unknown) => void;
  errors: Readonly<Record<string, readonly string[]>>;
  label: (title: string) => string;
  exclude: ReadonlySet<string>;
  idBase: string;
  disabled: boolean;
  controls: SchemaControls;
}

const Ctx = createContext<FormContext | null>(null);
const useForm = () => useContext(Ctx)!;

const NULL_OPTION = '__null__';

/**
 * A form drawn from a JSON Schema (the ones core exports and the API validates with): objects become
 * sections (top level) and field groups, strings text inputs (textarea for long texts, date-time pickers,
 * password inputs for secrets), enums selects with Polish labels, numbers number inputs, booleans
 * checkboxes, arrays of small objects editable rows. Titles are the labels; errors show under the field.
 * `'x-locked': true` draws a checkbox read-only (its description says why); `readOnly` is not drawn, nor is
 * `'x-generated': 'id'` (an internal id a new row gets on 'Dodaj'). `controls` draws the caller's own
 * control for a path (an upload, a picker by name) instead of the schema's.
 * Core's hints: `x-unit: 'grosze'` draws a money control in złote (stored in grosze); `x-retired` enum
 * values are offered only while they are the field's value.
 */
export function SchemaForm({
  schema,
  value,
  onChange,
  errors = {},
  label = (t) => t,
  exclude = [],
  only,
  disabled = false,
  controls = {},
}: SchemaFormProps) {
  const idBase = useId();
  const ctx: FormContext = {
    root: value,
    onChange,
    errors,
    label,
    exclude: new Set(exclude),
    idBase,
    disabled,
    controls,
  };
  const properties = Object.entries(schema.properties ?? {}).filter(([key]) => !only || only.includes(key));
  if (only) properties.sort(([a], [b]) => only.indexOf(a) - only.indexOf(b));
  // Top-level plain fields go together in a first 'Ogólne' section; groups and lists get their own.
  const isGroup = (property: FieldSchema) =>
    mainType(property) === 'object' || mainType(property) === 'array';
  const plain = properties.filter(([, property]) => !isGroup(property) && !property.readOnly);
  const groups = properties.filter(([, property]) => isGroup(property));
  const field = ([key, property]: [string, FieldSchema]) => (
    <Field
      key={key}
      schema={property}
      path={[key]}
      depth={1}
      required={schema.required?.includes(key) ?? false}
    />
  );
  return (
    <Ctx.Provider value={ctx}>
      <div className="za-schema-form">
        {plain.length > 0 && (
          <section className="za-card za-schema-section" aria-labelledby={`${idBase}-general`}>
            <h2 id={`${idBase}-general`} className="za-card__title">
              Ogólne
            </h2>
            <div className="za-schema-section__fields">{plain.map(field)}</div>
          </section>
        )}
        {groups.map(field)}
      </div>
    </Ctx.Provider>
  );
}

function fieldId(ctx: FormContext, path: readonly string[]): string {
  return `${ctx.idBase}-${path.join('-')}`;
}

function Field({
  schema,
  path,
  depth,
  required,
}: {
  schema: FieldSchema;
  path: string[];
  depth: number;
  required: boolean;
}) {
  const ctx = useForm();
  if (ctx.exclude.has(path.join('.')) || schema.readOnly || schema['x-generated']) return null;
  const control = controlFor(ctx.controls, path);
  if (control) {
    return (
      <SchemaControlField
        control={control}
        id={fieldId(ctx, path)}
        path={path}
        section={depth === 1}
        title={ctx.label(schema.title ?? path.at(-1) ?? '')}
        required={required && schema.default === undefined && !isNullable(schema)}
        root={ctx.root}
        onChange={ctx.onChange}
        messages={ctx.errors[path.join('.')]}
        errors={ctx.errors}
        disabled={ctx.disabled}
      />
    );
  }
  const type = mainType(schema);
  // A group with nothing to draw (no module chosen) is left out rather than drawn empty.
  if (type === 'object' && schema.properties && Object.keys(schema.properties).length === 0) return null;
  if (type === 'object' && schema.properties)
    return <ObjectField schema={schema} path={path} depth={depth} />;
  if (type === 'object' && !isSecretSchema(schema)) return null; // free-form objects (logo, advance) are kept as they are
  if (type === 'array' && depth === 1) {
    return (
      <SchemaSection
        id={fieldId(ctx, path)}
        path={path}
        title={ctx.label(schema.title ?? path.join('.'))}
        list
      >
        <ArrayField schema={schema} path={path} />
      </SchemaSection>
    );
  }
  if (type === 'array') return <ArrayField schema={schema} path={path} />;
  return <ScalarField schema={schema} path={path} required={required} />;
}

function ObjectField({ schema, path, depth }: { schema: FieldSchema; path: string[]; depth: number }) {
  const ctx = useForm();
  const title = ctx.label(schema.title ?? path.at(-1) ?? '');
  const children = Object.entries(schema.properties ?? {}).map(([key, property]) => (
    <Field
      key={key}
      schema={property}
      path={[...path, key]}
      depth={depth + 1}
      required={schema.required?.includes(key) ?? false}
    />
  ));
  const groupErrors = ctx.errors[path.join('.')];
  if (depth === 1) {
    return (
      <SchemaSection id={fieldId(ctx, path)} path={path} title={title} messages={groupErrors}>
        {children}
      </SchemaSection>
    );
  }
  return (
    <fieldset className="za-fieldset">
      <legend>{title}</legend>
      <FieldErrors id={`${fieldId(ctx, path)}-error`} messages={groupErrors} />
      {children}
    </fieldset>
  );
}

function enumLabel(schema: FieldSchema, value: unknown): string {
  const own = labelsFromDescription(schema);
  const key = String(value);
  return own[key] ?? ENUM_VALUE_LABELS[key] ?? key;
}

function ScalarField({ schema, path, required }: { schema: FieldSchema; path: string[]; required: boolean }) {
  const ctx = useForm();
  const id = fieldId(ctx, path);
  const value = getAt(ctx.root, path);
  const set = (next: unknown) => ctx.onChange(setAt(ctx.root, path, next));
  const messages = ctx.errors[path.join('.')];
  const title = ctx.label(schema.title ?? path.at(-1) ?? '');
  const nullable = isNullable(schema);
  // Closed groups list every property as required; the mark is for values the user must give (no default).
  const mark = required && schema.default === undefined && !nullable;
  const type = mainType(schema);
  const invalid = messages?.length ? true : undefined;
  const hint =
    schema.enum || !schema.description || isSecretSchema(schema) ? undefined : ctx.label(schema.description);

  if (schema.enum || (type === 'boolean' && nullable)) {
    const current = value === null || value === undefined ? NULL_OPTION : String(value);
    // A retired value (VAT 22 %) is kept while it is the field's value, never offered as a new choice.
    const retired = retiredValuesOf(schema);
    const options = schema.enum
      ? schema.enum.filter((v) => v !== null && (!retired.includes(v) || String(v) === current))
      : [true, false];
    return (
      <FieldFrame id={id} title={title} required={mark} messages={messages} hint={hint}>
        {(describedBy) => (
          <select
            id={id}
            className="za-input"
            value={current}
            disabled={ctx.disabled}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            onChange={(e) => {
              const raw = e.target.value;
              if (raw === NULL_OPTION) set(null);
              else set(options.find((o) => String(o) === raw) ?? raw);
            }}
          >
            {(nullable || current === NULL_OPTION) && (
              <option value={NULL_OPTION}>{nullable ? '(jak w organizacji)' : '(wybierz)'}</option>
            )}
            {options.map((option) => (
              <option key={String(option)} value={String(option)}>
                {typeof option === 'boolean' ? (option ? 'Tak' : 'Nie') : enumLabel(schema, option)}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
    );
  }

  if (type === 'boolean') {
    return (
      <FieldFrame id={id} title={title} messages={messages} hint={hint} inline>
        {(describedBy) => (
          <input
            id={id}
            type="checkbox"
            className="za-checkbox"
            checked={value === true}
            disabled={ctx.disabled || schema['x-locked'] === true}
            aria-describedby={describedBy}
            onChange={(e) => set(e.target.checked)}
          />
        )}
      </FieldFrame>
    );
  }

  if (type === 'integer' && isGroszeSchema(schema)) {
    return (
      <FieldFrame id={id} title={title} required={mark} messages={messages} hint={hint}>
        {(describedBy) => (
          <MoneyInput
            id={id}
            value={value}
            nullable={nullable}
            disabled={ctx.disabled}
            invalid={invalid}
            describedBy={describedBy}
            onChange={set}
          />
        )}
      </FieldFrame>
    );
  }

  if (type === 'number' || type === 'integer') {
    return (
      <FieldFrame id={id} title={title} required={mark} messages={messages} hint={hint}>
        {(describedBy) => (
          <input
            id={id}
            type="number"
            inputMode={type === 'integer' ? 'numeric' : 'decimal'}
            className="za-input za-input--number"
            step={type === 'integer' ? 1 : 'any'}
            min={schema.minimum}
            max={schema.maximum}
            value={value === null || value === undefined ? '' : String(value)}
            placeholder={nullable ? 'jak w organizacji' : undefined}
            disabled={ctx.disabled}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            onChange={(e) => {
              const raw = e.target.value.trim().replace(',', '.');
              if (raw === '') set(nullable ? null : undefined);
              else set(Number.isFinite(Number(raw)) ? Number(raw) : raw);
            }}
          />
        )}
      </FieldFrame>
    );
  }

  if (schema.format === 'date-time') {
    return (
      <FieldFrame id={id} title={title} required={mark} messages={messages} hint={hint}>
        {(describedBy) => (
          <input
            id={id}
            type="datetime-local"
            className="za-input"
            value={isoToLocalInput(value)}
            disabled={ctx.disabled}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            onChange={(e) => set(localInputToIso(e.target.value) ?? (nullable ? null : undefined))}
          />
        )}
      </FieldFrame>
    );
  }

  if (isSecretSchema(schema)) {
    return <SecretField schema={schema} path={path} title={title} messages={messages} />;
  }

  const long = (schema.maxLength ?? 0) > 1000 || schema['x-widget'] === 'textarea';
  const text = typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value);
  const onText = (raw: string) => set(raw === '' && nullable ? null : raw);
  return (
    <FieldFrame id={id} title={title} required={mark} messages={messages} hint={hint}>
      {(describedBy) =>
        long ? (
          <textarea
            id={id}
            className="za-input za-textarea"
            rows={4}
            value={text}
            maxLength={schema.maxLength}
            disabled={ctx.disabled}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            onChange={(e) => onText(e.target.value)}
          />
        ) : (
          <input
            id={id}
            type={schema.format === 'email' ? 'email' : 'text'}
            className="za-input"
            value={text}
            maxLength={schema.maxLength}
            disabled={ctx.disabled}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            onChange={(e) => onText(e.target.value)}
          />
        )
      }
    </FieldFrame>
  );
}

function isFlatObject(schema: FieldSchema | undefined): boolean {
  if (!schema?.properties) return false;
  return Object.values(schema.properties).every((p) => {
    const t = mainType(p);
    return t === 'string' || t === 'number' || t === 'integer' || t === 'boolean';
  });
}

function ArrayField({ schema, path }: { schema: FieldSchema; path: string[] }) {
  const ctx = useForm();
  const id = fieldId(ctx, path);
  const value = getAt(ctx.root, path);
  const list = Array.isArray(value) ? value : [];
  const title = ctx.label(schema.title ?? path.at(-1) ?? '');
  const messages = ctx.errors[path.join('.')];
  const items = schema.items;

  if (items && mainType(items) === 'string' && !items.enum) {
    return (
      <FieldFrame id={id} title={title} messages={messages} hint="Jedna pozycja w wierszu.">
        {(describedBy) => (
          <textarea
            id={id}
            className="za-input za-textarea"
            rows={3}
            value={list.join('\n')}
            disabled={ctx.disabled}
            aria-describedby={describedBy}
            onChange={(e) =>
              ctx.onChange(
                setAt(
                  ctx.root,
                  path,
                  e.target.value
                    .split('\n')
                    .map((s) => s.trim())
                    .filter(Boolean),
                ),
              )
            }
          />
        )}
      </FieldFrame>
    );
  }

  if (!items || !isFlatObject(items)) {
    return (
      <div className="za-field">
        <span className="za-field__label">{title}</span>
        <p className="za-field__hint">
          {list.length === 0 ? 'Brak pozycji.' : `Pozycji: ${list.length}.`} Edycja na osobnym ekranie.
        </p>
      </div>
    );
  }

  const itemTitle = ctx.label(items.title ?? 'Pozycja');
  return (
    <fieldset
      className="za-fieldset za-array"
      aria-describedby={messages?.length ? `${id}-error` : undefined}
    >
      <legend>{title}</legend>
      <FieldErrors id={`${id}-error`} messages={messages} />
      {list.length === 0 && <p className="za-field__hint">Brak pozycji.</p>}
      {list.map((_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own
        <div key={index} className="za-array__row">
          {Object.entries(items.properties ?? {}).map(([key, property]) => (
            <Field
              key={key}
              schema={property}
              path={[...path, String(index), key]}
              depth={3}
              required={items.required?.includes(key) ?? false}
            />
          ))}
          <button
            type="button"
            className="za-button za-button--secondary za-button--small"
            disabled={ctx.disabled}
            aria-label={`Usuń: ${itemTitle} ${index + 1}`}
            onClick={() =>
              ctx.onChange(
                setAt(
                  ctx.root,
                  path,
                  list.filter((__, i) => i !== index),
                ),
              )
            }
          >
            Usuń
          </button>
        </div>
      ))}
      <button
        type="button"
        className="za-button za-button--secondary za-button--small"
        disabled={ctx.disabled || (typeof schema.maxItems === 'number' && list.length >= schema.maxItems)}
        onClick={() =>
          ctx.onChange(setAt(ctx.root, path, [...list, withGeneratedIds(items, defaultsOf(items))]))
        }
      >
        Dodaj: {itemTitle.toLowerCase()}
      </button>
    </fieldset>
  );
}

/**
 * A secret (a module's key), write-only: its state reads 'zapisany' / 'brak', never the value; the
 * response's `{ set }` marker is kept unless a new key is typed or removed.
 */
function SecretField({
  schema,
  path,
  title,
  messages,
}: {
  schema: FieldSchema;
  path: string[];
  title: string;
  messages?: readonly string[];
}) {
  const ctx = useForm();
  const id = fieldId(ctx, path);
  const value = getAt(ctx.root, path);
  const set = (next: unknown) => ctx.onChange(setAt(ctx.root, path, next));
  const original = useRef(isRecord(value) && typeof value.set === 'boolean' ? (value.set as boolean) : null);
  const marker = original.current;
  const removed = value === '' && marker === true;
  return (
    <FieldFrame
      id={id}
      title={title}
      messages={messages}
      hint={
        removed
          ? 'Klucz zostanie usunięty po zapisaniu.'
          : marker === true
            ? 'Klucz jest ustawiony. Wpisz nowy, aby go zmienić.'
            : (schema.description ?? 'Klucz przechowywany w postaci zaszyfrowanej.')
      }
    >
      {(describedBy) => (
        <div className="za-secret">
          <span data-testid={`key-state-${path.join('.')}`}>
            <SecretState set={marker === true && !removed} />
          </span>
          <input
            id={id}
            type="password"
            autoComplete="new-password"
            className="za-input"
            value={typeof value === 'string' ? value : ''}
            placeholder={marker ? '•••••••• (ustawiony)' : ''}
            disabled={ctx.disabled}
            aria-invalid={messages?.length ? true : undefined}
            aria-describedby={describedBy}
            onChange={(e) => set(e.target.value === '' && marker !== null ? { set: marker } : e.target.value)}
          />
          {marker === true && !removed && (
            <button type="button" className="za-link-button" onClick={() => set('')}>
              Usuń klucz
            </button>
          )}
        </div>
      )}
    </FieldFrame>
  );
}
