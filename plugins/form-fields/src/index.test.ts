import 'reflect-metadata';
import { createFormFieldKindRegistry, type FormFieldKind, Tokens } from '@zapisy/core';
import { container } from 'tsyringe';
import { describe, expect, it } from 'vitest';
import formFieldsPlugin, { formFieldKinds } from './index.js';

describe('form-fields plugin', () => {
  it('registers every built-in kind under Tokens.FormFieldKind, ready for the registry', async () => {
    const child = container.createChildContainer();
    await formFieldsPlugin.register(child);
    const kinds = child.resolveAll<FormFieldKind>(Tokens.FormFieldKind);
    expect(kinds).toEqual([...formFieldKinds]);
    expect(createFormFieldKindRegistry(kinds).size).toBe(formFieldKinds.length);
  });
});
