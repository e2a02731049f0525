/** A labelled choice of a filters bar: `options` as [value, label] pairs, `empty` a first '' choice. */
export function SelectField<T extends string>({
  label,
  value,
  options,
  empty,
  testId,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly (readonly [T, string])[];
  empty?: string;
  testId?: string;
  onChange: (value: T) => void;
}) {
  return (
    <label className="za-field">
      <span className="za-field__label">{label}</span>
      <select
        className="za-input"
        value={value}
        data-testid={testId}
        onChange={(event) => onChange(event.target.value as T)}
      >
        {empty !== undefined && <option value="">{empty}</option>}
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}
