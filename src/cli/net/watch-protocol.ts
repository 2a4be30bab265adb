// `watch --json`: the protocol's public lines for someone without a seat. A `watching` line
// (whether the host let this watcher in), `lobby` lines, a `public` line after every move (the
// public view: hand sizes, no hand), an `event` line per move with its public events, `signal` and
// `phrase` lines, `notice` and `error` lines, and the `end` line with the whole log. Stdin may
// send greetings (`say good-luck`) when the host allows them; it may also stay closed.
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { jsonLine } from '../../core/json-line.js';
import { remoteTalk } from '../../net/client/remote-client.js';
import type { RemoteTable } from '../../net/client/remote-table.js';
import { talkLineEnglish } from '../../protocol/english.js';
import { lobbyLine } from './net-protocol.js';
import { parseTalkLine } from '../protocol/talk-command.js';
import { heardMessage } from '../protocol/heard-message.js';

export interface WatchProtocolRun {
  table: RemoteTable;
  input: Readable;
  output: Writable;
}

export function runWatchProtocol(run: WatchProtocolRun): Promise<number> {
  const { table } = run;
  // Every control escaped (JSON.stringify leaves C1 controls and U+2028 as they are).
  const send = (msg: object): void => void run.output.write(jsonLine(msg) + '\n');
  run.output.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(1);
  });
  let lastEventAt = 0;
  const publicLine = (): void => {
    const u = table.publicUpdate;
    if (!u) return;
    for (const m of table.history.slice(lastEventAt)) send({ type: 'event', event: 'move', seat: m.seat, move: m.text, events: m.events });
    lastEventAt = table.history.length;
    const { window, signals } = remoteTalk(table.said, u.window);
    send({ type: 'public', protocol: 1, game: table.game, view: u.view, toMove: u.toMove, movesMade: u.movesMade, result: u.result, ...(window ? { window, signals } : {}) });
  };
  // What arrived before this ran: the lobby, the moves so far and the view.
  send({ type: 'watching', code: table.code, game: table.game, name: table.watchName, admitted: table.admitted });
  if (table.lobby) send(lobbyLine(table.lobby));
  for (const said of table.said) send(heardMessage(table.game, said));
  publicLine();

  return new Promise((resolve) => {
    const reader = createInterface({ input: run.input, crlfDelay: Infinity });
    const finish = (code: number, message?: string): void => {
      off();
      reader.close();
      if (message) process.stderr.write(`${table.game}: ${message}\n`);
      void table.leave().then(() => resolve(code));
    };
    const off = table.subscribe((change) => {
      switch (change.kind) {
        case 'watching':
          return send({ type: 'watching', code: table.code, game: table.game, name: table.watchName, admitted: change.admitted });
        case 'lobby':
          return send(lobbyLine(change.lobby));
        case 'public':
          return publicLine();
        case 'said':
          return send(heardMessage(table.game, change.said));
        case 'error':
        case 'notice':
          return send({ type: change.kind, code: change.code, params: change.params, message: change.message });
        case 'end':
          send({
            type: 'end',
            result: change.end.result,
            log: change.end.log,
            seedChosen: change.end.seedChosen === true,
            deal: { seed: change.end.seed, salt: change.end.salt, commitment: table.commitmentShown, matches: table.deal?.matches ?? false },
          });
          return finish(0);
        case 'connection':
          if (change.status === 'reconnecting') send({ type: 'waiting', reconnecting: true });
          if (change.status === 'connected') send({ type: 'waiting', reconnecting: false });
          if (change.status === 'closed' && !table.end) finish(1, `the connection to the table was lost${change.reason ? ` (${change.reason})` : ''}`);
          return;
        default:
          return;
      }
    });
    reader.on('line', (line) => {
      const talk = parseTalkLine(line);
      if (talk && !(talk instanceof Error) && talk.kind === 'say') return void table.say(talk.code);
      if (line.trim() !== '') send({ type: 'error', code: 'watching', params: {}, message: talkLineEnglish('watcherLine') });
    });
  });
}
