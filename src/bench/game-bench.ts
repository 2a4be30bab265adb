// What a game's bench (src/bench/<game>/) offers `npm run bench` (listed in games.ts).
import type { PlayoutFigures } from './engine.js';

export interface GameBench {
  /** A short run before the first figure, so that it is not the JIT's. */
  warmUp?(): void;
  /** Engine throughput: labelled playouts of `seconds` each. */
  playouts(seconds: number): PlayoutFigures[];
  /** `replay --verify` speed: labelled option sets. */
  verify: readonly (readonly [label: string, options: object])[];
  /** Bot figures on the simulator. */
  bots?(options: { quick: boolean; workers: number }): Promise<void>;
  /** Benches of the game's own, after every game's bots. */
  own?(options: { quick: boolean }): void | Promise<void>;
}
