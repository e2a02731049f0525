import { type FormEvent, useId, useState } from 'react';
import { PROJECT_DOMAIN_RE } from '../lib/project.js';

export interface ProjectPromptProps {
  onChoose: (domain: string) => void;
  initialValue?: string;
}

/** Asks for the project domain when neither the subdomain nor ?projekt= gives one. */
export function ProjectPrompt({ onChoose, initialValue = '' }: ProjectPromptProps) {
  const id = useId();
  const [value, setValue] = useState(initialValue);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const domain = value.trim().toLowerCase();
    if (!PROJECT_DOMAIN_RE.test(domain)) {
      setError('Podaj domenę projektu: małe litery bez polskich znaków, cyfry i myślniki, np. obozy-2026.');
      return;
    }
    setError(null);
    onChoose(domain);
  };

  return (
    <form className="za-card za-form za-project-prompt" onSubmit={submit} noValidate>
      <h2 className="za-card__title">Wybierz projekt</h2>
      <p className="za-card__text">
        Nie rozpoznano projektu z adresu strony. Podaj domenę projektu, do którego chcesz dodać uczestnika.
      </p>
      <label className="za-field" htmlFor={`${id}-domain`}>
        <span className="za-field__label">Domena projektu</span>
        <input
          id={`${id}-domain`}
          className="za-input"
          name="projekt"
          type="text"
          autoComplete="off"
          spellCheck={false}
          placeholder="np. obozy-2026"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setValue(e.target.value)}
        />
      </label>
      {error && (
        <p id={`${id}-error`} className="za-field__error" role="alert">
          {error}
        </p>
      )}
      <div className="za-form__actions">
        <button type="submit" className="za-button">
          Przejdź do formularza
        </button>
      </div>
    </form>
  );
}
