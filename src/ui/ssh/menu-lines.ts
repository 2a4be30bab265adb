// The SSH menu in the screen-reader mode (the session's client asked for it: SetEnv
// REGICIDE_SCREEN_READER=1): the same rows as the screen, said as numbered lines and appended,
// never redrawn. A row's number and Enter chooses it (the screen's c, l, q too); a table's seats and
// whether it is public are asked as questions; a code or a name is typed and sent with Enter; the
// rules, the statistics and the day's field are said as lines. Every other key is answered with
// one line, and a rise in the tables waiting for the player's move with one more.
import { type Lang, LANGS } from '../../text/lang.js';
import { textsFor } from '../shared/texts-for.js';
import { type LinePress, pressesOf, type LineStreams } from '../shared/line-session.js';
import { TURN_NOTICE } from '../shared/texts/turn-notice.js';
import type { ThemeName } from '../shared/palettes.js';
import { SSH_TEXTS } from './ssh-strings.js';
import { SSH_EVENT_TEXTS } from './ssh-event-strings.js';
import { SSH_PUZZLE_TEXTS } from './ssh-puzzle-strings.js';
import { SSH_LINE_TEXTS } from './texts/menu-lines.js';
import type { ChosenPlayers, MenuChoice, MenuFacts, MenuGame } from './menu-types.js';
import { itemsFor } from './MenuApp.js';
import { type GameItem, type Item, itemKey, labelOf, quickSeats, seatsOf } from './menu-items.js';

export interface MenuLinesRun {
  facts: MenuFacts;
  lang: Lang;
  players?: ChosenPlayers;
  theme?: ThemeName;
  io: LineStreams;
  /** The session went away: the lines end as q ends them. */
  onGone: (listener: () => void) => () => void;
}

export interface MenuLinesResult {
  choice: MenuChoice;
  lang: Lang;
  players: ChosenPlayers;
  theme: ThemeName | undefined;
}

/** What the next key answers: the menu, a question, a text being typed, a list of games, a page said. */
type Asking =
  | { kind: 'menu' }
  | { kind: 'seats'; item: GameItem }
  | { kind: 'public'; item: GameItem; players: number }
  | { kind: 'typing'; choice: 'join' | 'watch' | 'claim' | 'eventJoin'; text: string }
  | { kind: 'games'; choice: 'learn' | 'quick'; games: readonly MenuGame[] }
  | { kind: 'event'; counts: readonly number[] }
  | { kind: 'page' };

export function runMenuLines(run: MenuLinesRun): Promise<MenuLinesResult> {
  const { facts, io } = run;
  let lang = run.lang;
  const players: Record<string, number> = { ...run.players };
  const items = itemsFor(facts.games, facts.account !== undefined, facts.lobby === true, facts.tables === true, facts.ladder !== undefined, facts.event !== undefined, facts.puzzle !== undefined);
  // The unfinished game's row is c, so the numbers of the rows below it stay the same (as on the screen).
  const numbered = items.filter((i) => i.kind !== 'continueSolo');
  const unfinished = items.find((i) => i.kind === 'continueSolo');
  const say = (lines: readonly string[]): void => void io.output.write(lines.map((l) => `${l}\n`).join(''));
  const texts = () => ({ t: textsFor(SSH_TEXTS, lang, false), lt: textsFor(SSH_LINE_TEXTS, lang, false), et: textsFor(SSH_EVENT_TEXTS, lang, false), pt: textsFor(SSH_PUZZLE_TEXTS, lang, false) });
  const label = (item: Item): string => {
    const { t, et, pt } = texts();
    // The screen's arrows step the seats; here a question asks for them.
    return labelOf(t, item, players, facts.account, facts.ladder, et.item(facts.event ?? ''), pt.item(facts.puzzle ?? '')).replace(/, ←\/→/g, '');
  };
  const sayMenu = (): void => {
    const { t, lt } = texts();
    say([
      t.title(facts.games.map((g) => g.title)),
      t.welcome(facts.name, facts.identified),
      ...(facts.notice ? [facts.notice] : []),
      ...(unfinished ? [`c. ${label(unfinished)}`] : []),
      ...numbered.map((item, i) => `${i + 1}. ${label(item)}`),
      ...(facts.identified ? [] : [t.guestKeeps]),
      lt.keys(unfinished !== undefined),
    ]);
  };
  const sayPage = (text: string): void => say([...text.split('\n').filter((l) => l.trim() !== ''), texts().lt.backToMenu]);

  return new Promise((resolve) => {
    let asking: Asking = { kind: 'menu' };
    let typed = '';
    let finished = false;
    const done = (choice: MenuChoice): void => {
      if (finished) return;
      finished = true;
      if (choice.kind === 'bots' || choice.kind === 'own' || choice.kind === 'quick') players[`${choice.kind}:${choice.game}`] = choice.players;
      if (choice.kind === 'own') players[`public:${choice.game}`] = choice.public ? 1 : 0;
      stopTurns();
      offGone();
      io.input.off('data', onData);
      io.input.pause();
      resolve({ choice, lang, players, theme: run.theme });
    };
    const choose = (item: Item): void => {
      const { t, lt } = texts();
      if ('game' in item) {
        const game = item.game.id;
        if (item.kind === 'continueSolo' || item.kind === 'solo') return done({ kind: 'solo', game, resume: item.kind === 'continueSolo' });
        if (item.kind === 'daily') return done({ kind: 'daily', game });
        const [min, max] = item.game.tables.seats;
        if (min < max) {
          asking = { kind: 'seats', item };
          return say([lt.seatsAsk(min, max, seatsOf(item, players))]);
        }
        return seated(item, min);
      }
      const kind = item.kind;
      if (kind === 'quit' || kind === 'linkCode' || kind === 'ladder' || kind === 'puzzle' || kind === 'event' || kind === 'lobby' || kind === 'tables') return done({ kind });
      if (kind === 'join' || kind === 'watch' || kind === 'claim') {
        asking = { kind: 'typing', choice: kind, text: '' };
        return say([kind === 'claim' ? t.claimPrompt.trim() : t.joinPrompt.trim(), lt.typing]);
      }
      if (kind === 'rules') {
        asking = { kind: 'page' };
        return sayPage(facts.games.map((g) => g.rules(lang, false)).join('\n'));
      }
      if (kind === 'stats') {
        asking = { kind: 'page' };
        return sayPage(facts.identified ? facts.games.flatMap((g) => (g.stats ? [g.stats(lang)] : [])).join('\n') : t.guestStats);
      }
      const games = kind === 'learn' ? facts.games.filter((g) => g.lessons) : facts.games;
      if (games.length === 1) return done(kind === 'learn' ? { kind, game: games[0].id } : { kind, game: games[0].id, players: quickSeats(games[0], players) });
      asking = { kind: 'games', choice: kind, games };
      say([
        kind === 'learn' ? t.learnTitle : t.quickTitle,
        ...games.map((g, i) => `${i + 1}. ${kind === 'learn' ? t.learnLine(g.title, g.lessons?.next ?? null, g.lessons?.total ?? 0) : t.quickLine(g.title, quickSeats(g, players), false)}`),
        lt.choose,
      ]);
    };
    /** A table with bots or of one's own, its seats chosen: a public one asks whether it is listed. */
    const seated = (item: GameItem, count: number): void => {
      players[itemKey(item)] = count;
      if (item.kind === 'own' && facts.lobby) {
        asking = { kind: 'public', item, players: count };
        return say([texts().lt.publicAsk]);
      }
      done({ kind: item.kind === 'own' ? 'own' : 'bots', game: item.game.id, players: count });
    };
    const unknown = (press: LinePress): void => say([texts().lt.unknownKey(press.enter ? 'Enter' : press.input)]);

    const onMenu = (press: LinePress): void => {
      const { lt } = texts();
      if (press.enter) {
        if (typed === '') return sayMenu();
        const item = numbered[Number(typed) - 1];
        const said = typed;
        typed = '';
        return item ? choose(item) : say([lt.noRow(said)]);
      }
      if (/^[0-9]$/.test(press.input)) {
        typed = (typed + press.input).slice(-3);
        return;
      }
      typed = '';
      if (press.input === 'q') return done({ kind: 'quit' });
      if (press.input === 'c' && unfinished) return choose(unfinished);
      if (press.input === 'm') return sayMenu();
      if (press.input === '?') return say([lt.keys(unfinished !== undefined)]);
      if (press.input === 'l') {
        lang = LANGS[(LANGS.indexOf(lang) + 1) % LANGS.length];
        say([texts().t.language]);
        return sayMenu();
      }
      unknown(press);
    };
    const onKey = (press: LinePress | 'escape' | 'backspace'): void => {
      const now = asking;
      if (now.kind === 'typing') {
        if (press === 'escape') return back(now.choice === 'eventJoin' ? 'event' : 'menu');
        if (press === 'backspace') return void (now.text = Array.from(now.text).slice(0, -1).join(''));
        if (press.enter) {
          const text = now.text.trim();
          return done(now.choice === 'claim' ? { kind: 'claim', name: text } : { kind: now.choice, code: text });
        }
        // Only what a code can hold (a name: letters, marks, digits, punctuation, spaces): no control character.
        const fits = now.choice === 'claim' ? /^[\p{L}\p{M}\p{N}\p{P}\p{S} ]$/u.test(press.input) : /^[A-Za-z0-9-]$/.test(press.input);
        if (fits)
          now.text = Array.from(now.text + press.input)
            .slice(0, now.choice === 'claim' ? 40 : 12)
            .join('');
        return;
      }
      if (press === 'backspace') return;
      if (now.kind === 'menu') return press === 'escape' ? undefined : onMenu(press);
      if (now.kind === 'page') return back('menu');
      if (press === 'escape') return back('menu');
      if (now.kind === 'seats') {
        const [min, max] = now.item.game.tables.seats;
        const count = press.enter ? seatsOf(now.item, players) : Number(press.input);
        if (/^[0-9]$/.test(press.input) || press.enter) {
          if (count >= min && count <= max) return seated(now.item, count);
        }
        return say([texts().lt.seatsAsk(min, max, seatsOf(now.item, players))]);
      }
      if (now.kind === 'public') {
        if (press.input === 'y' || press.input === 'n') return done({ kind: 'own', game: now.item.game.id, players: now.players, public: press.input === 'y' });
        return say([texts().lt.publicAsk]);
      }
      if (now.kind === 'games') {
        const game = /^[1-9]$/.test(press.input) ? now.games[Number(press.input) - 1] : undefined;
        if (!game) return unknown(press);
        return done(now.choice === 'learn' ? { kind: 'learn', game: game.id } : { kind: 'quick', game: game.id, players: quickSeats(game, players) });
      }
      // The week's event: a player count opens a table of its deal, j joins a teammate's.
      const count = Number(press.input);
      if (/^[2-9]$/.test(press.input) && now.counts.includes(count)) return done({ kind: 'eventTable', players: count });
      if (press.input === 'j') {
        asking = { kind: 'typing', choice: 'eventJoin', text: '' };
        return say([texts().t.joinPrompt.trim(), texts().lt.typing]);
      }
      back('menu');
    };
    const back = (to: 'menu' | 'event'): void => {
      if (to === 'event' && facts.eventWeek) return sayEvent(facts.eventWeek);
      asking = { kind: 'menu' };
      typed = '';
      sayMenu();
    };
    const sayEvent = (week: NonNullable<MenuFacts['eventWeek']>): void => {
      asking = { kind: 'event', counts: week.counts };
      say([...week.text.split('\n').filter((l) => l.trim() !== ''), texts().et.keys(week.counts)]);
    };
    const onData = (data: Buffer | string): void => {
      // Backspace is no press of the game's lines (they have nothing to erase): split it off first.
      const parts = String(data).split(/[\u007f\b]/);
      parts.forEach((part, i) => {
        if (i > 0 && !finished) onKey('backspace');
        for (const press of pressesOf(part)) {
          if (finished) return;
          if (press === 'interrupt') return done({ kind: 'interrupted' });
          onKey(press);
        }
      });
    };
    // The tables waiting for the player's move: a rise is said (the screen's notification, as a line).
    let waiting: number | null = null;
    const stopTurns =
      facts.turns?.((count) => {
        if (waiting !== null && count > waiting) say([textsFor(TURN_NOTICE, lang, false).noticeTablesWaiting(facts.games.map((g) => g.title).join(' / '), count)]);
        waiting = count;
      }) ?? (() => {});
    const offGone = run.onGone(() => done({ kind: 'quit' }));
    io.input.setRawMode(true);
    io.input.setEncoding?.('utf8');
    io.input.on('data', onData);
    io.input.resume();
    if (facts.field) {
      asking = { kind: 'page' };
      sayPage(facts.field);
    } else if (facts.eventWeek) sayEvent(facts.eventWeek);
    else sayMenu();
  });
}
