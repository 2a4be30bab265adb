// Thronfolge: the words of the board — status line, the row, the crowns, both collections, the hand
// with its card tags, and the panel of unseen cards.
import type { CrownPlace, CrownThreat } from '../../../games/thronfolge/crowns.js';
import { EN, DE, enNum, deNum } from './counted.js';
import type { Dictionary } from '../../shared/i18n.js';

export interface ThronfolgeBoardTexts {
  title: string;
  /** Between parts of a line. */
  separator: string;
  /** A value with its sign: +5, −3, 0. */
  signed: (n: number) => string;
  /** A value, negative with the same minus sign: −11. */
  num: (n: number) => string;
  player: (seat: number) => string;
  you: string;
  bot: string;
  botLevel: (level: string) => string;
  round: (n: number, of: number) => string;
  drawPile: (n: number) => string;
  removedHidden: (n: number) => string;
  removedOpen: string;
  starts: (name: string) => string;
  matchGame: (game: number, games: number) => string;
  row: string;
  rowEmpty: string;
  rowOlder: (n: number) => string;
  rowTakeHint: string;
  crowns: string;
  crownPlace: (place: CrownPlace, opponent: string) => string;
  /** `held` and `missing`: the crowns as labels, e.g. "K♠ K♣". */
  threat: (threat: CrownThreat, holder: string, held: string, missing: string) => string;
  /** Replays know every card: where a crown is, by name. */
  crownSeen: (place: 'collection' | 'hand' | 'reach' | 'row' | 'removed' | 'deck', name: string) => string;
  turnMark: string;
  taken: string;
  notTaken: string;
  points: (n: number) => string;
  sets: (count: number, points: number) => string;
  favour: string;
  betrayal: string;
  nothing: string;
  yourHand: string;
  handOf: (name: string) => string;
  handEmpty: string;
  promptTurn: string;
  promptMustTake: string;
  waitingFor: (name: string) => string;
  /** Variants in play and the practice mark, for the status line; '' when neither. */
  statusExtras: (variants: readonly string[], practice: boolean) => string;
  /** The small tag after a hand card: follower, crown (favour and betrayal show their value). */
  tagFollower: string;
  tagCrown: string;
  unseenTitle: (n: number) => string;
  unseenNote: string;
  bothHands: string;
}

const en: ThronfolgeBoardTexts = {
  title: 'Thronfolge',
  separator: ' · ',
  signed: enNum.signed,
  num: enNum.num,
  player: (seat) => `Player ${seat}`,
  you: 'you',
  bot: 'bot',
  botLevel: (level) => `${level} bot`,
  round: (n, of) => `Round ${n}/${of}`,
  drawPile: (n) => `Draw pile ${n}`,
  removedHidden: (n) => `${n} removed unseen`,
  removedOpen: 'Removed',
  starts: (name) => `start: ${name}`,
  matchGame: (g, n) => `Game ${g}/${n}`,
  row: 'Row',
  rowEmpty: '(empty)',
  rowOlder: (n) => `+${n} older`,
  rowTakeHint: '← a take gets these',
  crowns: 'Crowns',
  crownPlace: (place, opponent) =>
    ({ mine: 'yours', theirs: opponent, hand: 'in your hand', reach: 'in reach', row: 'in the row', removed: 'removed', unseen: 'unseen' })[place],
  threat: (th, holder, held, missing) => {
    const k = `${missing} ${EN.count(th.missing.length, { one: 'is', other: 'are' })}`;
    if (th.holder === 'theirs') {
      const head = held ? `${holder} holds ${held}: ` : '';
      switch (th.place) {
        case 'reach':
          return head + (th.holderCanTake ? `${k} in reach — their next take wins!` : `${k} in reach; they have taken this round`);
        case 'row':
          return head + `${k} back in the row and can come within reach`;
        case 'hand':
          return head + `${missing} is in your hand — playing it puts it in their reach`;
        default:
          return head + `${missing} is unseen and may still reach the row`;
      }
    }
    const head = held ? `You hold ${held}: ` : '';
    switch (th.place) {
      case 'reach':
        return head + (th.holderCanTake ? `${k} in reach — take now and win!` : `${k} in reach, but you have taken this round`);
      case 'row':
        return head + `${missing} is back in the row`;
      case 'hand':
        return head + `${missing} is in your hand; play it, then take it back`;
      default:
        return head + `${missing} has not been seen yet`;
    }
  },
  crownSeen: (place, name) =>
    ({ collection: name, hand: `${name}'s hand`, reach: 'in reach', row: 'in the row', removed: 'removed', deck: 'draw pile' })[place],
  turnMark: '▶',
  taken: 'taken',
  notTaken: 'no take yet',
  points: (n) => `${enNum.num(n)} pts`,
  sets: (count, points) => `Sets ${count} (${enNum.change(points)})`,
  favour: 'Favour',
  betrayal: 'Betrayal',
  nothing: '—',
  yourHand: 'Your hand',
  handOf: (name) => `Hand of ${name}`,
  handEmpty: '(empty)',
  promptTurn: 'Your turn',
  promptMustTake: 'Your hand is empty: take with t',
  waitingFor: (name) => `${name} is thinking…`,
  statusExtras: (variants, practice) => [variants.length ? variants.join(', ') : '', practice ? 'practice' : ''].filter(Boolean).join(' · '),
  tagFollower: 'f',
  tagCrown: 'c',
  unseenTitle: (n) => `Not seen yet: ${n} cards`,
  unseenNote: 'draw pile, other hand, removed',
  bothHands: 'Hands',
};

const de: ThronfolgeBoardTexts = {
  title: 'Thronfolge',
  separator: ' · ',
  signed: deNum.signed,
  num: deNum.num,
  player: (seat) => `Spieler ${seat}`,
  you: 'du',
  bot: 'Bot',
  botLevel: (level) => `den Bot (${({ random: 'zufällig', easy: 'leicht', normal: 'normal', hard: 'schwer' } as Record<string, string>)[level] ?? level})`,
  round: (n, of) => `Runde ${n}/${of}`,
  drawPile: (n) => `Stapel ${n}`,
  removedHidden: (n) => `${n} verdeckt aussortiert`,
  removedOpen: 'Aussortiert',
  starts: (name) => `Beginn: ${name}`,
  matchGame: (g, n) => `Partie ${g}/${n}`,
  row: 'Reihe',
  rowEmpty: '(leer)',
  rowOlder: (n) => `+${n} ältere`,
  rowTakeHint: '← Nehmen bringt diese',
  crowns: 'Kronen',
  crownPlace: (place, opponent) =>
    ({ mine: 'deine', theirs: opponent, hand: 'in deiner Hand', reach: 'erreichbar', row: 'in der Reihe', removed: 'aussortiert', unseen: 'ungesehen' })[place],
  threat: (th, holder, held, missing) => {
    const k = `${missing} ${DE.count(th.missing.length, { one: 'ist', other: 'sind' })}`;
    if (th.holder === 'theirs') {
      const head = held ? `${holder} hat ${held}: ` : '';
      switch (th.place) {
        case 'reach':
          return head + (th.holderCanTake ? `${k} erreichbar — Nehmen gewinnt sofort!` : `${k} erreichbar; diese Runde schon genommen`);
        case 'row':
          return head + `${k} weiter hinten in der Reihe`;
        case 'hand':
          return head + `${missing} ist in deiner Hand — ausgespielt wäre sie erreichbar`;
        default:
          return head + `${missing} ist ungesehen und kann noch kommen`;
      }
    }
    const head = held ? `Du hast ${held}: ` : '';
    switch (th.place) {
      case 'reach':
        return head + (th.holderCanTake ? `${k} erreichbar — jetzt nehmen und gewinnen!` : `${k} erreichbar, aber du hast schon genommen`);
      case 'row':
        return head + `${missing} liegt weiter hinten in der Reihe`;
      case 'hand':
        return head + `${missing} ist in deiner Hand; ausspielen, dann zurücknehmen`;
      default:
        return head + `${missing} wurde noch nicht gesehen`;
    }
  },
  crownSeen: (place, name) =>
    ({ collection: name, hand: `Hand von ${name}`, reach: 'erreichbar', row: 'in der Reihe', removed: 'aussortiert', deck: 'Stapel' })[place],
  turnMark: '▶',
  taken: 'genommen',
  notTaken: 'Nehmen offen',
  points: (n) => `${deNum.num(n)} Pkt`,
  sets: (count, points) => `Sätze ${count} (${deNum.change(points)})`,
  favour: 'Gunst',
  betrayal: 'Verrat',
  nothing: '—',
  yourHand: 'Deine Hand',
  handOf: (name) => `Hand von ${name}`,
  handEmpty: '(leer)',
  promptTurn: 'Du bist dran',
  promptMustTake: 'Deine Hand ist leer: mit t nehmen',
  waitingFor: (name) => `${name} überlegt …`,
  statusExtras: (variants, practice) => [variants.length ? variants.join(', ') : '', practice ? 'Übung' : ''].filter(Boolean).join(' · '),
  tagFollower: 'a',
  tagCrown: 'k',
  unseenTitle: (n) => `Noch ungesehen: ${n} Karten`,
  unseenNote: 'Stapel, andere Hand, aussortiert',
  bothHands: 'Handkarten',
};

export const THRONFOLGE_BOARD: Dictionary<ThronfolgeBoardTexts> = { en, de };
