// A hint job as a worker thread works it out: the game's module from the registry, its default
// bot and its figures (solo Regicide: the playouts), from the seat's one-way bot seed — the hint
// the message loop would have given (table/hint.ts), never the game's seed.
import type { HintJob } from '../../modules/play.js';
import { gameModule } from '../../modules/registry.js';
import { type Hint, seatHint } from '../../table/hint.js';
import type { AnyGame } from '../../core/game.js';
import type { BotOf } from '../../core/bot.js';
import type { HintExtra } from '../../table/hint.js';
import type { UpdateOf } from '../../table/types.js';

export function hintOfJob(job: HintJob): Hint | null {
  const module = gameModule(job.game);
  const makeBot = (salt: string) => module.bots.make(module.bots.default, salt) as BotOf<AnyGame>;
  return seatHint(module.game as AnyGame, job.seatSeed, makeBot, module.hintExtra as HintExtra<AnyGame> | undefined, job.update as UpdateOf<AnyGame>, job.before as UpdateOf<AnyGame>[], job.heard);
}
