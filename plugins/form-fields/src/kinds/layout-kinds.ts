import type { FormFieldKind } from '@zapisy/core';

/** RichText: formatted text between fields (`{html}`, sanitised by the editor and the server); no field. */
export const richTextKind: FormFieldKind = {
  id: 'RichText',
  version: 1,
  family: 'rich-text',
  title: 'Tekst',
  dataSchema: {
    type: 'object',
    title: 'Tekst',
    // contentMediaType text/html: the server sanitises the property when the form is saved.
    properties: { html: { type: 'string', title: 'Treść', contentMediaType: 'text/html', maxLength: 20000 } },
  },
  defaults: () => ({ html: '' }),
  toDefinition: () => null,
  validate: () => [],
};

function containerKind(id: string, title: string, columns: number): FormFieldKind {
  return {
    id,
    version: 1,
    family: 'container',
    title,
    container: { columns },
    dataSchema: { type: 'object', title, properties: {} },
    defaults: () => ({}),
    toDefinition: () => null,
    validate: () => [],
  };
}

export const twoColumnRowKind = containerKind('TwoColumnRow', 'Dwie kolumny', 2);
export const threeColumnRowKind = containerKind('ThreeColumnRow', 'Trzy kolumny', 3);
export const fourColumnRowKind = containerKind('FourColumnRow', 'Cztery kolumny', 4);

/** CollapsibleRow: one column of cells under a title that can be folded (`{title, collapsed}`). */
export const collapsibleRowKind: FormFieldKind = {
  ...containerKind('CollapsibleRow', 'Sekcja zwijana', 1),
  container: { columns: 1, collapsible: true },
  dataSchema: {
    type: 'object',
    title: 'Sekcja zwijana',
    properties: {
      title: { type: 'string', title: 'Tytuł sekcji' },
      collapsed: { type: 'boolean', title: 'Zwinięta na początku', default: false },
    },
  },
  defaults: () => ({ title: 'Sekcja', collapsed: false }),
};

export const layoutKinds: readonly FormFieldKind[] = [
  richTextKind,
  twoColumnRowKind,
  threeColumnRowKind,
  fourColumnRowKind,
  collapsibleRowKind,
];
