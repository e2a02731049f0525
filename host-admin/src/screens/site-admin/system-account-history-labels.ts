import type { AuditChange } from '../history/history-api.js';
import type { AccountGroup } from '../settings/payment-accounts-api.js';

/** A path of a whole group ('accounts.paynow') or of one field ('accounts.przelewy24.crcKey'). */
function partsOf(path: string): { key: string; field: string[] } | undefined {
  const [root, key, ...field] = path.split('.');
  return root === 'accounts' && key ? { key, field } : undefined;
}

/**
 * The changed field in words: 'Przelewy24 / Przelewy24 Marketplace › Klucz CRC' from the groups the screen
 * loads; a group or field no longer installed by its settings key or name; any other path as it is.
 */
export function historyFieldLabel(path: string, groups: readonly AccountGroup[]): string {
  const parts = partsOf(path);
  if (!parts) return path;
  const group = groups.find((g) => g.settingsKey === parts.key);
  const [field, ...rest] = parts.field;
  if (field === undefined) return group?.label ?? parts.key;
  const title = group?.fields.find((f) => f.name === field)?.title ?? field;
  return [group?.label ?? parts.key, title, ...rest].join(' › ');
}

function isAbsent(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}

/** A field's value as text: '—' for none, 'tak'/'nie', numbers in Polish, keys as the API masks them ('••••'). */
export function formatHistoryValue(value: unknown): string {
  if (isAbsent(value)) return '—';
  if (typeof value === 'boolean') return value ? 'tak' : 'nie';
  if (typeof value === 'number') return value.toLocaleString('pl-PL');
  if (typeof value === 'string') return value;
  // Never JSON: an object could hold a stored (encrypted) key.
  return '(wartość złożona)';
}

/** One change as 'field: old → new'; a whole group as 'Paynow: dodano konto' / 'usunięto konto'. */
export function historyChangeText(change: AuditChange, groups: readonly AccountGroup[]): string {
  const name = historyFieldLabel(change.path, groups);
  const { oldValue, newValue } = change;
  if (partsOf(change.path)?.field.length === 0) {
    if (isAbsent(oldValue)) return `${name}: dodano konto`;
    if (isAbsent(newValue)) return `${name}: usunięto konto`;
    return `${name}: zmieniono konto`;
  }
  return `${name}: ${formatHistoryValue(oldValue)} → ${formatHistoryValue(newValue)}`;
}
