/** One serialisable theme object (like Stripe's `appearance`); every key becomes a --zapisy-* property. */
export interface ZapisyTheme {
  primaryColor?: string;
  primaryTextColor?: string;
  textColor?: string;
  mutedTextColor?: string;
  backgroundColor?: string;
  borderColor?: string;
  errorColor?: string;
  /** CSS length or a number of pixels. */
  borderRadius?: string | number;
  fontFamily?: string;
  /** CSS length or a number of pixels. */
  fontSize?: string | number;
}

const THEME_KEYS: ReadonlyArray<keyof ZapisyTheme> = [
  'primaryColor',
  'primaryTextColor',
  'textColor',
  'mutedTextColor',
  'backgroundColor',
  'borderColor',
  'errorColor',
  'borderRadius',
  'fontFamily',
  'fontSize',
];
const PIXEL_KEYS = new Set<keyof ZapisyTheme>(['borderRadius', 'fontSize']);

/** Characters that could end a declaration or smuggle markup; such values are dropped. */
const UNSAFE = /[;{}<>\\]|\/\*/;

const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** Theme object → `{ '--zapisy-primary-color': '#123' , ... }` (unknown keys and unsafe values skipped). */
export function themeToCssVariables(theme: unknown): Record<string, string> {
  const vars: Record<string, string> = {};
  if (typeof theme !== 'object' || theme === null) return vars;
  const source = theme as Record<string, unknown>;
  for (const key of THEME_KEYS) {
    let value = source[key];
    if (typeof value === 'number' && Number.isFinite(value) && PIXEL_KEYS.has(key)) value = `${value}px`;
    if (typeof value !== 'string' || value.trim() === '' || value.length > 200 || UNSAFE.test(value))
      continue;
    vars[`--zapisy-${kebab(key)}`] = value.trim();
  }
  return vars;
}

/** Accepts a theme object or its JSON text (from a `data-theme` attribute). */
export function parseTheme(value: unknown): ZapisyTheme | undefined {
  if (typeof value === 'string') {
    try {
      const parsed = JSON.parse(value) as unknown;
      return typeof parsed === 'object' && parsed !== null ? (parsed as ZapisyTheme) : undefined;
    } catch {
      return undefined;
    }
  }
  return typeof value === 'object' && value !== null ? (value as ZapisyTheme) : undefined;
}
