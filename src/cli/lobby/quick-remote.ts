// Quick match against a real server: the lobby's quick answer, and the table taken through the
// seat it reserved (or joined by code, from a server that does not reserve with its answer).
import type { Prover } from '../../net/accounts/account-client.js';
import { lobbyQuick } from '../../net/lobby/lobby-client.js';
import { RemoteTable } from '../../net/client/remote-table.js';
import { proofBy } from '../../net/client/remote-way-back.js';
import type { QuickDeps } from './quick-match.js';

/** `prove`: this terminal's key (or the SSH front's voucher), for a server that keeps accounts. */
export const remoteQuickDeps = (prove?: Prover): QuickDeps<RemoteTable> => ({
  quick: lobbyQuick,
  join: (address, options) => RemoteTable.join(address, options, [], prove),
  seat: (address, reservation, name) => RemoteTable.reserved(address, name, reservation),
  identity: (server) => proofBy(prove, server),
});
