import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import adminCss from '../styles.css?raw';
import { RowActionButton, RowActionsToolbar } from './RowActionsToolbar.js';

/** The admin's own stylesheet, as bootstrap.tsx loads it, so computed styles are the page's. */
beforeAll(() => {
  const style = document.createElement('style');
  style.textContent = adminCss;
  document.head.append(style);
});
afterEach(cleanup);

describe('RowActionsToolbar', () => {
  it('"disabled row-action buttons look disabled": another background and text colour, a not-allowed cursor', () => {
    render(
      <RowActionsToolbar label="Akcje uczestnika" selected={null}>
        <RowActionButton disabled={false} onClick={() => {}}>
          Edytuj
        </RowActionButton>
        <RowActionButton disabled onClick={() => {}}>
          Usuń
        </RowActionButton>
      </RowActionsToolbar>,
    );
    const enabled = getComputedStyle(screen.getByRole('button', { name: 'Edytuj' }));
    const disabledButton = screen.getByRole('button', { name: 'Usuń' }) as HTMLButtonElement;
    const disabled = getComputedStyle(disabledButton);
    expect(disabledButton.disabled).toBe(true);
    expect(enabled.cursor).toBe('pointer');
    expect(disabled.cursor).toBe('not-allowed');
    expect(disabled.backgroundColor).not.toBe(enabled.backgroundColor);
    expect(disabled.color).not.toBe(enabled.color);
    expect(screen.getByText('Zaznacz wiersz, aby wykonać akcję.')).toBeTruthy();
  });
});
