// What the CLI calls: the game screen for a table client and the replay stepper (the rules text
// is rules-text.ts, loaded by the rules command).
// The CLI has already opened the table and checked that there is a terminal.
import type { GameLog } from '../../core/log.js';
import type { CastOptions } from '../shared/cast-recorder.js';
import type { RegicideResult, RegicideState } from '../../games/regicide/types.js';
import type { RegicideClient } from '../../modules/regicide/index.js';
import { regicide } from '../../games/regicide/index.js';
import { command } from '../shared/commands.js';
import { textsFor } from '../shared/texts-for.js';
import type { Lang } from '../../text/lang.js';
import { type ExitReason, runCheckedReplay, runFullscreen, type SessionScreen, uiSettingsOf, type UiChoice } from '../shared/run-screen.js';
import { UiProviders } from '../shared/UiProviders.js';
import { type FirstGameOffer, FirstGameNote } from '../shared/first-game-note.js';
import { RegicideApp } from './RegicideApp.js';
import { REGICIDE_TEXTS, type RegicideTexts } from './strings.js';
import { SHARED_TEXTS } from '../shared/shared-strings.js';

export type { UiChoice };

/** Runs the game screen until the player leaves; says why. `firstNote`: a first game's offer of the lessons. */
export async function runRegicideScreen(
  client: RegicideClient,
  savePath: string,
  ui: UiChoice,
  session?: SessionScreen,
  firstNote: FirstGameOffer | null = null,
  dailyField?: () => Promise<string | null>,
): Promise<ExitReason> {
  let reason: ExitReason = 'quit';
  await runFullscreen(
    <UiProviders settings={uiSettingsOf(ui)}>
      <FirstGameNote.Provider value={firstNote}>
        {/* The solver runs in the terminal's own process: not offered on a shared server. */}
        <RegicideApp client={client} savePath={savePath} canAnalyze={!session} dailyField={dailyField} onExit={(why) => (reason = why)} />
      </FirstGameNote.Provider>
    </UiProviders>,
    session,
  );
  client.close();
  return reason;
}

/**
 * What stays in the terminal after the screen closes: only public facts, so nothing private
 * reaches the scrollback. A game left before its first move was never saved: nothing to say.
 */
export function afterGameText(result: RegicideResult | null, savePath: string, saved: boolean, ui: UiChoice, practice = false, total = 12, solo = true, share = ''): string {
  const t = textsFor(REGICIDE_TEXTS, ui.lang, ui.ascii);
  if (result) {
    // A daily game's share text stays in the terminal too, where it is easiest to copy.
    const shareLines = share ? `${textsFor(SHARED_TEXTS, ui.lang, ui.ascii).shareLabel}\n${share}\n` : '';
    return `${resultLine(result, t, practice, total, solo)}\n${shareLines}${replayLines(savePath, t)}`;
  }
  return saved ? `${t.savedTo(savePath)}\n${t.resumeWith}\n` : '';
}

/** A game's result in a line: won or lost (with its medal), the enemies defeated, and whether it was practice. */
function resultLine(result: RegicideResult, t: RegicideTexts, practice: boolean, total: number, solo: boolean): string {
  // A practice game earns no medal (undo or hints were used).
  const medal = result.medal && !practice ? ` ${t.medal(result.medal)}` : '';
  return [`${result.outcome === 'won' ? t.victory : t.defeat}${medal}`, t.enemiesDefeated(result.enemiesDefeated, total), practice ? t.practiceShort(solo) : ''].filter(Boolean).join(' · ');
}

/** How to watch a game again: the command alone on its line, so it can be copied whatever the terminal's width. */
const replayLines = (savePath: string, t: RegicideTexts): string => `${t.replayWith}\n${command('regicide', 'replay', savePath)}\n`;

/**
 * A networked game's end, left in the terminal as a local one's is (a game the clock ended has no
 * result: its log only). No `savePath`: no log was kept here (a team event's game keeps it on the
 * server while its week runs), so there is nothing to replay.
 */
export function afterNetGameText(result: RegicideResult | null, total: number, savePath: string | null, ui: { lang: Lang; ascii: boolean }): string {
  const t = textsFor(REGICIDE_TEXTS, ui.lang, ui.ascii);
  const head = result ? `${resultLine(result, t, false, total, false)}\n` : '';
  return `${head}${savePath === null ? '' : replayLines(savePath, t)}`;
}

/** The texts --resume needs for its one-line errors. */
export const regicideResumeTexts = (lang: Lang, ascii: boolean) => textsFor(REGICIDE_TEXTS, lang, ascii);

/** The stepper on a checked log, at `position` (default: the start), on this terminal or a session's; from `start` instead of the deal when given. */
export async function runRegicideReplay(log: GameLog, ui: UiChoice, position = 0, session?: SessionScreen, start?: RegicideState): Promise<number> {
  // The stepper loads when it is asked for, not with the game screen before its first frame.
  const [{ replayFrames }, { ReplayApp }] = await Promise.all([import('../../table/replay.js'), import('./ReplayApp.js')]);
  return runCheckedReplay(
    'regicide',
    () => replayFrames(regicide, log, start),
    <UiProviders settings={uiSettingsOf(ui)}>
      <ReplayApp log={log} initialPosition={position} {...(start && { start })} />
    </UiProviders>,
    session,
  );
}

/** `replay --cast`: the stepper's screens at every position as an asciicast (the log is checked first, a broken one throws). */
export async function castRegicideReplay(log: GameLog, ui: UiChoice, cast: CastOptions): Promise<string> {
  const [{ ReplayApp }, { recordReplayCast }] = await Promise.all([import('./ReplayApp.js'), import('../shared/cast-recorder.js')]);
  return recordReplayCast(regicide, ReplayApp, log, uiSettingsOf(ui), cast);
}
