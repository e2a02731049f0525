import { formatGrosze, toGrosze } from '@zapisy/core';

/** Grosze as the organizer types them: '350,00' (no currency; the field says zł). */
export function groszeToInput(grosze: number): string {
  return formatGrosze(grosze).replace(/\s*zł$/, '');
}

/** Parses '1 234,56', '1234.5' or '350 zł' into grosze; null with a Polish message when it is not money. */
export function inputToGrosze(text: string): { grosze: number } | { error: string } {
  if (text.trim() === '') return { grosze: 0 };
  try {
    return { grosze: toGrosze(text) };
  } catch {
    return { error: 'Podaj kwotę, np. 350,00.' };
  }
}

/** A whole non-negative number or empty (no limit); a Polish message otherwise. */
export function inputToLimit(text: string): { value: number | null } | { error: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { value: null };
  if (!/^\d+$/.test(trimmed)) return { error: 'Podaj liczbę całkowitą nieujemną albo zostaw puste.' };
  return { value: Number(trimmed) };
}
