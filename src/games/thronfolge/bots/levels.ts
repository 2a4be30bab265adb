// The names of the Thronfolge bots' levels, apart from the bots themselves: the command line's options
// and help list them without loading a bot.
export const THRONFOLGE_BOT_LEVELS = ['random', 'easy', 'normal', 'hard'] as const;
export type ThronfolgeBotLevel = (typeof THRONFOLGE_BOT_LEVELS)[number];
