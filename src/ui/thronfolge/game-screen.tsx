// Thronfolge as the game shell sees it: who sees what (duel-screen.ts), the reducer and key map,
// the board with the hand, and the end screen with the match tally and the daily duel's share
// text. A match gives each game its own table; the factory takes the seating and the match.
import type { ThronfolgeMove } from '../../games/thronfolge/types.js';
import { handCards } from '../../games/thronfolge/view-cards.js';
import { type MatchInfo, nextFirst, nextGame, tallyAfter } from '../../games/thronfolge/match.js';
import type { ThronfolgeClient } from '../../modules/thronfolge/index.js';
import { useLang, useTexts } from '../shared/i18n.js';
import type { Lang } from '../../text/lang.js';
import { numberedMoves } from '../shared/move-numbers.js';
import { withSaid } from '../shared/said-lines.js';
import { dailyMarksOf } from '../shared/share-text.js';
import { thronfolgeShareText } from './share-text.js';
import { useTheme } from '../shared/theme.js';
import { useDailyField } from '../shared/use-daily-field.js';
import type { EndSlot, ShellGame } from '../shell/game.js';
import { describeMove } from './describe-move.js';
import { type DuelScreen, duelScreen, keyCtxOf } from './duel-screen.js';
import { THRONFOLGE_END_KEYMAP, THRONFOLGE_NEW_GAME_KEYS } from './end-keymap.js';
import { EndScreen } from './EndScreen.js';
import { THRONFOLGE_KEYMAP, type ThronfolgeKeyCtx, type ThronfolgeKeyId } from './keymap.js';
import { hintText, noteMessage, refusedText } from './messages.js';
import { seatTitle, type Seating } from './names.js';
import { afterMove, assisting, initialUi, reduce, takeKeyboard, type ThronfolgeAction, type ThronfolgeUi } from './reducer.js';
import { THRONFOLGE_TEXTS, type ThronfolgeTexts } from './strings.js';
import { ThronfolgeTable } from './ThronfolgeTable.js';

export interface DuelScreenOptions {
  seating: Seating;
  match: MatchInfo;
  /** The game just ended (a match prepares its next game here). */
  onGameOver?: () => void;
  /** Present when a next game of the match is ready: Enter on the end screen starts it. */
  onNext?: () => void;
  /** False at a networked table: its end screen only leaves (p, r and n are not offered). */
  newGames?: boolean;
  /** A finished daily duel's field in a few lines, asked for once when the end screen appears (null: none to show). */
  dailyField?: () => Promise<string | null>;
}

export type ThronfolgeShellGame = ShellGame<ThronfolgeClient, DuelScreen, ThronfolgeUi, ThronfolgeAction, ThronfolgeMove, ThronfolgeKeyCtx, ThronfolgeKeyId, ThronfolgeTexts, DuelScreenOptions>;

export const THRONFOLGE_SCREEN: ThronfolgeShellGame = {
  texts: THRONFOLGE_TEXTS,
  screenOf: duelScreen,
  factsOf: (s) => ({
    over: s.over,
    needHandOver: s.needHandOver,
    seatToMove: s.current ?? 1,
    viewer: s.viewer,
    myTurn: s.myTurn,
    movesMade: s.movesMade,
    practice: s.practice,
    medal: false,
  }),
  keyCtxOf,
  keymap: THRONFOLGE_KEYMAP,
  endKeys: { keymap: THRONFOLGE_END_KEYMAP, help: (t) => t.endKeyHelp, offered: (id, o) => o.newGames !== false || !THRONFOLGE_NEW_GAME_KEYS.has(id) },
  initialUi: (client) => initialUi(client.humans.length === 1 ? client.humans[0] : null),
  reduce: (ui, action, s) => reduce(ui, action, s.viewer === null ? [] : handCards(s.view)),
  afterMove: (ui, s) => afterMove(ui, s.view.hand.length),
  takeKeyboard,
  assisting,
  eventsOf: (client, t, ascii, { seating }, talk) => {
    const v = client.update(client.humans[0] ?? 1).view;
    const opening = t.eventStart(t.player(v.firstStarter), v.coinToss, seating.vs === 'bot' ? t.botLevel(seating.botLevel) : null);
    const seat = client.humans.length === 1 ? client.humans[0] : 0;
    const { before, moves } = withSaid(
      client.history(seat).map((h) => describeMove(h.events, t, ascii)),
      client.said(),
      talk,
      t.player,
    );
    return [opening, ...before, ...numberedMoves(moves)];
  },
  noteMessage: (ui, _s, t) => noteMessage(ui, t),
  refusedText,
  hintText,
  Table: ThronfolgeTable,
  End: DuelEnd,
  onOver: (options) => options.onGameOver?.(),
};

function DuelEnd(slot: EndSlot<DuelScreen, DuelScreenOptions>) {
  const { seating, match, onNext, newGames } = slot.options;
  const field = useDailyField(slot.options.dailyField);
  const t = useTexts(THRONFOLGE_TEXTS);
  const lang = useLang();
  const { ascii } = useTheme();
  const { screen } = slot;
  const result = screen.view.outcome!;
  const nextStarter = nextGame(match, result) ? nextFirst(result, screen.view.firstStarter) : null;
  return (
    <EndScreen
      result={result}
      titles={[seatTitle(t, seating, 1), seatTitle(t, seating, 2)]}
      humanSeat={seating.vs === 'bot' ? 1 : null}
      match={{ ...match, ...tallyAfter(match, result) }}
      nextStarter={nextStarter}
      savePath={slot.savePath}
      width={slot.width}
      onNext={onNext}
      newGames={newGames ?? true}
      onLeave={slot.onLeave}
      seed={screen.seed}
      variants={screen.view.variants}
      practice={screen.practice}
      armDelayMs={slot.armDelayMs}
      rows={slot.size.rows}
      marks={slot.marks}
      share={duelShare(screen, seating, lang, ascii)}
      field={field}
    />
  );
}

/** A finished daily duel's share text (you are seat 1 against the bot), or '' for any other game. */
function duelShare(screen: DuelScreen, seating: Seating, lang: Lang, ascii: boolean): string {
  const daily = dailyMarksOf(screen.marks, screen.practice);
  const result = screen.result;
  if (!daily || !result || seating.vs !== 'bot') return '';
  const shared = result.shared || result.winner === null;
  const facts = { ...daily, won: !shared && result.winner === 1, shared, crowns: result.reason === 'crowns', scores: result.scores, botLevel: seating.botLevel };
  return thronfolgeShareText(facts, lang, ascii);
}
