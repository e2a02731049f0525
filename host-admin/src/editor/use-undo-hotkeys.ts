import { useEffect } from 'react';

const isTextField = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement);

/**
 * Ctrl+Z undoes, Ctrl+Shift+Z (and Ctrl+Y) redoes — Cmd on a Mac. Listens on window in the capture phase
 * and stops the event there, so react-page's own history (document listener) never sees it. Inside a text
 * field the browser's text undo keeps working.
 */
export function useUndoHotkeys(onUndo: () => void, onRedo: () => void): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      const isUndo = key === 'z' && !event.shiftKey;
      const isRedo = (key === 'z' && event.shiftKey) || (key === 'y' && !event.shiftKey);
      if (!isUndo && !isRedo) return;
      event.stopImmediatePropagation();
      if (isTextField(event.target)) return;
      event.preventDefault();
      if (isUndo) onUndo();
      else onRedo();
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [onUndo, onRedo]);
}
