/** What the status line says about the draft. */
export type SaveStatus =
  | { readonly kind: 'saved'; readonly at: Date | null }
  | { readonly kind: 'dirty' }
  | { readonly kind: 'saving' }
  | { readonly kind: 'conflict' }
  | { readonly kind: 'error'; readonly message: string };

export const CONFLICT_MESSAGE =
  'Ktoś inny (albo Ty w innym oknie) zapisał ten formularz w międzyczasie. Wczytaj go ponownie, aby pracować na aktualnej wersji — ostatnie zmiany z tego okna nie zostały zapisane.';

/** 'Zapisano o 12:34' in the browser's time zone. */
export function formatSavedAt(at: Date): string {
  return at.toLocaleTimeString('pl-PL', { hour: '2-digit', minute: '2-digit' });
}

export function saveStatusText(status: SaveStatus): string {
  switch (status.kind) {
    case 'saved':
      return status.at ? `Zapisano o ${formatSavedAt(status.at)}` : 'Wszystkie zmiany zapisane';
    case 'dirty':
      return 'Niezapisane zmiany';
    case 'saving':
      return 'Zapisywanie…';
    case 'conflict':
      return 'Konflikt wersji — zmiany nie zostały zapisane';
    case 'error':
      return `Nie udało się zapisać: ${status.message}`;
  }
}
