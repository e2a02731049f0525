import { PaymentProviderError } from './provider-error.js';

/** Who a missing setting belongs to, for the Polish message and the log. */
export interface SettingOwner {
  /** The provider id for the log, e.g. 'payu'. */
  provider: string;
  /** The gateway's name as organizers know it, e.g. 'PayU'. */
  label: string;
}

/**
 * A required text setting of a provider (decrypted keys, ids): trimmed; a number (an id stored by a form
 * as a number) is taken as its digits. Missing or blank → PaymentProviderError('configuration') whose
 * Polish message names the field by its title.
 */
export function requiredSetting(
  settings: Readonly<Record<string, unknown>>,
  field: string,
  title: string,
  owner: SettingOwner,
): string {
  const raw = settings[field];
  const value = typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : raw;
  if (typeof value !== 'string' || value.trim() === '') {
    throw new PaymentProviderError(
      'configuration',
      `Płatności ${owner.label} nie są skonfigurowane: brak pola „${title}” w ustawieniach ${owner.label}. Skontaktuj się z organizatorem.`,
      { provider: owner.provider, missingField: field },
    );
  }
  return value.trim();
}
