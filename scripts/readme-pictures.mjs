// The README's pictures of both games: a real frame of each game's replay stepper (the screens the
// program draws, recorded as `replay --cast` records them), played into a headless xterm and
// written as SVG text with its colours. Run `npm run readme:pictures` (it builds first);
// test/docs/readme-pictures.test.ts fails when a picture no longer matches what the screen draws.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import xterm from '@xterm/headless';
import { newLog } from '../dist/core/log.js';
import { regicide } from '../dist/games/regicide/index.js';
import { makeRegicideBot } from '../dist/games/regicide/bots/index.js';
import { thronfolge } from '../dist/games/thronfolge/index.js';
import { makeThronfolgeBot } from '../dist/games/thronfolge/bots/index.js';
import { castRegicideReplay } from '../dist/ui/regicide/entry.js';
import { castThronfolgeReplay } from '../dist/ui/thronfolge/entry.js';

const SIZE = { columns: 80, rows: 24 };
const UI = { lang: 'en', ascii: false, fourColor: false, color: true };

/** Each picture: the game, a bot-played game's seed and options, and the move it shows. */
export const PICTURES = [
  {
    file: 'docs/pictures/regicide.svg',
    title: 'Regicide',
    game: regicide,
    bot: (seat) => makeRegicideBot('normal', `readme-${seat}`),
    options: { players: 2 },
    seed: 'readme',
    position: 14,
    cast: castRegicideReplay,
  },
  {
    file: 'docs/pictures/thronfolge.svg',
    title: 'Thronfolge',
    game: thronfolge,
    bot: (seat) => makeThronfolgeBot('normal', `readme-${seat}`),
    options: {},
    seed: 'readme',
    position: 20,
    cast: castThronfolgeReplay,
  },
];

/** A whole game between the bots, as its log. */
function botGame({ game, bot, options: wanted, seed }) {
  const options = game.normalizeOptions(wanted);
  const bots = new Map();
  let state = game.setup(options, seed);
  const log = newLog(game.id, seed, options);
  while (game.outcome(state) === null) {
    const seat = game.currentSeat(state);
    if (!bots.has(seat)) bots.set(seat, bot(seat));
    const move = bots.get(seat).choose(game.view(state, seat), game.legalMoves(state));
    log.moves.push(game.formatMove(move));
    state = game.apply(state, move);
  }
  return log;
}

// The terminal's colours: xterm's 16, then its 6×6×6 cube and grey ramp.
const BASE = ['#1e1e1e', '#cd3131', '#0dbc79', '#e5e510', '#2472c8', '#bc3fbc', '#11a8cd', '#e5e5e5', '#666666', '#f14c4c', '#23d18b', '#f5f543', '#3b8eea', '#d670d6', '#29b8db', '#ffffff'];
const FOREGROUND = '#d4d4d4';
const BACKGROUND = '#1e1e1e';
const hex = (n) => n.toString(16).padStart(2, '0');
function paletteColour(i) {
  if (i < 16) return BASE[i];
  if (i < 232) {
    const level = (v) => (v === 0 ? 0 : 55 + v * 40);
    const c = i - 16;
    return `#${hex(level(Math.floor(c / 36)))}${hex(level(Math.floor(c / 6) % 6))}${hex(level(c % 6))}`;
  }
  const grey = 8 + (i - 232) * 10;
  return `#${hex(grey)}${hex(grey)}${hex(grey)}`;
}
const rgb = (n) => `#${n.toString(16).padStart(6, '0')}`;
const colourOf = (cell, part) => {
  const isRGB = part === 'fg' ? cell.isFgRGB() : cell.isBgRGB();
  const isPalette = part === 'fg' ? cell.isFgPalette() : cell.isBgPalette();
  const value = part === 'fg' ? cell.getFgColor() : cell.getBgColor();
  return isRGB ? rgb(value) : isPalette ? paletteColour(value) : null;
};

/** One cell's look, as the SVG draws it. */
function styleOf(cell) {
  let fg = colourOf(cell, 'fg') ?? FOREGROUND;
  let bg = colourOf(cell, 'bg');
  if (cell.isInverse()) [fg, bg] = [bg ?? BACKGROUND, fg];
  return { fg, bg, bold: Boolean(cell.isBold()), dim: Boolean(cell.isDim()), underline: Boolean(cell.isUnderline()) };
}
const sameStyle = (a, b) => a.fg === b.fg && a.bg === b.bg && a.bold === b.bold && a.dim === b.dim && a.underline === b.underline;
const escapeXml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
// No-break spaces look like spaces in a terminal; a font may have no glyph for the narrow one.
const asSpaces = (text) => text.replace(/[\u00a0\u202f]/g, ' ');

const CELL_W = 8.4;
const CELL_H = 18;
const PAD = 12;

/** The terminal's screen as SVG: a rect under each run of background colour, a text for each run of one style. */
export function screenSvg(term, title) {
  const buffer = term.buffer.active;
  const shapes = [];
  for (let y = 0; y < term.rows; y++) {
    const line = buffer.getLine(buffer.viewportY + y);
    if (!line) continue;
    let run = null;
    const flush = () => {
      if (!run) return;
      const x = PAD + run.x * CELL_W;
      const top = PAD + y * CELL_H;
      const width = run.width * CELL_W;
      if (run.style.bg) shapes.push(`<rect x="${x.toFixed(1)}" y="${top}" width="${width.toFixed(1)}" height="${CELL_H}" fill="${run.style.bg}"/>`);
      // Each word on its own at its cells (a viewer may squeeze spaces; fonts differ in width).
      for (const word of run.text.matchAll(/\S+/g)) {
        const cells = [...word[0]];
        const at = PAD + (run.x + [...run.text.slice(0, word.index)].length) * CELL_W;
        const attrs = [`x="${at.toFixed(1)}"`, `y="${top + 13}"`, `fill="${run.style.fg}"`, `textLength="${(cells.length * CELL_W).toFixed(1)}"`, 'lengthAdjust="spacingAndGlyphs"'];
        if (run.style.bold) attrs.push('font-weight="bold"');
        if (run.style.dim) attrs.push('opacity="0.6"');
        if (run.style.underline) attrs.push('text-decoration="underline"');
        shapes.push(`<text ${attrs.join(' ')}>${escapeXml(word[0])}</text>`);
      }
      run = null;
    };
    for (let x = 0; x < term.cols; x++) {
      const cell = line.getCell(x);
      if (!cell || cell.getWidth() === 0) continue;
      const style = styleOf(cell);
      if (run && !sameStyle(run.style, style)) flush();
      if (!run) run = { x, width: 0, text: '', style };
      run.text += asSpaces(cell.getChars()) || ' ';
      run.width += cell.getWidth();
    }
    flush();
  }
  const width = (PAD * 2 + term.cols * CELL_W).toFixed(1);
  const height = PAD * 2 + term.rows * CELL_H;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}">`,
    `<rect width="100%" height="100%" rx="6" fill="${BACKGROUND}"/>`,
    `<g font-family="'DejaVu Sans Mono', Menlo, Consolas, monospace" font-size="14" xml:space="preserve" style="white-space:pre">`,
    ...shapes,
    '</g>',
    '</svg>',
    '',
  ].join('\n');
}

/** The screen after the recording's first `events` events, on a terminal of the recording's size. */
async function playedTerminal(castText, events) {
  const [head, ...lines] = castText.trimEnd().split('\n');
  const header = JSON.parse(head);
  const term = new xterm.Terminal({ cols: header.width, rows: header.height, allowProposedApi: true });
  for (const line of lines.slice(0, events)) {
    const [, , data] = JSON.parse(line);
    await new Promise((resolve) => term.write(data, resolve));
  }
  return term;
}

/** Every picture: its file and its SVG text, made from the screens as they are now. */
export async function readmePictures() {
  const made = [];
  for (const picture of PICTURES) {
    const log = botGame(picture);
    const position = Math.min(picture.position, log.moves.length);
    const cast = await picture.cast(log, UI, { ...SIZE, stepMs: 800, speed: 1, timestamp: 0 });
    const term = await playedTerminal(cast, position + 1);
    made.push({ file: picture.file, svg: screenSvg(term, `${picture.title} in the terminal: the replay stepper at move ${position}`) });
    term.dispose();
  }
  return made;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  for (const { file, svg } of await readmePictures()) {
    writeFileSync(root + file, svg);
    console.log(`wrote ${file}`);
  }
}
