// What the seats ask of a room: a move (in notation, with the position it answers), the host's
// start (empty seats to bots, or not) and the host's giving a gone player's seat to a bot. Each
// message is checked (valibot schemas in ../wire/messages.ts) and refused with a code, changing nothing,
// when it is malformed, stale or not allowed.
import type { Client } from '@colyseus/core';
import * as v from 'valibot';
import { NotationError } from '../../core/problems.js';
import { notationEnglish } from '../../protocol/english.js';
import { BotMessage, MoveMessage, StartMessage } from '../wire/messages.js';
import { refusalMessage } from '../wire/refusal-text.js';
import type { RoomContext } from './room-context.js';
import type { RoomPlay } from './room-play.js';

export class RoomCommands {
  constructor(
    private readonly room: RoomContext,
    private readonly play: RoomPlay,
  ) {}

  onMove(client: Client, raw: unknown): void {
    const { connections } = this.room;
    const s = this.room.state();
    const seat = connections.seatOf(client);
    if (seat === undefined) return this.room.refuseCode(client, this.room.watchers().isWatcher(client) ? 'watching' : 'noSeat');
    const parsed = v.safeParse(MoveMessage, raw);
    if (!parsed.success) return this.room.refuseCode(client, 'badMessage', { type: 'move', expected: '{"text": notation, "at": moves made so far}' });
    if (!s.started) return this.room.refuseCode(client, 'notStarted');
    // A turn-based game the clock ended takes no more moves.
    if (s.turn?.outcome) return this.room.refuse(client, refusalMessage(s.net.game, { code: 'gameOver' }));
    const { text, at } = parsed.output;
    // A move answers one position: sent twice, or after the table moved on, it is refused.
    if (at !== s.table.movesMade) return this.room.refuseCode(client, 'staleMove', { at, movesMade: s.table.movesMade });
    const { game } = s.net;
    let move: unknown;
    try {
      move = game.parseMove(text);
    } catch (e) {
      // The English for scripts, the code for the screens to word in their own language.
      if (!(e instanceof NotationError)) throw e;
      return this.room.refuseCode(client, 'badNotation', { reason: notationEnglish(e.problem), notation: e.problem });
    }
    const arrived = performance.now();
    // The seat is the connection's (bound when it joined); the table says whether it is its turn.
    const refusal = s.table.submit(seat, move);
    if (refusal) return this.room.refuse(client, refusalMessage(game, refusal));
    // Queued behind the move's updates: this runs once they have left.
    const metrics = this.room.services.metrics;
    if (metrics) this.room.journal().afterSave(() => metrics.moveToView(s.net.id, performance.now() - arrived));
  }

  onStart(client: Client, raw: unknown): void {
    const { connections } = this.room;
    const s = this.room.state();
    const seat = connections.seatOf(client);
    const parsed = v.safeParse(StartMessage, raw ?? {});
    if (!parsed.success) return this.room.refuseCode(client, 'badMessage', { type: 'start', expected: '{"bots": true|false}' });
    if (s.started) return this.room.refuseCode(client, 'alreadyStarted');
    const check = s.roster.startCheck(seat ?? 0, parsed.output.bots, s.turn !== null);
    if (!check.ok) return this.room.refuseCode(client, check.code, check.params);
    if (check.fill.length > 0 && !this.mayAddBots()) return this.room.refuseCode(client, 'botTableQuota', { limit: this.room.services.limits.botTablesPerAddress });
    for (const x of check.fill) s.roster.makeBot(x);
    this.play.startGame();
  }

  onBotTakeover(client: Client, raw: unknown): void {
    const { connections } = this.room;
    const s = this.room.state();
    const by = connections.seatOf(client) ?? 0;
    const parsed = v.safeParse(BotMessage, raw);
    if (!parsed.success) return this.room.refuseCode(client, by === s.roster.hostSeat ? 'noBotSeat' : 'notHost');
    if (s.over) return this.room.refuse(client, refusalMessage(s.net.game, { code: 'gameOver' }));
    // At a turn-based table a player away is not gone: only the clock gives a seat to a bot.
    const refusal = s.turn ? { code: 'playerPresent' as const, params: { seat: parsed.output.seat } } : s.roster.takeoverRefusal(parsed.output.seat, by);
    if (refusal) return this.room.refuseCode(client, refusal.code, refusal.params);
    const { seat } = parsed.output;
    if (!this.mayAddBots()) return this.room.refuseCode(client, 'botTableQuota', { limit: this.room.services.limits.botTablesPerAddress });
    s.roster.makeBot(seat);
    this.room.event('botTakeover', { seat });
    if (s.started) s.table.sit(seat, this.play.botPlayer(seat));
    this.room.journal().save();
    this.room.lobbyChanged();
    this.room.seatsChanged();
  }

  /**
   * A table that had no server bot is about to get one (a start that fills empty seats, a
   * takeover): from now on it counts as a bot table of the address that opened it, and is refused
   * when that address holds as many as it may. A table with bots already counts.
   */
  private mayAddBots(): boolean {
    if (this.room.state().roster.seats.some((x) => x.bot)) return true;
    return this.room.services.botsJoining?.(this.room.roomId()) ?? true;
  }
}
