/** Reading settings from the environment, with every bad value collected as a Polish problem line. */
export type Env = Record<string, string | undefined>;

export interface EnvReader {
  /** The trimmed value, or undefined when unset or blank. */
  read(name: string): string | undefined;
  /** A whole number in [min, max]; a bad value is reported and the fallback used. */
  int(name: string, fallback: number, min: number, max: number): number;
}

export function envReader(env: Env, problems: string[]): EnvReader {
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === undefined || value === '' ? undefined : value;
  };
  const int = (name: string, fallback: number, min: number, max: number): number => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value) || value < min || value > max) {
      problems.push(`${name}="${raw}": oczekiwano liczby całkowitej od ${min} do ${max}`);
      return fallback;
    }
    return value;
  };
  return { read, int };
}
