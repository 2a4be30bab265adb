// The README's key table, made from both games' key maps and their English help texts, so the
// documentation cannot drift from the keys (a test holds the README to it).
import { REGICIDE_KEYMAP } from './regicide/keymap.js';
import { REGICIDE_TEXTS } from './regicide/strings.js';
import { THRONFOLGE_KEYMAP } from './thronfolge/keymap.js';
import { THRONFOLGE_TEXTS } from './thronfolge/strings.js';

type HelpRows = readonly (readonly [string, string])[];

/** Each key label with what it does, in key-map order; one label may do several things. */
function rowsOf(ids: readonly { id: string }[], help: Record<string, readonly [string, string]>): HelpRows {
  return ids.map((b) => help[b.id]);
}

const cell = (rows: HelpRows, label: string): string =>
  rows
    .filter(([k]) => k === label)
    .map(([, what]) => what)
    .join('; ') || '—';

/** Markdown: key | Regicide | Thronfolge. */
export function keyTableMarkdown(): string {
  const regicide = rowsOf(REGICIDE_KEYMAP, REGICIDE_TEXTS.en.keyHelp);
  const thronfolge = rowsOf(THRONFOLGE_KEYMAP, THRONFOLGE_TEXTS.en.keyHelp);
  const labels = [...new Set([...regicide, ...thronfolge].map(([k]) => k))];
  const lines = ['| key | Regicide | Thronfolge |', '|---|---|---|'];
  for (const label of labels) lines.push(`| ${label.replace(/\|/g, '\\|')} | ${cell(regicide, label)} | ${cell(thronfolge, label)} |`);
  return lines.join('\n');
}
