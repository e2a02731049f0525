/**
 * A session's device in words ('Chrome, Windows') from its User-Agent header, so 'Moje konto' never shows
 * the raw header. Order matters: Edge and Opera say 'Chrome' too, Chrome says 'Safari', Android says 'Linux'.
 */
const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/Chrom(e|ium)\/|\bCriOS\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/\bWindows\b/, 'Windows'],
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bLinux\b/, 'Linux'],
];

const firstMatch = (text: string, table: readonly [RegExp, string][]) =>
  table.find(([pattern]) => pattern.test(text))?.[1];

export function browserLabel(userAgent: string | null | undefined): string {
  if (!userAgent) return 'Nieznane urządzenie';
  const browser = firstMatch(userAgent, BROWSERS);
  const system = firstMatch(userAgent, SYSTEMS);
  if (browser && system) return `${browser}, ${system}`;
  return browser ?? system ?? 'Inny program';
}
