// Thronfolge's daily deal: one duel against the bot, seed and coin toss from the date. The
// command line's `duel --daily` (src/cli/thronfolge/daily.ts) takes it from here; it needs an
// opponent, so the SSH menu offers no daily item of it.
import type { ThronfolgeGame } from '../../games/thronfolge/index.js';
import { dailySeedOf } from '../daily-seed.js';
import type { DailyDeal } from '../module.js';

export const thronfolgeDailyDeal: DailyDeal<ThronfolgeGame> = {
  seed: (date) => Promise.resolve(dailySeedOf(date, 1)),
};
