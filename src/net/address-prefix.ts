// What a per-address limit counts by. One IPv6 subscriber is usually given a whole /64 (and can
// pick any of its 2^64 addresses), so an IPv6 address is counted by its /64 prefix; an IPv4
// address (also one written as ::ffff:a.b.c.d) is counted as itself.
import { isIP } from 'node:net';

/** The eight 16-bit groups of an IPv6 address (zone dropped, an IPv4 tail as two groups), or null. */
function groupsOf(ip: string): number[] | null {
  let text = ip.split('%')[0];
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4[1].split('.').map(Number);
    text = `${text.slice(0, -v4[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail, ...rest] = text.split('::');
  if (rest.length > 0) return null;
  const part = (s: string | undefined): number[] => (s ? s.split(':').map((g) => parseInt(g, 16)) : []);
  const front = part(head);
  const back = part(tail);
  const missing = 8 - front.length - back.length;
  if (tail === undefined ? missing !== 0 : missing < 0) return null;
  const groups = [...front, ...new Array<number>(tail === undefined ? 0 : missing).fill(0), ...back];
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null;
}

/** The key `ip` is counted by: its /64 (`2001:db8:1:2::/64`) for IPv6, the address itself for IPv4. */
export function addressKey(ip: string): string {
  const text = ip.trim();
  if (isIP(text) !== 6) return text;
  const groups = groupsOf(text);
  if (!groups) return text;
  // ::ffff:a.b.c.d (however it is written) is an IPv4 peer on a dual-stack socket.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join('.');
  }
  return `${groups.slice(0, 4).map((g) => g.toString(16)).join(':')}::/64`;
}
