import { useEffect, useRef, useState } from 'react';
import { groszeToInput, inputToGrosze } from './money-input.js';

export interface MoneyInputProps {
  id: string;
  /** The stored amount in grosze (null/undefined: empty). */
  value: unknown;
  /** Grosze of a valid amount; the typed text when it is not money (the form's check refuses it). */
  onChange: (next: number | string | null) => void;
  /** Empty clears the amount (null) instead of meaning 0 zł. */
  nullable?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
}

const textOf = (value: unknown) =>
  typeof value === 'number' && Number.isSafeInteger(value) ? groszeToInput(value) : '';

/**
 * An amount edited in złote ('350,00 zł') and kept in grosze: the organizer types '350', '1 234,5' or
 * '350 zł'; a text that is not money shows 'Podaj kwotę, np. 350,00.' under the field.
 */
export function MoneyInput({
  id,
  value,
  onChange,
  nullable,
  disabled,
  invalid,
  describedBy,
}: MoneyInputProps) {
  const [text, setText] = useState(() => textOf(value));
  const [problem, setProblem] = useState<string | null>(null);
  const sent = useRef<unknown>(value);
  // A value set from outside (a reset, a loaded project) replaces what is shown.
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(textOf(value));
      setProblem(null);
    }
  }, [value]);

  const change = (raw: string) => {
    setText(raw);
    if (raw.trim() === '' && nullable) {
      setProblem(null);
      sent.current = null;
      onChange(null);
      return;
    }
    const parsed = inputToGrosze(raw);
    const next = 'grosze' in parsed && parsed.grosze >= 0 ? parsed.grosze : raw;
    setProblem(
      'error' in parsed
        ? parsed.error
        : 'grosze' in parsed && parsed.grosze < 0
          ? 'Kwota nie może być ujemna.'
          : null,
    );
    sent.current = next;
    onChange(next);
  };

  return (
    <>
      <span className="za-money">
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          className="za-input za-input--number"
          value={text}
          placeholder={nullable ? 'bez kwoty' : '0,00'}
          disabled={disabled}
          aria-invalid={invalid || problem !== null ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => change(e.target.value)}
          onBlur={() => {
            if (typeof sent.current === 'number') setText(groszeToInput(sent.current));
          }}
        />
        <span className="za-money__unit" aria-hidden="true">
          zł
        </span>
      </span>
      {problem && (
        <p className="za-field__error" role="alert">
          {problem}
        </p>
      )}
    </>
  );
}
