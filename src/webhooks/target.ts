import { promises as dns } from 'node:dns';
import type { LookupAddress, LookupAllOptions, LookupOneOptions } from 'node:dns';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Where a webhook may send (contract: Events rule 7; decisions §7.5). Three kinds of address:
 * - public unicast: always allowed;
 * - link-local (169.254/16, fe80::/10, and any IPv6 form embedding a link-local IPv4): always refused
 *   (cloud metadata services live there);
 * - everything else ipaddr.js does not call `unicast` (private, loopback, unique-local, 100.64/10,
 *   0.0.0.0, IPv4-mapped IPv6, NAT64, 6to4, Teredo, reserved, multicast…): refused unless the
 *   installation sets SERVICE_WEBHOOK_ALLOW_PRIVATE=true.
 * Hostnames are resolved before every attempt and the answer is checked and pinned for the connection
 * (`pinnedLookup`): the address checked is the address connected to.
 */
export class TargetRefusedError extends Error {
  override readonly name = 'TargetRefusedError';
}

export type AddressVerdict = 'public' | 'private' | 'link-local';

/** Resolves a hostname to every address; tests substitute a stub. */
export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

export const systemResolver: Resolver = (hostname) => dns.lookup(hostname, { all: true, verbatim: true });

function embeddedIPv4(address: ipaddr.IPv6): ipaddr.IPv4[] {
  const p = address.parts;
  const fromWords = (high: number, low: number) =>
    new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
  switch (address.range()) {
    case 'ipv4Mapped': // ::ffff:a.b.c.d
    case 'rfc6145': // ::ffff:0:a.b.c.d
    case 'rfc6052': // 64:ff9b::a.b.c.d (NAT64)
      return [fromWords(p[6]!, p[7]!)];
    case '6to4': // 2002:AABB:CCDD::/48
      return [fromWords(p[1]!, p[2]!)];
    case 'teredo': // server in bits 32-63, client (inverted) in the last 32 bits
      return [fromWords(p[2]!, p[3]!), fromWords(~p[6]! & 0xffff, ~p[7]! & 0xffff)];
    default:
      // IPv4-compatible ::a.b.c.d (deprecated; ipaddr.js calls it unicast).
      return p.slice(0, 6).every((part) => part === 0) ? [fromWords(p[6]!, p[7]!)] : [];
  }
}

/** Classifies one IP address (text without brackets). Anything unparsable is treated as private. */
export function classifyAddress(text: string): AddressVerdict {
  let address: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    address = ipaddr.parse(text.replace(/^\[|\]$/g, '').replace(/%.*$/, ''));
  } catch {
    return 'private';
  }
  if (address.range() === 'linkLocal') return 'link-local';
  if (address.kind() === 'ipv6') {
    const embedded = embeddedIPv4(address as ipaddr.IPv6);
    if (embedded.some((ip) => ip.range() === 'linkLocal')) return 'link-local';
    if (embedded.length > 0) return 'private';
  }
  return address.range() === 'unicast' ? 'public' : 'private';
}

/** Throws TargetRefusedError unless the address may be connected to. */
export function assertAddressAllowed(text: string, allowPrivate: boolean): void {
  const verdict = classifyAddress(text);
  if (verdict === 'link-local') throw new TargetRefusedError(`${text} is a link-local address`);
  if (verdict === 'private' && !allowPrivate) {
    throw new TargetRefusedError(
      `${text} is a private, loopback or otherwise non-public address (SERVICE_WEBHOOK_ALLOW_PRIVATE is off)`,
    );
  }
}

/**
 * The rules a URL must pass when a webhook is created or changed, and again before every attempt:
 * http or https, no credentials, and an IP literal host must be allowed. The WHATWG parser has already
 * turned decimal, octal and hex IPv4 forms (`2130706433`, `0x7f.1`) into dotted decimal.
 */
export function parseTargetUrl(raw: string, allowPrivate: boolean): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new TargetRefusedError('The URL is not a valid absolute URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new TargetRefusedError('The URL must use http or https');
  }
  if (url.username !== '' || url.password !== '') {
    throw new TargetRefusedError('Credentials inside the URL are refused; deliveries are signed instead');
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (host === '') throw new TargetRefusedError('The URL has no host');
  if (isIP(host) !== 0) assertAddressAllowed(host, allowPrivate);
  return url;
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for http.request: resolves once, refuses the connection when any answer is not allowed,
 * and hands exactly the checked answer to the socket, so no second resolution can rebind the name.
 */
export function pinnedLookup(resolver: Resolver, allowPrivate: boolean) {
  return (hostname: string, options: LookupOneOptions | LookupAllOptions, callback: LookupCallback): void => {
    resolver(hostname).then(
      (answers) => {
        try {
          if (answers.length === 0) throw new TargetRefusedError(`${hostname} did not resolve`);
          for (const answer of answers) assertAddressAllowed(answer.address, allowPrivate);
        } catch (error) {
          callback(error as NodeJS.ErrnoException, '');
          return;
        }
        const family = options.family === 4 || options.family === 6 ? options.family : 0;
        const usable = family ? answers.filter((a) => a.family === family) : answers;
        if (usable.length === 0) {
          const error: NodeJS.ErrnoException = new Error(`${hostname} has no IPv${family} address`);
          error.code = 'ENOTFOUND';
          callback(error, '');
          return;
        }
        if (options.all) callback(null, usable);
        else callback(null, usable[0]!.address, usable[0]!.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, ''),
    );
  };
}
