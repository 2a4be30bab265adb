// Regicide for a watcher: the same board as the players', over the public view — the enemy, the
// tavern and discard counts, every seat with its hand size, no hand — with the watcher's turn and
// signal rows where a player's hand would be; the event log in the game's words; the replay.
import { useMemo } from 'react';
import type { RegicideEvent } from '../../games/regicide/events.js';
import { regicide } from '../../games/regicide/index.js';
import type { RegicidePublicView, RegicideResult } from '../../games/regicide/types.js';
import { enemyCount } from '../../games/regicide/values.js';
import type { PublicUpdate } from '../../table/types.js';
import { useTexts } from '../shared/i18n.js';
import { numberedMoves } from '../shared/move-numbers.js';
import { withSaid } from '../shared/said-lines.js';
import { SHARED_TEXTS } from '../shared/shared-strings.js';
import { useTheme } from '../shared/theme.js';
import type { WatchBoardProps, WatchScreens } from '../net/watch-screens.js';
import { Board } from './Board.js';
import { eventLines } from './events.js';
import { ReplayApp } from './ReplayApp.js';
import { REGICIDE_TEXTS, type RegicideTexts } from './strings.js';
import { textsFor } from '../shared/texts-for.js';

function WatchBoard({ update, bots, size, turn, turnRows, message, events, hints }: WatchBoardProps) {
  // Nobody's seat and no hand: the board draws the public facts only.
  const view = { ...(update.view as RegicidePublicView), seat: 0, hand: [] };
  return <Board view={view} viewer={null} bots={bots} size={size} middleHeight={turnRows} middle={() => turn} preview={[]} message={message} events={events} hints={hints} />;
}

/** The result in one line: won or lost, and how many of the castle's enemies fell. */
function resultWords(t: RegicideTexts, r: RegicideResult | null, update: PublicUpdate<RegicidePublicView> | null): string {
  if (!r) return '';
  return `${r.outcome === 'won' ? t.victory : t.defeat} ${t.enemiesDefeated(r.enemiesDefeated, enemyCount(update?.view.variants ?? []))}`;
}

export const REGICIDE_WATCH: WatchScreens = {
  game: regicide,
  title: (lang) => REGICIDE_TEXTS[lang].title,
  showsHandSizes: true,
  useLog(_update, history, said) {
    const t = useTexts(REGICIDE_TEXTS);
    const talk = useTexts(SHARED_TEXTS);
    const { ascii } = useTheme();
    return useMemo(() => {
      const { before, moves } = withSaid(
        history.map((h) => eventLines(h.events as RegicideEvent[], t, ascii)),
        said,
        talk,
        t.player,
      );
      return [t.eventStart(t.player(1)), ...before, ...numberedMoves(moves)];
    }, [history, history.length, said.length, t, talk, ascii]);
  },
  usePlayer: () => useTexts(REGICIDE_TEXTS).player,
  // The castle's real size: a short game has eight enemies, not twelve.
  useResultLine: (r: RegicideResult | null, update: PublicUpdate<RegicidePublicView> | null) => resultWords(useTexts(REGICIDE_TEXTS), r, update),
  resultText: (r: RegicideResult | null, update: PublicUpdate<RegicidePublicView> | null, lang) => resultWords(textsFor(REGICIDE_TEXTS, lang, false), r, update),
  Board: WatchBoard,
  Replay: ({ log, onQuit }) => <ReplayApp log={log} onQuit={onQuit} />,
};
