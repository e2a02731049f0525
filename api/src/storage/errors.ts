/** Errors shaped like the driver's MongoServerError, so callers test `code` and labels, never classes. */
import type { Document } from 'mongodb';

export const DUPLICATE_KEY = 11000;
export const WRITE_CONFLICT = 112;
export const IMMUTABLE_FIELD = 66;
export const NO_SUCH_TRANSACTION = 251;

export class StoreServerError extends Error {
  readonly code: number;
  readonly codeName: string;
  readonly errorLabels: string[];

  constructor(message: string, code: number, codeName: string, errorLabels: string[] = []) {
    super(message);
    this.name = 'MongoServerError';
    this.code = code;
    this.codeName = codeName;
    this.errorLabels = errorLabels;
  }

  hasErrorLabel(label: string): boolean {
    return this.errorLabels.includes(label);
  }
}

export class DuplicateKeyError extends StoreServerError {
  readonly keyPattern: Document;
  readonly keyValue: Document;

  constructor(namespace: string, indexName: string, keyPattern: Document, keyValue: Document) {
    const dupKey = Object.entries(keyValue)
      .map(([key, value]) => `${key}: ${JSON.stringify(value) ?? 'null'}`)
      .join(', ');
    super(
      `E11000 duplicate key error collection: ${namespace} index: ${indexName} dup key: { ${dupKey} }`,
      DUPLICATE_KEY,
      'DuplicateKey',
    );
    this.keyPattern = keyPattern;
    this.keyValue = keyValue;
  }
}

/** A bulk write or insertMany that failed on some documents; `result` counts what was applied. */
export class StoreBulkWriteError extends StoreServerError {
  readonly writeErrors: { index: number; code: number; errmsg: string }[];
  readonly result: Document;

  constructor(failures: { index: number; error: StoreServerError }[], result: Document) {
    const first = failures[0]!.error;
    super(first.message, first.code, first.codeName, first.errorLabels);
    this.name = 'MongoBulkWriteError';
    this.writeErrors = failures.map(({ index, error }) => ({
      index,
      code: error.code,
      errmsg: error.message,
    }));
    this.result = result;
    if (first instanceof DuplicateKeyError)
      Object.assign(this, { keyPattern: first.keyPattern, keyValue: first.keyValue });
  }
}

export function writeConflict(): StoreServerError {
  return new StoreServerError(
    'WriteConflict error: this operation conflicted with another operation. Please retry your operation or multi-document transaction.',
    WRITE_CONFLICT,
    'WriteConflict',
    ['TransientTransactionError'],
  );
}

/** Duplicate keys are recognised by code, whatever the adapter or error class. */
export function isDuplicateKeyError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === DUPLICATE_KEY;
}

export function hasErrorLabel(error: unknown, label: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const labels = (error as { errorLabels?: unknown }).errorLabels;
  return Array.isArray(labels) && labels.includes(label);
}
