/** A labelled search box of a filters bar or a search screen. */
export function SearchField({
  label,
  value,
  placeholder,
  testId,
  onChange,
}: {
  label: string;
  value: string;
  placeholder: string;
  testId?: string;
  onChange: (value: string) => void;
}) {
  return (
    <label className="za-field">
      <span className="za-field__label">{label}</span>
      <input
        className="za-input"
        type="search"
        value={value}
        placeholder={placeholder}
        data-testid={testId}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}
