const WARSAW = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Warsaw',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** Paynow's `modifiedAt` form: Warsaw wall time without a zone, e.g. '2018-12-12T13:24:52'. */
export function paynowTimestamp(date: Date): string {
  return WARSAW.format(date).replace(' ', 'T');
}
