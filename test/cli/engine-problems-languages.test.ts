// The engine's problems in the player's language: a move's notation that does not read, options a
// game does not take and a file that is no game log reach a player as codes, worded at the edge.
// Every code is worded in German, French and Norwegian with no English word outside option names,
// card notation and what one types; then bad options, bad notation and bad log files go through
// the built program (`npm run build` first) under each of the four languages: one line each, a
// non-zero exit, no English in the three others, and the English lines as scripts read them.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { EngineProblem } from '../../src/core/problems.js';
import type { CodedMessage } from '../../src/net/wire/messages.js';
import { codeWords } from '../../src/ui/net/code-words.js';
import { problemFromWire, problemWords } from '../../src/ui/shared/problem-texts.js';
import { binPath, ROOT } from './drive.js';
import { englishIn, type Other } from './english-words.js';

const LANGS: readonly Other[] = ['de', 'fr', 'nb'];
const LOCALES: Record<Other | 'en', string> = { en: 'C', de: 'de_DE.UTF-8', fr: 'fr_FR.UTF-8', nb: 'nb_NO.UTF-8' };
/** Names a line may hold as typed: the games, the log's fields and values. */
const NAMES = new Set(['regicide', 'thronfolge', 'json', 'format', 'cardgames', 'log', 'moves', 'options', 'seed', 'verify', 'replay']);
/** What a line says once what it quotes (typed words, notation, file names) is taken out. */
const unquoted = (line: string): string => line.replace(/„[^“]*“|«[^»]*»|"[^"]*"/g, ' ');

/** One problem of every code, with parameters as the games give them. */
const EVERY: EngineProblem[] = [
  { code: 'emptyMove', forms: ['play', 'yield', 'discard', 'next', 'flip', 'feign'] },
  { code: 'unknownVerb', verb: 'dance', forms: ['play C', 'take'] },
  { code: 'needsCards', verb: 'discard' },
  { code: 'needsOneCard', verb: 'play' },
  { code: 'notACard', text: 'ZZ', jester: true },
  { code: 'notACard', text: '11S', jester: false },
  { code: 'noJesters', game: 'Thronfolge' },
  { code: 'needsSeat', verb: 'next' },
  { code: 'takesNothing', verb: 'take' },
  { code: 'playersRange', min: 1, max: 4, got: '9' },
  { code: 'variantsNotList', allowed: ['open-discards'] },
  { code: 'unknownVariant', variant: 'nope', allowed: ['extra-jester', 'short'] },
  { code: 'variantsClash', a: 'bigger-hand', b: 'smaller-hand' },
  { code: 'soloVariant', variant: 'solo-yield' },
  { code: 'firstSeat', got: '3' },
  { code: 'botSeat', seat: 3, seats: 2 },
  { code: 'botSeat', seat: 2, seats: 1 },
  { code: 'botLevel', level: 'nope', allowed: ['random', 'easy', 'normal', 'hard'] },
  { code: 'botSeatRange', seats: 4 },
  { code: 'seedText', why: 'notText', max: 100 },
  { code: 'seedText', why: 'empty', max: 100 },
  { code: 'seedText', why: 'tooLong', max: 100 },
  { code: 'seedText', why: 'notPrintable', max: 100 },
  { code: 'eventSeed' },
  { code: 'createField', field: 'bots' },
  { code: 'cannotRead', why: 'ENOENT' },
  { code: 'cannotRead', why: 'EISDIR' },
  { code: 'cannotRead', why: undefined },
  { code: 'notJson' },
  { code: 'notObject' },
  { code: 'noHeader' },
  { code: 'logVersion', version: '2' },
  { code: 'otherGame', game: 'thronfolge', expected: 'regicide' },
  { code: 'noSeed' },
  { code: 'noOptions' },
  { code: 'movesNotStrings' },
];

describe("the engine's problems in every language", () => {
  for (const lang of LANGS) {
    it(`words every code in ${lang}, with no English word and never as the English line`, () => {
      const lines = EVERY.map((p) => [p.code, problemWords(lang, p), problemWords('en', p)] as const);
      expect(lines.filter(([, own]) => englishIn(unquoted(own), lang, NAMES).length > 0)).toEqual([]);
      expect(lines.filter(([, own, english]) => own === english)).toEqual([]);
    });
  }

  it("words a server's refusal of a table's options and of a move's notation in the screen's language, never a code it does not know", () => {
    const refusal = (code: string, params: Record<string, unknown>): CodedMessage => ({ code, params, message: String(params.reason) });
    const game = { game: 'regicide', refusal: null };
    const options = refusal('badCreate', {
      reason: 'the variant solo-yield is for solo games only (players may always yield in multiplayer)',
      options: { code: 'soloVariant', variant: 'solo-yield' },
    });
    const notation = refusal('badNotation', { reason: '"ZZ" is not a card', notation: { code: 'notACard', text: 'ZZ', jester: true } });
    expect(codeWords('en', game, 1, options)).toBe('Cannot open that table: the variant solo-yield is for solo games only (players may always yield in multiplayer)');
    expect(codeWords('de', game, 1, options)).toBe('Dieser Tisch lässt sich nicht öffnen: die Variante solo-yield gibt es nur im Solospiel (zu mehreren darf man ohnehin immer passen)');
    for (const lang of LANGS) {
      expect(englishIn(unquoted(codeWords(lang, game, 1, options)), lang, NAMES)).toEqual([]);
      expect(englishIn(unquoted(codeWords(lang, game, 1, notation)), lang, NAMES)).toEqual([]);
    }
    // A hostile or newer server's problem: a code this program does not word, or one without its parameters, is no problem.
    expect(problemFromWire({ code: 'constructor' })).toBeNull();
    expect(problemFromWire({ code: 'unknownVariant', variant: 'x' })).toBeNull();
    expect(problemFromWire({ code: 'notACard', text: '\u001b[2J', jester: false })).toEqual({ code: 'notACard', text: '\\u{1b}[2J', jester: false });
  });
});

const dir = mkdtempSync(join(tmpdir(), 'engine-problems-'));
const logFile = (name: string, content: string | object): string => {
  const path = join(dir, name);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
};
const log = (game: string, options: object, moves: unknown[] = []) => ({ format: 'cardgames-log', version: 1, game, seed: '1', options, moves, result: null });
const FILES = {
  missing: join(dir, 'absent.json'),
  cut: logFile('cut.json', '{"format":'),
  list: logFile('list.json', '[1, 2]'),
  noHeader: logFile('no-header.json', { format: 'other' }),
  version: logFile('version.json', { format: 'cardgames-log', version: 2 }),
  noSeed: logFile('no-seed.json', { format: 'cardgames-log', version: 1, game: 'regicide', options: {}, moves: [] }),
  moves: logFile('moves.json', log('regicide', { players: 1 }, [7])),
  other: logFile('other.json', log('thronfolge', { first: 1 })),
  players: logFile('nine.json', log('regicide', { players: 9 })),
  variant: logFile('variant.json', log('regicide', { players: 1, variants: ['nope'] })),
  card: logFile('card.json', log('regicide', { players: 1 }, ['play ZZ'])),
  verb: logFile('verb.json', log('regicide', { players: 1 }, ['dance'])),
  first: logFile('first.json', log('thronfolge', { first: 3 })),
  jester: logFile('jester.json', log('thronfolge', { first: 1 }, ['play X'])),
  take: logFile('take.json', log('thronfolge', { first: 1 }, ['take 3'])),
};

/** [program, arguments, the English line scripts read]. */
const CASES: [string, string[], string][] = [
  ['regicide', ['play', '--json', '--players', '2', '--variant', 'solo-yield'], 'the variant solo-yield is for solo games only (players may always yield in multiplayer)'],
  ['regicide', ['host', '--json', '--players', '2', '--bots', '3'], '--bots names seat 3, but the game has 2 seats'],
  ['regicide', ['sim', '--players', '3', '--variant', 'solo-yield'], 'the variant solo-yield is for solo games only (players may always yield in multiplayer)'],
  ['regicide', ['replay', FILES.missing], `cannot read the log ${FILES.missing}: no such file`],
  ['regicide', ['replay', FILES.cut], `${FILES.cut}: the log is not valid JSON (truncated or damaged?)`],
  ['regicide', ['replay', FILES.list], `${FILES.list}: the log has no "format": "cardgames-log" header`],
  ['regicide', ['replay', '--verify', FILES.noHeader], `${FILES.noHeader}: the log has no "format": "cardgames-log" header`],
  ['regicide', ['replay', FILES.version], `${FILES.version}: log version 2 is not supported (only 1)`],
  ['regicide', ['replay', FILES.noSeed], `${FILES.noSeed}: the log has no seed string`],
  ['regicide', ['replay', FILES.moves], `${FILES.moves}: the log's "moves" must be a list of strings`],
  ['regicide', ['replay', FILES.other], `${FILES.other}: the log is of game "thronfolge", not regicide`],
  ['regicide', ['replay', FILES.players], `${FILES.players}: bad options in the log: players must be a whole number from 1 to 4, got 9`],
  [
    'regicide',
    ['replay', '--verify', FILES.variant],
    `${FILES.variant}: bad options in the log: unknown variant "nope"; allowed: extra-jester, bigger-hand, smaller-hand, short, solo-yield, feign-death`,
  ],
  ['regicide', ['replay', '--verify', FILES.card], `${FILES.card}: move 1 "play ZZ" is not legal: "ZZ" is not a card (use rank A 2-10 J Q K + suit S H D C, or X for a jester)`],
  ['regicide', ['replay', FILES.verb], `${FILES.verb}: move 1 is not legal (unknown move "dance"; expected play, yield, discard, next, flip or feign); check it with replay --verify`],
  ['regicide', ['analyze', FILES.card], `${FILES.card}: move 1 "play ZZ" cannot be read: "ZZ" is not a card (use rank A 2-10 J Q K + suit S H D C, or X for a jester)`],
  ['thronfolge', ['replay', '--verify', FILES.first], `${FILES.first}: bad options in the log: first must be 1 or 2 (or left out for a coin toss), got 3`],
  ['thronfolge', ['replay', '--verify', FILES.jester], `${FILES.jester}: move 1 "play X" is not legal: Thronfolge has no jesters`],
  ['thronfolge', ['replay', FILES.take], `${FILES.take}: move 1 is not legal ("take" takes nothing after it); check it with replay --verify`],
];

function run(program: string, args: string[], lang: Other | 'en'): { status: number | null; stderr: string } {
  const env: Record<string, string | undefined> = {
    ...process.env,
    LC_ALL: LOCALES[lang],
    LC_MESSAGES: undefined,
    LANG: undefined,
    XDG_CONFIG_HOME: join(dir, 'config'),
    XDG_DATA_HOME: join(dir, 'data'),
    CI: 'true',
  };
  const r = spawnSync(process.execPath, [binPath(program), ...args], { cwd: ROOT, env, encoding: 'utf8', input: '', timeout: 60_000 });
  return { status: r.status, stderr: r.stderr };
}

/** The one line of a refusal, without the program's name and the file names in it. */
const refusalOf = (program: string, stderr: string): string => {
  expect(stderr.split('\n').filter(Boolean), stderr).toHaveLength(1);
  expect(stderr.startsWith(`${program}: `), stderr).toBe(true);
  return stderr.trim().slice(program.length + 2);
};

describe("the engine's problems through the built program", () => {
  it('are the English lines scripts read, one each, with a non-zero exit', () => {
    const lines = CASES.map(([program, args]) => {
      const r = run(program, args, 'en');
      expect(r.status, `${args.join(' ')}: ${r.stderr}`).not.toBe(0);
      return refusalOf(program, r.stderr);
    });
    expect(lines).toEqual(CASES.map(([, , english]) => english));
  });

  for (const lang of LANGS) {
    it(`are one line each in ${lang}, with no English outside option names, card notation and what one types`, () => {
      const lines = CASES.map(([program, args]) => {
        const r = run(program, args, lang);
        expect(r.status, `${args.join(' ')}: ${r.stderr}`).not.toBe(0);
        return refusalOf(program, r.stderr).split(dir).join(' ');
      });
      expect(lines.filter((line) => englishIn(unquoted(line), lang, NAMES).length > 0)).toEqual([]);
      expect(lines.filter((line, i) => line === CASES[i][2].split(dir).join(' '))).toEqual([]);
    });
  }
});
