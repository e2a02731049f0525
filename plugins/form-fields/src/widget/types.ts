import type {
  FormCell,
  FormCellData,
  FormFieldDefinition,
  FormRow,
  InstallmentsDefinition,
  ParticipantInstallment,
  PublicProduct,
} from '@zapisy/core';
import type { ComponentType, ReactNode } from 'react';

/** What every renderer may read besides its own cell: where to upload, the products, the installments. */
export interface FormRenderContext {
  /** Absolute API base, e.g. 'https://zapisy.pl/services/api'. */
  readonly apiBase: string;
  readonly eventId: string;
  readonly products: readonly PublicProduct[];
  readonly installments: readonly InstallmentsDefinition[];
  /** The schedule of the current participant's total under each installments definition (by definitionId). */
  readonly installmentSchedules: Readonly<Record<string, readonly ParticipantInstallment[]>>;
  /** A draft preview: uploads are not sent anywhere. */
  readonly preview: boolean;
}

/** The field a cell edits, bound to the widget's state of one participant. */
export interface FieldBinding {
  readonly definition: FormFieldDefinition;
  /** DOM id of the input (the label's `htmlFor`); unique per participant. */
  readonly inputId: string;
  readonly value: unknown;
  readonly required: boolean;
  /** Polish problems shown under the field (announced by screen readers). */
  readonly errors: readonly string[];
  onChange(value: unknown): void;
  /** Called when the user leaves the field (validation on blur). */
  onBlur(): void;
}

/** Props of a cell renderer: a field kind's input, a content block or a container. */
export interface CellRendererProps {
  readonly cell: FormCell;
  /** The cell's `dataI18n.default`. */
  readonly data: FormCellData;
  /** Present when the cell contributes a field to the form's definition. */
  readonly field: FieldBinding | null;
  readonly context: FormRenderContext;
  /** Renders rows of cells (a container's columns or its content) with the widget's grid. */
  renderRows(rows: readonly FormRow[]): ReactNode;
}

export type CellRenderer = ComponentType<CellRendererProps>;
