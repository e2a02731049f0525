/** The form editors' paths below /glowne/edycja (spec first document §2): registration, basic, survey. */
export type FormEditorPath = 'formularza' | 'formularz-podstawowy' | 'ankiety';

/**
 * A form editor's address for a project (`?projekt=` picks it there, as in the admin); the editors sit
 * outside the admin's router, so links to them are plain page loads.
 */
export function formEditorHref(path: FormEditorPath, domain?: string | null): string {
  const base = `/glowne/edycja/${path}`;
  return domain ? `${base}?projekt=${encodeURIComponent(domain)}` : base;
}

/** Back from an editor to the admin, on the same project. */
export function adminHref(domain?: string | null): string {
  return domain ? `/admin/glowna/kokpit?projekt=${encodeURIComponent(domain)}` : '/admin/';
}
