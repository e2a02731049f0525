import { definePlugin, Tokens } from '@zapisy/core';
import { formFieldKinds } from './kinds/index.js';

export { formFieldKinds } from './kinds/index.js';

/** Registers every built-in form-field kind under the multi-provider token `Tokens.FormFieldKind`. */
const formFieldsPlugin = definePlugin({
  id: 'form-fields',
  version: '0.1.0',
  kind: 'form-field',
  compatibility: '^0.1.0',
  register(container) {
    for (const kind of formFieldKinds) {
      container.register(Tokens.FormFieldKind, { useValue: kind });
    }
  },
});

export default formFieldsPlugin;
