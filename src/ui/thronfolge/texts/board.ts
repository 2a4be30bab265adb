// Thronfolge: the words of the board — status line, the row, the crowns, both collections, the hand
// with its card tags, and the panel of unseen cards.
import type { CrownPlace, CrownThreat } from '../../../games/thronfolge/crowns.js';
import { EN, DE, FR, NB, enNum, deNum, frNum, nbNum } from './counted.js';
import type { Dictionary } from '../../shared/texts-for.js';

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
  crownPlace: (place, opponent) => ({ mine: 'yours', theirs: opponent, hand: 'in your hand', reach: 'in reach', row: 'in the row', removed: 'removed', unseen: 'unseen' })[place],
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
  crownSeen: (place, name) => ({ collection: name, hand: `${name}'s hand`, reach: 'in reach', row: 'in the row', removed: 'removed', deck: 'draw pile' })[place],
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
  crownPlace: (place, opponent) => ({ mine: 'deine', theirs: opponent, hand: 'in deiner Hand', reach: 'erreichbar', row: 'in der Reihe', removed: 'aussortiert', unseen: 'ungesehen' })[place],
  threat: (th, holder, held, missing) => {
    const k = `${missing} ${DE.count(th.missing.length, { one: 'ist', other: 'sind' })}`;
    if (th.holder === 'theirs') {
      const head = held ? `${holder} hat ${held}: ` : '';
      switch (th.place) {
        case 'reach':
          return head + (th.holderCanTake ? `${k} erreichbar – Nehmen gewinnt sofort!` : `${k} erreichbar; diese Runde schon genommen`);
        case 'row':
          return head + `${k} weiter hinten in der Reihe`;
        case 'hand':
          return head + `${missing} ist in deiner Hand – angelegt wäre sie erreichbar`;
        default:
          return head + `${missing} ist ungesehen und kann noch kommen`;
      }
    }
    const head = held ? `Du hast ${held}: ` : '';
    switch (th.place) {
      case 'reach':
        return head + (th.holderCanTake ? `${k} erreichbar – jetzt nehmen und gewinnen!` : `${k} erreichbar, aber du hast schon genommen`);
      case 'row':
        return head + `${missing} liegt weiter hinten in der Reihe`;
      case 'hand':
        return head + `${missing} ist in deiner Hand; anlegen, dann zurücknehmen`;
      default:
        return head + `${missing} wurde noch nicht gesehen`;
    }
  },
  crownSeen: (place, name) => ({ collection: name, hand: `Hand von ${name}`, reach: 'erreichbar', row: 'in der Reihe', removed: 'aussortiert', deck: 'Stapel' })[place],
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
  unseenTitle: (n) => `Noch ungesehen: ${DE.count(n, { one: '# Karte', other: '# Karten' })}`,
  unseenNote: 'Stapel, andere Hand, aussortiert',
  bothHands: 'Handkarten',
};

const LEVELS_FR: Record<string, string> = { random: 'au hasard', easy: 'facile', normal: 'normal', hard: 'fort' };
const LEVELS_NB: Record<string, string> = { random: 'tilfeldig', easy: 'lett', normal: 'normal', hard: 'sterk' };

const fr: ThronfolgeBoardTexts = {
  title: 'Thronfolge',
  separator: ' · ',
  signed: frNum.signed,
  num: frNum.num,
  player: (seat) => `Joueur ${seat}`,
  you: 'vous',
  bot: 'bot',
  botLevel: (level) => `le bot (${LEVELS_FR[level] ?? level})`,
  round: (n, of) => `Manche ${n}/${of}`,
  drawPile: (n) => `Pioche ${n}`,
  removedHidden: (n) => FR.count(n, { one: '# écartée sans être vue', other: '# écartées sans être vues' }),
  removedOpen: 'Écartées',
  starts: (name) => `début\u00a0: ${name}`,
  matchGame: (g, n) => `Partie ${g}/${n}`,
  row: 'Rangée',
  rowEmpty: '(vide)',
  rowOlder: (n) => `+${n} plus anciennes`,
  rowTakeHint: '← une prise emporte celles-ci',
  crowns: 'Couronnes',
  crownPlace: (place, opponent) => ({ mine: 'à vous', theirs: opponent, hand: 'dans votre main', reach: 'à portée', row: 'dans la rangée', removed: 'écartée', unseen: 'pas vue' })[place],
  threat: (th, holder, held, missing) => {
    const k = `${missing} ${FR.count(th.missing.length, { one: 'est', other: 'sont' })}`;
    if (th.holder === 'theirs') {
      const head = held ? `${holder} a ${held}\u00a0: ` : '';
      switch (th.place) {
        case 'reach':
          return head + (th.holderCanTake ? `${k} à portée — sa prochaine prise gagne\u00a0!` : `${k} à portée\u00a0; sa prise de la manche est faite`);
        case 'row':
          return head + `${k} plus loin dans la rangée et peut arriver à portée`;
        case 'hand':
          return head + `${missing} est dans votre main — la jouer la met à sa portée`;
        default:
          return head + `${missing} n’a pas été vue et peut encore arriver`;
      }
    }
    const head = held ? `Vous avez ${held}\u00a0: ` : '';
    switch (th.place) {
      case 'reach':
        return head + (th.holderCanTake ? `${k} à portée — prenez maintenant et gagnez\u00a0!` : `${k} à portée, mais vous avez déjà pris`);
      case 'row':
        return head + `${missing} est plus loin dans la rangée`;
      case 'hand':
        return head + `${missing} est dans votre main\u00a0; jouez-la, puis reprenez-la`;
      default:
        return head + `${missing} n’a pas encore été vue`;
    }
  },
  crownSeen: (place, name) => ({ collection: name, hand: `main de ${name}`, reach: 'à portée', row: 'dans la rangée', removed: 'écartée', deck: 'pioche' })[place],
  turnMark: '▶',
  taken: 'a pris',
  notTaken: 'sans prise',
  points: (n) => `${frNum.num(n)} pts`,
  sets: (count, points) => `Séries ${count} (${frNum.change(points)})`,
  favour: 'Faveur',
  betrayal: 'Trahison',
  nothing: '—',
  yourHand: 'Votre main',
  handOf: (name) => `Main de ${name}`,
  handEmpty: '(vide)',
  promptTurn: 'À vous',
  promptMustTake: 'Votre main est vide\u00a0: prenez avec t',
  waitingFor: (name) => `${name} réfléchit…`,
  statusExtras: (variants, practice) => [variants.length ? variants.join(', ') : '', practice ? 'entraînement' : ''].filter(Boolean).join(' · '),
  tagFollower: 'p',
  tagCrown: 'c',
  unseenTitle: (n) => `Pas encore vues\u00a0: ${FR.count(n, { one: '# carte', other: '# cartes' })}`,
  unseenNote: 'pioche, autre main, écartées',
  bothHands: 'Mains',
};

const nb: ThronfolgeBoardTexts = {
  title: 'Thronfolge',
  separator: ' · ',
  signed: nbNum.signed,
  num: nbNum.num,
  player: (seat) => `Spiller ${seat}`,
  you: 'du',
  bot: 'bot',
  botLevel: (level) => `boten (${LEVELS_NB[level] ?? level})`,
  round: (n, of) => `Runde ${n}/${of}`,
  drawPile: (n) => `Trekkbunke ${n}`,
  removedHidden: (n) => `${n} lagt bort usett`,
  removedOpen: 'Lagt bort',
  starts: (name) => `start: ${name}`,
  matchGame: (g, n) => `Parti ${g}/${n}`,
  row: 'Rekke',
  rowEmpty: '(tom)',
  rowOlder: (n) => `+${n} eldre`,
  rowTakeHint: '← å ta gir disse',
  crowns: 'Kroner',
  crownPlace: (place, opponent) => ({ mine: 'din', theirs: opponent, hand: 'på hånden din', reach: 'innen rekkevidde', row: 'i rekken', removed: 'lagt bort', unseen: 'usett' })[place],
  threat: (th, holder, held, missing) => {
    const k = `${missing} er`;
    if (th.holder === 'theirs') {
      const head = held ? `${holder} har ${held}: ` : '';
      switch (th.place) {
        case 'reach':
          return head + (th.holderCanTake ? `${k} innen rekkevidde – neste gang de tar, vinner de!` : `${k} innen rekkevidde; de har tatt denne runden`);
        case 'row':
          return head + `${k} lenger bak i rekken og kan komme innen rekkevidde`;
        case 'hand':
          return head + `${missing} er på hånden din – spiller du den, kan de ta den`;
        default:
          return head + `${missing} er usett og kan ennå komme i rekken`;
      }
    }
    const head = held ? `Du har ${held}: ` : '';
    switch (th.place) {
      case 'reach':
        return head + (th.holderCanTake ? `${k} innen rekkevidde – ta nå og vinn!` : `${k} innen rekkevidde, men du har tatt denne runden`);
      case 'row':
        return head + `${missing} er lenger bak i rekken`;
      case 'hand':
        return head + `${missing} er på hånden din; spill den, og ta den tilbake`;
      default:
        return head + `${missing} er ikke sett ennå`;
    }
  },
  crownSeen: (place, name) => ({ collection: name, hand: `hånden til ${name}`, reach: 'innen rekkevidde', row: 'i rekken', removed: 'lagt bort', deck: 'trekkbunken' })[place],
  turnMark: '▶',
  taken: 'har tatt',
  notTaken: 'ikke tatt',
  points: (n) => `${nbNum.num(n)} p`,
  sets: (count, points) => `Sett ${count} (${nbNum.change(points)})`,
  favour: 'Gunst',
  betrayal: 'Svik',
  nothing: '—',
  yourHand: 'Din hånd',
  handOf: (name) => `Hånden til ${name}`,
  handEmpty: '(tom)',
  promptTurn: 'Din tur',
  promptMustTake: 'Hånden din er tom: ta med t',
  waitingFor: (name) => `${name} tenker…`,
  statusExtras: (variants, practice) => [variants.length ? variants.join(', ') : '', practice ? 'øving' : ''].filter(Boolean).join(' · '),
  tagFollower: '·',
  tagCrown: 'k',
  unseenTitle: (n) => `Ikke sett ennå: ${NB.count(n, { one: '# kort', other: '# kort' })}`,
  unseenNote: 'trekkbunken, den andre hånden, lagt bort',
  bothHands: 'Hender',
};

export const THRONFOLGE_BOARD: Dictionary<ThronfolgeBoardTexts> = { en, de, fr, nb };
