/**
 * Which addresses a webhook may reach. A receiver at a loopback, private,
 * link-local or otherwise non-public address is refused (unless
 * WEBHOOK_ALLOW_PRIVATE=1): otherwise a URL in the configuration, or a DNS name that
 * later points inside, would make the server post submissions to services of its
 * own network. Checked at start-up (every URL, with a message naming it and its
 * address) and again on every connection, by the lookup the HTTP request uses
 * (server/webhooks/send.ts), so a name that changes its answer later is refused too.
 */
import { lookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import dns from 'node:dns';
import ipaddr from 'ipaddr.js';
import { StartupError } from '../startup-error.ts';

const RANGE_NAMES: Record<string, string> = {
  loopback: 'a loopback address',
  private: 'a private address',
  linkLocal: 'a link-local address',
  uniqueLocal: 'a private (unique local) address',
  unspecified: 'the unspecified address',
  carrierGradeNat: 'a carrier-grade NAT address',
};
/** NAT64's well-known prefix (RFC 6052): the last 32 bits are the IPv4 address reached. */
const NAT64 = ipaddr.parseCIDR('64:ff9b::/96');
/** The only IPv6 addresses in use on the internet (global unicast). */
const GLOBAL_UNICAST = ipaddr.parseCIDR('2000::/3');
/** IPv4-compatible IPv6 (RFC 4291, deprecated): an IPv4 address in the last 32 bits. */
const IPV4_COMPATIBLE = ipaddr.parseCIDR('::/96');

/**
 * Why an address may not be reached ("a loopback address"), or undefined for a
 * public one. An IPv4 address inside an IPv6 one is judged as what it reaches:
 * IPv4-mapped (::ffff:a.b.c.d) as the IPv4 address, NAT64's well-known prefix
 * (64:ff9b::a.b.c.d, which an IPv6-only network with DNS64 uses for every IPv4 host)
 * as the IPv4 address behind it, and IPv4-compatible (::a.b.c.d, deprecated, which a
 * URL writes as [::7f00:1]) not at all. Any other IPv6 address outside global unicast
 * (2000::/3) is refused too, so a range that ipaddr.js does not name cannot slip by.
 */
export function nonPublic(address: string): string | undefined {
  if (!ipaddr.isValid(address)) return 'not an IP address';
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv6' && parsed.match(NAT64)) {
    const embedded = ipaddr.fromByteArray(parsed.toByteArray().slice(12)).toString();
    const why = nonPublic(embedded);
    return why && `${why} (${embedded}) behind NAT64`;
  }
  const range = parsed.range();
  if (range !== 'unicast') return RANGE_NAMES[range] ?? `a ${range} address`;
  if (parsed.kind() === 'ipv6') {
    if (parsed.match(IPV4_COMPATIBLE)) return 'an IPv4-compatible address (::/96, deprecated)';
    if (!parsed.match(GLOBAL_UNICAST)) return 'not a global unicast address (outside 2000::/3)';
  }
  return undefined;
}

/** The host of a URL as an address when it is one ([::1] without its brackets). */
function literalHost(url: URL): string | undefined {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  return isIP(host) ? host : undefined;
}

class ReceiverRefusedError extends StartupError {
  override name = 'ReceiverRefusedError';
}

/**
 * Refuses, at start-up, a receiver whose host is or resolves to a non-public
 * address. A name that does not resolve now only warns (`warn`): DNS may be back
 * before the first delivery, which checks again.
 */
async function checkReceivers(
  receivers: { variable: string; url: string }[],
  warn: (message: string) => void,
): Promise<void> {
  const problems: string[] = [];
  for (const { variable, url } of receivers) {
    const parsed = new URL(url);
    const literal = literalHost(parsed);
    let addresses: string[];
    try {
      addresses = literal ? [literal] : (await lookup(parsed.hostname, { all: true })).map((entry) => entry.address);
    } catch (error) {
      warn(
        `${variable}: ${parsed.host} does not resolve now (${(error as Error).message}); deliveries to it will be retried`,
      );
      continue;
    }
    for (const address of addresses) {
      const why = nonPublic(address);
      if (why) problems.push(`- ${variable} ${parsed.origin} resolves to ${address}, ${why}`);
    }
  }
  if (problems.length > 0) {
    throw new ReceiverRefusedError(
      `Webhook receivers must be public addresses:\n${problems.join('\n')}\n` +
        'Set WEBHOOK_ALLOW_PRIVATE=1 to allow them (for tests, or a receiver inside the same network).',
    );
  }
}

/**
 * The start-up check of every configured receiver (WEBHOOK_URLS and
 * SLACK_WEBHOOK_URL), before the database opens: a refused receiver stops the server
 * with a message naming it, unless WEBHOOK_ALLOW_PRIVATE=1.
 */
export async function checkConfiguredReceivers(
  config: { webhookUrls: readonly string[]; slackWebhookUrl: string | undefined; webhookAllowPrivate: boolean },
  warn: (message: string) => void,
): Promise<void> {
  const receivers = [
    ...config.webhookUrls.map((url) => ({ variable: 'WEBHOOK_URLS', url })),
    ...(config.slackWebhookUrl ? [{ variable: 'SLACK_WEBHOOK_URL', url: config.slackWebhookUrl }] : []),
  ];
  if (receivers.length === 0) return;
  if (config.webhookAllowPrivate) {
    warn('webhooks: WEBHOOK_ALLOW_PRIVATE=1, so receivers at private and loopback addresses are allowed');
    return;
  }
  await checkReceivers(receivers, warn);
}

/** The connection's lookup: dns.lookup, refusing a non-public answer. */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 4);
    const list = addresses as dns.LookupAddress[];
    const refused = list.map((entry) => [entry.address, nonPublic(entry.address)] as const).find(([, why]) => why);
    if (refused) {
      return callback(
        Object.assign(new Error(`${hostname} resolves to ${refused[0]}, ${refused[1]}`), { code: 'ENONPUBLIC' }),
        '',
        4,
      );
    }
    if (options.all) return callback(null, list);
    const [first] = list;
    if (!first) return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), '', 4);
    return callback(null, first.address, first.family);
  });
};

/** Throws when a URL's literal address is not public (the lookup above never sees an IP host). */
export function assertPublicLiteral(url: URL): void {
  const literal = literalHost(url);
  const why = literal ? nonPublic(literal) : undefined;
  if (why) throw new Error(`${url.host} is ${why}`);
}
