// How a dropped table connection finds its way back: the addresses it may come through (the one
// it used, then the server's other live processes as the welcome names them) and one round over
// them — Colyseus's reconnection token first, unless the server said it hands the table over; then
// a new join, by the seat's token or, for a watcher, as anyone watching does (with its key's
// proof). Apart from remote-table.ts, which decides when to come back and what it means for the
// screens; this file knows only where and how.
import type { Room } from 'colyseus.js';
import type { JoinIdentity, Prover } from '../accounts/account-client.js';
import { type ServerAddress, parseServerAddress } from './address.js';
import { MatchmakeClient } from './matchmake-client.js';
import { CLOSE_SERVER_STOPPING } from '../wire/messages.js';
import { peerEndpoints } from './remote-connecting.js';

/** What a join carries to say whose it is (a proof, or the SSH front's voucher), or nothing: no prover, or a server without accounts. */
export const proofBy = async (prove: Prover | undefined, server: ServerAddress): Promise<JoinIdentity> => (prove ? prove(server) : {});

/** Who comes back, as the table knows it (asked at each try). */
export interface Returning {
  room: Room;
  code: string;
  watcher: boolean;
  name: string | undefined;
  seatToken: string;
}

export class RemoteWayBack {
  /** Other addresses of the server's live processes (from the welcome), to come back through. */
  private peers: string[];
  /** Proves this terminal's key at every join (a watcher's return too); none: a guest. */
  prove?: Prover;
  /** The last close code (4101: the server hands the table over, so its reconnection token will not hold). */
  lastClose = 0;

  constructor(
    private readonly client: MatchmakeClient,
    private readonly server: ServerAddress,
    known: string[],
  ) {
    this.peers = known.filter((e) => e !== server.endpoint);
  }

  /** Where this seat can come back through: the address it used, then the server's other live processes. */
  endpoints(): string[] {
    return [...new Set([this.server.endpoint, ...this.peers])];
  }

  /** The live processes the server named come first among the other addresses (those it no longer names stay, after them). */
  learnPeers(peers: unknown): void {
    if (peers === undefined) return;
    const scheme = this.server.endpoint.startsWith('wss:') ? 'wss:' : 'ws:';
    this.peers = [...new Set([...peerEndpoints(scheme, peers), ...this.peers])].filter((e) => e !== this.server.endpoint).slice(0, 16);
  }

  /** One round over the known addresses; the room came back through, or null. */
  async comeBack(seat: () => Returning): Promise<Room | null> {
    if (this.lastClose !== CLOSE_SERVER_STOPPING) {
      try {
        return await this.client.reconnect(seat().room.reconnectionToken);
      } catch {
        // Expired, unknown there, or nobody answers: the seat's token next.
      }
    }
    for (const endpoint of this.endpoints()) {
      const client = endpoint === this.server.endpoint ? this.client : new MatchmakeClient(endpoint);
      try {
        // A watcher comes back as anyone watching does (with its key's proof); a seat with its token.
        const server = endpoint === this.server.endpoint ? this.server : parseServerAddress(endpoint);
        const s = seat();
        return await client.joinById(s.code, s.watcher ? { watch: true, name: s.name, ...(await proofBy(this.prove, server)) } : { seatToken: s.seatToken, name: s.name });
      } catch {
        // Down, stopping, or the table is moving: the next address, or the next round.
      }
    }
    return null;
  }
}
