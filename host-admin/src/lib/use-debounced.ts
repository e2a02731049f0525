import { useEffect, useState } from 'react';

/** Second document §9: "URL preview update 100 ms". */
export const URL_PREVIEW_DELAY_MS = 100;

/** `value`, updated `delayMs` after it stops changing. */
export function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
