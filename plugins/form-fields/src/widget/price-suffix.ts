import { formatGrosze } from '@zapisy/core';

/**
 * 'Obiad (+30,00 zł)': a label with its price, the one place the widget writes the suffix. A label that
 * already ends with exactly that suffix (typed by the organizer, or stored by an older demo seed) keeps it
 * once instead of reading 'Obiad (+30,00 zł) (+30,00 zł)'. No price or a zero price adds nothing.
 */
export function withPriceSuffix(label: string, price: unknown): string {
  if (typeof price !== 'number' || price === 0) return label;
  const suffix = ` (+${formatGrosze(price)})`;
  return label.trimEnd().endsWith(suffix.trim()) ? label : `${label}${suffix}`;
}
