// The menu an SSH session opens with: what to play, joining by code, the rules and the player's
// statistics, and the language (l). It ends with the choice; the session then opens that screen
// and comes back here when it is left.
import { Box, Text, useApp, useInput } from 'ink';
import { useMemo, useRef, useState } from 'react';
import { type Lang, LANGS, textsFor } from '../shared/i18n.js';
import { useTerminalSize } from '../shared/use-terminal-size.js';
import { rulesText as regicideRules } from '../regicide/rules-text.js';
import { rulesText as thronfolgeRules } from '../thronfolge/rules-text.js';
import { Footer } from '../shared/Footer.js';
import { SSH_TEXTS, type SshTexts } from './ssh-strings.js';

export type MenuChoice =
  | { kind: 'solo'; resume: boolean }
  | { kind: 'bots'; players: number }
  | { kind: 'own'; players: number }
  | { kind: 'duelBot' }
  | { kind: 'join'; code: string }
  | { kind: 'watch'; code: string }
  | { kind: 'quit' }
  | { kind: 'interrupted' };

export interface MenuFacts {
  /** The login name, already printable. */
  name: string;
  identified: boolean;
  unfinishedSolo: boolean;
  /** The statistics texts of both games (null for a guest). */
  stats: { regicide: string; thronfolge: string } | null;
  /** A line to show above the menu (what happened at the last screen, or a refusal). */
  notice: string | null;
}

export interface MenuAppProps {
  facts: MenuFacts;
  lang: Lang;
  ascii: boolean;
  onExit(choice: MenuChoice, lang: Lang): void;
  /** Players of the "with bots" and "own table" items the last time. */
  players?: { bots: number; own: number };
}

type ItemId = 'continueSolo' | 'solo' | 'bots' | 'own' | 'duelBot' | 'join' | 'watch' | 'learn' | 'rules' | 'stats' | 'quit';
type Page = 'menu' | 'join' | 'watch' | 'rules' | 'stats' | { notYet: ItemId };

const itemsFor = (facts: MenuFacts): ItemId[] => [...(facts.unfinishedSolo ? (['continueSolo'] as const) : []), 'solo', 'bots', 'own', 'duelBot', 'join', 'watch', 'learn', 'rules', 'stats', 'quit'];

export function MenuApp({ facts, lang: firstLang, ascii, onExit, players: firstPlayers }: MenuAppProps) {
  const { exit } = useApp();
  const size = useTerminalSize();
  const [lang, setLang] = useState<Lang>(firstLang);
  const t = textsFor(SSH_TEXTS, lang, ascii);
  const items = useMemo(() => itemsFor(facts), [facts]);
  // Keys that arrive in one packet are handled before React draws again: each reads what the one
  // before it left (a ref), not the state of the last frame.
  const [cursor, setCursorState] = useState(0);
  const cursorNow = useRef(0);
  const setCursor = (f: (c: number) => number): void => setCursorState((cursorNow.current = f(cursorNow.current)));
  const [page, setPageState] = useState<Page>('menu');
  const pageNow = useRef<Page>('menu');
  const setPage = (p: Page): void => setPageState((pageNow.current = p));
  const [players, setPlayersState] = useState(firstPlayers ?? { bots: 2, own: 2 });
  const playersNow = useRef(players);
  const setPlayers = (f: (p: { bots: number; own: number }) => { bots: number; own: number }): void => setPlayersState((playersNow.current = f(playersNow.current)));
  const [code, setCodeState] = useState('');
  const codeNow = useRef('');
  const setCode = (f: (c: string) => string): void => setCodeState((codeNow.current = f(codeNow.current)));
  const [rulesGame, setRulesGame] = useState<'regicide' | 'thronfolge'>('regicide');
  const [scroll, setScroll] = useState(0);

  const done = (choice: MenuChoice): void => {
    onExit(choice, lang);
    exit();
  };
  const choose = (id: ItemId): void => {
    if (id === 'continueSolo') return done({ kind: 'solo', resume: true });
    if (id === 'solo') return done({ kind: 'solo', resume: false });
    if (id === 'bots') return done({ kind: 'bots', players: playersNow.current.bots });
    if (id === 'own') return done({ kind: 'own', players: playersNow.current.own });
    if (id === 'duelBot') return done({ kind: 'duelBot' });
    if (id === 'quit') return done({ kind: 'quit' });
    setScroll(0);
    if (id === 'join' || id === 'watch') return setPage(id);
    if (id === 'rules') return setPage('rules');
    if (id === 'stats') return setPage('stats');
    setPage({ notYet: id });
  };

  const rulesLines = useMemo(() => (rulesGame === 'regicide' ? regicideRules : thronfolgeRules)(lang, ascii).split('\n'), [rulesGame, lang, ascii]);
  const bodyRows = Math.max(3, size.rows - 3);

  useInput((input, key) => {
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
    if (page === 'rules') {
      const last = Math.max(0, rulesLines.length - bodyRows);
      if (key.escape || input === 'q') return setPage('menu');
      if (key.tab) {
        setScroll(0);
        return setRulesGame((g) => (g === 'regicide' ? 'thronfolge' : 'regicide'));
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
    if (key.upArrow || input === 'k') return setCursor((c) => (c + items.length - 1) % items.length);
    if (key.downArrow || input === 'j') return setCursor((c) => (c + 1) % items.length);
    const id = items[cursorNow.current];
    if ((key.leftArrow || key.rightArrow) && (id === 'bots' || id === 'own')) {
      const step = key.rightArrow ? 1 : -1;
      return setPlayers((p) => ({ ...p, [id]: Math.max(2, Math.min(4, p[id] + step)) }));
    }
    if (/^[1-9]$/.test(input) && Number(input) <= items.length) return choose(items[Number(input) - 1]);
    if (key.return) return choose(id);
  });

  if (page === 'join' || page === 'watch') {
    return (
      <Box flexDirection="column">
        <Text bold>{t.title}</Text>
        <Text>
          {t.joinPrompt}
          <Text inverse>{code || ' '}</Text>
        </Text>
        <Footer hints={[page === 'join' ? t.joinKeys : t.watchKeys]} />
      </Box>
    );
  }
  if (page === 'rules') {
    return (
      <Box flexDirection="column" height={size.rows - 1}>
        <Box flexDirection="column" height={bodyRows + 1} overflow="hidden">
          {rulesLines.slice(scroll, scroll + bodyRows).map((line, i) => (
            <Text key={`${scroll}-${i}`} wrap="truncate-end">
              {line || ' '}
            </Text>
          ))}
        </Box>
        <Footer hints={[t.rulesKeys]} />
      </Box>
    );
  }
  if (page === 'stats') {
    const text = facts.stats ? `${facts.stats.regicide}\n\n${facts.stats.thronfolge}` : t.guestStats;
    return (
      <Box flexDirection="column">
        {text
          .split('\n')
          .slice(0, size.rows - 2)
          .map((line, i) => (
            <Text key={i} wrap="truncate-end">
              {line || ' '}
            </Text>
          ))}
        <Footer hints={[t.backKey]} />
      </Box>
    );
  }
  if (typeof page === 'object') {
    return (
      <Box flexDirection="column">
        <Text bold>{t.title}</Text>
        <Text>{t.notYet(t.items[page.notYet] as string)}</Text>
        <Footer hints={[t.backKey]} />
      </Box>
    );
  }
  return (
    <Box flexDirection="column">
      <Text bold>{t.title}</Text>
      <Text wrap="truncate-end">{t.welcome(facts.name, facts.identified)}</Text>
      {facts.notice ? (
        <Text color="yellow" wrap="wrap">
          {facts.notice}
        </Text>
      ) : null}
      <Text> </Text>
      {items.map((id, i) => (
        <Text key={id} inverse={i === cursor} wrap="truncate-end">
          {`${i < 9 ? i + 1 : ' '}  ${labelOf(t, id, players)}`}
        </Text>
      ))}
      <Text> </Text>
      {facts.identified ? null : (
        <Text dimColor wrap="wrap">
          {t.guestKeeps}
        </Text>
      )}
      <Text dimColor>{t.language}</Text>
      <Footer hints={[t.keys]} />
    </Box>
  );
}

function labelOf(t: SshTexts, id: ItemId, players: { bots: number; own: number }): string {
  if (id === 'bots') return t.items.bots(players.bots);
  if (id === 'own') return t.items.own(players.own);
  return t.items[id];
}
