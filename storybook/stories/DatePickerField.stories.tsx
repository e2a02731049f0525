import type { Meta, StoryObj } from '@storybook/react-vite';
import type { FormCell, FormFieldDefinition, PublicForm } from '@zapisy/core';
import { FORM_STRINGS, PUBLIC_FORM } from '../../widgets/form/src/form/public-form.fixture.js';
import { type FormViewState, FormWidgetView } from '../../widgets/form/src/index.js';
import { renderFormWidget } from './FormWidgetFrame.js';

// Spec §3 Form: "Fields may have dateFormat (default dd/MM/yyyy)"; the value is submitted as 'yyyy-MM-dd'.
const BIRTH_DATE = { field_name: 'birth_date', label: 'Data urodzenia', required: true };
const ARRIVAL = {
  field_name: 'arrival_date',
  label: 'Dzień przyjazdu',
  required: false,
  dateFormat: 'dd.MM.yyyy',
  min: '2026-07-01',
  max: '2026-07-14',
  description: 'Turnus trwa od 1 do 14 lipca 2026.',
};

const dateCell = (id: string, data: Record<string, unknown>): FormCell => ({
  id,
  size: 6,
  plugin: { id: 'DatePicker', version: 1 },
  dataI18n: { default: data },
});
const dateField = (cellId: string, data: Record<string, unknown>): FormFieldDefinition =>
  ({ ...data, plugin: 'DatePicker', element: 'DatePicker', cellId }) as FormFieldDefinition;

const [namesRow, ...otherRows] = PUBLIC_FORM.form.data.rows;

/** The published form of the widget's fixture with two date fields under the names. */
export const DATE_PICKER_FORM: PublicForm = {
  ...PUBLIC_FORM,
  form: {
    ...PUBLIC_FORM.form,
    definition: [
      ...PUBLIC_FORM.form.definition,
      dateField('c-birth', BIRTH_DATE),
      dateField('c-arrival', ARRIVAL),
    ],
    data: {
      ...PUBLIC_FORM.form.data,
      rows: [
        ...(namesRow ? [namesRow] : []),
        { id: 'r-dates', cells: [dateCell('c-birth', BIRTH_DATE), dateCell('c-arrival', ARRIVAL)] },
        ...otherRows,
      ],
    },
  },
};

export const DATE_PICKER_STATE: FormViewState = {
  status: 'form',
  form: DATE_PICKER_FORM,
  strings: FORM_STRINGS,
};

const meta = {
  title: 'Widżety/Pole daty',
  id: 'widzety-pole-daty',
  component: FormWidgetView,
  parameters: { layout: 'padded' },
  render: renderFormWidget,
} satisfies Meta<typeof FormWidgetView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing in the field's format ('1.2.2026' becomes 01/02/2026), or the calendar button: a Polish month grid. */
export const PoleDaty: Story = {
  name: 'Pole daty w formacie pola (dd/MM/yyyy, dd.MM.yyyy z zakresem)',
  args: { state: DATE_PICKER_STATE, apiBase: 'http://localhost:3000/services/api' },
};
