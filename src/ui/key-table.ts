// The key tables of docs/keys.md (the README's full key table), made from every key map and its
// English help texts (each game's through the screens' registry), so the documentation cannot
// drift from the keys (a test holds docs/keys.md to it): every game's table keys, their end
// screens, then the keys of every other screen — questions, overlays, the hand-over, the replay
// stepper, the resume list, a networked table, a watcher's screen, and a game's own screens.
import type { KeyRow } from './game-keys.js';
import { type UiGame, uiGames } from './games.js';
import type { Binding } from './shared/keymap.js';
import { CONFIRM_KEYMAP } from './shared/confirm-key.js';
import { LOG_KEYMAP } from './shared/EventLogOverlay.js';
import { HAND_OVER_KEYMAP } from './shared/HandOver.js';
import { HELP_KEYMAP } from './shared/HelpOverlay.js';
import { REPLAY_KEYMAP } from './shared/ReplayShell.js';
import { PICKER_KEYMAP } from './shared/SavePicker.js';
import { SIZE_GUARD_KEYMAP } from './shared/SizeGuard.js';
import { SHARED_KEYS } from './shared/texts/keys.js';
import { INTERRUPT_KEYMAP } from './shell/shell-keymap.js';
import { LOBBY_KEYMAP, MUTE_KEYMAP, PHRASE_MENU_KEYMAP, TABLE_KEYMAP } from './net/net-keymap.js';
import { NET_KEYS } from './net/texts/keys.js';
import { NET_WATCH } from './net/texts/watch.js';
import { WATCH_KEYMAP } from './net/watch-keymap.js';

type Rows = readonly KeyRow[];
type AnyMap = readonly Pick<Binding<string, never, unknown>, 'id'>[];

/** Each key label with what it does, in key-map order; one label may do several things. */
const rowsOf = (map: AnyMap, help: Record<string, KeyRow>): Rows => map.map((b) => help[b.id]);

const escape = (text: string): string => text.replace(/\|/g, '\\|');

const cell = (rows: Rows, label: string): string =>
  rows
    .filter(([k]) => k === label)
    .map(([, what]) => what)
    .join('; ') || '—';

/** key | one column per game, one row per key label. */
function byGame(games: readonly UiGame[], columns: readonly Rows[]): string[] {
  const labels = [...new Set(columns.flat().map(([k]) => k))];
  return [
    `| key | ${games.map((g) => g.title).join(' | ')} |`,
    `|---|${games.map(() => '---|').join('')}`,
    ...labels.map((label) => `| ${escape(label)} | ${columns.map((rows) => cell(rows, label)).join(' | ')} |`),
  ];
}

/** where | key | does, for the screens the games share. */
function screens(parts: readonly (readonly [string, Rows])[]): string[] {
  return ['| where | key | does |', '|---|---|---|', ...parts.flatMap(([where, rows]) => rows.map(([k, what]) => `| ${where} | ${escape(k)} | ${what} |`))];
}

/** Markdown: every game's table keys, the end screens, then every other screen's keys. */
export async function keyTableMarkdown(): Promise<string> {
  const games: UiGame[] = uiGames();
  const keys = await Promise.all(games.map((g) => g.keyRows()));
  const shared = SHARED_KEYS.en.sharedKeyHelp;
  const net = NET_KEYS.en.netKeyHelp;
  return [
    ...byGame(
      games,
      keys.map((k) => k.table),
    ),
    '',
    'End screens:',
    '',
    ...byGame(
      games,
      keys.map((k) => k.end),
    ),
    '',
    'Every other screen:',
    '',
    ...screens([
      ['any question (quit, practice, flip, feign)', rowsOf(CONFIRM_KEYMAP, shared)],
      ['help (?)', rowsOf(HELP_KEYMAP, shared)],
      ['event log (v)', rowsOf(LOG_KEYMAP, shared)],
      ...keys.flatMap((k) => k.screens),
      ['hand-over', rowsOf(HAND_OVER_KEYMAP, shared)],
      ['terminal too small', rowsOf(SIZE_GUARD_KEYMAP, shared)],
      ['everywhere in a game', rowsOf(INTERRUPT_KEYMAP, shared)],
      ['replay stepper', rowsOf(REPLAY_KEYMAP, shared)],
      ['--resume list', rowsOf(PICKER_KEYMAP, shared)],
      ['networked table', rowsOf([...LOBBY_KEYMAP, ...TABLE_KEYMAP], net)],
      ['mute a seat (m / M)', rowsOf(MUTE_KEYMAP, net)],
      ['quick phrases (s)', rowsOf(PHRASE_MENU_KEYMAP, net)],
      ['watching a table (watch)', rowsOf(WATCH_KEYMAP, NET_WATCH.en.watchKeyHelp)],
    ]),
  ].join('\n');
}
