// One line about an unfinished save, for `saves` and the --resume picker: when it started, who
// plays, moves made and where the game stands (the current enemy, or the round), found by
// replaying the log with the engine. Only public facts: never a hand, never the seed.
import { cardLabel } from '../core/cards.js';
import { type GameLog, replayLog } from '../core/log.js';
import { regicide } from '../games/regicide/index.js';
import { thronfolge } from '../games/thronfolge/index.js';
import { attemptOf, marksOf } from '../store/log-marks.js';
import type { SavedLog } from '../store/saved-logs.js';
import { wordsIn } from '../text/words.js';
import type { Lang } from '../text/lang.js';

export type SaveGame = 'regicide' | 'thronfolge';

export interface SaveSummary {
  id: string;
  path: string;
  /** Local start time, `2026-11-30 07:12`. */
  started: string;
  /** Seats (Regicide) or 2. */
  players: number;
  /** Thronfolge: who seat 2 is. */
  vs?: 'bot' | 'human';
  moves: number;
  variants: string[];
  /** The date of the daily deal this game plays, and which attempt. */
  daily?: { date: string; attempt: number };
  /** Regicide: the enemy being fought now (e.g. "Q♥") and enemies defeated. */
  enemy?: string;
  defeated?: number;
  /** Thronfolge: the round (1 to 4), and the game of a match. */
  round?: number;
  match?: { game: number; games: number };
  /** Set when the log does not replay (then only the fields above it hold). */
  problem?: string;
}

const pad = (n: number): string => String(n).padStart(2, '0');

export function localTime(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function summarizeSave(game: SaveGame, save: SavedLog & { log: GameLog }, ascii = false): SaveSummary {
  const log = save.log as GameLog & { options: { players?: number; variants?: string[] }; vs?: 'bot' | 'human'; match?: { game: number; games: number } };
  const base: SaveSummary = {
    id: save.id,
    path: save.path,
    started: localTime(save.startedMs),
    players: game === 'regicide' ? (log.options.players ?? 1) : 2,
    moves: log.moves.length,
    variants: [...(log.options.variants ?? [])],
  };
  const { daily } = marksOf(log);
  if (typeof daily === 'string') base.daily = { date: daily, attempt: attemptOf(log) };
  if (game === 'thronfolge') {
    base.vs = log.vs ?? 'bot';
    if (log.match && log.match.games > 1) base.match = { game: log.match.game, games: log.match.games };
  }
  try {
    if (game === 'regicide') {
      const run = replayLog(regicide, log);
      if (run.error) return { ...base, problem: `move ${run.error.moveNumber} does not replay` };
      return { ...base, enemy: run.state.enemy >= 0 ? cardLabel(run.state.enemy, ascii) : undefined, defeated: run.state.defeated };
    }
    const run = replayLog(thronfolge, log);
    if (run.error) return { ...base, problem: `move ${run.error.moveNumber} does not replay` };
    return { ...base, round: run.state.round };
  } catch (e) {
    return { ...base, problem: (e as Error).message.split('\n')[0] };
  }
}

const TEXTS = {
  en: {
    solo: 'solo',
    players: (n: number) => `${n} players`,
    vsBot: 'vs bot',
    vsHuman: 'two players',
    moves: (n: number) => wordsIn('en').count(n, { one: '# move', other: '# moves' }),
    enemy: (card: string, defeated: number) => `enemy ${card}, ${defeated} defeated`,
    round: (r: number) => `round ${r} of 4`,
    match: (g: number, n: number) => `game ${g} of ${n}`,
    broken: 'does not replay',
    daily: (date: string, attempt: number) => `daily ${date}${attempt > 1 ? ` (attempt ${attempt})` : ''}`,
  },
  de: {
    solo: 'solo',
    players: (n: number) => `${n} Spieler`,
    vsBot: 'gegen Bot',
    vsHuman: 'zu zweit',
    moves: (n: number) => wordsIn('de').count(n, { one: '# Zug', other: '# Züge' }),
    enemy: (card: string, defeated: number) => `Gegner ${card}, ${defeated} besiegt`,
    round: (r: number) => `Runde ${r} von 4`,
    match: (g: number, n: number) => `Spiel ${g} von ${n}`,
    broken: 'lässt sich nicht nachspielen',
    daily: (date: string, attempt: number) => `Tagesspiel ${date}${attempt > 1 ? ` (Versuch ${attempt})` : ''}`,
  },
  fr: {
    solo: 'solo',
    players: (n: number) => wordsIn('fr').count(n, { one: '# joueur', other: '# joueurs' }),
    vsBot: 'contre le bot',
    vsHuman: 'à deux',
    moves: (n: number) => wordsIn('fr').count(n, { one: '# coup', other: '# coups' }),
    enemy: (card: string, defeated: number) => `ennemi ${card}, ${wordsIn('fr').count(defeated, { one: '# vaincu', other: '# vaincus' })}`,
    round: (r: number) => `manche ${r} sur 4`,
    match: (g: number, n: number) => `partie ${g} sur ${n}`,
    broken: 'ne se rejoue pas',
    daily: (date: string, attempt: number) => `donne du jour ${date}${attempt > 1 ? ` (essai ${attempt})` : ''}`,
  },
  nb: {
    solo: 'solo',
    players: (n: number) => wordsIn('nb').count(n, { one: '# spiller', other: '# spillere' }),
    vsBot: 'mot bot',
    vsHuman: 'to spillere',
    moves: (n: number) => wordsIn('nb').count(n, { one: '# trekk', other: '# trekk' }),
    enemy: (card: string, defeated: number) => `fiende ${card}, ${defeated} beseiret`,
    round: (r: number) => `runde ${r} av 4`,
    match: (g: number, n: number) => `parti ${g} av ${n}`,
    broken: 'kan ikke spilles av',
    daily: (date: string, attempt: number) => `dagens giv ${date}${attempt > 1 ? ` (forsøk ${attempt})` : ''}`,
  },
} as const;

/** `2026-11-30 07:12  solo  daily 2026-11-30  14 moves  enemy Q♥, 5 defeated` (without the id: that goes on its own). */
export function summaryLine(s: SaveSummary, lang: Lang): string {
  const t = TEXTS[lang];
  const who = s.vs ? (s.vs === 'human' ? t.vsHuman : t.vsBot) : s.players === 1 ? t.solo : t.players(s.players);
  const parts = [s.started, who, ...(s.daily ? [t.daily(s.daily.date, s.daily.attempt)] : []), t.moves(s.moves)];
  if (s.problem) parts.push(t.broken);
  else if (s.enemy !== undefined) parts.push(t.enemy(s.enemy, s.defeated ?? 0));
  else if (s.round !== undefined) parts.push(s.match ? `${t.round(s.round)}, ${t.match(s.match.game, s.match.games)}` : t.round(s.round));
  if (s.variants.length) parts.push(`[${s.variants.join(' ')}]`);
  return parts.join('  ');
}
