/**
 * Columns of the participants grid and its exports (first document §2 "Participants grid" and the
 * settlements figures that exist before payments), with Polish headers. `field` is the row path:
 * a row field, `settlements.<figure>` (grosze) or `data.<field_name>`.
 */
export interface ParticipantGridColumn {
  field: string;
  header: string;
  kind: 'number' | 'text' | 'date' | 'boolean' | 'money';
  /**
   * A form field column's stored values with the text an organizer reads for each (option labels, product
   * and plan names, 'Tak'/'Nie'; the exports' texts): `[value, text]` pairs, read with
   * `participantGridValueText`. A value not listed is shown as stored (free text).
   */
  texts?: ParticipantGridValueTexts;
}

/** `[stored value, text]` pairs of one column (a value as JSON: a string, number, boolean, list or object). */
export type ParticipantGridValueTexts = readonly (readonly [unknown, string])[];

/**
 * The key a stored value is looked up by: a string, number or boolean is its own key (so '1', 1 and true
 * stay apart), a list or object its JSON text (marked, so it never equals a string answer).
 */
export function participantGridValueKey(value: unknown): unknown {
  return value !== null && typeof value === 'object' ? `\u0000${JSON.stringify(value)}` : value;
}

/** The text of a column's value by its `texts` (undefined for a value not listed), one map lookup a cell. */
export function participantGridValueText(
  texts: ParticipantGridValueTexts | undefined,
): (value: unknown) => string | undefined {
  if (!texts || texts.length === 0) return () => undefined;
  const byKey = new Map<unknown, string>();
  for (const [value, text] of texts) byKey.set(participantGridValueKey(value), text);
  return (value) => byKey.get(participantGridValueKey(value));
}

export const PARTICIPANT_GRID_BASE_COLUMNS: readonly ParticipantGridColumn[] = [
  { field: 'rowNumber', header: 'Lp.', kind: 'number' },
  // Who first: the organizer looks a person up by name, then reads the status.
  { field: 'name', header: 'Imię i nazwisko', kind: 'text' },
  { field: 'email', header: 'E-mail', kind: 'text' },
  { field: 'phone', header: 'Telefon', kind: 'text' },
  { field: 'status', header: 'Status', kind: 'text' },
  { field: 'createdOn', header: 'Data zapisu', kind: 'date' },
  { field: 'removedOn', header: 'Data usunięcia', kind: 'date' },
  { field: 'group', header: 'Grupa', kind: 'text' },
  { field: 'groupIndex', header: 'Numer w grupie', kind: 'number' },
  { field: 'timeLeft', header: 'Pozostały czas (dni)', kind: 'number' },
  { field: 'representative', header: 'Reprezentant', kind: 'boolean' },
  { field: 'invoice', header: 'Faktura', kind: 'boolean' },
  { field: 'onWaitingList', header: 'Lista rezerwowa', kind: 'boolean' },
  { field: 'currentMeeting', header: 'Numer spotkania', kind: 'number' },
  { field: 'surveyLink', header: 'Link do ankiety', kind: 'text' },
  { field: 'formLink', header: 'Link do formularza', kind: 'text' },
  { field: 'affiliateLink', header: 'Link afiliacyjny', kind: 'text' },
  { field: 'affiliationReceived', header: 'Z polecenia', kind: 'boolean' },
  { field: 'referred', header: 'Poleceni', kind: 'text' },
  { field: 'referralCount', header: 'Liczba poleceń', kind: 'number' },
  { field: 'eventName', header: 'Projekt', kind: 'text' },
  { field: 'installmentsDescription', header: 'Opis rat', kind: 'text' },
];

export const PARTICIPANT_GRID_SETTLEMENT_COLUMNS: readonly ParticipantGridColumn[] = [
  { field: 'settlements.surcharges', header: 'Dopłaty za opcje', kind: 'money' },
  { field: 'settlements.rebates', header: 'Rabaty', kind: 'money' },
  { field: 'settlements.net', header: 'Netto', kind: 'money' },
  { field: 'settlements.vat', header: 'VAT', kind: 'money' },
  { field: 'settlements.gross', header: 'Brutto', kind: 'money' },
  { field: 'settlements.required', header: 'Wymagane wpłaty', kind: 'money' },
  { field: 'settlements.overdue', header: 'Zaległe wpłaty', kind: 'money' },
  { field: 'settlements.leftToPay', header: 'Pozostało do zapłaty', kind: 'money' },
];

/**
 * Form fields whose answer a base column already shows ('E-mail' reads email_main, 'Telefon' phone_number,
 * first document §3 "Name, two e-mails and two phones are read from the participant…"): issue 14 "one
 * column per field", so 'Telefon' is not listed twice.
 */
export const FIELDS_SHOWN_BY_BASE_COLUMNS: ReadonlySet<string> = new Set(['email_main', 'phone_number']);

/** Base columns, one column per form field (label from the form when known, else the field name), then settlements. */
export function participantGridColumns(
  fieldNames: Iterable<string>,
  labels: Readonly<Record<string, string>> = {},
): ParticipantGridColumn[] {
  const fields: ParticipantGridColumn[] = [];
  for (const name of fieldNames) {
    if (FIELDS_SHOWN_BY_BASE_COLUMNS.has(name)) continue;
    fields.push({ field: `data.${name}`, header: labels[name] || name, kind: 'text' });
  }
  return [...PARTICIPANT_GRID_BASE_COLUMNS, ...fields, ...PARTICIPANT_GRID_SETTLEMENT_COLUMNS];
}
