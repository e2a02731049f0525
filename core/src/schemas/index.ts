export { GROSZE_UNIT, isGroszeSchema, retiredValuesOf, SCHEMA_UI_KEYWORDS } from './ui-hints.js';
