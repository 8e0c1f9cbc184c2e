/**
 * What a client address counts as for the limits on abuse (the form rate limit and
 * the staff sign-in back-off): one IPv6 subscriber usually holds a whole /64, so
 * counting full IPv6 addresses would give one person 2^64 separate allowances.
 */
import { isIPv4, isIPv6 } from 'node:net';

/**
 * An IPv4 address as it is (an IPv4-mapped IPv6 address as its IPv4), an IPv6
 * address by its /64, e.g. `2001:db8:0:7::/64`.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1];
  const bare = ip.replace(/%.*$/, '');
  if (!isIPv6(bare)) return ip;
  const [head = '', tail = ''] = bare.split('::');
  // A dotted IPv4 tail (::ffff:… aside, e.g. 64:ff9b::192.0.2.1) stands for two groups.
  const groupsOf = (part: string) => (part ? part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])) : []);
  const left = groupsOf(head);
  const right = groupsOf(tail);
  const groups = bare.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
