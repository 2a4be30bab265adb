// Which address a request comes from. The socket's peer is the client, unless that peer is a
// reverse proxy the operator named (--trust-proxy): then the client is the last address in
// X-Forwarded-For that is not itself a trusted proxy. A header from anyone else is ignored, so a
// client cannot pick the address its quotas are counted against. The server's own SSH front is
// a proxy of its own kind: it connects from this machine for its players and names each one, with
// a secret of the process beside the header, so no other local program can borrow the trust.
import { timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import type { KeyVouchers } from '../ssh/ssh-vouchers.js';

/** The header in which the SSH front proves a forwarded address is its own. */
export const BRIDGE_HEADER = 'x-ssh-bridge';

export interface ProxyTrust {
  /** True when `address` (a socket's peer) is one of the named proxies. */
  trusts(address: string): boolean;
  /** The client's address for a request whose socket peer is `peer` (`bridge`: the BRIDGE_HEADER sent). */
  clientOf(peer: string | undefined, forwardedFor: string | string[] | undefined, bridgeProof?: string | string[]): string;
}

/** `::ffff:192.0.2.1` (an IPv4 peer on a dual-stack socket) is 192.0.2.1. */
export const plainAddress = (address: string): string => (address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address);

/** Parses one --trust-proxy value: an address or a CIDR range (10.0.0.0/8, fd00::/8). */
export function parseProxy(text: string): { address: string; prefix: number | null } | null {
  const [address, bits, ...rest] = text.trim().split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return null;
  if (bits === undefined) return { address, prefix: null };
  const prefix = /^\d{1,3}$/.test(bits) ? Number(bits) : NaN;
  return prefix >= 0 && prefix <= (family === 4 ? 32 : 128) ? { address, prefix } : null;
}

/** This process's SSH front: the address its connections come from, and its secret. */
export interface Bridge {
  peer: string;
  secret: string;
  /** The keys of its sessions, vouched for one join each (a server with accounts binds the seat to the key's account). */
  vouchers?: KeyVouchers;
}

const sameSecret = (given: string | string[] | undefined, secret: string): boolean =>
  typeof given === 'string' && given.length === secret.length && timingSafeEqual(Buffer.from(given), Buffer.from(secret));

/** `bridge`: this process's SSH front, whose connections name their player's address. */
export function proxyTrust(proxies: readonly string[], bridge?: Bridge): ProxyTrust {
  const list = new BlockList();
  for (const text of proxies) {
    const p = parseProxy(text);
    if (!p) throw new Error(`not an address or address range: ${JSON.stringify(text)}`);
    const family = isIP(p.address) === 4 ? 'ipv4' : 'ipv6';
    if (p.prefix === null) list.addAddress(p.address, family);
    else list.addSubnet(p.address, p.prefix, family);
  }
  const named = (address: string): boolean => {
    const plain = plainAddress(address);
    const family = isIP(plain);
    return proxies.length > 0 && family !== 0 && list.check(plain, family === 4 ? 'ipv4' : 'ipv6');
  };
  // With the SSH front, its address is counted per request (and per forwarded player), not per socket.
  const fromBridge = (address: string): boolean => bridge !== undefined && plainAddress(address) === bridge.peer;
  const trusts = (address: string): boolean => named(address) || fromBridge(address);
  return {
    trusts,
    clientOf(peer, forwardedFor, bridgeProof) {
      const socket = plainAddress(peer ?? 'unknown');
      if (fromBridge(socket) && sameSecret(bridgeProof, bridge!.secret) && typeof forwardedFor === 'string' && isIP(forwardedFor.trim()) !== 0) {
        return plainAddress(forwardedFor.trim());
      }
      if (!named(socket) || forwardedFor === undefined) return socket;
      const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor).split(',').map((h) => plainAddress(h.trim()));
      // Walk back from the proxy nearest to us; the first hop it did not add itself is the client.
      for (let i = hops.length - 1; i >= 0; i--) {
        if (isIP(hops[i]) === 0) return socket;
        if (!trusts(hops[i])) return hops[i];
      }
      return hops[0] ?? socket;
    },
  };
}
