// The bots of one worker thread (or of the message loop, when workers keep failing): made from
// their game, level and seed, told their seat's updates, asked for moves. Requests come in order,
// so a bot hears every update before the decision that follows it.
import type { Bot, BotObservation } from '../../core/bot.js';
import type { TalkState } from '../../core/talk.js';
import { netGame } from '../wire/games.js';

export type BotRequest =
  /** `sources`: the games registered at run time (a test's), for a worker thread to register first. */
  | { type: 'create'; id: number; game: string; level: string; seed: string; sources?: string[] }
  | { type: 'observe'; id: number; updates: BotObservation<unknown, unknown>[] }
  | { type: 'choose'; id: number; ask: number; view: unknown; legal: unknown[]; heard: TalkState }
  | { type: 'drop'; id: number };

export type BotReply = { id: number; ask: number; move: unknown } | { id: number; ask: number; error: string };

/** A handler of requests that answers each `choose` through `reply`. */
export function botBrain(reply: (r: BotReply) => void): (m: BotRequest) => void {
  const bots = new Map<number, Bot<unknown, unknown> | Error>();
  return (m) => {
    if (m.type === 'create') {
      try {
        bots.set(m.id, netGame(m.game).makeBot(m.level, m.seed));
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
        reply({ id: m.id, ask: m.ask, move: bot.choose(m.view, m.legal, m.heard) });
      } catch (e) {
        reply({ id: m.id, ask: m.ask, error: e instanceof Error ? e.message : String(e) });
      }
    } else bots.delete(m.id);
  };
}
