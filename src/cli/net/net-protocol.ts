// The headless protocol (version 1, ../shared/protocol.md) for one seat of a networked table:
// `state` lines when this seat must decide, `event` lines for the other seats' moves, `error`
// lines for refused input (a code, its parameters and English words), `notice` lines about the
// table, `lobby`/`waiting` lines while the table waits, `signal` and `phrase` lines for table
// talk, `watchRequests` lines for a host who answers them, and the `end` line with the deal checked
// against its commitment. `host --json` first writes a `room` line with the address for the others.
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { jsonLine } from '../../core/json-line.js';
import { printable } from '../../core/printable.js';
import { remoteTalk } from '../../net/client/remote-client.js';
import type { RemoteTable } from '../../net/client/remote-table.js';
import { parsedOrNull } from '../../net/client/seat-update.js';
import { isGameId, gameModule } from '../../modules/registry.js';
import { parseTalkLine } from '../protocol/talk-command.js';
import { heardMessage } from '../protocol/heard-message.js';

export interface NetProtocolRun {
  table: RemoteTable;
  /** host --json: the address the other players join. */
  joinAddress?: string;
  /** What to run to come back to this table if it closes before the end. */
  rejoinCommand: string;
  input: Readable;
  output: Writable;
  errors: Writable;
}

/** The protocol's `lobby` line: the public facts of the table, its watchers and mutes among them. */
export const lobbyLine = (lobby: NonNullable<RemoteTable['lobby']>) => ({
  type: 'lobby',
  code: lobby.code,
  seats: lobby.seats,
  host: lobby.host,
  seedChosen: lobby.seedChosen,
  commitment: lobby.commitment,
  embedded: lobby.embedded,
  watchers: lobby.watchers ?? [],
  watching: lobby.watching ?? 'no',
  watcherGreetings: lobby.watcherGreetings === true,
  muted: lobby.muted ?? [],
});

export function runNetProtocol(run: NetProtocolRun): Promise<number> {
  const { table, output } = run;
  // Lines carry names, moves and words that came from the server or other players: every control escaped.
  const send = (msg: object): void => void output.write(jsonLine(msg) + '\n');
  output.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(1);
  });
  let stateLine: object | null = null;
  let lastEventAt = -1;
  // The same decision is written once, even when a reconnection brings the same update again.
  let lastStateAt = -1;

  return new Promise((resolve) => {
    const reader = createInterface({ input: run.input, crlfDelay: Infinity });
    let done = false;
    const finish = (code: number, message?: string): void => {
      if (done) return;
      done = true;
      off();
      reader.close();
      if (message) run.errors.write(`${table.game}: ${message}\n`);
      void table.leave().then(() => resolve(code));
    };

    const onUpdate = (): void => {
      const u = table.update;
      if (!u) return;
      if (u.lastMove && u.lastMove.seat !== table.seat && u.movesMade !== lastEventAt) {
        lastEventAt = u.movesMade;
        send({ type: 'event', event: 'move', seat: u.lastMove.seat, move: u.lastMove.text, events: u.events });
      }
      const { window, signals } = remoteTalk(table.said, u.window);
      const talk = window ? { window, signals } : {};
      // A "legal move" the game cannot read (a broken or hostile server's) is not offered, as on the screens.
      const game = isGameId(table.game) ? gameModule(table.game).game : null;
      const legal = game ? u.legal.filter((m) => parsedOrNull(game, m) !== null) : u.legal;
      stateLine = legal.length > 0 ? { type: 'state', protocol: 1, game: table.game, seat: table.seat, view: u.view, legal, ...talk } : null;
      if (stateLine && u.movesMade !== lastStateAt) {
        lastStateAt = u.movesMade;
        send(stateLine);
      }
    };

    const off = table.subscribe((change) => {
      switch (change.kind) {
        case 'update':
          return onUpdate();
        case 'error':
          send({ type: 'error', code: change.code, params: change.params, message: change.message });
          if (stateLine) send(stateLine);
          return;
        case 'notice':
          return send({ type: 'notice', code: change.code, params: change.params, message: change.message });
        case 'said':
          return send(heardMessage(table.game, change.said));
        case 'watchRequests':
          return send({ type: 'watchRequests', requests: change.requests });
        case 'lobby': {
          const { lobby } = change;
          if (!lobby.started) return send(lobbyLine(lobby));
          const away = lobby.seats.filter((s) => s.reconnectMsLeft !== null || s.vacated);
          if (away.length > 0 && !lobby.over)
            send({ type: 'waiting', seats: away.map((s) => ({ seat: s.seat, name: s.name, secondsLeft: s.reconnectMsLeft === null ? 0 : Math.ceil(s.reconnectMsLeft / 1000) })) });
          return;
        }
        case 'end': {
          const { end } = change;
          // A team event's deal while its week runs: sealed until then (no seed, salt or log yet).
          const sealed = table.deal?.sealedUntil;
          const deal = {
            seed: end.seed,
            salt: end.salt,
            commitment: table.commitmentShown,
            matches: table.deal?.matches ?? false,
            ...(sealed !== undefined && { sealedUntil: new Date(sealed).toISOString() }),
          };
          send({ type: 'end', result: end.result, log: end.log, seedChosen: end.seedChosen === true, deal });
          return finish(0);
        }
        case 'connection':
          // One line when the connection drops; moves read meanwhile are not sent and not
          // answered. Back at the table the server sends the seat's update again, and its state
          // line is written again (a move sent just before the outage may have been lost).
          if (change.status === 'reconnecting') send({ type: 'waiting', reconnecting: true });
          if (change.status === 'connected') {
            lastStateAt = -1;
            send({ type: 'waiting', reconnecting: false });
          }
          if (change.status === 'closed' && !table.end) {
            if (table.closedBy) finish(1, `${table.closedBy.message}; to come back: ${run.rejoinCommand}`);
            else finish(1, `the connection to the table was lost${change.reason ? ` (${printable(change.reason)})` : ''}`);
          }
          return;
        default:
          return;
      }
    });

    if (run.joinAddress) send({ type: 'room', join: run.joinAddress, code: table.code, seat: table.seat });
    if (table.lobby) send(lobbyLine(table.lobby));
    onUpdate();

    reader.on('line', (line) => {
      const text = line.trim();
      if (text === '' || done) return;
      // Before the game starts the host may fill the empty seats with bots and begin.
      if (text === 'start' && table.host && !table.lobby?.started) return table.start(true);
      // The host gives a seat whose player is gone to a bot: `bot N`.
      const bot = /^bot ([1-4])$/.exec(text);
      if (bot && table.host) return table.giveToBot(Number(bot[1]));
      // The host silences a seat's phrases (`mute N`, `unmute N`) and answers requests to watch.
      const mute = /^(mute|unmute) ([1-4])$/.exec(text);
      if (mute && table.host) return table.mute(Number(mute[2]), mute[1] === 'mute');
      const answer = /^watcher (allow|refuse) (\S+)$/.exec(text);
      if (answer && table.host) return table.answerWatch(answer[2], answer[1] === 'allow');
      const talk = parseTalkLine(text);
      if (talk instanceof Error) {
        send({ type: 'error', code: 'badTalk', params: {}, message: talk.message });
        if (stateLine) send(stateLine);
        return;
      }
      // This program speaks for its own seat only: a seat number in the line is ignored.
      if (talk) return void (talk.kind === 'signal' ? table.signal(talk.value) : table.say(talk.code));
      table.submit(text);
    });
    reader.on('close', () => {
      if (!done && !table.end) finish(1, `input ended before the game was over (${table.update?.movesMade ?? 0} moves played)`);
    });
  });
}
