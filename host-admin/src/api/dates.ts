/**
 * Spec §7: "Responses are deserialised, with ISO date strings becoming dates." Only full ISO 8601 date-times
 * with a time zone (what the server's `Date` fields serialise to) become Date objects; a calendar date
 * ('2026-07-01') stays text, as the settings schemas declare it (`format: 'date'`).
 */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/;

export function isIsoDateTime(value: unknown): value is string {
  return typeof value === 'string' && ISO_DATE_TIME.test(value) && !Number.isNaN(Date.parse(value));
}

/** JSON.parse reviver turning ISO date-time strings into Date objects. */
export function reviveDates(_key: string, value: unknown): unknown {
  return isIsoDateTime(value) ? new Date(value) : value;
}

/** Parses JSON text with dates revived. */
export function parseJsonWithDates(text: string): unknown {
  return JSON.parse(text, reviveDates);
}

/** The JSON view of a value (Date → ISO text), e.g. to validate a loaded document against its JSON Schema. */
export function toJsonValue<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}
