// What every Regicide bot is, whatever its level: a Bot over a seat's view, the legal moves and
// the events the seat may see. Apart from the factory (index.ts), so the levels it builds can
// name it without importing the factory back.
import type { Bot } from '../../../core/bot.js';
import type { RegicideEvent } from '../events.js';
import type { RegicideMove, RegicideView } from '../types.js';

export type RegicideBot = Bot<RegicideView, RegicideMove, RegicideEvent>;
