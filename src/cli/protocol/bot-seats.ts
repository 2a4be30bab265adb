// A game over the protocol, and its bot seats: the module's seating from the extras the command line gave
// (its defaults for the rest), each bot seeded from the game's seed through a hash (botSeed), so
// a game with bots is the same every time it is played from the same seed, yet no bot holds the
// game seed.
import type { BotOf } from '../../core/bot.js';
import type { AnyGame, OptionsOf } from '../../core/game.js';
import type { GameModule } from '../../modules/module.js';
import { botsOf } from '../../modules/play.js';
import { type ProtocolRun, runProtocol } from './protocol-driver.js';

export function seatingOf<G extends AnyGame, X extends object>(module: GameModule<G, X>, given: Partial<X>, seatCount: number, seed: string): Map<number, BotOf<G>> {
  const chosen = Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined));
  const extras = { ...module.extras.defaults(seed), ...chosen } as X;
  return botsOf(module, module.seating(extras, seatCount).bots, seed);
}

/** Where the protocol reads and writes: the process's own streams unless a test gives its own. */
export type ProtocolIo = Pick<ProtocolRun, 'input' | 'output' | 'errors'>;
const processIo = (): ProtocolIo => ({ input: process.stdin, output: process.stdout, errors: process.stderr });

/** A game of `module` over the protocol (`--json`), its bots seated by the module from the extras the command line gave. */
export function playOverProtocol<G extends AnyGame, X extends object>(
  module: GameModule<G, X>,
  given: Partial<X>,
  start: { options: OptionsOf<G>; seed: string; logFile?: string },
  io: ProtocolIo = processIo(),
): Promise<number> {
  const bots = seatingOf(module, given, module.game.seatCount(start.options), start.seed);
  return runProtocol({ game: module.game, ...start, bots, ...io });
}
