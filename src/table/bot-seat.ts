// A bot in a seat. It sees only its seat's update (view and legal moves), like any other seat.
// A bot that throws or answers with an illegal move does not end the game: it plays its first
// legal move instead, the same way wherever bots play (screen, protocol, simulator, server).
import type { Bot } from '../core/bot.js';
import type { Signal } from '../core/talk.js';
import type { SeatPlayer, SignalAsk, Turn } from './types.js';

export interface BotSeatOptions {
  /**
   * When to make the decision: at once (default) or later (a pause people can follow). It gets
   * the function that decides and plays; a returned cancel function drops a pending decision.
   */
  schedule?: (decideNow: () => void) => void;
  /** Told how long each decision took, in ms (the simulator's timing). */
  onDecision?: (ms: number) => void;
  /** Told when the bot failed and its first legal move was played instead. */
  onError?: (error: unknown) => void;
}

/** A bot's signal after a jester, from the view it is given alone; a bot that fails to say one stays silent. */
export function sayBotSignal<View>(signal: (view: View) => Signal | null, ask: SignalAsk<View>, onError?: (error: unknown) => void): void {
  try {
    const value = signal(ask.update.view);
    if (value !== null) ask.signal(value);
  } catch (e) {
    onError?.(e);
  }
}

/**
 * Plays the move a bot chose. A stale turn (the seat was taken over meanwhile) is simply dropped;
 * a refused answer is a bot error, and the first legal move is played instead.
 */
export function submitBotMove<View, Move>(turn: Turn<View, Move>, move: Move, onError?: (error: unknown) => void): void {
  const refusal = turn.submit(move);
  if (refusal !== null && refusal.code !== 'staleTurn') {
    onError?.(new Error(`the bot answered with a refused move (${refusal.code})`));
    turn.submit(turn.update.legal[0]);
  }
}

export function botSeat<View, Move, Event>(bot: Bot<View, Move, Event>, options: BotSeatOptions = {}): SeatPlayer<View, Move, Event> {
  const { schedule, onDecision, onError } = options;
  const play = (turn: Turn<View, Move>): void => {
    const { view, legal } = turn.update;
    const started = onDecision ? performance.now() : 0;
    let move: Move;
    try {
      // The talk as it stands when the bot decides (after its pause): signals given meanwhile count.
      move = bot.choose(view, legal, turn.heard());
    } catch (e) {
      onError?.(e);
      move = legal[0];
    }
    if (onDecision) onDecision(performance.now() - started);
    submitBotMove(turn, move, onError);
  };
  return {
    kind: 'bot',
    // A bot that remembers hears every update of its seat, as a person at the table would.
    see: bot.observe && ((update) => bot.observe!(update)),
    recall: bot.observe && ((updates) => updates.forEach((update) => bot.observe!(update))),
    decide: (turn) => (schedule ? schedule(() => play(turn)) : play(turn)),
    // A bot signals at once, from its own view: people see it before the chooser decides.
    mayTalk: bot.signal && ((ask) => sayBotSignal((view) => bot.signal!(view), ask, onError)),
  };
}
