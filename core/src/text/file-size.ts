import { ValidationError } from '../errors/index.js';

/** Spec §9: "File size display uses b, KB, MB, GB in 1024 steps." */
export const FILE_SIZE_UNITS = ['b', 'KB', 'MB', 'GB'] as const;
const STEP = 1024;

const sizeFormat = new Intl.NumberFormat('pl-PL', { useGrouping: false, maximumFractionDigits: 2 });

/**
 * Formats a size in bytes (spec §9: "File size display uses b, KB, MB, GB in 1024 steps"): the largest unit
 * with a value of at least 1 (GB at most), up to two decimals after a comma, trailing zeros dropped:
 * 512 → '512 b', 1536 → '1,5 KB', 1048576 → '1 MB'. A value that rounds up to 1024 moves to the next unit.
 * Rejects negative, fractional and non-finite sizes.
 */
export function formatFileSize(bytes: number): string {
  if (typeof bytes !== 'number' || !Number.isSafeInteger(bytes) || bytes < 0) {
    throw new ValidationError('Rozmiar pliku musi być nieujemną liczbą całkowitą bajtów');
  }
  let unitIndex = 0;
  let value = bytes;
  while (unitIndex < FILE_SIZE_UNITS.length - 1 && roundedSize(value) >= STEP) {
    value /= STEP;
    unitIndex += 1;
  }
  return `${sizeFormat.format(value)} ${FILE_SIZE_UNITS[unitIndex]}`;
}

function roundedSize(value: number): number {
  return Number(sizeFormat.format(value).replace(',', '.'));
}
