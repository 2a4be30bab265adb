// --ascii: every symbol the texts use, spelled with plain characters. Applied to whole
// dictionaries, so a text written with ♥ or → shows as H or -> without a second copy of it.
const REPLACEMENTS: ReadonlyArray<readonly [string, string]> = [
  ['←/→', 'Left/Right'],
  ['←→', 'Left/Right'],
  ['↑/↓', 'Up/Down'],
  ['← →', 'Left Right'],
  ['↑', 'Up'],
  ['↓', 'Down'],
  ['←', '<-'],
  ['→', '->'],
  ['♠', 'S'],
  ['♥', 'H'],
  ['♦', 'D'],
  ['♣', 'C'],
  ['★', 'X'],
  ['▶', '>'],
  ['−', '-'],
  ['–', '-'],
  ['—', '-'],
  ['…', '...'],
  ['·', '|'],
  ['×', 'x'],
  ['’', "'"],
  // Quotes and the no-break spaces of French punctuation ("« oui »", "Quitter ?"), wide and narrow.
  ['«\u00a0', '"'],
  ['\u00a0»', '"'],
  ['«\u202f', '"'],
  ['\u202f»', '"'],
  ['«', '"'],
  ['»', '"'],
  ['\u00a0', ' '],
  ['\u202f', ' '],
];

export function asciiText(text: string): string {
  let out = text;
  for (const [from, to] of REPLACEMENTS) out = out.split(from).join(to);
  return out;
}

/** The same dictionary with every string, and every string a function returns, made ASCII. */
export function asciiDictionary<T>(value: T): T {
  if (typeof value === 'string') return asciiText(value) as T;
  if (typeof value === 'function') {
    const fn = value as (...args: unknown[]) => unknown;
    return ((...args: unknown[]) => asciiDictionary(fn(...args))) as T;
  }
  if (Array.isArray(value)) return value.map((v) => asciiDictionary(v)) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = asciiDictionary(v);
    return out as T;
  }
  return value;
}
