import type { FormFieldKind } from '@zapisy/core';

/** Every built-in form-field kind (isomorphic: data, definition, validation). */
export const formFieldKinds: readonly FormFieldKind[] = [];
