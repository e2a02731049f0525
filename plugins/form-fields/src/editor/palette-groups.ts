import { FORM_PLUGIN_FAMILIES, type FormPluginFamily } from '@zapisy/core';
import type { FormFieldEditorCell } from './editor-cell.js';

/** Polish headings of the editor palette, one per plugin family (spec §3 Form, "Plugins"). */
export const FAMILY_TITLES: Readonly<Record<FormPluginFamily, string>> = {
  'personal-data': 'Dane osobowe',
  product: 'Produkty',
  'rich-text': 'Tekst',
  'basic-field': 'Pola podstawowe',
  select: 'Listy wyboru',
  checkboxes: 'Pola wielokrotnego wyboru',
  toggle: 'Przełączniki',
  'file-upload': 'Pliki',
  container: 'Układ',
};

export interface PaletteGroup {
  readonly family: FormPluginFamily;
  readonly title: string;
  readonly cells: readonly FormFieldEditorCell[];
}

/** The cells grouped by family in the families' order; empty families are left out, titles sorted in Polish. */
export function paletteGroups(cells: Iterable<FormFieldEditorCell>): PaletteGroup[] {
  const byFamily = new Map<FormPluginFamily, FormFieldEditorCell[]>();
  for (const cell of cells) {
    const list = byFamily.get(cell.family) ?? [];
    list.push(cell);
    byFamily.set(cell.family, list);
  }
  const collator = new Intl.Collator('pl');
  return FORM_PLUGIN_FAMILIES.flatMap((family) => {
    const list = byFamily.get(family);
    if (!list) return [];
    return [
      {
        family,
        title: FAMILY_TITLES[family],
        cells: [...list].sort((a, b) => collator.compare(a.title, b.title)),
      },
    ];
  });
}
