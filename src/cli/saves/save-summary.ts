// One line about an unfinished save, for `saves` and the --resume picker: when it started, who
// plays, moves made and where the game stands (the current enemy, the round …), found by
// replaying the log with the engine; the game's module gives the facts, the game's part of the
// CLI their words. Only public facts: never a hand, never the seed.
import { type GameLog, replayLog } from '../../core/log.js';
import type { AnyModule } from '../../modules/module.js';
import { attemptOf, marksOf } from '../../store/log-marks.js';
import type { SavedLog } from '../../store/saved-logs.js';
import { wordsIn } from '../../text/words.js';
import type { Lang } from '../../text/lang.js';
import { typesetTexts } from '../../text/typography.js';

/** The facts every save has; the game's own (who seat 2 is, the current enemy, the round …) follow them. */
export interface SaveSummary {
  id: string;
  path: string;
  /** Local start time, `2026-11-30 07:12`. */
  started: string;
  /** Seats. */
  players: number;
  moves: number;
  variants: string[];
  /** The date of the daily deal this game plays, and which attempt. */
  daily?: { date: string; attempt: number };
  /** Set when the log does not replay (then only the fields above it hold). */
  problem?: string;
  [fact: string]: unknown;
}

/** A save's game-specific words in the `saves` list and the --resume picker. */
export interface SaveWords {
  /** Who plays: "solo", "3 players", "vs bot". */
  who(s: SaveSummary, lang: Lang): string;
  /** Where the game stands ("enemy Q♥, 5 defeated", "round 2 of 4"), or null when the facts say nothing. */
  where(s: SaveSummary, lang: Lang): string | null;
}

const pad = (n: number): string => String(n).padStart(2, '0');

export function localTime(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function summarizeSave(module: AnyModule, save: SavedLog & { log: GameLog }, ascii = false): SaveSummary {
  const log = save.log as GameLog & { options: { variants?: string[] } };
  const { players, ...ownFacts } = module.save.fromLog(log);
  const base: SaveSummary = {
    id: save.id,
    path: save.path,
    started: localTime(save.startedMs),
    players,
    moves: log.moves.length,
    variants: [...(log.options.variants ?? [])],
  };
  const { daily } = marksOf(log);
  if (typeof daily === 'string') base.daily = { date: daily, attempt: attemptOf(log) };
  Object.assign(base, ownFacts);
  try {
    const run = replayLog(module.game, log);
    if (run.error) return { ...base, problem: `move ${run.error.moveNumber} does not replay` };
    return { ...base, ...module.save.fromState(run.state, ascii) };
  } catch (e) {
    return { ...base, problem: (e as Error).message.split('\n')[0] };
  }
}

const TEXTS = {
  en: {
    moves: (n: number) => wordsIn('en').count(n, { one: '# move', other: '# moves' }),
    broken: 'does not replay',
    daily: (date: string, attempt: number) => `daily ${date}${attempt > 1 ? ` (attempt ${attempt})` : ''}`,
  },
  de: {
    moves: (n: number) => wordsIn('de').count(n, { one: '# Zug', other: '# Züge' }),
    broken: 'lässt sich nicht nachspielen',
    daily: (date: string, attempt: number) => `Tagesspiel ${date}${attempt > 1 ? ` (Versuch ${attempt})` : ''}`,
  },
  fr: {
    moves: (n: number) => wordsIn('fr').count(n, { one: '# coup', other: '# coups' }),
    broken: 'ne se rejoue pas',
    daily: (date: string, attempt: number) => `donne du jour ${date}${attempt > 1 ? ` (essai ${attempt})` : ''}`,
  },
  nb: {
    moves: (n: number) => wordsIn('nb').count(n, { one: '# trekk', other: '# trekk' }),
    broken: 'kan ikke spilles av',
    daily: (date: string, attempt: number) => `dagens giv ${date}${attempt > 1 ? ` (forsøk ${attempt})` : ''}`,
  },
} as const;

/** A game without words of its own for its saves: the number of seats. */
const plainWords: SaveWords = { who: (s) => String(s.players), where: () => null };

/** `2026-11-30 07:12  solo  daily 2026-11-30  14 moves  enemy Q♥, 5 defeated` (without the id: that goes on its own). */
export function summaryLine(s: SaveSummary, lang: Lang, words: SaveWords = plainWords): string {
  const t = typesetTexts(TEXTS[lang], lang);
  const parts = [s.started, words.who(s, lang), ...(s.daily ? [t.daily(s.daily.date, s.daily.attempt)] : []), t.moves(s.moves)];
  if (s.problem) parts.push(t.broken);
  else {
    const where = words.where(s, lang);
    if (where !== null) parts.push(where);
  }
  if (s.variants.length) parts.push(`[${s.variants.join(' ')}]`);
  return parts.join('  ');
}
