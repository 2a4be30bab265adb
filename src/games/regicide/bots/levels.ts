// The names of the Regicide bots' levels, apart from the bots themselves: the command line's options
// and help list them without loading a bot.
export const REGICIDE_BOT_LEVELS = ['random', 'easy', 'normal', 'hard'] as const;
export type RegicideBotLevel = (typeof REGICIDE_BOT_LEVELS)[number];
