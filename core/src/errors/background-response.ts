/** The 202 body of work that continues in the background (spec §7 "A 202 means asynchronous processing"). */
export interface BackgroundProcessingBody {
  message: string;
  eventCount: number;
  eventIds: string[];
  async: true;
}

/**
 * True for a background-processing response: status 202 with the body `{ message, eventCount, eventIds,
 * async: true }` (spec §7 "A 202 means asynchronous processing and carries the body"; §8 "Background-
 * processing response: notice 'Przetwarzanie w tle'"). Never throws.
 */
export function isBackgroundResponse(status: unknown, body: unknown): body is BackgroundProcessingBody {
  if (status !== 202 || typeof body !== 'object' || body === null) return false;
  const candidate = body as Partial<Record<keyof BackgroundProcessingBody, unknown>>;
  return (
    candidate.async === true &&
    typeof candidate.message === 'string' &&
    Number.isSafeInteger(candidate.eventCount) &&
    (candidate.eventCount as number) >= 0 &&
    Array.isArray(candidate.eventIds) &&
    candidate.eventIds.every((id) => typeof id === 'string')
  );
}
