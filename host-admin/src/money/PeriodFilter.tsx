import { useId } from 'react';
import { SelectField } from '../components/SelectField.js';
import type { MoneyPeriod } from './money-api.js';

const MODES: readonly (readonly [MoneyPeriod['mode'], string])[] = [
  ['all', 'Wszystkie terminy'],
  ['upTo', 'Z terminem do dnia'],
  ['over', 'Z terminem po dniu'],
];

/** Which billings the sums count: one choice, so 'do dnia' and 'po dniu' never go together (§5). */
export function PeriodFilter({
  value,
  onChange,
}: {
  value: MoneyPeriod;
  onChange: (period: MoneyPeriod) => void;
}) {
  const id = useId();
  const day = value.mode === 'all' ? '' : value.day;
  return (
    <div className="za-toolbar" data-testid="money-period">
      <SelectField
        label="Okres"
        value={value.mode}
        options={MODES}
        onChange={(mode) => onChange(mode === 'all' ? { mode } : { mode, day })}
      />
      <label className="za-field" htmlFor={`${id}-day`}>
        <span className="za-field__label">Dzień</span>
        <input
          id={`${id}-day`}
          className="za-input"
          type="date"
          value={day}
          disabled={value.mode === 'all'}
          onChange={(event) =>
            value.mode !== 'all' && onChange({ mode: value.mode, day: event.target.value })
          }
        />
      </label>
    </div>
  );
}
