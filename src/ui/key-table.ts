// The README's key tables, made from every key map and its English help texts, so the
// documentation cannot drift from the keys (a test holds the README to it): the table keys of both
// games, then the keys of every other screen — questions, overlays, the hand-over, the end
// screens, the replay stepper, the resume list and a networked table.
import type { Binding } from './shared/keymap.js';
import { CONFIRM_KEYMAP } from './shared/confirm-key.js';
import { LOG_KEYMAP } from './shared/EventLogOverlay.js';
import { HAND_OVER_KEYMAP } from './shared/HandOver.js';
import { HELP_KEYMAP } from './shared/HelpOverlay.js';
import { REPLAY_KEYMAP } from './shared/ReplayShell.js';
import { PICKER_KEYMAP } from './shared/SavePicker.js';
import { SIZE_GUARD_KEYMAP } from './shared/SizeGuard.js';
import { SHARED_KEYS } from './shared/texts/keys.js';
import { INTERRUPT_KEYMAP, withShellKeys } from './shell/shell-keymap.js';
import { LOBBY_KEYMAP, TABLE_KEYMAP } from './net/net-keymap.js';
import { NET_KEYS } from './net/texts/keys.js';
import { REGICIDE_END_KEYMAP } from './regicide/end-keymap.js';
import { PILE_KEYMAP, REGICIDE_KEYMAP } from './regicide/keymap.js';
import { REGICIDE_TEXTS } from './regicide/strings.js';
import { THRONFOLGE_END_KEYMAP } from './thronfolge/end-keymap.js';
import { THRONFOLGE_KEYMAP } from './thronfolge/keymap.js';
import { THRONFOLGE_TEXTS } from './thronfolge/strings.js';

type HelpRows = readonly (readonly [string, string])[];
type AnyMap = readonly Pick<Binding<string, never, unknown>, 'id'>[];

/** Each key label with what it does, in key-map order; one label may do several things. */
const rowsOf = (map: AnyMap, help: Record<string, readonly [string, string]>): HelpRows => map.map((b) => help[b.id]);

const escape = (text: string): string => text.replace(/\|/g, '\\|');

const cell = (rows: HelpRows, label: string): string =>
  rows
    .filter(([k]) => k === label)
    .map(([, what]) => what)
    .join('; ') || '—';

/** key | Regicide | Thronfolge, one row per key label. */
function twoGames(regicide: HelpRows, thronfolge: HelpRows): string[] {
  const labels = [...new Set([...regicide, ...thronfolge].map(([k]) => k))];
  return ['| key | Regicide | Thronfolge |', '|---|---|---|', ...labels.map((label) => `| ${escape(label)} | ${cell(regicide, label)} | ${cell(thronfolge, label)} |`)];
}

/** where | key | does, for the screens both games share. */
function screens(parts: readonly [string, HelpRows][]): string[] {
  return ['| where | key | does |', '|---|---|---|', ...parts.flatMap(([where, rows]) => rows.map(([k, what]) => `| ${where} | ${escape(k)} | ${what} |`))];
}

/** Markdown: the table keys of both games, the end screens, then every other screen's keys. */
export function keyTableMarkdown(): string {
  const r = REGICIDE_TEXTS.en;
  const tf = THRONFOLGE_TEXTS.en;
  const shared = SHARED_KEYS.en.sharedKeyHelp;
  const net = NET_KEYS.en.netKeyHelp;
  return [
    ...twoGames(rowsOf(withShellKeys(REGICIDE_KEYMAP), r.keyHelp), rowsOf(withShellKeys(THRONFOLGE_KEYMAP), tf.keyHelp)),
    '',
    'End screens:',
    '',
    ...twoGames(rowsOf(REGICIDE_END_KEYMAP, r.endKeyHelp), rowsOf(THRONFOLGE_END_KEYMAP, tf.endKeyHelp)),
    '',
    'Every other screen:',
    '',
    ...screens([
      ['any question (quit, practice, flip, feign)', rowsOf(CONFIRM_KEYMAP, shared)],
      ['help (?)', rowsOf(HELP_KEYMAP, shared)],
      ['event log (v)', rowsOf(LOG_KEYMAP, shared)],
      ['discard pile (d, Regicide)', rowsOf(PILE_KEYMAP, r.keyHelp)],
      ['hand-over', rowsOf(HAND_OVER_KEYMAP, shared)],
      ['terminal too small', rowsOf(SIZE_GUARD_KEYMAP, shared)],
      ['everywhere in a game', rowsOf(INTERRUPT_KEYMAP, shared)],
      ['replay stepper', rowsOf(REPLAY_KEYMAP, shared)],
      ['--resume list', rowsOf(PICKER_KEYMAP, shared)],
      ['networked table', rowsOf([...LOBBY_KEYMAP, ...TABLE_KEYMAP], net)],
    ]),
  ].join('\n');
}
