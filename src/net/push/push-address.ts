// The guard in front of every push the server sends: a player names the address, so without it
// the server would POST wherever a stranger points it — its own loopback, the operator's private
// network, a cloud's metadata service. Only http(s) URLs are taken; the host is resolved here and
// refused when any of its addresses is not public (IPv4 and IPv6, mapped and embedded forms
// included), unless the operator allowed that host (`--notify-allow HOST`). The request then
// connects to the very address that was checked (`pinnedLookup`), so a DNS answer that changes
// between the check and the connection (rebinding) cannot reach anything else.
import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';

/** What the guard needs of a resolver (node:dns by default; tests inject their own). */
export type Resolve = (host: string) => Promise<{ address: string; family: number }[]>;

export const systemResolve: Resolve = (host) => dnsLookup(host, { all: true, verbatim: true });

/** The longest push URL taken (a Discord or Slack hook is ~120 characters). */
export const PUSH_URL_MAX = 512;
/** An ntfy topic: what ntfy itself accepts (letters, digits, `_` and `-`, up to 64). */
const NTFY_TOPIC = /^[A-Za-z0-9_-]{1,64}$/;
export const NTFY_DEFAULT_SERVER = 'https://ntfy.sh';

export type PushKind = 'ntfy' | 'webhook';
export type TargetProblem = 'badAddress' | 'privateAddress' | 'unresolved';
export type ParsedTarget = { ok: true; kind: PushKind; url: string } | { ok: false; problem: 'badAddress' };

/** An http(s) URL without credentials or fragments, at most PUSH_URL_MAX long; null when it is not one. */
export function pushUrl(text: unknown): URL | null {
  if (typeof text !== 'string' || text.length > PUSH_URL_MAX) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password || url.hash || !url.hostname) return null;
  return url;
}

/**
 * A player's push address: `{ url }` (a webhook: Discord, Slack, Matrix hookshot…) or `{ ntfy }`
 * (a topic on ntfy.sh, or the URL of a topic on another ntfy server).
 */
export function parseTarget(given: { url?: unknown; ntfy?: unknown }): ParsedTarget {
  if (given.ntfy !== undefined && given.url !== undefined) return { ok: false, problem: 'badAddress' };
  if (typeof given.ntfy === 'string') {
    if (NTFY_TOPIC.test(given.ntfy)) return { ok: true, kind: 'ntfy', url: `${NTFY_DEFAULT_SERVER}/${given.ntfy}` };
    const url = pushUrl(given.ntfy);
    // A topic on a server of its own: one path segment, a topic's name.
    if (!url || url.search || !NTFY_TOPIC.test(url.pathname.split('/').filter(Boolean).pop() ?? '')) return { ok: false, problem: 'badAddress' };
    return { ok: true, kind: 'ntfy', url: url.href };
  }
  const url = pushUrl(given.url);
  return url ? { ok: true, kind: 'webhook', url: url.href } : { ok: false, problem: 'badAddress' };
}

// --- Which addresses are public --------------------------------------------------------------

const v4 = (text: string): number => text.split('.').reduce((n, part) => n * 256 + Number(part), 0);

/** IPv4 ranges that are not the public internet (RFC 6890 and friends). */
const V4_NOT_PUBLIC: [number, number][] = (
  [
    ['0.0.0.0', 8], // "this network", unspecified
    ['10.0.0.0', 8],
    ['100.64.0.0', 10], // CGNAT
    ['127.0.0.0', 8],
    ['169.254.0.0', 16], // link-local (cloud metadata lives here)
    ['172.16.0.0', 12],
    ['192.0.0.0', 24],
    ['192.0.2.0', 24],
    ['192.88.99.0', 24],
    ['192.168.0.0', 16],
    ['198.18.0.0', 15],
    ['198.51.100.0', 24],
    ['203.0.113.0', 24],
    ['224.0.0.0', 4], // multicast
    ['240.0.0.0', 4], // reserved, broadcast
  ] as const
).map(([base, bits]) => [v4(base), bits]);

function isPublicV4(text: string): boolean {
  const n = v4(text);
  return !V4_NOT_PUBLIC.some(([base, bits]) => Math.floor(n / 2 ** (32 - bits)) === Math.floor(base / 2 ** (32 - bits)));
}

/** The eight 16-bit groups of an IPv6 address (a trailing dotted quad included). */
function groupsOf(text: string): number[] {
  let address = text.toLowerCase();
  const quad = /(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (quad) {
    const n = v4(quad[1]);
    address = `${address.slice(0, -quad[1].length)}${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`;
  }
  const [head, tail] = address.includes('::') ? address.split('::') : [address, undefined];
  const front = head ? head.split(':') : [];
  const back = tail ? tail.split(':') : [];
  const middle = tail === undefined ? [] : Array<string>(8 - front.length - back.length).fill('0');
  return [...front, ...middle, ...back].map((g) => parseInt(g, 16));
}

const v4Of = (g: number[], at: number): string => [g[at] >> 8, g[at] & 0xff, g[at + 1] >> 8, g[at + 1] & 0xff].join('.');

function isPublicV6(text: string): boolean {
  if (text.includes('%')) return false; // a zone: link-local by definition
  const g = groupsOf(text);
  const zeros = (from: number, to: number): boolean => g.slice(from, to).every((x) => x === 0);
  // IPv4-mapped (::ffff:a.b.c.d) and NAT64 (64:ff9b::a.b.c.d): judged as the IPv4 inside.
  if (zeros(0, 5) && g[5] === 0xffff) return isPublicV4(v4Of(g, 6));
  if (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6)) return isPublicV4(v4Of(g, 6));
  // 6to4 (2002:aabb:ccdd::): the IPv4 in the second and third groups.
  if (g[0] === 0x2002) return isPublicV4(v4Of(g, 1));
  // Only global unicast (2000::/3) is public; of it, not the special ranges below.
  if (g[0] < 0x2000 || g[0] > 0x3fff) return false; // ::, ::1, IPv4-compatible, fc00::/7, fe80::/10, ff00::/8, 64:ff9b:1::/48, 100::/64…
  if (g[0] === 0x2001 && g[1] < 0x0200) return false; // 2001::/23: Teredo, benchmarking, ORCHID, other IETF assignments
  if (g[0] === 0x2001 && g[1] === 0x0db8) return false; // documentation
  if (g[0] === 0x3fff && g[1] < 0x1000) return false; // documentation (3fff::/20)
  return true;
}

/** Is this IP address on the public internet (not private, loopback, link-local, CGNAT, multicast, unspecified, reserved)? */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return isPublicV4(address);
  if (family === 6) return isPublicV6(address);
  return false;
}

// --- Resolving and pinning -------------------------------------------------------------------

export interface GuardOptions {
  /** Hosts the operator allowed whatever they resolve to (`--notify-allow HOST`), compared without case. */
  allow?: readonly string[];
  resolve?: Resolve;
  /** Which addresses count as public (default isPublicAddress; a test of rebinding injects its own). */
  isPublic?: (address: string) => boolean;
}

export type CheckedHost = { ok: true; address: string; family: 4 | 6 } | { ok: false; problem: 'privateAddress' | 'unresolved' };

/** The URL's host (no brackets), lower case. */
export const hostOf = (url: URL): string => url.hostname.replace(/^\[|\]$/g, '').toLowerCase();

export const isAllowedHost = (host: string, allow: readonly string[] = []): boolean =>
  allow.some(
    (h) =>
      h
        .trim()
        .toLowerCase()
        .replace(/^\[|\]$/g, '') === host,
  );

/**
 * Resolves the host once and judges every address it got: one that is not public refuses the
 * host (a name with a public and a private address is a name pointed at the inside). The first
 * address is the one to connect to.
 */
export async function checkHost(host: string, o: GuardOptions = {}): Promise<CheckedHost> {
  let found: { address: string; family: number }[];
  if (isIP(host)) found = [{ address: host, family: isIP(host) }];
  else {
    try {
      found = await (o.resolve ?? systemResolve)(host);
    } catch {
      return { ok: false, problem: 'unresolved' };
    }
  }
  const usable = found.filter((a) => isIP(a.address) !== 0);
  if (usable.length === 0) return { ok: false, problem: 'unresolved' };
  if (!isAllowedHost(host, o.allow) && !usable.every((a) => (o.isPublic ?? isPublicAddress)(a.address))) return { ok: false, problem: 'privateAddress' };
  return { ok: true, address: usable[0].address, family: isIP(usable[0].address) as 4 | 6 };
}

type LookupCallback = (error: Error | null, address: string | { address: string; family: number }[], family?: number) => void;

/**
 * A `lookup` for http.request that answers the checked address whatever name is asked: the
 * connection goes where the guard looked, never to a second answer of the DNS.
 */
export function pinnedLookup(address: string, family: 4 | 6): (host: string, options: { all?: boolean }, callback: LookupCallback) => void {
  return (_host, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}
