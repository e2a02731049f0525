/**
 * The Zapisy server this loader belongs to: an explicit `data-zapisy-origin` on the loader's script tag
 * (or any element) wins; otherwise the origin of the loader's own `src`.
 */
export function findOrigin(doc: Document, script: HTMLOrSVGScriptElement | null): string | undefined {
  const explicit =
    script?.getAttribute('data-zapisy-origin') ??
    doc.querySelector('[data-zapisy-origin]')?.getAttribute('data-zapisy-origin');
  const candidate = explicit || (script && 'src' in script ? script.src : '');
  if (!candidate) return undefined;
  try {
    return new URL(candidate, doc.baseURI).origin;
  } catch {
    return undefined;
  }
}
