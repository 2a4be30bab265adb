// The server's bots on worker threads, so that no table's bots can hold up the message loop that
// every other table shares. Bots remember what their seat was told (`Bot.observe`), so each bot
// lives on one worker for its whole life: it is placed on the least busy worker when its seat is
// made, hears every update of the seat there, and is asked there for each decision. A pool that
// hands each task to any free worker (piscina and the like) would lose that memory or have to
// replay the whole game to rebuild it before every decision.
//
// A decision starts at once and is played when both the bot has answered and the seat's pause
// has passed, so the pause people see is the same and a slow bot costs no extra wait. The move is
// the one the same bot would choose on the loop, from the same seed and the same updates. Workers
// run at the lowest priority and rest after each decision (bot-worker.ts), so that even a flood
// of bot tables leaves the machine to the message loop.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { BotObservation } from '../../core/bot.js';
import type { TalkState } from '../../core/talk.js';
import { registeredSources } from '../../modules/registry.js';
import { sayBotSignal, submitBotMove } from '../../table/bot-seat.js';
import type { SeatPlayer, SeatUpdate, Turn } from '../../table/types.js';
import { type BotReply, type BotRequest, botBrain } from './bot-brain.js';
import { netGame } from '../wire/games.js';
import type { ServerBots } from '../server/server-limits.js';

type SeatSpec = Parameters<ServerBots['seat']>[0];

/** The default: every core but one (the message loop's), at least one, at most four. */
export const defaultBotWorkers = (): number => Math.max(1, Math.min(4, availableParallelism() - 1));

/** The worker script next to this module: dist/net/bots/bot-worker.js, or bot-worker.ts from source. */
function startWorker(): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./bot-worker.js', import.meta.url));
  // From source (tsx, vitest): register tsx inside the worker before loading the script.
  const url = new URL('./bot-worker.ts', import.meta.url).href;
  return new Worker(`import('tsx/esm/api').then((m) => { m.register(); return import(${JSON.stringify(url)}); });`, { eval: true });
}

/** Where bots live: a worker thread, or (when workers keep failing) the message loop itself. */
interface Slot {
  post(m: BotRequest): void;
  bots: Set<number>;
  worker?: Worker;
}

/** Workers that die more often than this in a minute are given up: the bots go on on the loop. */
const DEATHS_PER_MINUTE = 3;

interface Pending {
  ask: number;
  turn: Turn;
  /** What was said about this decision when the bot was asked (after a jester: the signals). */
  heard: TalkState;
  askedAt: number;
  /** The pause still to pass from `askedAt` (none when the room already held the decision). */
  pauseMs: number;
  /** The bot has answered; the move waits for the end of the pause. */
  answered?: boolean;
  timer?: NodeJS.Timeout;
}

interface BotRecord {
  spec: SeatSpec;
  slot: Slot;
  pending: Pending | null;
  answer(reply: BotReply): void;
}

const observation = (u: SeatUpdate): BotObservation<unknown, unknown> => ({ view: u.view, events: u.events, movesMade: u.movesMade });

/** The pool, and its worker threads as they are now (for diagnostics and tests). */
export type ServerBotPool = ServerBots & { threads(): Worker[] };

export function startServerBots(workers: number = defaultBotWorkers()): ServerBotPool {
  const slots: Slot[] = [];
  const records = new Map<number, BotRecord>();
  let nextId = 1;
  let nextAsk = 1;
  let closing = false;
  const deaths: number[] = [];
  let onLoop: Slot | null = null;

  const send = (slot: Slot, m: BotRequest): void => slot.post(m);
  const answer = (reply: BotReply): void => records.get(reply.id)?.answer(reply);

  function spawn(): Slot {
    const worker = startWorker();
    const slot: Slot = { worker, post: (m) => worker.postMessage(m), bots: new Set() };
    worker.unref();
    worker.on('message', answer);
    worker.on('error', () => {});
    worker.on('exit', () => {
      if (!closing) replace(slot);
    });
    slots.push(slot);
    return slot;
  }

  /** Least busy worker; a new one while fewer than `workers` run and every one is busy. */
  function place(): Slot {
    if (onLoop) return onLoop;
    const idle = slots.reduce<Slot | undefined>((best, s) => (!best || s.bots.size < best.bots.size ? s : best), undefined);
    return !idle || (idle.bots.size > 0 && slots.length < workers) ? spawn() : idle;
  }

  /** A worker died (a bug, or out of memory): its bots go on in a new one, without their memory. */
  function replace(dead: Slot): void {
    slots.splice(slots.indexOf(dead), 1);
    const now = performance.now();
    deaths.push(now);
    if (deaths.filter((t) => now - t < 60_000).length > DEATHS_PER_MINUTE && !onLoop) {
      // Something keeps killing workers (a missing script, memory): better slow bots than none.
      const handle = botBrain(answer);
      onLoop = { post: (m) => setImmediate(() => handle(m)), bots: new Set() };
    }
    for (const id of dead.bots) {
      const r = records.get(id);
      if (!r) continue;
      r.slot = place();
      r.slot.bots.add(id);
      send(r.slot, { type: 'create', id, game: r.spec.game, level: r.spec.level, seed: r.spec.seed, sources: registeredSources() });
      r.spec.onError(new Error("the bot's worker stopped; the bot goes on without its memory of the game"));
      if (r.pending && !r.pending.answered) send(r.slot, { type: 'choose', id, ask: r.pending.ask, view: r.pending.turn.update.view, legal: r.pending.turn.update.legal, heard: r.pending.heard });
    }
  }

  return {
    seat(spec) {
      const id = nextId++;
      const slot = place();
      slot.bots.add(id);
      send(slot, { type: 'create', id, game: spec.game, level: spec.level, seed: spec.seed, sources: registeredSources() });
      let disposed = false;
      const record: BotRecord = {
        spec,
        slot,
        pending: null,
        answer(reply) {
          const p = record.pending;
          if (!p || p.ask !== reply.ask || p.answered) return;
          p.answered = true;
          spec.onDecided?.(performance.now() - p.askedAt);
          const play = (): void => {
            record.pending = null;
            let move = 'move' in reply ? reply.move : undefined;
            if ('error' in reply) {
              spec.onError(new Error(reply.error));
              move = p.turn.update.legal[0];
            }
            submitBotMove(p.turn, move, spec.onError);
          };
          const wait = p.pauseMs - (performance.now() - p.askedAt);
          if (wait <= 0) play();
          else p.timer = setTimeout(play, wait);
        },
      };
      records.set(id, record);
      const ask = (turn: Turn, pauseMs: number): void => {
        if (disposed) return;
        const heard = turn.heard();
        record.pending = { ask: nextAsk++, turn, heard, askedAt: performance.now(), pauseMs };
        send(record.slot, { type: 'choose', id, ask: record.pending.ask, view: turn.update.view, legal: turn.update.legal, heard });
      };
      // Said on the loop, from the seat's view alone: cheap, and the same at every level.
      const botSignal = netGame(spec.game).botSignal;
      const observe = (updates: SeatUpdate[]): void => {
        if (!disposed && updates.length > 0) send(record.slot, { type: 'observe', id, updates: updates.map(observation) });
      };
      const player: SeatPlayer & { dispose(): void } = {
        kind: 'bot',
        see: (update) => {
          observe([update]);
          // The game is over: nothing more to decide, so the bot's memory can go.
          if (update.result !== null) player.dispose();
        },
        recall: observe,
        decide(turn) {
          if (disposed) return;
          // After a jester the room may hold the decision for the people's signals (its pause
          // included): the bot is asked then, with the signals, and plays as soon as it answers.
          if (!spec.awaitSignals?.(() => ask(turn, 0))) ask(turn, spec.delayMs);
        },
        mayTalk: botSignal && ((talk) => sayBotSignal(botSignal, talk, spec.onError)),
        dispose() {
          if (disposed) return;
          disposed = true;
          clearTimeout(record.pending?.timer);
          record.pending = null;
          records.delete(id);
          record.slot.bots.delete(id);
          send(record.slot, { type: 'drop', id });
        },
      };
      return player;
    },
    threads: () => slots.flatMap((s) => (s.worker ? [s.worker] : [])),
    async close() {
      closing = true;
      for (const r of records.values()) clearTimeout(r.pending?.timer);
      records.clear();
      await Promise.all(slots.splice(0).map((s) => s.worker?.terminate()));
    },
  };
}
