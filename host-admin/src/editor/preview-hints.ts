import type { FormCellData } from '@zapisy/core';

/** Kinds whose only choices are the options listed in the cell. */
const OWN_OPTION_KINDS = new Set(['Checkboxes', 'RadioButtons', 'Dropdown']);

const textOf = (html: unknown) => (typeof html === 'string' ? html.replace(/<[^>]*>/g, '').trim() : '');

/**
 * A short note under a cell whose preview alone would look empty on the canvas (no text yet, no options
 * yet, or data that only the public form has); null when the preview says enough.
 */
export function previewHint(kindId: string, data: FormCellData): string | null {
  if (kindId === 'RichText' && textOf(data.html) === '')
    return 'Pusty blok tekstu — wpisz treść w ustawieniach.';
  if (OWN_OPTION_KINDS.has(kindId) && !(Array.isArray(data.options) && data.options.length > 0)) {
    return 'Brak opcji — dodaj je w ustawieniach pola.';
  }
  if (kindId === 'InstallmentsSelect')
    return 'Plany płatności z ustawień projektu — zobaczysz je w podglądzie.';
  return null;
}
