/**
 * The compact line format of the participants grid stream (`GET /project/all-data/{id}` with
 * `Accept: application/x-ndjson`): the head line names the keys once, then every row is a JSON array of
 * values in that order — no repeated property names, money in integer grosze, dates in epoch milliseconds.
 * The server encodes with `participantGridLine`, the admin decodes with `participantGridDecoder`.
 */
import { lineInteger as integer, lineKeyIndexes, lineText as text } from './grid-line-values.js';
import { type ParticipantGridProject, participantGridLinks } from './participant-grid-project.js';
import type { ParticipantGridRow, ParticipantGridSettlements } from './participant-grid-row.js';

/**
 * The head's projects (eventId → project): a row's event name and links are not repeated on every line but
 * rebuilt from its eventId and id by the decoder, with the same `participantGridLinks` the server uses.
 */
export type ParticipantGridProjects = Readonly<Record<string, ParticipantGridProject>>;

/**
 * Row fields of a line, in order; `data.<field_name>` per form field and `settlements.<figure>` follow.
 * eventName, surveyLink, formLink and affiliateLink come from the head's projects.
 */
export const PARTICIPANT_GRID_ROW_KEYS = [
  '_id',
  'customerId',
  'status',
  'createdOn',
  'removedOn',
  'group',
  'groupIndex',
  'currentMeeting',
  'representative',
  'invoice',
  'onWaitingList',
  'name',
  'email',
  'phone',
  'eventId',
  'timeLeft',
  'affiliationReceived',
  'referred',
  'referralCount',
  'installmentsDescription',
] as const satisfies readonly (keyof ParticipantGridRow)[];

export const PARTICIPANT_GRID_SETTLEMENT_KEYS = [
  'surcharges',
  'rebates',
  'net',
  'vat',
  'gross',
  'required',
  'overdue',
  'leftToPay',
] as const satisfies readonly (keyof ParticipantGridSettlements)[];

/** The keys of every line for the given form field names. */
export function participantGridKeys(fieldNames: readonly string[]): string[] {
  return [
    ...PARTICIPANT_GRID_ROW_KEYS,
    ...fieldNames.map((name) => `data.${name}`),
    ...PARTICIPANT_GRID_SETTLEMENT_KEYS.map((figure) => `settlements.${figure}`),
  ];
}

/**
 * The row as one JSON array text (no line break), in `participantGridKeys(fieldNames)` order; an absent
 * value is null. One native `JSON.stringify` of a flat array is faster than building the text by hand.
 */
export function participantGridLine(row: ParticipantGridRow, fieldNames: readonly string[]): string {
  const s = row.settlements;
  const values: unknown[] = [
    row._id,
    row.customerId,
    row.status,
    row.createdOn,
    row.removedOn,
    row.group,
    row.groupIndex,
    row.currentMeeting,
    row.representative,
    row.invoice,
    row.onWaitingList,
    row.name,
    row.email,
    row.phone,
    row.eventId,
    row.timeLeft,
    row.affiliationReceived,
    row.referred,
    row.referralCount,
    row.installmentsDescription,
  ];
  for (const name of fieldNames) values.push(row.data[name] ?? null);
  values.push(s.surcharges, s.rebates, s.net, s.vat, s.gross, s.required, s.overdue, s.leftToPay);
  return JSON.stringify(values);
}

/** Where a line keeps what its compact form leaves out (the contact and the project) and rebuilds it from. */
interface LineLayout {
  name: number;
  email: number;
  phone: number;
  eventId: number;
  firstName: number;
  lastName: number;
  emailMain: number;
  phoneNumber: number;
}

function lineLayout(keys: readonly string[]): LineLayout {
  const at = (key: string) => keys.indexOf(key);
  return {
    name: at('name'),
    email: at('email'),
    phone: at('phone'),
    eventId: at('eventId'),
    firstName: at('data.first_name'),
    lastName: at('data.last_name'),
    emailMain: at('data.email_main'),
    phoneNumber: at('data.phone_number'),
  };
}

const trimmed = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The contact a line's own form data gives: first and last name, e-mail, phone (as the row builds it). */
function contactOfLine(values: readonly unknown[], layout: LineLayout): [string, string, string] {
  const name = `${trimmed(values[layout.firstName])} ${trimmed(values[layout.lastName])}`.trim();
  return [name, trimmed(values[layout.emailMain]), trimmed(values[layout.phoneNumber])];
}

/**
 * The whole-grid stream's compact lines: a line leaves out (null) its name, e-mail and phone when its own
 * form data gives exactly them (most participants: they are in `data.first_name` … `data.phone_number`
 * already), and its eventId when it is the grid's own project (the head's `eventId`) — about a quarter of a
 * line. Lossless: a row's name is never null, so a null name means "from the data", and the decoder
 * rebuilds both with the same rules. Returns the same array, changed.
 */
export function participantGridLineCompactor(
  fieldNames: readonly string[],
  gridEventId: string | null,
): (values: unknown[]) => unknown[] {
  const layout = lineLayout(participantGridKeys(fieldNames));
  const hasContactFields = layout.firstName >= 0 && layout.lastName >= 0;
  return (values) => {
    if (hasContactFields) {
      const [name, email, phone] = contactOfLine(values, layout);
      if (
        name !== '' &&
        values[layout.name] === name &&
        values[layout.email] === email &&
        values[layout.phone] === phone
      ) {
        values[layout.name] = null;
        values[layout.email] = null;
        values[layout.phone] = null;
      }
    }
    if (gridEventId !== null && values[layout.eventId] === gridEventId) values[layout.eventId] = null;
    return values;
  };
}

/**
 * A decoder of lines with the given keys (read from the head line, so keys the client does not know are
 * skipped and missing ones are empty) and the head's projects: values → the grid row, numbered `rowNumber`.
 */
export function participantGridDecoder(
  keys: readonly string[],
  projects: ParticipantGridProjects = {},
  /** The head's `eventId`: the project of a compact line without one (`participantGridLineCompactor`). */
  gridEventId: string | null = null,
): (values: readonly unknown[], rowNumber: number) => ParticipantGridRow {
  const at = (key: string) => keys.indexOf(key);
  const layout = lineLayout(keys);
  const row = lineKeyIndexes(PARTICIPANT_GRID_ROW_KEYS, keys);
  const dataFields: [string, number][] = [];
  keys.forEach((key, index) => {
    if (key.startsWith('data.')) dataFields.push([key.slice(5), index]);
  });
  const figures = PARTICIPANT_GRID_SETTLEMENT_KEYS.map((figure) => at(`settlements.${figure}`));
  const money = (values: readonly unknown[], figure: number) => integer(values[figures[figure] ?? -1]) ?? 0;
  return (values, rowNumber) => {
    const data: Record<string, unknown> = {};
    for (const [name, index] of dataFields) {
      const value = values[index];
      if (value !== null && value !== undefined) data[name] = value;
    }
    const id = String(values[row._id] ?? '');
    const eventId = text(values[row.eventId]) ?? gridEventId;
    // A compact line's contact is its form data's (a real row's name is never null).
    const contact =
      values[row.name] === null
        ? contactOfLine(values, layout)
        : [text(values[row.name]) ?? '', text(values[row.email]), text(values[row.phone])];
    const project = eventId !== null && Object.hasOwn(projects, eventId) ? projects[eventId] : undefined;
    return {
      _id: id,
      rowNumber,
      customerId: text(values[row.customerId]),
      status: text(values[row.status]) ?? 'registered',
      createdOn: integer(values[row.createdOn]),
      removedOn: integer(values[row.removedOn]),
      group: text(values[row.group]),
      groupIndex: integer(values[row.groupIndex]),
      currentMeeting: integer(values[row.currentMeeting]),
      representative: values[row.representative] === true,
      invoice: values[row.invoice] === true,
      onWaitingList: values[row.onWaitingList] === true,
      name: contact[0] ?? '',
      email: contact[1] ?? null,
      phone: contact[2] ?? null,
      eventId,
      eventName: project?.name ?? null,
      ...participantGridLinks(project, id),
      timeLeft: integer(values[row.timeLeft]),
      affiliationReceived: values[row.affiliationReceived] === true,
      referred: text(values[row.referred]),
      referralCount: integer(values[row.referralCount]) ?? 0,
      installmentsDescription: text(values[row.installmentsDescription]),
      data,
      settlements: {
        surcharges: money(values, 0),
        rebates: money(values, 1),
        net: money(values, 2),
        vat: money(values, 3),
        gross: money(values, 4),
        required: money(values, 5),
        overdue: money(values, 6),
        leftToPay: money(values, 7),
      },
    };
  };
}
