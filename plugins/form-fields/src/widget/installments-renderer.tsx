import { formatFormDate, formatGrosze, type ParticipantInstallment } from '@zapisy/core';
import { FieldFrame } from './field-frame.js';
import type { CellRendererProps } from './types.js';

function dueDate(installment: ParticipantInstallment, dateFormat: unknown): string {
  try {
    return formatFormDate(installment.date, typeof dateFormat === 'string' ? dateFormat : undefined);
  } catch {
    return '';
  }
}

/** A definition's schedule: '1. rata: 01/05/2024 — 100,00 zł' per installment (gross amounts). */
function Schedule({
  schedule,
  dateFormat,
  id,
}: {
  schedule: readonly ParticipantInstallment[];
  dateFormat: unknown;
  id: string;
}) {
  if (schedule.length === 0) return null;
  return (
    <ol className="zapisy-schedule" id={id}>
      {schedule.map((installment, index) => (
        <li key={installment.installmentId || index}>
          {index + 1}. rata: {dueDate(installment, dateFormat)} — {formatGrosze(installment.grossAmount)}
        </li>
      ))}
    </ol>
  );
}

/**
 * InstallmentsSelect: one choice per installments definition of the project, each with the schedule of
 * this registration's total under it (from quoteRegistration); the value is the definitionId.
 */
export function InstallmentsSelectRenderer({ field, context }: CellRendererProps) {
  if (!field) return null;
  const value = typeof field.value === 'string' ? field.value : '';
  return (
    <FieldFrame field={field} variant="group">
      <div className="zapisy-choices" id={field.inputId} tabIndex={-1}>
        {context.installments.map((definition) => {
          const scheduleId = `${field.inputId}-${definition.definitionId}-schedule`;
          return (
            <div className="zapisy-installments-option" key={definition.definitionId}>
              <label className="zapisy-choice">
                <input
                  type="radio"
                  name={`${field.inputId}-installments`}
                  value={definition.definitionId}
                  checked={value === definition.definitionId}
                  aria-describedby={scheduleId}
                  onChange={() => field.onChange(definition.definitionId)}
                  onBlur={field.onBlur}
                />
                <span>{definition.name || definition.definitionId}</span>
              </label>
              <Schedule
                schedule={context.installmentSchedules[definition.definitionId] ?? []}
                dateFormat={field.definition.dateFormat}
                id={scheduleId}
              />
            </div>
          );
        })}
      </div>
    </FieldFrame>
  );
}
