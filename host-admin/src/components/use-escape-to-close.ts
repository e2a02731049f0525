import { useEffect, useRef, useState } from 'react';

/** Dialogs in the order they were first rendered (a dialog inside another renders after it). */
let rendered = 0;
const openDialogs = new Set<number>();

/**
 * Escape closes the dialog wherever the focus is (inside it, on the page behind it after a click on the
 * backdrop, or nowhere while its content is still loading). With dialogs on top of each other, only the
 * topmost (the last one opened) closes.
 */
export function useEscapeToClose(onClose: () => void): void {
  const close = useRef(onClose);
  close.current = onClose;
  const [self] = useState(() => ++rendered);
  useEffect(() => {
    openDialogs.add(self);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || Math.max(...openDialogs) !== self) return;
      event.preventDefault();
      close.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      openDialogs.delete(self);
    };
  }, [self]);
}
