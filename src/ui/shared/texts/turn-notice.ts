// The words of the terminal's notification when it becomes the player's turn (use-turn-notice.tsx).
import type { Dictionary } from '../i18n.js';

export interface TurnNoticeTexts {
  /** The seat is the one to move at a live table. */
  noticeYourTurn: (game: string, code: string) => string;
  /** The table the player waited at filled, and its game began (someone else moves first). */
  noticeGameStarted: (game: string, code: string) => string;
  /** Turn-based tables that wait for the player's move. */
  noticeTablesWaiting: (game: string, count: number) => string;
}

const en: TurnNoticeTexts = {
  noticeYourTurn: (game, code) => `${game}: your turn at table ${code}`,
  noticeGameStarted: (game, code) => `${game}: the game at table ${code} has begun`,
  noticeTablesWaiting: (game, count) => (count === 1 ? `${game}: your turn at 1 table` : `${game}: your turn at ${count} tables`),
};

const de: TurnNoticeTexts = {
  noticeYourTurn: (game, code) => `${game}: Du bist am Zug an Tisch ${code}`,
  noticeGameStarted: (game, code) => `${game}: Das Spiel an Tisch ${code} hat begonnen`,
  noticeTablesWaiting: (game, count) => (count === 1 ? `${game}: Du bist an 1 Tisch am Zug` : `${game}: Du bist an ${count} Tischen am Zug`),
};

const fr: TurnNoticeTexts = {
  noticeYourTurn: (game, code) => `${game}\u00a0: à vous de jouer à la table ${code}`,
  noticeGameStarted: (game, code) => `${game}\u00a0: la partie de la table ${code} a commencé`,
  noticeTablesWaiting: (game, count) => (count === 1 ? `${game}\u00a0: à vous de jouer à 1 table` : `${game}\u00a0: à vous de jouer à ${count} tables`),
};

const nb: TurnNoticeTexts = {
  noticeYourTurn: (game, code) => `${game}: din tur ved bord ${code}`,
  noticeGameStarted: (game, code) => `${game}: spillet ved bord ${code} har begynt`,
  noticeTablesWaiting: (game, count) => (count === 1 ? `${game}: din tur ved 1 bord` : `${game}: din tur ved ${count} bord`),
};

export const TURN_NOTICE: Dictionary<TurnNoticeTexts> = { en, de, fr, nb };
