// Regicide's record in the screens' registry (src/ui/games.ts): where each of its screens and
// texts is in this folder, every one loaded only when a command or a screen asks for it.
import type { UiGame } from '../ui-game.js';

export const regicideUi: UiGame = {
  id: 'regicide',
  title: 'Regicide',
  fourColor: true,
  replay: async (log, ui) => (await import('./entry.js')).runRegicideReplay(log, ui),
  cast: async (log, ui, options) => (await import('./entry.js')).castRegicideReplay(log, ui, options),
  rules: async () => (await import('./rules-text.js')).rulesText,
  keyRows: async () => (await import('./key-rows.js')).keyRows(),
  watch: async () => (await import('./watch-board.js')).REGICIDE_WATCH,
  publicEventLines: async () => (await import('./public-lines.js')).publicEventLines,
  stats: async () => (await import('./stats-text.js')).regicideStatsWords,
  netSeat: async () => (await import('./net-seat.js')).REGICIDE_NET_SEAT,
  refusalWords: async () => (await import('./refusal-words.js')).regicideRefusalWords,
  dictionaries: async () => (await import('./dictionaries.js')).REGICIDE_DICTIONARIES,
  tables: { seats: [2, 4], friends: true },
  solo: async () => {
    const [{ runRegicideScreen, regicideResumeTexts }, { runRegicideSoloLines }] = await Promise.all([import('./entry.js'), import('./line-entry.js')]);
    return { run: runRegicideScreen, lines: runRegicideSoloLines, resumeTexts: regicideResumeTexts };
  },
  share: async () => (await import('./share-text.js')).regicideShareWords,
  learn: async () => (await import('./lessons.js')).regicideLessons,
  puzzle: async () => ({ run: (await import('./puzzle-session.js')).runSessionPuzzle }),
  lineGame: async (ui, names) => (await import('./line-entry.js')).regicideLines(ui, names),
};
