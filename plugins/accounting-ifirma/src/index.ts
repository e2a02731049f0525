import { definePlugin } from '@zapisy/core';
import { IFIRMA_SETTINGS } from './settings.js';

export { IFIRMA_SETTINGS, IFIRMA_SETTINGS_SCHEMA } from './settings.js';

/**
 * iFirma as an accounting module. For now it declares its settings, so organizations can pick it and store
 * their keys; the accounting contract's calls (invoices, corrections, PDF, KSeF) come with issue 16.
 */
const ifirmaPlugin = definePlugin({
  id: 'accounting-ifirma',
  version: '0.1.0',
  kind: 'accounting',
  compatibility: '^0.1.0',
  settings: IFIRMA_SETTINGS,
  register() {},
});

export default ifirmaPlugin;
