/**
 * The invoice and correction numbering picked from the organization's own 'Wzorce numeracji' by what
 * they read ('Wzorzec 1: xxxx/yyyy, od nowa co rok'), never by the pattern's internal id.
 */
import type { SchemaControlProps } from '../../../schema-form/SchemaControl.js';

interface Pattern {
  patternId?: unknown;
  pattern?: unknown;
  yearly?: unknown;
}

export function numberingPatternLabel(pattern: Pattern, index: number): string {
  const text = typeof pattern.pattern === 'string' && pattern.pattern !== '' ? pattern.pattern : '(pusty)';
  return `Wzorzec ${index + 1}: ${text}${pattern.yearly === true ? ', od nowa co rok' : ''}`;
}

export function NumberingPatternSelect({ props }: { props: SchemaControlProps }) {
  const patterns = ((props.root as { numberingPatterns?: Pattern[] } | null)?.numberingPatterns ?? []).filter(
    (pattern) => typeof pattern.patternId === 'string' && pattern.patternId !== '',
  );
  const current = typeof props.value === 'string' ? props.value : '';
  const missing = current !== '' && !patterns.some((pattern) => pattern.patternId === current);
  return (
    <select
      id={props.id}
      className="za-input"
      value={current}
      disabled={props.disabled}
      aria-invalid={props.invalid || undefined}
      aria-describedby={props.describedBy}
      onChange={(event) => props.set(event.target.value)}
    >
      <option value="">
        {patterns.length === 0 ? '(brak wzorców: dodaj wzorzec numeracji poniżej)' : '(nie wybrano)'}
      </option>
      {missing && <option value={current}>(wzorzec usunięty z listy)</option>}
      {patterns.map((pattern, index) => (
        <option key={String(pattern.patternId)} value={String(pattern.patternId)}>
          {numberingPatternLabel(pattern, index)}
        </option>
      ))}
    </select>
  );
}
