// The SSH menu's pages as drawn: a code or a name being typed, the lessons' and quick match's
// choices, the rules, the statistics, the day's field, the week's event, and the menu itself.
// MenuApp.tsx reads the keys and keeps the state; this only draws it.
import { Box } from 'ink';
import { Text } from '../shared/Text.js';
import { textWidth } from '../../text/width.js';
import { wrapWideLines } from '../../text/wrap.js';
import type { Lang } from '../../text/lang.js';
import { Footer } from '../shared/Footer.js';
import type { SshTexts } from './ssh-strings.js';
import type { SshEventTexts } from './ssh-event-strings.js';
import { tint, useTheme } from '../shared/theme.js';
import type { ThemeName } from '../shared/palettes.js';
import type { ChosenPlayers, MenuFacts, MenuGame } from './menu-types.js';
import { type Item, isPublic, itemKey, labelOf, type Page, quickSeats } from './menu-items.js';

export interface MenuView {
  page: Page;
  facts: MenuFacts;
  lang: Lang;
  t: SshTexts;
  et: SshEventTexts;
  /** The puzzle row's label (the day's puzzle of the game the server names). */
  puzzleLabel: string;
  title: string;
  code: string;
  learning: readonly MenuGame[];
  learnCursor: number;
  matching: readonly MenuGame[];
  players: ChosenPlayers;
  rulesLines: readonly string[];
  scroll: number;
  bodyRows: number;
  size: { columns: number; rows: number };
  themeName: ThemeName;
  items: readonly Item[];
  cursor: number;
  keyOf: (item: Item) => string;
}

interface GameListProps {
  title: string;
  games: readonly MenuGame[];
  cursor: number;
  /** A game's row after its number key. */
  line: (game: MenuGame) => string;
  keys: string;
}

/** A page where a code or a name is typed: the title, the prompt with what is typed so far, the keys. */
function PromptPage({ title, prompt, code, keys }: { title: string; prompt: string; code: string; keys: string }) {
  return (
    <Box flexDirection="column">
      <Text bold>{title}</Text>
      <Text>
        {prompt}
        <Text inverse>{code || ' '}</Text>
      </Text>
      <Footer hints={[keys]} />
    </Box>
  );
}

/** Lines of text, each cut at the terminal's edge (an empty one kept as a blank row). */
function Lines({ lines }: { lines: readonly string[] }) {
  return lines.map((line, i) => (
    <Text key={i} wrap="truncate-end">
      {line || ' '}
    </Text>
  ));
}

/** A page of text (the statistics, the day's field): as many of its lines as `rows` hold, then the keys. */
function TextPage({ text, rows, columns, keys }: { text: string; rows: number; columns: number; keys: string }) {
  return (
    <Box flexDirection="column">
      {/* A line wider than the terminal is wrapped, not cut: the page may say where a log was kept. */}
      <Lines lines={wrapWideLines(text.split('\n'), columns).slice(0, rows)} />
      <Footer hints={[keys]} />
    </Box>
  );
}

/** A page that lists games to pick one by its number (the lessons', quick match's): the first nine keyed 1–9. */
function GameListPage({ title, games, cursor, line, keys }: GameListProps) {
  return (
    <Box flexDirection="column">
      <Text bold>{title}</Text>
      <Text> </Text>
      {games.map((g, i) => (
        <Text key={g.id} inverse={i === cursor} wrap="truncate-end">
          {`${i < 9 ? i + 1 : ' '}  ${line(g)}`}
        </Text>
      ))}
      <Text> </Text>
      <Footer hints={[keys]} />
    </Box>
  );
}

export function MenuPage({
  page,
  facts,
  lang,
  t,
  et,
  puzzleLabel,
  title,
  code,
  learning,
  learnCursor,
  matching,
  players,
  rulesLines,
  scroll,
  bodyRows,
  size,
  themeName,
  items,
  cursor,
  keyOf,
}: MenuView) {
  const theme = useTheme();
  const current = items.at(cursor);
  if (page === 'join' || page === 'watch') return <PromptPage title={title} prompt={t.joinPrompt} code={code} keys={page === 'join' ? t.joinKeys : t.watchKeys} />;
  if (page === 'eventJoin') return <PromptPage title={facts.event ? et.item(facts.event) : title} prompt={t.joinPrompt} code={code} keys={t.joinKeys} />;
  if (page === 'event' && facts.eventWeek) {
    // The keys wrap (a player count, the join and the way back must all show), below as many lines of the week as fit.
    const hints = et.keys(facts.eventWeek.counts);
    const hintRows = Math.ceil(textWidth(hints) / Math.max(20, size.columns - 1));
    return (
      <Box flexDirection="column">
        <Lines lines={facts.eventWeek.text.split('\n').slice(0, Math.max(1, size.rows - 1 - hintRows))} />
        <Text dimColor wrap="wrap">
          {hints}
        </Text>
      </Box>
    );
  }
  if (page === 'claim') return <PromptPage title={title} prompt={t.claimPrompt} code={code} keys={t.claimKeys} />;
  if (page === 'learn')
    return <GameListPage title={t.learnTitle} games={learning} cursor={learnCursor} line={(g) => t.learnLine(g.title, g.lessons?.next ?? null, g.lessons?.total ?? 0)} keys={t.learnKeys} />;
  if (page === 'quick')
    return (
      <GameListPage title={t.quickTitle} games={matching} cursor={learnCursor} line={(g) => t.quickLine(g.title, quickSeats(g, players), g.tables.seats[0] < g.tables.seats[1])} keys={t.quickKeys} />
    );
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
    const texts = facts.games.flatMap((g) => (g.stats ? [g.stats(lang)] : []));
    return <TextPage text={facts.identified ? texts.join('\n\n') : t.guestStats} rows={size.rows - 2} columns={size.columns} keys={t.backKey} />;
  }
  if (page === 'field' && facts.field) return <TextPage text={facts.field} rows={size.rows - 2} columns={size.columns} keys={t.backKey} />;
  if (typeof page === 'object') {
    return (
      <Box flexDirection="column">
        <Text bold>{title}</Text>
        <Text>{t.notYet(t.items[page.notYet] as string)}</Text>
        <Footer hints={[t.backKey]} />
      </Box>
    );
  }
  // The menu fits the terminal's rows (an account's rows and a notice can pass 24): the blank
  // lines give way first, then the list shows the rows around the cursor.
  const wrapped = (text: string): number => Math.max(1, Math.ceil(textWidth(text) / Math.max(20, size.columns)));
  const chrome = 4 + (facts.notice ? wrapped(facts.notice) : 0) + (facts.identified ? 0 : wrapped(t.guestKeeps));
  const blanks = size.rows - 1 - chrome - items.length >= 2;
  const listRoom = Math.max(3, size.rows - 1 - chrome - (blanks ? 2 : 0));
  const firstShown = items.length <= listRoom ? 0 : Math.min(Math.max(0, cursor - Math.floor(listRoom / 2)), items.length - listRoom);
  return (
    <Box flexDirection="column">
      <Text bold>{title}</Text>
      <Text wrap="truncate-end">{t.welcome(facts.name, facts.identified)}</Text>
      {facts.notice ? (
        <Text color={tint(theme, 'warn')} wrap="wrap">
          {facts.notice}
        </Text>
      ) : null}
      {blanks ? <Text> </Text> : null}
      {items.slice(firstShown, firstShown + listRoom).map((item, i) => (
        <Text key={itemKey(item)} inverse={firstShown + i === cursor} wrap="truncate-end">
          {`${keyOf(item)}  ${labelOf(t, item, players, facts.account, facts.ladder, et.item(facts.event ?? ''), puzzleLabel)}`}
        </Text>
      ))}
      {blanks ? <Text> </Text> : null}
      {facts.identified ? null : (
        <Text dimColor wrap="wrap">
          {t.guestKeeps}
        </Text>
      )}
      <Text dimColor>{`${t.language} · ${t.theme(themeName)}`}</Text>
      <Footer hints={facts.lobby && current?.kind === 'own' ? [t.keys, t.publicKey(isPublic(current.game, players))] : [t.keys]} />
    </Box>
  );
}
