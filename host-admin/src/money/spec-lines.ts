/** The field a server line of the spec's form 'pole amount jest wymagane' (§5) is about, if any. */
export function fieldOfSpecLine(line: string): string | undefined {
  return /^pole ([A-Za-z]+)\b/.exec(line)?.[1];
}
