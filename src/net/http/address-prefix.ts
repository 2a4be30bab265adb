// What a per-address limit counts as one address. An IPv4 address is one household; an IPv6 host
// usually holds a whole /64 (a home or a cloud machine is given one, and picks addresses in it at
// will), so counting exact IPv6 addresses would let one machine count as billions. An IPv6 address
// is therefore keyed by its /64, and an IPv4 address written as IPv6 (`::ffff:192.0.2.1`, an IPv4
// peer on a dual-stack socket) by the plain IPv4 address.
import { isIP } from 'node:net';

/** `2001:db8:1:2:a:b:c:d` → `2001:db8:1:2::/64`; `::ffff:1.2.3.4` and `1.2.3.4` → `1.2.3.4`; anything else unchanged. */
export function addressKey(ip: string): string {
  const text = ip.trim();
  if (isIP(text) === 4) return text;
  // A zone (`fe80::1%eth0`) names the interface, not the host: it is not part of the address.
  const bare = text.split('%')[0];
  const groups = isIP(bare) === 6 ? ipv6Groups(bare) : null;
  if (!groups) return text;
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join('.');
  }
  return `${formatIpv6([...groups.slice(0, 4), 0, 0, 0, 0])}/64`;
}

/** The network of `address/prefix` (bits past the prefix cleared), as text; null when not an address. */
export function networkOf(address: string, prefix: number): string | null {
  if (isIP(address) === 4) {
    const value = address.split('.').reduce((n, part) => n * 256 + Number(part), 0);
    const kept = prefix === 0 ? 0 : Math.floor(value / 2 ** (32 - prefix)) * 2 ** (32 - prefix);
    return [24, 16, 8, 0].map((shift) => Math.floor(kept / 2 ** shift) % 256).join('.');
  }
  const groups = isIP(address) === 6 ? ipv6Groups(address) : null;
  if (!groups) return null;
  return formatIpv6(
    groups.map((g, i) => {
      const bits = Math.max(0, Math.min(16, prefix - i * 16));
      return bits === 0 ? 0 : g & (0xffff << (16 - bits)) & 0xffff;
    }),
  );
}

/** The eight 16-bit groups of a valid IPv6 address (with `::` and a trailing dotted IPv4 expanded). */
function ipv6Groups(address: string): number[] | null {
  let text = address.toLowerCase();
  // A dotted IPv4 tail (`::ffff:1.2.3.4`, `64:ff9b::1.2.3.4`) is the last two groups.
  const dotted = /^(.*:)(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(2).map(Number);
    text = `${dotted[1]}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const part = (s: string): string[] => (s === '' ? [] : s.split(':'));
  const head = part(halves[0]);
  const tail = halves.length === 2 ? part(halves[1]) : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const all = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  if (!all.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return null;
  return all.map((g) => parseInt(g, 16));
}

/** RFC 5952's text: lowercase, no leading zeros, the longest run of two or more zero groups as `::`. */
function formatIpv6(groups: number[]): string {
  let best = { at: -1, length: 0 };
  for (let i = 0; i < 8;) {
    if (groups[i] !== 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < 8 && groups[j] === 0) j++;
    if (j - i > best.length && j - i >= 2) best = { at: i, length: j - i };
    i = j;
  }
  const hex = groups.map((g) => g.toString(16));
  if (best.at < 0) return hex.join(':');
  return `${hex.slice(0, best.at).join(':')}::${hex.slice(best.at + best.length).join(':')}`;
}
