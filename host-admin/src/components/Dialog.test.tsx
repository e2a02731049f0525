import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog } from './Dialog.js';

afterEach(cleanup);

function Stacked() {
  const [outer, setOuter] = useState(true);
  const [inner, setInner] = useState(true);
  return outer ? (
    <Dialog title="Zewnętrzne" onClose={() => setOuter(false)}>
      <p>Treść</p>
      {inner && (
        <Dialog title="Wewnętrzne" onClose={() => setInner(false)}>
          <p>Potwierdź</p>
        </Dialog>
      )}
    </Dialog>
  ) : null;
}

describe('Dialog', () => {
  it('"Escape closes the topmost dialog only", and a dialog with nothing to focus takes the focus itself', () => {
    render(<Stacked />);
    const inner = screen.getByRole('dialog', { name: 'Wewnętrzne' });
    expect(document.activeElement).toBe(inner);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Wewnętrzne' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Zewnętrzne' })).toBeTruthy();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Zewnętrzne' })).toBeNull();
  });
});
