// The screens' registry, the twin of the game registry (src/modules/registry.ts): the screens of
// every game that has any, by the game's id. The built-in games are listed here, one line each
// (their records sit in their own folders and load nothing until used); a test registers a game of
// its own with `registerUiGame`. The CLI, the network screens and the SSH menu look a game's
// screens up here and name no game themselves.
import { regicideUi } from './regicide/ui-game.js';
import { thronfolgeUi } from './thronfolge/ui-game.js';
import type { UiGame } from './ui-game.js';

export type { GameKeyRows, KeyRow } from './game-keys.js';
export type { PuzzleScreens } from './shared/puzzle-crowd-facts.js';
export type { LessonScreens, MenuTables, PublicEventLines, RefusalWords, ResumeTexts, SoloScreens, UiGame } from './ui-game.js';

const BUILT_IN: readonly UiGame[] = [regicideUi, thronfolgeUi];

const games = new Map<string, UiGame>(BUILT_IN.map((g) => [g.id, g]));

/** Adds the screens of a game (a test's own game, registered with `registerGame` too); its id must be new. */
export function registerUiGame(game: UiGame): void {
  if (games.has(game.id)) throw new Error(`the screens of a game "${game.id}" are registered already`);
  games.set(game.id, game);
}

/** The screens of a game, or null for a game without any (a test's game may play headless). */
export const uiGame = (id: string): UiGame | null => games.get(id) ?? null;

/** The screens of every game that has any, built-in ones first, in the order they were registered. */
export const uiGames = (): UiGame[] => [...games.values()];
