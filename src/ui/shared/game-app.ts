// What every interactive game screen does the same way, whatever the rules: leaving (and Ctrl-C),
// closing an overlay after the key that closed it, and the bot's turn at a readable pace.
import { useApp, useInput } from 'ink';
import { useEffect } from 'react';
import type { Bot } from '../../core/bot.js';
import type { Game } from '../../core/game.js';
import type { ExitReason } from './run-screen.js';

/**
 * Runs a change once the current key has reached every listener, so that a key which closes an
 * overlay does not act on the table too (listener order is not fixed in Ink).
 */
export const afterThisKey = (change: () => void): void => queueMicrotask(change);

/**
 * Leaving the app: the entry learns why, then Ink ends. Ctrl-C leaves at once: the log on disk
 * already holds every move made.
 */
export function useLeave(onExit: (reason: ExitReason) => void): (reason: ExitReason) => void {
  const { exit } = useApp();
  const leave = (reason: ExitReason) => {
    onExit(reason);
    exit();
  };
  useInput((input, key) => {
    if (key.ctrl && input === 'c') leave('interrupted');
  });
  return leave;
}

type BotRules<State, Move, View> = Pick<Game<State, Move, View, unknown, unknown>, 'legalMoves' | 'isLegal' | 'view'>;

/** The bot's choice; a failing or confused bot must not end the game, so it falls back to a legal move. */
export function chooseBotMove<State extends { current: number }, Move, View>(game: BotRules<State, Move, View>, s: State, bot: Bot<View, Move>): Move {
  const legal = game.legalMoves(s);
  try {
    const move = bot.choose(game.view(s, s.current + 1), legal);
    return game.isLegal(s, move) ? move : legal[0];
  } catch {
    return legal[0];
  }
}

/**
 * While `ready` (a bot's turn, nothing in front of the table), plays the bot's move after
 * `delayMs`, so people can follow. A new position, or the table hidden meanwhile, starts the pause
 * again.
 */
export function useBotTurn(ready: boolean, delayMs: number, position: unknown, playBotMove: () => void): void {
  useEffect(() => {
    if (!ready) return;
    const timer = setTimeout(playBotMove, delayMs);
    return () => clearTimeout(timer);
    // playBotMove is new on every render; only a new position or readiness restarts the pause.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [position, ready]);
}
