import ipaddr from 'ipaddr.js';

/**
 * Network addresses, read with ipaddr.js: the proxies of `SERVICE_TRUST_PROXY` and the addresses the
 * sign-in throttle counts by.
 */
type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];

/** An address (`10.0.0.5`, `::1`) or a CIDR range (`10.0.0.0/8`, `fd00::/8`). */
export function isAddressOrRange(entry: string): boolean {
  const [address = '', bits] = entry.split('/');
  // Four-part IPv4 only: ipaddr.js also reads `10.0.0` or `0x0a000001`, which nobody means in a setting.
  const wellFormed = ipaddr.IPv4.isValidFourPartDecimal(address) || ipaddr.IPv6.isValid(address);
  return wellFormed && (bits === undefined || ipaddr.isValidCIDR(entry));
}

function rangeOf(entry: string): Range {
  if (entry.includes('/')) {
    const [address, bits] = ipaddr.parseCIDR(entry);
    return [address, bits];
  }
  const address = ipaddr.parse(entry);
  return [address, address.kind() === 'ipv4' ? 32 : 128];
}

/** `::ffff:10.0.0.1` is `10.0.0.1`: Node reports IPv4 clients of a dual-stack socket that way. */
function parseAddress(address: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  return ipaddr.isValid(address) ? ipaddr.process(address) : null;
}

/**
 * Whether an address is one of the listed proxies (Fastify's `trustProxy` function): only then are its
 * `X-Forwarded-For` and `X-Forwarded-Proto` believed. Nothing is trusted for an empty list.
 */
export function proxyTrust(entries: string[]): (address: string) => boolean {
  const ranges = entries.map(rangeOf).map(([address, bits]): Range => {
    // A range written as IPv4-mapped IPv6 (`::ffff:10.0.0.0/104`) matches the IPv4 addresses it maps.
    if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress()) {
      return [(address as ipaddr.IPv6).toIPv4Address(), Math.max(0, bits - 96)];
    }
    return [address, bits];
  });
  return (address) => {
    const parsed = parseAddress(address);
    if (parsed === null) return false;
    return ranges.some(([range, bits]) => range.kind() === parsed.kind() && parsed.match(range, bits));
  };
}

/**
 * The address a client is counted by: an IPv4 address as it is, an IPv6 address by its /64 network,
 * since one subscriber is usually handed a whole /64 and could otherwise step through its addresses.
 */
export function clientNetwork(address: string): string {
  const parsed = parseAddress(address);
  if (parsed === null) return address;
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${new ipaddr.IPv6([...parts, 0, 0, 0, 0]).toString()}/64`;
}
