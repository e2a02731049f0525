import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormWidgetView } from './FormWidgetView.js';
import { EVENT_STRINGS } from './test-fixtures.js';

describe('FormWidgetView (fetch-free, for Storybook and hosts)', () => {
  afterEach(() => document.body.replaceChildren());

  it('renders the ready state from props', () => {
    render(
      <FormWidgetView
        state={{ status: 'ready', project: { name: 'Demo', domainName: 'demo' }, strings: EVENT_STRINGS }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Formularz zapisu' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Formularz zapisu' })).toBeTruthy();
    expect(screen.getByTestId('zapisy-form-project-name').textContent).toBe('Demo');
    expect(screen.getByTestId('zapisy-form-vocabulary').textContent).toBe('Wydarzenie');
  });

  it('announces loading politely and errors as alerts with a focusable retry button', () => {
    const { rerender } = render(<FormWidgetView state={{ status: 'loading' }} />);
    expect(screen.getByRole('status').textContent).toContain('Wczytywanie formularza…');
    const onRetry = vi.fn();
    rerender(
      <FormWidgetView state={{ status: 'error', kind: 'unavailable', project: 'demo' }} onRetry={onRetry} />,
    );
    const button = screen.getByRole('button', { name: 'Spróbuj ponownie' });
    button.focus();
    expect(document.activeElement).toBe(button);
    button.click();
    expect(onRetry).toHaveBeenCalledOnce();
    expect(screen.getByRole('alert').textContent).toContain('Serwer zapisów jest chwilowo niedostępny');
  });
});
