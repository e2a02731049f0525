/**
 * The key a client address is counted under: an IPv4 address as it is, an IPv6 address by its /64 prefix
 * (one subscriber usually holds a whole /64, so counting single addresses would let one client rotate
 * through billions). The key is a safe document field name: '.' becomes '-' and ':' becomes '_'.
 */
function expandIpv6(address: string): string[] | undefined {
  const [head = '', tail, ...rest] = address.split('::');
  if (rest.length > 0) return undefined;
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 0) return undefined;
  return [...left, ...Array<string>(Math.max(0, missing)).fill('0'), ...right];
}

export function clientKeyOf(ip: string): string {
  const address = ip.trim().toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped?.[1]) return mapped[1].replaceAll('.', '-');
  if (address.includes(':') && !address.includes('.')) {
    const groups = expandIpv6(address.split('%')[0] ?? address);
    if (groups)
      return `${groups
        .slice(0, 4)
        .map((group) => group.replace(/^0+(?=.)/, ''))
        .join('_')}__64`;
  }
  return address.replace(/[^0-9a-z]/g, (c) => (c === '.' ? '-' : '_'));
}
