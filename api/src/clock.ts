/**
 * The application's clock for time-dependent state (a billing late after its date, a participant overdue).
 * Real time everywhere except the 'test' environment (ZAPISY_ENV=test), where ZAPISY_TEST_CLOCK starts the
 * clock at an ISO instant (it runs on from there) or shifts it by '+<ms>', and the test-only route
 * `POST /test/clock` (modules/test-clock/routes.ts) moves it. The clock is kept as an offset from real time, so it
 * keeps running between moves.
 */

type Env = Readonly<Record<string, string | undefined>>;

/** Milliseconds added to real time; undefined until first read from the environment. */
let offsetMs: number | undefined;

/** The offset ZAPISY_TEST_CLOCK asks for at `realNow`; throws on a value that is neither form. */
export function parseTestClock(value: string, realNow: number): number {
  const trimmed = value.trim();
  if (/^\+\d+$/.test(trimmed)) return Number(trimmed.slice(1));
  const at = Date.parse(trimmed);
  if (!/^\d{4}-\d{2}-\d{2}/.test(trimmed) || Number.isNaN(at)) {
    throw new Error(`ZAPISY_TEST_CLOCK="${value}": podaj chwilę ISO (2026-04-02T12:00:00Z) lub '+<ms>'`);
  }
  return at - realNow;
}

/** 0 outside the test environment, whatever ZAPISY_TEST_CLOCK says. */
export function testClockOffset(env: Env, realNow: number): number {
  const value = env.ZAPISY_TEST_CLOCK;
  if (env.ZAPISY_ENV !== 'test' || value === undefined || value.trim() === '') return 0;
  return parseTestClock(value, realNow);
}

function currentOffset(): number {
  offsetMs ??= testClockOffset(process.env, Date.now());
  return offsetMs;
}

/** The current time of the application. */
export function now(): Date {
  return new Date(Date.now() + currentOffset());
}

/**
 * Moves the clock (test environment only: the one caller is the test-only route): to `at`, then forward by
 * `advanceMs` (negative goes back). Returns the new time.
 */
export function moveTestClock(move: { at?: Date; advanceMs?: number }): Date {
  const realNow = Date.now();
  let offset = move.at ? move.at.getTime() - realNow : currentOffset();
  offset += move.advanceMs ?? 0;
  offsetMs = offset;
  return new Date(realNow + offset);
}

/** Back to the environment's clock (tests that moved it call this when done). */
export function resetTestClock(): void {
  offsetMs = undefined;
}
