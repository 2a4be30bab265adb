// What the CLI calls: the duel screen for a table client (every game of a match) and the replay
// stepper (the rules text is rules-text.ts, loaded by the rules command). The CLI has already opened the table and checked for a terminal.
import type { GameLog } from '../../core/log.js';
import type { CastOptions } from '../shared/cast-recorder.js';
import { thronfolge } from '../../games/thronfolge/index.js';
import { matchWinner, tallyAfter } from '../../games/thronfolge/match.js';
import type { DuelGame } from '../../modules/thronfolge/duel.js';
import { command } from '../shared/commands.js';
import { textsFor } from '../shared/texts-for.js';
import type { Lang } from '../../text/lang.js';
import { type ExitReason, runCheckedReplay, runFullscreen, uiSettingsOf, type UiChoice } from '../shared/run-screen.js';
import { type UiSettings, UiProviders } from '../shared/UiProviders.js';
import { type FirstGameOffer, FirstGameNote } from '../shared/first-game-note.js';
import { MatchApp } from './MatchApp.js';
import { THRONFOLGE_TEXTS, type ThronfolgeTexts } from './strings.js';
import type { ThronfolgeResult } from '../../games/thronfolge/types.js';
import { SHARED_TEXTS } from '../shared/shared-strings.js';

export type { UiChoice };

/** Thronfolge has no four-colour option: its cards always use the usual two colours. */
const settingsOf = (ui: UiChoice): UiSettings => uiSettingsOf({ ...ui, fourColor: false });

/** Runs the duel screen (every game of a match) until the player leaves; says why. */
/** The duel (every game of a match) on screen until the player leaves; `firstNote`: a first game's offer of the lessons. */
export async function runThronfolgeScreen(
  first: DuelGame,
  startNext: (finished: DuelGame) => DuelGame | null,
  onGame: (game: DuelGame) => void,
  ui: UiChoice,
  firstNote: FirstGameOffer | null = null,
  dailyField?: (game: DuelGame) => (() => Promise<string | null>) | undefined,
): Promise<ExitReason> {
  let reason: ExitReason = 'quit';
  await runFullscreen(
    <UiProviders settings={settingsOf(ui)}>
      <FirstGameNote.Provider value={firstNote}>
        <MatchApp first={first} startNext={startNext} onGame={onGame} onExit={(why) => (reason = why)} dailyField={dailyField} />
      </FirstGameNote.Provider>
    </UiProviders>,
  );
  return reason;
}

/**
 * What stays in the terminal after the screen closes: only public facts, so nothing private
 * reaches the scrollback. `finished` are the games whose end was on screen, in the order played
 * (every game of a match gets its result and replay command), `unfinished` the save to resume.
 */
export function afterDuelText(finished: readonly DuelGame[], unfinished: string | null, ui: UiChoice, shareOf: (game: DuelGame) => string = () => ''): string {
  const t = textsFor(THRONFOLGE_TEXTS, ui.lang, ui.ascii);
  let text = '';
  for (const game of finished) {
    const result = game.table.result();
    if (!result) continue;
    const practice = game.table.log.practice === true;
    const { match } = game;
    const which = match.games > 1 ? t.labelled(t.matchGame(match.game, match.games)) : '';
    text += `${which}${duelResultLine(result, t)}${practice ? ` · ${t.practiceShort}` : ''}\n`;
    // A daily duel's share text stays in the terminal too, where it is easiest to copy.
    const share = shareOf(game);
    if (share) text += `${textsFor(SHARED_TEXTS, ui.lang, ui.ascii).shareLabel}\n${share}\n`;
    text += replayLines(game.savePath, t);
    if (match.games > 1 && match.game >= match.games) {
      const { wins } = tallyAfter(match, result);
      const champion = matchWinner(wins);
      text += `${champion ? t.matchWon(t.player(champion)) : t.matchLevel} (${wins[0]} : ${wins[1]})\n`;
    }
  }
  if (unfinished) text += `${t.savedTo(unfinished)}\n${t.resumeWith}\n`;
  return text;
}

/** One game's result in a line: who won, and the scores. */
const duelResultLine = (result: ThronfolgeResult, t: ThronfolgeTexts): string =>
  t.resultLine(result.shared || result.winner === null ? t.sharedVictory : t.wins(t.player(result.winner)), result.scores[0], result.scores[1]);

/** How to watch a game again: the command alone on its line, so it can be copied whatever the terminal's width. */
const replayLines = (savePath: string, t: ThronfolgeTexts): string => `${t.replayWith}\n${command('thronfolge', 'replay', savePath)}\n`;

/**
 * A networked duel's end, left in the terminal as a local one's is (a game the clock ended has no
 * result: its log only). No `savePath`: no log was kept here, so there is nothing to replay.
 */
export function afterNetDuelText(result: ThronfolgeResult | null, savePath: string | null, ui: { lang: Lang; ascii: boolean }): string {
  const t = textsFor(THRONFOLGE_TEXTS, ui.lang, ui.ascii);
  return `${result ? `${duelResultLine(result, t)}\n` : ''}${savePath === null ? '' : replayLines(savePath, t)}`;
}

/** The texts --resume needs for its one-line errors. */
export const thronfolgeResumeTexts = (lang: Lang, ascii: boolean) => textsFor(THRONFOLGE_TEXTS, lang, ascii);

export async function runThronfolgeReplay(log: GameLog, ui: UiChoice): Promise<number> {
  // The stepper loads when it is asked for, not with the duel screen before its first frame.
  const [{ replayFrames }, { ReplayApp }] = await Promise.all([import('../../table/replay.js'), import('./ReplayApp.js')]);
  return runCheckedReplay(
    'thronfolge',
    () => replayFrames(thronfolge, log),
    <UiProviders settings={settingsOf(ui)}>
      <ReplayApp log={log} />
    </UiProviders>,
  );
}

/** `replay --cast`: the stepper's screens at every position as an asciicast (the log is checked first, a broken one throws). */
export async function castThronfolgeReplay(log: GameLog, ui: UiChoice, cast: CastOptions): Promise<string> {
  const [{ ReplayApp }, { recordReplayCast }] = await Promise.all([import('./ReplayApp.js'), import('../shared/cast-recorder.js')]);
  return recordReplayCast(thronfolge, ReplayApp, log, settingsOf(ui), cast);
}
