// The game registry: the modules of every game the program plays, by id. `GameId` is derived from
// it; the front ends loop over it or look a game up in it, and name no game themselves. A game is
// added here in one line (and tests register games of their own with `registerGame`).
import type { AnyModule } from './module.js';
import { registerCard } from './cards.js';
import { regicideModule } from './regicide/index.js';
import { thronfolgeModule } from './thronfolge/index.js';

const BUILT_IN = [regicideModule, thronfolgeModule] as const;

/** The id of a game built into the program. */
export type GameId = (typeof BUILT_IN)[number]['id'];

/** The module of the built-in game `Id`, with its own types. */
export type ModuleOf<Id extends GameId> = Extract<(typeof BUILT_IN)[number], { id: Id }>;

const modules = new Map<string, AnyModule>(BUILT_IN.map((m) => [m.id, m]));
/** Where the games registered at run time come from, by id (worker threads load them from there). */
const sources = new Map<string, string>();

/**
 * Adds a game to the registry (a test's own game); its id must be new. `source` is the URL of
 * the file whose default export is the module: the simulator's worker threads register it too.
 */
export function registerGame(module: AnyModule, source?: string): void {
  if (modules.has(module.id)) throw new Error(`a game "${module.id}" is registered already`);
  modules.set(module.id, module);
  registerCard(module);
  if (source) sources.set(module.id, source);
}

/** The sources of the games registered at run time, for a worker thread to register as well. */
export const registeredSources = (): string[] => [...sources.values()];

/** Registers the games of `urls` not registered yet (a worker thread, from its pool's list). */
export async function registerSources(urls: readonly string[]): Promise<void> {
  for (const url of urls) {
    if ([...sources.values()].includes(url)) continue;
    const module = ((await import(url)) as { default: AnyModule }).default;
    if (!modules.has(module.id)) registerGame(module, url);
  }
}

/** Every registered game, built-in ones first, in the order they were registered. */
export const gameModules = (): AnyModule[] => [...modules.values()];

export const isGameId = (id: unknown): id is string => typeof id === 'string' && modules.has(id);

/** The module of a registered game; throws for an id no game has. */
export function gameModule<Id extends GameId>(id: Id): ModuleOf<Id>;
export function gameModule(id: string): AnyModule;
export function gameModule(id: string): AnyModule {
  const module = modules.get(id);
  if (!module) throw new Error(`no game "${id}"; the games are ${[...modules.keys()].join(', ')}`);
  return module;
}
