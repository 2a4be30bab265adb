// Regicide as the game shell sees it: who sees what (seat-screen.ts), the reducer and key map, the
// board with the hand, the flip and feign questions and the discard pile over it, and the end
// screen with the daily deal's share text.
import type { RegicideMove } from '../../games/regicide/types.js';
import type { RegicideClient } from '../../modules/regicide/index.js';
import { ConfirmBox } from '../shared/ConfirmBox.js';
import { confirmAnswer } from '../shared/confirm-key.js';
import { useLang, useTexts } from '../shared/i18n.js';
import type { Lang } from '../../text/lang.js';
import { actionOf } from '../shared/keymap.js';
import { numberedMoves } from '../shared/move-numbers.js';
import { withSaid } from '../shared/said-lines.js';
import { dailyMarksOf } from '../shared/share-text.js';
import { regicideShareText } from './share-text.js';
import { useTheme } from '../shared/theme.js';
import { useDailyField } from '../shared/use-daily-field.js';
import type { EndSlot, ShellGame } from '../shell/game.js';
import { DiscardBrowser } from './DiscardBrowser.js';
import { REGICIDE_END_KEYMAP, REGICIDE_NEW_GAME_KEYS } from './end-keymap.js';
import { EndScreen } from './EndScreen.js';
import { eventLines } from './events.js';
import { PILE_KEYMAP, REGICIDE_KEYMAP, type RegicideKeyCtx, type RegicideKeyId } from './keymap.js';
import { hintText, noteMessage, refusedText } from './messages.js';
import { afterMove, assisting, initialUi, reduce, type RegicideAction, type RegicideUi, takeKeyboard } from './reducer.js';
import { RegicideTable } from './RegicideTable.js';
import { keyCtxOf, logSeat, seatScreen, type SeatScreen } from './seat-screen.js';
import { REGICIDE_TEXTS, type RegicideTexts } from './strings.js';

export interface RegicideScreenOptions {
  /** After a lost game the end screen offers the solver ("could this deal have been won?"). */
  canAnalyze?: boolean;
  /** A finished daily game's field in a few lines, asked for once when the end screen appears (null: none to show). */
  dailyField?: () => Promise<string | null>;
  /** False at a networked table: its end screen only leaves (p, r and n are not offered). */
  newGames?: boolean;
}

export type RegicideShellGame = ShellGame<RegicideClient, SeatScreen, RegicideUi, RegicideAction, RegicideMove, RegicideKeyCtx, RegicideKeyId, RegicideTexts, RegicideScreenOptions>;

export const REGICIDE_SCREEN: RegicideShellGame = {
  texts: REGICIDE_TEXTS,
  screenOf: (client, revealed, ui) => seatScreen(client, revealed, ui?.steps),
  factsOf: (s) => ({
    over: s.over,
    needHandOver: s.needHandOver,
    // The hand-over names the person whose signal step it is, before the chooser's.
    seatToMove: s.signaller ?? s.currentSeat,
    viewer: s.viewer,
    myTurn: s.myTurn,
    movesMade: s.movesMade,
    practice: s.practice,
    medal: s.view.players === 1,
  }),
  keyCtxOf,
  keymap: REGICIDE_KEYMAP,
  endKeys: { keymap: REGICIDE_END_KEYMAP, help: (t) => t.endKeyHelp, offered: (id, o) => o.newGames !== false || !REGICIDE_NEW_GAME_KEYS.has(id) },
  initialUi: (client) => initialUi(client.humans.length === 1 ? client.humans[0] : null),
  reduce: (ui, action, s) =>
    reduce(ui, action, {
      hand: s.hand,
      phase: s.view.phase,
      players: s.view.players,
      onlyKeys: keyCtxOf(s).only !== null,
      viewer: s.viewer,
      windowAt: s.talk.window?.at ?? null,
      signalling: s.signalling,
    }),
  // A fresh selection, and the chooser starts at the seat that played the jester.
  afterMove: (ui, s) => afterMove(ui, s.hand.length, s.view.phase === 'next' ? s.currentSeat : null),
  takeKeyboard,
  assisting,
  overlay: {
    isOpen: (ui) => ui.overlay !== 'none',
    action: (ui, press, lang) => {
      if (ui.overlay === 'discard') return actionOf(PILE_KEYMAP, press, null);
      const answer = confirmAnswer(press.input, press.key, lang);
      return answer === null ? null : { type: 'answer', yes: answer === 'yes' };
    },
    render: (ui, s, width) => <RegicideOverlay ui={ui} screen={s} width={width} />,
  },
  eventsOf: (client, t, ascii, _options, talk) => {
    const { before, moves } = withSaid(
      client.history(logSeat(client)).map((h) => eventLines(h.events, t, ascii)),
      client.said(),
      talk,
      t.player,
    );
    return [t.eventStart(t.player(1)), ...before, ...numberedMoves(moves)];
  },
  noteMessage: (ui, s, t) => noteMessage(ui, s, t),
  refusedText,
  hintText,
  Table: RegicideTable,
  End: RegicideEnd,
};

/** The discard pile, or the question before a whole hand is thrown away. */
function RegicideOverlay({ ui, screen, width }: { ui: RegicideUi; screen: SeatScreen; width: number }) {
  const t = useTexts(REGICIDE_TEXTS);
  if (ui.overlay === 'discard') return <DiscardBrowser discard={screen.view.discard} width={width} />;
  const flip = ui.overlay === 'flip';
  const question = flip ? t.confirmFlip(screen.hand.length) : t.confirmFeign(screen.hand.length);
  const cost = flip ? t.flipCost(screen.view.flipsLeft ?? 0) : t.feignCost;
  return <ConfirmBox question={question} notes={[cost]} keys={t.confirmKeys} width={width} />;
}

function RegicideEnd(slot: EndSlot<SeatScreen, RegicideScreenOptions>) {
  const lang = useLang();
  const { ascii } = useTheme();
  const { screen } = slot;
  const field = useDailyField(slot.options.dailyField);
  return (
    <EndScreen
      view={screen.view}
      result={screen.result!}
      savePath={slot.savePath}
      events={slot.events}
      width={slot.width}
      seed={screen.seed}
      practice={screen.practice}
      canAnalyze={slot.options.canAnalyze ?? false}
      newGames={slot.options.newGames ?? true}
      armDelayMs={slot.armDelayMs}
      rows={slot.size.rows}
      marks={slot.marks}
      share={regicideShare(screen, lang, ascii)}
      field={field}
      onLeave={slot.onLeave}
    />
  );
}

/** A finished daily game's share text, or '' for any other game. */
function regicideShare(screen: SeatScreen, lang: Lang, ascii: boolean): string {
  const daily = dailyMarksOf(screen.marks, screen.practice);
  const result = screen.result;
  if (!daily || !result) return '';
  return regicideShareText({ ...daily, won: result.outcome === 'won', enemiesDefeated: result.enemiesDefeated, medal: result.medal }, lang, ascii);
}
