import { ValidationError } from '../errors/index.js';

/** The CLDR plural categories Polish uses: 1 rok, 2–4 lata, 5 lat, 1,5 roku. */
export type PolishPluralCategory = 'one' | 'few' | 'many' | 'other';

/** The word for each Polish plural category; `other` is the form used with fractions. */
export type PolishPluralForms = Readonly<Record<PolishPluralCategory, string>>;

/** Spec §9: "Polish plural forms exist for years, months, weeks, days, hours, minutes, seconds, installments and places." */
export const POLISH_PLURAL_UNITS = {
  years: { one: 'rok', few: 'lata', many: 'lat', other: 'roku' },
  months: { one: 'miesiąc', few: 'miesiące', many: 'miesięcy', other: 'miesiąca' },
  weeks: { one: 'tydzień', few: 'tygodnie', many: 'tygodni', other: 'tygodnia' },
  days: { one: 'dzień', few: 'dni', many: 'dni', other: 'dnia' },
  hours: { one: 'godzina', few: 'godziny', many: 'godzin', other: 'godziny' },
  minutes: { one: 'minuta', few: 'minuty', many: 'minut', other: 'minuty' },
  seconds: { one: 'sekunda', few: 'sekundy', many: 'sekund', other: 'sekundy' },
  installments: { one: 'rata', few: 'raty', many: 'rat', other: 'raty' },
  places: { one: 'miejsce', few: 'miejsca', many: 'miejsc', other: 'miejsca' },
} as const satisfies Record<string, PolishPluralForms>;
export type PolishPluralUnit = keyof typeof POLISH_PLURAL_UNITS;

const pluralRules = new Intl.PluralRules('pl');
const countFormat = new Intl.NumberFormat('pl-PL', { useGrouping: false, maximumFractionDigits: 20 });

function assertCount(count: number): void {
  if (typeof count !== 'number' || !Number.isFinite(count)) {
    throw new ValidationError('Liczba musi być skończoną liczbą');
  }
}

/** The Polish plural category of a count, by `Intl.PluralRules('pl')`: 1 one, 2–4 few, 5 many, 1.5 other. */
export function polishPluralCategory(count: number): PolishPluralCategory {
  assertCount(count);
  return pluralRules.select(count) as PolishPluralCategory;
}

/** The word agreeing with `count`: (5, 'years') → 'lat'. Also takes custom forms. */
export function polishPluralWord(count: number, unit: PolishPluralUnit | PolishPluralForms): string {
  const forms: PolishPluralForms = typeof unit === 'string' ? unitForms(unit) : unit;
  return forms[polishPluralCategory(count)];
}

/**
 * The count with its agreeing word (spec §9 plural forms): (1, 'years') → '1 rok', (22, 'years') → '22 lata',
 * (12, 'installments') → '12 rat', (1.5, 'hours') → '1,5 godziny'. Decimal comma, no grouping.
 */
export function formatPolishCount(count: number, unit: PolishPluralUnit | PolishPluralForms): string {
  const word = polishPluralWord(count, unit);
  return `${countFormat.format(count)} ${word}`;
}

function unitForms(unit: string): PolishPluralForms {
  if (!Object.hasOwn(POLISH_PLURAL_UNITS, unit)) {
    throw new ValidationError(
      `Nieznana jednostka „${unit}”; dozwolone: ${Object.keys(POLISH_PLURAL_UNITS).join(', ')}`,
    );
  }
  return POLISH_PLURAL_UNITS[unit as PolishPluralUnit];
}
