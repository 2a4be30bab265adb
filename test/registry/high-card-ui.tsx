// High card's screens, written only here, to prove the screens' registry as high-card.ts proves the
// game registry: a tiny Ink board for a seat at a networked table and one for a watcher, its words
// in every language, its refusals and public lines — registered in one line,
// `registerUiGame(highCardUi)`. Nothing under src/ names it.
import { Box, Text } from 'ink';
import { useEffect, useReducer } from 'react';
import type { HistoryEntry, TableNotice } from '../../src/table/client.js';
import type { PublicUpdate, SeatUpdate } from '../../src/table/types.js';
import type { Lang } from '../../src/text/lang.js';
import { typesetTexts } from '../../src/text/typography.js';
import type { UiGame } from '../../src/ui/games.js';
import type { NetSeatProps, NetSeatScreen } from '../../src/ui/net/net-seat.js';
import type { WatchBoardProps, WatchScreens } from '../../src/ui/net/watch-screens.js';
import { useTexts } from '../../src/ui/shared/i18n.js';
import { KEY_PRIORITY, useKeyLayer } from '../../src/ui/shared/key-bus.js';
import type { LineGame } from '../../src/ui/shared/line-session.js';
import { useNoticeWords } from '../../src/ui/shared/notice-words.js';
import type { Dictionary } from '../../src/ui/shared/texts-for.js';
import { highCard, type HighCardEvent, type HighCardMove, type HighCardPublicView, type HighCardResult, type HighCardView } from './high-card.js';

export interface HighCardTexts {
  title: string;
  rules: string;
  yourHand: string;
  onTable: string;
  tricks: (mine: number, theirs: number) => string;
  hands: (first: number, second: number) => string;
  yourTurn: string;
  theirTurn: string;
  won: string;
  lost: string;
  player: (seat: number) => string;
  played: (who: string, card: number) => string;
  took: (who: string) => string;
  result: (winner: string, first: number, second: number) => string;
  notInHand: (card: number) => string;
  gameOver: string;
  replayWith: (path: string) => string;
}

const en: HighCardTexts = {
  title: 'High card',
  rules: 'Each player holds three of the cards 1 to 6. The leader plays a card, the other answers; the higher card takes the trick. Most tricks wins.',
  yourHand: 'Your hand',
  onTable: 'On the table',
  tricks: (mine, theirs) => `Tricks: you ${mine}, your opponent ${theirs}`,
  hands: (first, second) => `Cards left: ${first} and ${second}`,
  yourTurn: 'Your turn: press the number of a card',
  theirTurn: 'Waiting for your opponent',
  won: 'You won',
  lost: 'You lost',
  player: (seat) => `Player ${seat}`,
  played: (who, card) => `${who} plays ${card}`,
  took: (who) => `${who} takes the trick`,
  result: (winner, first, second) => `${winner} wins (${first}–${second})`,
  notInHand: (card) => `You do not hold a ${card}`,
  gameOver: 'The game is over',
  replayWith: (path) => `The game is kept in ${path}`,
};

const de: HighCardTexts = {
  title: 'Höchste Karte',
  rules: 'Jeder hält drei der Karten 1 bis 6. Wer ausspielt, legt eine Karte, der andere antwortet; die höhere Karte gewinnt den Stich. Wer mehr Stiche hat, gewinnt.',
  yourHand: 'Deine Hand',
  onTable: 'Auf dem Tisch',
  tricks: (mine, theirs) => `Stiche: du ${mine}, dein Gegenüber ${theirs}`,
  hands: (first, second) => `Karten übrig: ${first} und ${second}`,
  yourTurn: 'Du bist dran: drück die Zahl einer Karte',
  theirTurn: 'Dein Gegenüber ist am Zug',
  won: 'Gewonnen',
  lost: 'Verloren',
  player: (seat) => `Platz ${seat}`,
  played: (who, card) => `${who} legt die ${card}`,
  took: (who) => `${who} gewinnt den Stich`,
  result: (winner, first, second) => `${winner} gewinnt (${first}:${second})`,
  notInHand: (card) => `Die ${card} hast du nicht auf der Hand`,
  gameOver: 'Das Spiel ist vorbei',
  replayWith: (path) => `Die Partie liegt in ${path}`,
};

const fr: HighCardTexts = {
  title: 'Carte haute',
  rules: 'Chaque joueur a trois des cartes de 1 à 6. Celui qui entame pose une carte, l’autre répond ; la plus forte remporte le pli. Le plus de plis gagne.',
  yourHand: 'Votre main',
  onTable: 'Sur la table',
  tricks: (mine, theirs) => `Plis : vous ${mine}, votre adversaire ${theirs}`,
  hands: (first, second) => `Cartes restantes : ${first} et ${second}`,
  yourTurn: 'À vous : tapez le chiffre d’une carte',
  theirTurn: 'Votre adversaire réfléchit',
  won: 'Vous avez gagné',
  lost: 'Vous avez perdu',
  player: (seat) => `Place ${seat}`,
  played: (who, card) => `${who} joue le ${card}`,
  took: (who) => `${who} remporte le pli`,
  result: (winner, first, second) => `${winner} gagne (${first} à ${second})`,
  notInHand: (card) => `Vous n’avez pas le ${card} en main`,
  gameOver: 'La partie est terminée',
  replayWith: (path) => `La partie est gardée dans ${path}`,
};

const nb: HighCardTexts = {
  title: 'Høyeste kort',
  rules: 'Hver spiller har tre av kortene 1 til 6. Den som spiller ut, legger et kort, og den andre svarer; det høyeste kortet tar stikket. Flest stikk vinner.',
  yourHand: 'Hånden din',
  onTable: 'På bordet',
  tricks: (mine, theirs) => `Stikk: du ${mine}, motspilleren ${theirs}`,
  hands: (first, second) => `Kort igjen: ${first} og ${second}`,
  yourTurn: 'Din tur: trykk tallet på et kort',
  theirTurn: 'Venter på motspilleren',
  won: 'Du vant',
  lost: 'Du tapte',
  player: (seat) => `Plass ${seat}`,
  played: (who, card) => `${who} spiller ${card}`,
  took: (who) => `${who} tar stikket`,
  result: (winner, first, second) => `${winner} vinner (${first}–${second})`,
  notInHand: (card) => `Du har ikke ${card} på hånden`,
  gameOver: 'Spillet er over',
  replayWith: (path) => `Spillet er lagret i ${path}`,
};

export const HIGH_CARD_TEXTS: Dictionary<HighCardTexts> = { en, de, fr, nb };

type HighCardUpdate = SeatUpdate<HighCardView, HighCardMove, HighCardEvent, HighCardResult>;
type HighCardPublic = PublicUpdate<HighCardPublicView, HighCardMove, HighCardEvent, HighCardResult>;

const textsIn = (lang: Lang): HighCardTexts => typesetTexts(HIGH_CARD_TEXTS[lang], lang);

/** One move's public events as lines (the watcher's log, `watch`'s plain lines). */
const eventLines = (t: HighCardTexts, events: readonly HighCardEvent[], name: (seat: number) => string): string[] =>
  events.map((e) => (e.type === 'play' ? t.played(name(e.seat), e.card) : t.took(name(e.winner))));

const resultLine = (t: HighCardTexts, r: HighCardResult): string => t.result(t.player(r.winner), r.tricks[0], r.tricks[1]);

/** A seat's board: the hand, the trick, the tricks won, whose turn; a digit plays that card, q leaves. */
function SeatBoard({ client, seat, onExit }: NetSeatProps) {
  const t = useTexts(HIGH_CARD_TEXTS);
  const words = useNoticeWords();
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  useEffect(() => client.subscribe(redraw), [client]);
  const u = client.update(seat) as HighCardUpdate;
  useKeyLayer(KEY_PRIORITY.screen, ([press]) => {
    if (press.input === 'q') return (onExit(u.result ? 'over' : 'quit'), 1);
    const card = Number(press.input);
    if (u.toMove !== seat || !Number.isInteger(card) || card < 1 || card > 6) return 0;
    // Any card is sent, one not in the hand too: the server refuses it with a code worded here.
    client.submit(seat, { card });
    return 1;
  });
  const notice: TableNotice | null = client.notice();
  const noticeText = notice === null ? '' : notice.kind === 'coded' ? words(notice) : notice.kind === 'worded' ? notice.text : notice.detail;
  const { view } = u;
  return (
    <Box flexDirection="column">
      <Text bold>{t.title}</Text>
      <Text>{`${t.yourHand}: ${view.hand.join(' ')}`}</Text>
      <Text>{`${t.onTable}: ${view.trick.map((p) => p.card).join(' ')}`}</Text>
      <Text>{t.tricks(view.tricks[seat - 1], view.tricks[2 - seat])}</Text>
      <Text>{u.result ? `${u.result.winner === seat ? t.won : t.lost} · ${resultLine(t, u.result)}` : u.toMove === seat ? t.yourTurn : t.theirTurn}</Text>
      <Text>{noticeText}</Text>
    </Box>
  );
}

const HIGH_CARD_NET_SEAT: NetSeatScreen = {
  game: highCard,
  title: (lang) => HIGH_CARD_TEXTS[lang].title,
  Screen: (props) => <SeatBoard {...props} />,
  afterGame: (update, savePath, ui) => {
    const t = textsIn(ui.lang);
    const { result } = update as HighCardUpdate;
    return [result ? resultLine(t, result) : t.gameOver, savePath ? t.replayWith(savePath) : ''].filter(Boolean).join('\n') + '\n';
  },
};

/** A watcher's board: the hand sizes, the trick and the tricks won. */
function WatchBoard({ update, turn, events }: WatchBoardProps) {
  const t = useTexts(HIGH_CARD_TEXTS);
  const { view } = update as HighCardPublic;
  return (
    <Box flexDirection="column">
      <Text>{t.hands(view.hands[0], view.hands[1])}</Text>
      <Text>{`${t.onTable}: ${view.trick.map((p) => p.card).join(' ')}`}</Text>
      <Text>{t.tricks(view.tricks[0], view.tricks[1])}</Text>
      {turn}
      {events.slice(-4).map((line, i) => (
        <Text key={i}>{line}</Text>
      ))}
    </Box>
  );
}

const HIGH_CARD_WATCH: WatchScreens = {
  game: highCard,
  title: (lang) => HIGH_CARD_TEXTS[lang].title,
  showsHandSizes: true,
  useLog(_update, history: readonly HistoryEntry[]) {
    const t = useTexts(HIGH_CARD_TEXTS);
    return history.flatMap((h, i) => [`${i + 1}. ${h.text}`, ...eventLines(t, h.events as HighCardEvent[], t.player)]);
  },
  usePlayer: () => useTexts(HIGH_CARD_TEXTS).player,
  useResultLine(result) {
    const t = useTexts(HIGH_CARD_TEXTS);
    return result ? resultLine(t, result as HighCardResult) : '';
  },
  resultText: (result, _update, lang) => (result ? resultLine(textsIn(lang), result as HighCardResult) : ''),
  Board: (props) => <WatchBoard {...props} />,
  Replay: ({ onQuit }) => {
    const t = useTexts(HIGH_CARD_TEXTS);
    useKeyLayer(KEY_PRIORITY.cover, () => (onQuit(), 1));
    return <Text>{t.gameOver}</Text>;
  },
};

/** The screen-reader mode: the hand and the trick in words, a digit plays that card. */
const lineGame = (lang: Lang): LineGame<HighCardUpdate, HighCardMove> => {
  const t = textsIn(lang);
  return {
    events: (events) => eventLines(t, events, t.player),
    turn: (u) => (u.toMove === null ? null : u.toMove === u.seat ? t.yourTurn : t.theirTurn),
    situation: (u) => [`${t.yourHand}: ${u.view.hand.join(' ')}`, t.tricks(u.view.tricks[u.seat - 1], u.view.tricks[2 - u.seat])],
    key: (press) => (/^[1-6]$/.test(press.input) ? { move: { card: Number(press.input) } } : null),
    refusal: (r) => (r.code === 'notInHand' && 'card' in r ? t.notInHand(Number(r.card)) : t.gameOver),
    result: (u) => (u.result ? [resultLine(t, u.result)] : []),
    said: () => '',
    talkRefused: () => '',
  };
};

/** High card's record in the screens' registry: what src/ui/<id>/ui-game.ts is for a built-in game. */
export const highCardUi: UiGame = {
  id: 'highcard',
  title: 'High card',
  fourColor: false,
  // No replay stepper: what this test game proves is the registry, not a stepper of its own.
  replay: () => Promise.reject(new Error('High card has no replay stepper')),
  cast: () => Promise.reject(new Error('High card has no replay stepper')),
  rules: () => Promise.resolve((lang) => textsIn(lang).rules),
  keyRows: () => Promise.resolve({ table: [['1–6', 'play that card']], end: [['q', 'leave']], screens: [] }),
  watch: () => Promise.resolve(HIGH_CARD_WATCH),
  publicEventLines: () => Promise.resolve((events, lang, byName) => eventLines(textsIn(lang), events as HighCardEvent[], (seat) => byName(seat) ?? textsIn(lang).player(seat))),
  stats: () => Promise.resolve({ title: 'High card', text: (_s, lang) => textsIn(lang).title, dayRow: (d) => d.date }),
  netSeat: () => Promise.resolve(HIGH_CARD_NET_SEAT),
  refusalWords: () => Promise.resolve((lang, r) => (r.code === 'notInHand' ? textsIn(lang).notInHand(Number(r.card)) : textsIn(lang).gameOver)),
  dictionaries: () => Promise.resolve({ screen: HIGH_CARD_TEXTS }),
  tables: { seats: [2, 2], friends: true },
  lineGame: (ui) => Promise.resolve(lineGame(ui.lang) as unknown as LineGame<SeatUpdate, unknown>),
};
