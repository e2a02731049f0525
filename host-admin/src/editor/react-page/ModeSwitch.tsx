import { useDisplayMode, useSetMode } from '@react-page/editor';

type DisplayMode = Parameters<ReturnType<typeof useSetMode>>[0];

const MODES: readonly { mode: DisplayMode; label: string; hint: string }[] = [
  { mode: 'edit', label: 'Edycja pól', hint: 'Kliknij pole, aby zmienić jego ustawienia' },
  { mode: 'layout', label: 'Przesuwanie', hint: 'Przeciągnij pole w inne miejsce formularza' },
  {
    mode: 'resizing',
    label: 'Szerokość',
    hint: 'Przeciągnij prawą krawędź pola, aby zmienić jego szerokość',
  },
];

/** Our own switch of react-page's display modes (its floating mode buttons are hidden). */
export function ModeSwitch() {
  const current = useDisplayMode();
  const setMode = useSetMode();
  const active = MODES.find((entry) => entry.mode === current) ?? MODES[0];
  return (
    <div className="za-mode-switch">
      <fieldset className="za-mode-switch__buttons" aria-label="Tryb edycji">
        {MODES.map(({ mode, label }) => (
          <button
            key={mode}
            type="button"
            className="za-mode-switch__button"
            aria-pressed={mode === current}
            data-testid={`editor-mode-${mode}`}
            onClick={() => setMode(mode)}
          >
            {label}
          </button>
        ))}
      </fieldset>
      <span className="za-mode-switch__hint">{active?.hint}</span>
    </div>
  );
}
