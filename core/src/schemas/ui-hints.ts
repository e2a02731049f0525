/**
 * Annotation keywords of the settings schemas that tell a form how to draw a value; validators accept and
 * ignore them (the API's Ajv and the admin's Ajv register them by name, `SCHEMA_UI_KEYWORDS`).
 *
 * - `x-unit: 'grosze'`: an integer amount stored in grosze, edited in złote with a money control
 *   ('350,00 zł').
 * - `x-retired`: enum values still read in stored data but no longer offered as a new choice (the VAT
 *   rates 22, 7 and 3 % of before 2011); a form shows one only while it is the current value.
 */
export const SCHEMA_UI_KEYWORDS = ['x-unit', 'x-retired'] as const;

/** Marks an integer schema as an amount in grosze. */
export const GROSZE_UNIT = { 'x-unit': 'grosze' } as const;

/** True when a schema holds an amount in grosze (`x-unit: 'grosze'`). */
export function isGroszeSchema(schema: Readonly<Record<string, unknown>>): boolean {
  return schema['x-unit'] === 'grosze';
}

/** The enum values a schema keeps for stored data only (`x-retired`). */
export function retiredValuesOf(schema: Readonly<Record<string, unknown>>): readonly unknown[] {
  const retired = schema['x-retired'];
  return Array.isArray(retired) ? retired : [];
}
