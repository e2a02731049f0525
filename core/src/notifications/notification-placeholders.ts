/**
 * The placeholders of notification templates (second document §3: "Template placeholders: EVENT_NAME,
 * FIRST_NAME, LAST_NAME, EMAIL_MAIN, PHONE_NUMBER, PAYMENT_LINK, TOTAL_SUM, PAYMENTS, LEFT_TO_PAY,
 * LEFT_TO_PAY_REQUIRED, LEFT_TO_PAY_LATE"), a few more the context knows (the organizer's name, the next
 * installment), and every field of the registration form by its field name (`{{diet}}`). Written
 * `{{NAME}}`; an unknown one is left as it is, so a typo shows in the preview instead of vanishing.
 */

export interface NotificationPlaceholder {
  readonly key: string;
  /** What the palette shows. */
  readonly label: string;
}

export const NOTIFICATION_PLACEHOLDERS: readonly NotificationPlaceholder[] = [
  { key: 'EVENT_NAME', label: 'Nazwa projektu' },
  { key: 'FIRST_NAME', label: 'Imię' },
  { key: 'LAST_NAME', label: 'Nazwisko' },
  { key: 'EMAIL_MAIN', label: 'Adres e-mail' },
  { key: 'PHONE_NUMBER', label: 'Telefon' },
  { key: 'PAYMENT_LINK', label: 'Link do płatności' },
  { key: 'TOTAL_SUM', label: 'Kwota do zapłaty' },
  { key: 'PAYMENTS', label: 'Suma wpłat' },
  { key: 'LEFT_TO_PAY', label: 'Pozostało do zapłaty' },
  { key: 'LEFT_TO_PAY_REQUIRED', label: 'Wymagane teraz' },
  { key: 'LEFT_TO_PAY_LATE', label: 'Zaległe' },
  { key: 'NEXT_PAYMENT_DATE', label: 'Termin najbliższej wpłaty' },
  { key: 'NEXT_PAYMENT_AMOUNT', label: 'Kwota najbliższej wpłaty' },
  { key: 'ORGANIZATION_NAME', label: 'Nazwa organizatora' },
];

/** Every placeholder's text for one message: the keys above and the form's field names. */
export type NotificationValues = Readonly<Record<string, string>>;

const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_.-]+)\s*\}\}/g;

/** The placeholders a template uses, in order, each once. */
export function templatePlaceholders(template: string): string[] {
  return [...new Set([...template.matchAll(PLACEHOLDER)].map((match) => match[1] as string))];
}

/** The template with every known placeholder replaced by its text; `escapeValue` is applied to the values only (HTML). */
export function renderNotificationTemplate(
  template: string,
  values: NotificationValues,
  escapeValue: (text: string) => string = (text) => text,
): string {
  return template.replace(PLACEHOLDER, (whole, key: string) =>
    Object.hasOwn(values, key) ? escapeValue(values[key] as string) : whole,
  );
}

/** The placeholders a template uses that nothing fills: the editor warns before saving. */
export function unknownPlaceholders(template: string, known: Iterable<string>): string[] {
  const names = new Set(known);
  return templatePlaceholders(template).filter((key) => !names.has(key));
}
