/** JSON Schema pieces of the cell data contract (`cell.dataI18n.default`), with Polish titles for the editor. */

function ruleSchema(title: string): object {
  return {
    type: ['object', 'null'],
    title,
    properties: {
      logic: { title: 'Warunek (json-logic)' },
      humanRule: { type: 'string', title: 'Warunek opisany słowami' },
    },
  };
}

/** Properties every field kind's data has. */
export const FIELD_PROPERTIES = {
  field_name: { type: 'string', title: 'Nazwa pola', pattern: '^[A-Za-z_][A-Za-z0-9_]*$', maxLength: 64 },
  label: { type: 'string', title: 'Etykieta' },
  required: { type: 'boolean', title: 'Pole wymagane', default: false },
  description: { type: 'string', title: 'Opis pod polem' },
  placeholder: { type: 'string', title: 'Podpowiedź w pustym polu' },
  hasPrice: { type: 'boolean', title: 'Wpływa na cenę', default: false },
  databasedon: { type: 'string', title: 'Gdy puste, weź wartość z pola' },
  jsonRule: ruleSchema('Warunek widoczności'),
  requiredRule: ruleSchema('Warunek wymagalności'),
} as const;

export const OPTIONS_PROPERTY = {
  options: {
    type: 'array',
    title: 'Opcje',
    items: {
      type: 'object',
      required: ['value', 'label'],
      properties: {
        value: { type: 'string', title: 'Wartość' },
        label: { type: 'string', title: 'Etykieta' },
        price: { type: 'integer', title: 'Cena (w groszach)' },
        inventory: { type: ['integer', 'null'], title: 'Liczba dostępnych miejsc' },
      },
    },
  },
} as const;

export const NUMBER_RANGE_PROPERTIES = {
  min: { type: 'number', title: 'Najmniejsza wartość' },
  max: { type: 'number', title: 'Największa wartość' },
  step: { type: 'number', title: 'Krok', exclusiveMinimum: 0 },
} as const;

/** The schema of a kind's cell data: the common field properties plus the kind's own. */
export function fieldDataSchema(title: string, properties: Readonly<Record<string, object>> = {}): object {
  return {
    type: 'object',
    title,
    required: ['field_name', 'label'],
    properties: { ...FIELD_PROPERTIES, ...properties },
  };
}
