import { parseWarsawWallTime } from '@zapisy/core';

/** P24 dates are 'YYYY-MM-DD HH:MM:SS' in Polish local time, or ISO 8601. */
export function parseP24Date(value: unknown): Date | undefined {
  if (typeof value !== 'string' || value === '') {
    return undefined;
  }
  const wallTime = parseWarsawWallTime(value);
  if (wallTime) {
    return wallTime;
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}
