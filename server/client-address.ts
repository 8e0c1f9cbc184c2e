/**
 * What a client address counts as for the limits on abuse (the form rate limit and
 * the staff sign-in back-off): one IPv6 subscriber usually holds a whole /64, so
 * counting full IPv6 addresses would give one person 2^64 separate allowances.
 */
import ipaddr from 'ipaddr.js';

/**
 * An IPv4 address as it is (an IPv4-mapped IPv6 address as its IPv4), an IPv6
 * address by its /64, e.g. `2001:db8:0:7::/64`. Parsing is ipaddr.js's (the parser
 * Fastify's proxy-addr uses for the same addresses); anything it cannot parse is
 * its own key.
 */
export function addressKey(ip: string): string {
  const bare = ip.replace(/%.*$/, '');
  if (!ipaddr.isValid(bare)) return ip;
  const address = ipaddr.process(bare);
  if (address.kind() === 'ipv4') return address.toString();
  const [a, b, c, d] = (address as ipaddr.IPv6).parts;
  return `${[a, b, c, d].map((part = 0) => part.toString(16)).join(':')}::/64`;
}
