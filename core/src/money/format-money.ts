import { fromGrosze } from './grosze.js';
import { type Grosze, Money } from './money.js';
import { type MoneyInput, parseMoney } from './parse-money.js';

/** Separator between thousand groups and before 'zł': a normal space (U+0020), not U+00A0,
 * so the text compares and copies predictably; callers that need no line break wrap it themselves. */
const SPACE = ' ';

/**
 * Formats an amount in złoty for display (spec §5: "Display has two decimals, a comma, a space between
 * thousand groups, and suffix zł"): rounded half-up to the grosz, thousand groups split by a normal space
 * also for 4-digit amounts, a hyphen-minus for negatives: '1 234,56 zł', '-0,50 zł', '0,00 zł'.
 * Accepts everything `parseMoney` accepts.
 */
export function formatMoney(value: MoneyInput): string {
  const rounded = parseMoney(value).toDecimalPlaces(2, Money.ROUND_HALF_UP);
  const [integerPart = '0', fraction = '00'] = rounded.abs().toFixed(2).split('.');
  const grouped = integerPart.replace(/\B(?=(\d{3})+$)/g, SPACE);
  const sign = rounded.isNegative() && !rounded.isZero() ? '-' : '';
  return `${sign}${grouped},${fraction}${SPACE}zł`;
}

/** Formats integer grosze like `formatMoney`: 123456 → '1 234,56 zł'. */
export function formatGrosze(grosze: Grosze): string {
  return formatMoney(fromGrosze(grosze));
}
