import { definePlugin } from '@zapisy/core';
import { FAKTUROWNIA_SETTINGS } from './settings.js';

export { FAKTUROWNIA_SETTINGS, FAKTUROWNIA_SETTINGS_SCHEMA } from './settings.js';

/**
 * Fakturownia as an accounting module. For now it declares its settings, so organizations can pick it and
 * store their token; the accounting contract's calls (invoices, corrections, PDF, KSeF) come with issue 16.
 */
const fakturowniaPlugin = definePlugin({
  id: 'accounting-fakturownia',
  version: '0.1.0',
  kind: 'accounting',
  compatibility: '^0.1.0',
  settings: FAKTUROWNIA_SETTINGS,
  register() {},
});

export default fakturowniaPlugin;
