/**
 * Test-only crash points of the registration flow. With `ZAPISY_ENV=test` and `ZAPISY_TEST_CRASH_AT` naming
 * a point, a registration reaching it prints `ZAPISY_TEST_CRASH_POINT <name>` on stderr and never goes on,
 * so a process-level test can kill the server with SIGKILL exactly there. Any other environment ignores it.
 */
export const CRASH_POINTS = ['after-reservation', 'before-final-status'] as const;
export type CrashPoint = (typeof CRASH_POINTS)[number];

type Env = Readonly<Record<string, string | undefined>>;

/** The crash point the environment asks for, or null (always null outside the test environment). */
export function requestedCrashPoint(env: Env): CrashPoint | null {
  if (env.ZAPISY_ENV !== 'test') return null;
  const asked = env.ZAPISY_TEST_CRASH_AT;
  return CRASH_POINTS.find((point) => point === asked) ?? null;
}

/** Stops this registration for good at `point` when the test environment asks for it; else returns at once. */
export async function crashPointForTests(point: CrashPoint, env: Env = process.env): Promise<void> {
  if (requestedCrashPoint(env) !== point) return;
  process.stderr.write(`ZAPISY_TEST_CRASH_POINT ${point}\n`);
  await new Promise<never>(() => {});
}
