// The README's key table, made from every game's key map and its English help texts (through the
// screens' registry), so the documentation cannot drift from the keys (a test holds the README to it).
import { type KeyRow, UI_GAMES, type UiGame } from './games.js';

const cell = (rows: readonly KeyRow[], label: string): string =>
  rows
    .filter(([k]) => k === label)
    .map(([, what]) => what)
    .join('; ') || '—';

/** Markdown: key | one column per game. */
export async function keyTableMarkdown(): Promise<string> {
  const games: UiGame[] = Object.values(UI_GAMES);
  const columns = await Promise.all(games.map((g) => g.keyRows()));
  const labels = [...new Set(columns.flat().map(([k]) => k))];
  const lines = [`| key | ${games.map((g) => g.title).join(' | ')} |`, `|---|${games.map(() => '---|').join('')}`];
  for (const label of labels) lines.push(`| ${label.replace(/\|/g, '\\|')} | ${columns.map((rows) => cell(rows, label)).join(' | ')} |`);
  return lines.join('\n');
}
