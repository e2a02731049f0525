import {
  ALL_DATA_BASE_COLUMNS,
  type AllDataColumn,
  type DataSettings,
  PARTICIPANT_STATUS_LABELS,
} from '@zapisy/core';
import type { GridColumnDef } from '../../grid/column-model.js';
import type { GridSort } from '../../grid/grid-props.js';
import type { ParticipantAmountField, ParticipantGridRow } from './participant-row.js';

export type ParticipantColumn = GridColumnDef<ParticipantGridRow>;

/** The status label in Polish (core's participant labels); an unknown status shows as it came. */
export function participantStatusLabel(status: string): string {
  return (PARTICIPANT_STATUS_LABELS as Record<string, string>)[status] ?? status;
}

/** First document §2 "Participants grid": its columns, in the spec's order. */
export function participantGridColumns(eventName: string | null): ParticipantColumn[] {
  return [
    {
      id: 'rowNumber',
      title: 'Lp.',
      kind: 'number',
      width: 64,
      value: (_, index) => index + 1,
      sortable: false,
    },
    { id: 'status', title: 'Status', kind: 'text', value: (row) => participantStatusLabel(row.status) },
    { id: 'createdOn', title: 'Data zapisu', kind: 'date', value: (row) => row.createdOn },
    { id: 'removedOn', title: 'Data usunięcia', kind: 'date', value: (row) => row.removedOn },
    { id: 'group', title: 'Grupa', kind: 'text', value: (row) => row.group },
    { id: 'groupIndex', title: 'Numer w grupie', kind: 'number', value: (row) => row.groupIndex },
    { id: 'timeLeft', title: 'Pozostały czas', kind: 'text', value: (row) => row.timeLeft },
    { id: 'representative', title: 'Przedstawiciel', kind: 'boolean', value: (row) => row.representative },
    { id: 'invoice', title: 'Faktura', kind: 'boolean', value: (row) => row.invoice },
    { id: 'onWaitingList', title: 'Lista rezerwowa', kind: 'boolean', value: (row) => row.onWaitingList },
    { id: 'currentMeeting', title: 'Numer spotkania', kind: 'number', value: (row) => row.currentMeeting },
    {
      id: 'surveyLink',
      title: 'Link do ankiety',
      kind: 'text',
      value: (row) => row.surveyLink,
      sortable: false,
    },
    {
      id: 'formLink',
      title: 'Link do formularza',
      kind: 'text',
      value: (row) => row.formLink,
      sortable: false,
    },
    {
      id: 'affiliateLink',
      title: 'Link polecający',
      kind: 'text',
      value: (row) => row.affiliateLink,
      sortable: false,
    },
    {
      id: 'affiliationReceived',
      title: 'Polecenie otrzymane',
      kind: 'boolean',
      value: (row) => row.affiliationReceived,
    },
    { id: 'referred', title: 'Poleceni', kind: 'text', value: (row) => row.referred, sortable: false },
    { id: 'referralCount', title: 'Liczba poleceń', kind: 'number', value: (row) => row.referralCount },
    { id: 'eventName', title: 'Projekt', kind: 'text', value: (row) => row.eventName ?? eventName },
    {
      id: 'installmentsDescription',
      title: 'Raty',
      kind: 'text',
      value: (row) => row.installmentsDescription,
    },
  ];
}

const AMOUNT_TITLES: Record<ParticipantAmountField, string> = {
  net: 'Netto',
  vat: 'VAT',
  gross: 'Brutto',
  rebates: 'Rabaty',
  required: 'Wymagane wpłaty',
  overdue: 'Zaległe wpłaty',
  leftToPay: 'Pozostało do zapłaty',
};

/** First document §2 "Settlements grid": the money columns that exist before payments (grosze). */
export function settlementColumns(): ParticipantColumn[] {
  return (Object.keys(AMOUNT_TITLES) as ParticipantAmountField[]).map((field) => ({
    id: field,
    title: AMOUNT_TITLES[field],
    kind: 'money',
    value: (row) => row.amounts[field],
  }));
}

const BASE_FIELDS = new Set(ALL_DATA_BASE_COLUMNS.map((column) => column.field));

/** One column per form field found in the participants' data (the server's `columns`, base ones left out). */
export function dataFieldColumns(columns: readonly AllDataColumn[]): ParticipantColumn[] {
  return columns
    .filter((column) => !BASE_FIELDS.has(column.field))
    .map((column) => ({
      id: column.field,
      title: column.header || column.field,
      kind: 'text' as const,
      value: (row: ParticipantGridRow) => row.data[column.field],
    }));
}

/** Every column the grid can show, before the user's choice: spec columns, data fields, money. */
export function allParticipantColumns(
  dataColumns: readonly AllDataColumn[],
  eventName: string | null,
): ParticipantColumn[] {
  const fixed = participantGridColumns(eventName);
  const fixedIds = new Set([...fixed.map((c) => c.id), ...settlementColumns().map((c) => c.id)]);
  const data = dataFieldColumns(dataColumns).filter((column) => !fixedIds.has(column.id));
  return [...fixed, ...data, ...settlementColumns()];
}

/** The sort the server applies when the grid asks for none: the project's dataSettings (first field). */
export function defaultParticipantSort(settings: DataSettings | null | undefined): GridSort | null {
  if (!settings?.participantsSortEnabled || !settings.participantsSortField) return null;
  return { field: settings.participantsSortField, asc: settings.participantsSortAsc };
}
