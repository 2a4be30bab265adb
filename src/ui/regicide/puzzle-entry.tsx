// `regicide puzzle`: one puzzle on the real Regicide screen, framed by the puzzle's panel; the
// solver's line afterwards in the replay stepper (runRegicideReplay).
import type { RegicideGame } from '../../games/regicide/index.js';
import type { Refutation } from '../../games/regicide/puzzles/types.js';
import type { PuzzleClient } from '../../table/puzzle-table.js';
import { runFullscreen, type SessionScreen, uiSettingsOf, type UiChoice } from '../shared/run-screen.js';
import { UiProviders } from '../shared/UiProviders.js';
import { PuzzleFrame, type PuzzleExit } from './PuzzleFrame.js';
import type { CrowdSource } from './puzzle-crowd-words.js';
import type { PuzzleShown } from './puzzle-words.js';

export async function runRegicidePuzzle(client: PuzzleClient<RegicideGame, Refutation>, shown: PuzzleShown, ui: UiChoice, crowd?: CrowdSource, session?: SessionScreen): Promise<PuzzleExit> {
  let how: PuzzleExit = 'quit';
  await runFullscreen(
    <UiProviders settings={uiSettingsOf(ui)}>
      <PuzzleFrame client={client} shown={shown} onExit={(why) => (how = why)} {...(crowd && { crowd })} />
    </UiProviders>,
    session,
  );
  return how;
}
