// Worker-thread entry of the server's bots: it holds the bots the pool placed on it (a bot keeps
// its memory here for its whole life), hears the updates of their seats and answers each
// decision with the bot's move. Nothing here touches a table: the message loop does that.
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import type { Bot, BotObservation } from '../core/bot.js';
import type { GameId } from '../core/game.js';
import { NET_GAMES } from './games.js';

export type BotRequest =
  | { type: 'create'; id: number; game: GameId; level: string; seed: string }
  | { type: 'observe'; id: number; updates: BotObservation<unknown, unknown>[] }
  | { type: 'choose'; id: number; ask: number; view: unknown; legal: unknown[] }
  | { type: 'drop'; id: number };

export type BotReply = { id: number; ask: number; move: unknown } | { id: number; ask: number; error: string };

if (!parentPort) throw new Error('net/bot-worker.js runs only as a worker thread');
const port = parentPort;

// Below the message loop's thread: when the cores are busy, people's moves go first.
try {
  setPriority(19);
} catch {
  // Not allowed here (some containers): the bots still run off the loop.
}

const bots = new Map<number, Bot<unknown, unknown> | Error>();

port.on('message', (m: BotRequest) => {
  if (m.type === 'create') {
    try {
      bots.set(m.id, NET_GAMES[m.game].makeBot(m.level, m.seed));
    } catch (e) {
      bots.set(m.id, e as Error);
    }
  } else if (m.type === 'observe') {
    const bot = bots.get(m.id);
    if (!bot || bot instanceof Error || !bot.observe) return;
    try {
      for (const u of m.updates) bot.observe(u);
    } catch {
      // A bot whose memory failed still chooses from the view alone (see core/bot.ts).
    }
  } else if (m.type === 'choose') {
    const bot = bots.get(m.id);
    try {
      if (!bot) throw new Error('no such bot');
      if (bot instanceof Error) throw bot;
      port.postMessage({ id: m.id, ask: m.ask, move: bot.choose(m.view, m.legal) } satisfies BotReply);
    } catch (e) {
      port.postMessage({ id: m.id, ask: m.ask, error: e instanceof Error ? e.message : String(e) } satisfies BotReply);
    }
  } else bots.delete(m.id);
});
