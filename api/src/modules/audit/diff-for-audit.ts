/**
 * The changes between two versions of a document, as audit entries list them: one per changed leaf value
 * (arrays compared whole), with old and new values. Secrets are never logged: a secret path (the modules'
 * keys, as the caller tells) records '••••' when set and null when unset, and appears only when it changed.
 */
import { AUDIT_SECRET_PLACEHOLDER, isSecretValueSet } from '@zapisy/core';
import type { AuditChange } from './record-audit.js';

export interface DiffOptions {
  /** Which paths hold secrets (the settings registry's `secretPathTest`); default: none. */
  isSecret?: (path: string) => boolean;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value) || value instanceof Date)
    return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function same(a: unknown, b: unknown): boolean {
  if (a instanceof Date || b instanceof Date) {
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  }
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, index) => same(item, b[index]))
    );
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const key of keys) if (!same(a[key], b[key])) return false;
    return true;
  }
  return Object.is(a, b) || (a === undefined && b === null) || (a === null && b === undefined);
}

function read(source: unknown, path: string): unknown {
  let value = source;
  for (const key of path.split('.')) {
    if (!isPlainObject(value)) return undefined;
    value = value[key];
  }
  return value;
}

function clean(value: unknown): unknown {
  return value === undefined ? null : value;
}

function walk(
  before: unknown,
  after: unknown,
  path: string,
  out: AuditChange[],
  isSecret: (p: string) => boolean,
) {
  if (path !== '' && isSecret(path)) {
    if (before !== after && !(isSecretValueSet(before) === false && isSecretValueSet(after) === false)) {
      const mask = (v: unknown) => (isSecretValueSet(v) ? AUDIT_SECRET_PLACEHOLDER : null);
      out.push({ path, oldValue: mask(before), newValue: mask(after) });
    }
    return;
  }
  if (isPlainObject(before) || isPlainObject(after)) {
    // An object that appeared or went away is listed leaf by leaf, so secrets inside stay masked.
    const a = isPlainObject(before) ? before : {};
    const b = isPlainObject(after) ? after : {};
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      walk(a[key], b[key], path === '' ? key : `${path}.${key}`, out, isSecret);
    }
    return;
  }
  if (!same(before, after)) out.push({ path, oldValue: clean(before), newValue: clean(after) });
}

/**
 * The changes from `before` to `after`. With `paths`, only those paths (and everything below them) are
 * compared, e.g. `['invoicing', 'integrations']`; `_id` and `updatedAt` are never listed.
 */
export function diffForAudit(
  before: unknown,
  after: unknown,
  paths?: readonly string[],
  options: DiffOptions = {},
): AuditChange[] {
  const isSecret = options.isSecret ?? (() => false);
  const out: AuditChange[] = [];
  if (paths) {
    for (const path of paths) walk(read(before, path), read(after, path), path, out, isSecret);
  } else {
    walk(before, after, '', out, isSecret);
  }
  return out.filter((change) => change.path !== '_id' && change.path !== 'updatedAt');
}
