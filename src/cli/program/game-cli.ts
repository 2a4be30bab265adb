// What a game adds to the program beyond what every game's program has: its play command (its
// options, its --json protocol, its game at the terminal), its simulator command, commands of its
// own, the options `host` takes for it, and the words of its statistics and saves. Each game's
// part is in its own folder (src/cli/<game>/); a game without one still gets a program that plays
// it over the protocol (see playCommandOf in program.ts).
import type { Command } from 'commander';
import type { SaveWords } from '../saves/save-summary.js';
import type { GameDescriptions } from '../words/descriptions.js';
import type { GameStatsText } from '../../ui/shared/stats-text.js';

export interface GameCli {
  /** The program's description (`--help`). */
  description: string;
  /** Adds the play command (`regicide play`, `thronfolge duel`). */
  addPlay(program: Command): void;
  /** Adds `sim`. */
  addSim?(program: Command): void;
  /** Adds the game's own commands (`regicide analyze`), after the shared ones. */
  addOwn?(program: Command): void;
  /** `host --help`'s description, and the options `host` takes for this game (`--players`, `--first`). */
  host: { description: string; addOptions(command: Command): Command };
  /** `stats`: its description's tail (", medals, enemies defeated"), and its words, loaded when `stats` runs. */
  stats?: { description: string; words: () => Promise<GameStatsText> };
  saves?: SaveWords;
  /** The --help descriptions of the game's own commands in German, French and Norwegian, loaded for a run in one of them. */
  helpWords?: GameDescriptions;
}
