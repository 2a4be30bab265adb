// Thronfolge's record in the screens' registry (src/ui/games.ts): where each of its screens and
// texts is in this folder, every one loaded only when a command or a screen asks for it.
import type { UiGame } from '../ui-game.js';

export const thronfolgeUi: UiGame = {
  id: 'thronfolge',
  title: 'Thronfolge',
  fourColor: false,
  replay: async (log, ui) => (await import('./entry.js')).runThronfolgeReplay(log, ui),
  cast: async (log, ui, options) => (await import('./entry.js')).castThronfolgeReplay(log, ui, options),
  rules: async () => (await import('./rules-text.js')).rulesText,
  keyRows: async () => (await import('./key-rows.js')).keyRows(),
  watch: async () => (await import('./watch-board.js')).THRONFOLGE_WATCH,
  publicEventLines: async () => (await import('./public-lines.js')).publicEventLines,
  stats: async () => (await import('./stats-text.js')).thronfolgeStatsWords,
  netSeat: async () => (await import('./net-seat.js')).THRONFOLGE_NET_SEAT,
  refusalWords: async () => (await import('./refusal-words.js')).thronfolgeRefusalWords,
  dictionaries: async () => (await import('./dictionaries.js')).THRONFOLGE_DICTIONARIES,
  // A duel against a bot, or a table of one's own for a friend.
  tables: { seats: [2, 2], friends: true },
  share: async () => (await import('./share-text.js')).thronfolgeShareWords,
  learn: async () => (await import('./lessons.js')).thronfolgeLessons,
  lineGame: async (ui, names) => (await import('./line-entry.js')).thronfolgeLines(ui, names),
};
