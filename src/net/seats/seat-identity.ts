// Who joins a table, on a server that keeps accounts: a join with a key proof (or the SSH front's
// voucher) is that key's account, shown by the name it claimed; a join without is a guest, shown
// by the name it typed, unless that name is (or looks like) a name an account claimed: then it is
// not used and the seat gets its own ("Player N"), so nobody can pose as a named player. Decided
// once, when the seat is reserved (Colyseus's onAuth), and carried with the reservation to the room.
import type { AuthContext } from '@colyseus/core';
import type { AccountService } from '../accounts/account-service.js';
import { acceptedKey, checkKeyProof } from '../accounts/key-proof-check.js';
import { cleanName } from './names.js';
import { RoomRefusal } from '../wire/net-codes.js';
import type { KeyVouchers } from '../ssh/ssh-vouchers.js';

export interface SeatAccount {
  id: string;
  /** The name it claimed on this server, or null. */
  name: string | null;
}

export interface SeatIdentity {
  account?: SeatAccount;
  /** The typed name is another account's (or looks like it): it is not shown. */
  nameHeld?: boolean;
  /** The fingerprint of the key this join proved (or the SSH front vouched for): a ban of that key closes the connection. */
  key?: string;
}

export interface IdentityServices {
  accounts?: AccountService;
  /** Addresses (plain) a proof may name besides the Host header. */
  proofAddresses?: ReadonlySet<string>;
  /** The SSH front's vouchers for its sessions' keys. */
  vouchers?: KeyVouchers;
}

/** The identity of a join from its raw options and where the request came from; a bad proof is refused. */
export async function identifyJoin(options: unknown, context: AuthContext | undefined, services: IdentityServices): Promise<SeatIdentity> {
  const { accounts } = services;
  if (!accounts) return {};
  const o = (typeof options === 'object' && options !== null ? options : {}) as { proof?: unknown; voucher?: unknown; name?: unknown; seatToken?: unknown };
  let key;
  if (o.voucher !== undefined) {
    const vouched = services.vouchers?.take(o.voucher);
    key = vouched && (await acceptedKey(vouched, accounts));
    if (!key) throw new RoomRefusal('badProof');
  } else if (o.proof !== undefined) {
    key = await checkKeyProof(o.proof, { accounts, host: context?.headers?.host, address: String(context?.ip ?? ''), own: services.proofAddresses ?? new Set() });
    if (!key) throw new RoomRefusal('badProof');
  }
  const summary = key ? await accounts.accountFor(key) : undefined;
  const account = summary && { id: summary.id, name: summary.name };
  const proven = key ? { key: key.fingerprint } : {};
  if (account?.name) return { account, ...proven };
  // A rejoin keeps the name its seat has; anyone else's typed name must not be a claimed one.
  const typed = typeof o.seatToken === 'string' ? '' : cleanName(o.name, '');
  const holder = typed === '' ? undefined : await accounts.holderOf(typed);
  return { ...(account && { account }), ...(holder !== undefined && holder !== account?.id && { nameHeld: true }), ...proven };
}

/** The name a join asks for, as its identity allows: the account's claimed one, else the typed one unless it is held. */
export const wishedNameOf = (identity: SeatIdentity, typed: unknown): unknown => identity.account?.name ?? (identity.nameHeld ? undefined : typed);
