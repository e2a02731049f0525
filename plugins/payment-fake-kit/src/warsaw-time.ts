import { formatInWarsaw } from '@zapisy/core';

/**
 * Polish wall time without a zone, the way the gateways write dates: '2018-12-12 13:24:52' (P24), or with
 * `separator` 'T' '2018-12-12T13:24:52' (Paynow). Core's Warsaw formatter, reordered.
 */
export function warsawWallTime(date: Date, separator: ' ' | 'T' = ' '): string {
  const [day, month, year, time] = formatInWarsaw(date).split(/[., ]+/);
  return `${year}-${month}-${day}${separator}${time}`;
}
