// The menu an SSH session opens with: what to play (each game's daily deal among it), joining by
// code, the server's open tables and quick match, the lessons, the rules and the player's
// statistics, and the language (l). On a server with a lobby, p makes a table of one's own public. It ends with
// the choice; the session then opens that screen and comes back here when it is left.
import { useApp, useInput } from 'ink';
import { useEffect, useMemo, useRef, useState } from 'react';
import { type Lang, LANGS } from '../../text/lang.js';
import { textsFor } from '../shared/texts-for.js';
import { useTerminalSize } from '../shared/use-terminal-size.js';
import { SSH_TEXTS } from './ssh-strings.js';
import { SSH_EVENT_TEXTS } from './ssh-event-strings.js';
import { SSH_PUZZLE_TEXTS } from './ssh-puzzle-strings.js';
import { ThemeProvider, useTheme } from '../shared/theme.js';
import { THEME_NAMES, type ThemeName } from '../shared/palettes.js';
import { useFocusFilter } from '../shared/focus-filter.js';
import { useTurnNotice } from '../shared/use-turn-notice.js';
import { TURN_NOTICE } from '../shared/texts/turn-notice.js';

export type { ChosenPlayers, MenuChoice, MenuFacts, MenuGame } from './menu-types.js';
import type { ChosenPlayers, MenuChoice, MenuFacts, MenuGame } from './menu-types.js';
import { MenuPage } from './MenuPages.js';
import { type Item, isPublic, itemKey, type Page, type PlainItem, quickSeats, seatsIn, seatsOf } from './menu-items.js';

export type { GameItem, Item, Page } from './menu-items.js';

export interface MenuAppProps {
  facts: MenuFacts;
  lang: Lang;
  ascii: boolean;
  onExit(choice: MenuChoice, lang: Lang): void;
  /** Players of the "with bots", "own table" and quick match items the last time (`public:GAME` 1: that game's own table public). */
  players?: ChosenPlayers;
  /** The session's theme (t steps through them; the menu is drawn in it at once); unset: dark. */
  theme?: ThemeName;
  /** A theme chosen with t, for the session's next screens (and a key's settings). */
  onTheme?: (theme: ThemeName) => void;
}

/** The menu in the session's theme: t changes it here and now. */
export function MenuApp(props: MenuAppProps) {
  const outer = useTheme();
  const [name, setName] = useState<ThemeName>(props.theme ?? 'dark');
  const step = (): void => {
    const next = THEME_NAMES[(THEME_NAMES.indexOf(name) + 1) % THEME_NAMES.length];
    setName(next);
    props.onTheme?.(next);
  };
  return (
    <ThemeProvider theme={{ ...outer, name }}>
      <Menu {...props} themeName={name} stepTheme={step} />
    </ThemeProvider>
  );
}

const PLAIN_ITEMS: readonly PlainItem[] = (['join', 'watch', 'learn', 'rules', 'stats', 'quit'] as const).map((kind) => ({ kind }));
/** With an account: its name and a link code, after the lessons (the first nine rows and the last ones stay where they were). */
const ACCOUNT_ITEMS: readonly PlainItem[] = [{ kind: 'claim' }, { kind: 'linkCode' }];
/** With a lobby: the open tables and quick match, after the lessons too (before the account's rows). */
const LOBBY_ITEMS: readonly PlainItem[] = [{ kind: 'lobby' }, { kind: 'quick' }];

/**
 * The keys of the menu's rows, in order: the digits, then the letters no other key of the menu
 * takes (c continue, j/k move, l language, m, p public, q quit, t theme), so that every row of a
 * long menu (two games, an account, a lobby: twenty rows) has a key of its own.
 */
const ROW_KEYS = '1234567890abdefghinorsuvwxyz';

/** Every unfinished game first, then each game's entries, then what every game shares. */
export const itemsFor = (games: readonly MenuGame[], account: boolean, lobby: boolean, tables = false, ladder = false, event = false, puzzle = false): Item[] => [
  ...games.filter((g) => g.unfinishedSolo).map((game): Item => ({ kind: 'continueSolo', game })),
  ...games.flatMap((game): Item[] => [
    ...(game.solo ? [{ kind: 'solo' as const, game }] : []),
    ...(game.daily ? [{ kind: 'daily' as const, game }] : []),
    { kind: 'bots', game },
    ...(game.tables.friends ? [{ kind: 'own' as const, game }] : []),
  ]),
  ...PLAIN_ITEMS.flatMap((item) =>
    item.kind === 'learn'
      ? [
          item,
          ...(tables ? [{ kind: 'tables' as const }] : []),
          ...(lobby ? LOBBY_ITEMS : []),
          ...(account ? ACCOUNT_ITEMS : []),
          // The day's puzzle, before the ladder (the rows from the ladder to the end stay where they were).
          ...(account && puzzle ? [{ kind: 'puzzle' as const }] : []),
          ...(account && ladder ? [{ kind: 'ladder' as const }] : []),
          // The week's team event, after the ladder (the rows before it stay where they were).
          ...(account && event ? [{ kind: 'event' as const }] : []),
        ]
      : [item],
  ),
];

function Menu({ facts, lang: firstLang, ascii, onExit, players: firstPlayers, themeName, stepTheme }: MenuAppProps & { themeName: ThemeName; stepTheme: () => void }) {
  const { exit } = useApp();
  const size = useTerminalSize();
  const [lang, setLang] = useState<Lang>(firstLang);
  const t = textsFor(SSH_TEXTS, lang, ascii);
  const items = useMemo(
    () => itemsFor(facts.games, facts.account !== undefined, facts.lobby === true, facts.tables === true, facts.ladder !== undefined, facts.event !== undefined, facts.puzzle !== undefined),
    [facts],
  );
  const et = textsFor(SSH_EVENT_TEXTS, lang, ascii);
  // An unfinished game's row takes c, not a number, so the numbers of the rows below it stay the same whether it is there or not.
  const numbered = useMemo(() => items.filter((i) => i.kind !== 'continueSolo'), [items]);
  const keyOf = (item: Item): string => {
    if (item.kind === 'continueSolo') return 'c';
    return ROW_KEYS[numbered.indexOf(item)] ?? ' ';
  };
  // Keys that arrive in one packet are handled before React draws again: each reads what the one
  // before it left (a ref), not the state of the last frame.
  const [cursor, setCursorState] = useState(0);
  const cursorNow = useRef(0);
  const setCursor = (f: (c: number) => number): void => setCursorState((cursorNow.current = f(cursorNow.current)));
  const firstPage: Page = facts.field ? 'field' : facts.eventWeek ? 'event' : 'menu';
  const [page, setPageState] = useState<Page>(firstPage);
  const pageNow = useRef<Page>(firstPage);
  const setPage = (p: Page): void => setPageState((pageNow.current = p));
  const [players, setPlayersState] = useState<ChosenPlayers>(firstPlayers ?? {});
  const playersNow = useRef(players);
  const setPlayers = (f: (p: ChosenPlayers) => ChosenPlayers): void => setPlayersState((playersNow.current = f(playersNow.current)));
  const [code, setCodeState] = useState('');
  const codeNow = useRef('');
  const setCode = (f: (c: string) => string): void => setCodeState((codeNow.current = f(codeNow.current)));
  const [rulesGame, setRulesGame] = useState(0);
  const learning = useMemo(() => facts.games.filter((g) => g.lessons), [facts]);
  // Quick match's page: the games with tables for more than one (every game here has them).
  const matching = facts.games;
  const [learnCursor, setLearnCursorState] = useState(0);
  const learnCursorNow = useRef(0);
  const setLearnCursor = (f: (c: number) => number): void => setLearnCursorState((learnCursorNow.current = f(learnCursorNow.current)));
  const [scroll, setScroll] = useState(0);

  const done = (choice: MenuChoice): void => {
    onExit(choice, lang);
    exit();
  };
  const choose = (item: Item): void => {
    if ('game' in item) {
      const game = item.game.id;
      if (item.kind === 'continueSolo' || item.kind === 'solo') return done({ kind: 'solo', game, resume: item.kind === 'continueSolo' });
      if (item.kind === 'daily') return done({ kind: 'daily', game });
      const players = seatsOf(item, playersNow.current);
      if (item.kind === 'own' && facts.lobby && isPublic(item.game, playersNow.current)) return done({ kind: 'own', game, players, public: true });
      return done({ kind: item.kind, game, players });
    }
    const id = item.kind;
    if (id === 'quit') return done({ kind: 'quit' });
    if (id === 'linkCode') return done({ kind: 'linkCode' });
    if (id === 'ladder') return done({ kind: 'ladder' });
    if (id === 'event') return done({ kind: 'event' });
    if (id === 'puzzle') return done({ kind: 'puzzle' });
    if (id === 'lobby') return done({ kind: 'lobby' });
    if (id === 'tables') return done({ kind: 'tables' });
    if (id === 'quick' && matching.length === 1) return done({ kind: 'quick', game: matching[0].id, players: quickSeats(matching[0], playersNow.current) });
    if (id === 'quick') {
      setLearnCursor(() => 0);
      return setPage('quick');
    }
    setScroll(0);
    if (id === 'claim') setCode(() => '');
    if (id === 'join' || id === 'watch' || id === 'claim' || id === 'rules' || id === 'stats') return setPage(id);
    if (id === 'learn' && learning.length === 1) return done({ kind: 'learn', game: learning[0].id });
    if (id === 'learn' && learning.length > 1) {
      setLearnCursor(() => 0);
      return setPage('learn');
    }
    setPage({ notYet: id });
  };

  const rulesLines = useMemo(() => facts.games[rulesGame]?.rules(lang, ascii).split('\n') ?? [], [facts, rulesGame, lang, ascii]);
  const bodyRows = Math.max(3, size.rows - 3);
  const title = t.title(facts.games.map((g) => g.title));
  // The player's turns at their tables while the menu is up (none watched: nothing to tell).
  const [turns, setTurns] = useState<number | null>(null);
  useEffect(() => facts.turns?.(setTurns), [facts]);
  useTurnNotice(facts.turns ? turns : null, textsFor(TURN_NOTICE, lang, ascii).noticeTablesWaiting(facts.games.map((g) => g.title).join(' / '), turns ?? 0));
  // The terminal's focus reports are no keys (terminal-focus.ts).
  const isFocusReport = useFocusFilter();

  useInput((input, key) => {
    if (isFocusReport(input)) return;
    const page = pageNow.current;
    if (key.ctrl && input === 'c') return done({ kind: 'interrupted' });
    if (page === 'join' || page === 'watch') {
      if (key.escape) return setPage('menu');
      if (key.return) return done({ kind: page, code: codeNow.current.trim() });
      if (key.backspace || key.delete) return setCode((c) => c.slice(0, -1));
      // Only what a code can hold: no escape or control character reaches the screen.
      if (/^[A-Za-z0-9-]+$/.test(input)) setCode((c) => (c + input).slice(0, 12));
      return;
    }
    if (page === 'eventJoin') {
      if (key.escape) return setPage('event');
      if (key.return) return done({ kind: 'eventJoin', code: codeNow.current.trim() });
      if (key.backspace || key.delete) return setCode((c) => c.slice(0, -1));
      // Only what a code can hold, as at the menu's own join.
      if (/^[A-Za-z0-9-]+$/.test(input)) setCode((c) => (c + input).slice(0, 12));
      return;
    }
    if (page === 'event' && facts.eventWeek) {
      const players = Number(input);
      if (/^[2-9]$/.test(input) && facts.eventWeek.counts.includes(players)) return done({ kind: 'eventTable', players });
      if (input === 'j') {
        setCode(() => '');
        return setPage('eventJoin');
      }
      return setPage('menu');
    }
    if (page === 'claim') {
      if (key.escape) return setPage('menu');
      if (key.return) return done({ kind: 'claim', name: codeNow.current.trim() });
      if (key.backspace || key.delete) return setCode((c) => [...c].slice(0, -1).join(''));
      // Letters, marks, digits, punctuation and spaces only: no escape or control character reaches the screen.
      if (/^[\p{L}\p{M}\p{N}\p{P}\p{S} ]+$/u.test(input)) setCode((c) => [...(c + input)].slice(0, 40).join(''));
      return;
    }
    if (page === 'learn') {
      if (key.escape || input === 'q') return setPage('menu');
      if (key.upArrow || input === 'k') return setLearnCursor((c) => (c + learning.length - 1) % learning.length);
      if (key.downArrow || input === 'j') return setLearnCursor((c) => (c + 1) % learning.length);
      const picked = /^[1-9]$/.test(input) ? Number(input) - 1 : key.return ? learnCursorNow.current : -1;
      if (picked >= 0 && picked < learning.length) done({ kind: 'learn', game: learning[picked].id });
      return;
    }
    if (page === 'quick') {
      if (key.escape || input === 'q') return setPage('menu');
      if (key.upArrow || input === 'k') return setLearnCursor((c) => (c + matching.length - 1) % matching.length);
      if (key.downArrow || input === 'j') return setLearnCursor((c) => (c + 1) % matching.length);
      const game = matching[learnCursorNow.current];
      if (game && (key.leftArrow || key.rightArrow)) {
        const step = key.rightArrow ? 1 : -1;
        return setPlayers((p) => ({ ...p, [`quick:${game.id}`]: seatsIn(game, quickSeats(game, p) + step) }));
      }
      const picked = /^[1-9]$/.test(input) ? Number(input) - 1 : key.return ? learnCursorNow.current : -1;
      if (picked >= 0 && picked < matching.length) done({ kind: 'quick', game: matching[picked].id, players: quickSeats(matching[picked], playersNow.current) });
      return;
    }
    if (page === 'rules') {
      const last = Math.max(0, rulesLines.length - bodyRows);
      if (key.escape || input === 'q') return setPage('menu');
      if (key.tab) {
        setScroll(0);
        return setRulesGame((g) => (g + 1) % facts.games.length);
      }
      if (key.downArrow || input === 'j') return setScroll((s) => Math.min(last, s + 1));
      if (key.upArrow || input === 'k') return setScroll((s) => Math.max(0, s - 1));
      if (key.pageDown || input === ' ') return setScroll((s) => Math.min(last, s + bodyRows));
      if (key.pageUp) return setScroll((s) => Math.max(0, s - bodyRows));
      return;
    }
    if (page !== 'menu') return setPage('menu');
    if (input === 'q') return done({ kind: 'quit' });
    if (input === 'l') return setLang((l) => LANGS[(LANGS.indexOf(l) + 1) % LANGS.length]);
    if (input === 't') return stepTheme();
    if (key.upArrow || input === 'k') return setCursor((c) => (c + items.length - 1) % items.length);
    if (key.downArrow || input === 'j') return setCursor((c) => (c + 1) % items.length);
    const item = items[cursorNow.current];
    if ((key.leftArrow || key.rightArrow) && (item.kind === 'bots' || item.kind === 'own')) {
      const step = key.rightArrow ? 1 : -1;
      return setPlayers((p) => ({ ...p, [itemKey(item)]: seatsOf(item, { [itemKey(item)]: seatsOf(item, p) + step }) }));
    }
    // A table of one's own: public (listed in Open tables) or for friends with the code, as p switches it.
    if (input === 'p' && item.kind === 'own' && facts.lobby) return setPlayers((p) => ({ ...p, [`public:${item.game.id}`]: isPublic(item.game, p) ? 0 : 1 }));
    const row = input.length === 1 ? ROW_KEYS.indexOf(input) : -1;
    if (row >= 0 && row < numbered.length) return choose(numbered[row]);
    const unfinished = items.find((i) => i.kind === 'continueSolo');
    if (input === 'c' && unfinished) return choose(unfinished);
    if (key.return) return choose(item);
  });

  const puzzleLabel = textsFor(SSH_PUZZLE_TEXTS, lang, ascii).item(facts.puzzle ?? '');
  return <MenuPage {...{ page, facts, lang, t, et, puzzleLabel, title, code, learning, learnCursor, matching, players, rulesLines, scroll, bodyRows, size, themeName, items, cursor, keyOf }} />;
}
