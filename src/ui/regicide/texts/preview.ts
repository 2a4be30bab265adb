// Regicide: the preview under the hand — what the selected cards would do, or why they are no play.
import type { PlayProblem } from '../../../games/regicide/refusals.js';
import type { Dictionary } from '../../shared/i18n.js';

export interface RegicidePreviewTexts {
  previewValue: (value: number) => string;
  previewBlocked: (suits: string) => string;
  previewHeal: (n: number) => string;
  previewHealNothing: string;
  previewDraws: (parts: string) => string;
  previewDrawsNothing: string;
  previewDrawPart: (name: string, n: number) => string;
  previewShield: (n: number) => string;
  previewDamage: (damage: number, doubled: boolean, after: number, health: number) => string;
  previewExact: (enemy: string) => string;
  previewOverkill: (enemy: string) => string;
  previewVictory: string;
  previewAttackAfter: (due: number, handValue: number, moreComing: boolean) => string;
  previewNoAttack: string;
  previewCannotCover: string;
  previewJester: (enemy: string) => string;
  previewJesterShield: (shield: number) => string;
  previewJesterNext: string;
  previewJesterSolo: string;
  previewYield: (due: number, handValue: number) => string;
  previewFeign: (count: number) => string;
  discardSelected: (total: number, due: number) => string;
  discardCovered: string;
  discardShort: (missing: number) => string;
  discardOverpaid: (due: number) => string;
  discardHandShort: (handValue: number, due: number) => string;
  problem: (p: PlayProblem) => string;
}

const en: RegicidePreviewTexts = {
  previewValue: (v) => `Value ${v}`,
  previewBlocked: (suits) => `${suits} blocked (immune)`,
  previewHeal: (n) => `♥ heals ${n}: discard → under the tavern`,
  previewHealNothing: '♥ heals 0 (discard pile empty)',
  previewDraws: (parts) => `♦ draws: ${parts}`,
  previewDrawsNothing: '♦ draws 0 (hands full or tavern empty)',
  previewDrawPart: (name, n) => `${name} ${n}`,
  previewShield: (n) => `♠ shield +${n}`,
  previewDamage: (d, doubled, after, health) => `Deals ${d}${doubled ? ' (♣ doubled)' : ''} → ${after}/${health}`,
  previewExact: (enemy) => `Exact kill: ${enemy} joins the tavern face down (drawn next)`,
  previewOverkill: (enemy) => `Overkill: ${enemy} is defeated and discarded`,
  previewVictory: 'That defeats the last enemy: victory!',
  previewAttackAfter: (due, hv, more) => `Then you cover ${due} damage (rest of hand worth ${hv}${more ? ' + cards drawn' : ''})`,
  previewNoAttack: 'The shield stops the whole attack: nothing to cover',
  previewCannotCover: 'Your other cards cannot cover that: you would lose',
  previewJester: (enemy) => `Jester: ${enemy} loses its immunity, no damage, no attack`,
  previewJesterShield: (s) => `Spades already played now shield ${s}`,
  previewJesterNext: 'Then you choose who plays next',
  previewJesterSolo: 'Then you play again',
  previewYield: (due, hv) => (due > 0 ? `p yields: you take ${due} damage (hand worth ${hv})` : 'p yields: the shield stops the attack'),
  previewFeign: (n) => `e feigns death: yield and discard all ${n} cards instead of taking the attack`,
  discardSelected: (total, due) => `Selected ${total} of ${due} damage`,
  discardCovered: 'covers it — press Enter',
  discardShort: (m) => `${m} short`,
  discardOverpaid: (due) => `too many, one card fewer still covers ${due}`,
  discardHandShort: (hv, due) => `Your whole hand is worth ${hv}, less than ${due}`,
  problem: (p) =>
    ({
      jesterAlone: 'a jester is always played alone',
      aceWithOne: 'an ace pairs with exactly one other card',
      oneRank: 'a combo needs cards of one rank',
      faceInCombo: 'face cards cannot form a combo (only with an ace)',
      comboTotal: 'combos must total 10 or less',
      tooMany: 'at most four cards in a combo',
    })[p],
};

const de: RegicidePreviewTexts = {
  previewValue: (v) => `Wert ${v}`,
  previewBlocked: (suits) => `${suits} blockiert (Immunität)`,
  previewHeal: (n) => `♥ heilt ${n}: Ablage → unter die Taverne`,
  previewHealNothing: '♥ heilt 0 (Ablage leer)',
  previewDraws: (parts) => `♦ zieht: ${parts}`,
  previewDrawsNothing: '♦ zieht 0 (Hände voll oder Taverne leer)',
  previewDrawPart: (name, n) => `${name} ${n}`,
  previewShield: (n) => `♠ Schild +${n}`,
  previewDamage: (d, doubled, after, health) => `Macht ${d} Schaden${doubled ? ' (♣ verdoppelt)' : ''} → ${after}/${health}`,
  previewExact: (enemy) => `Genau besiegt: ${enemy} kommt verdeckt oben auf die Taverne (wird als Nächstes gezogen)`,
  previewOverkill: (enemy) => `Überschuss: ${enemy} ist besiegt und kommt auf die Ablage`,
  previewVictory: 'Damit fällt der letzte Gegner: gewonnen!',
  previewAttackAfter: (due, hv, more) => `Dann wehrst du ${due} Schaden ab (Resthand Wert ${hv}${more ? ' + gezogene Karten' : ''})`,
  previewNoAttack: 'Der Schild hält den ganzen Angriff ab: nichts abzuwehren',
  previewCannotCover: 'Deine übrigen Karten reichen dafür nicht: ihr würdet verlieren',
  previewJester: (enemy) => `Narr: ${enemy} verliert die Immunität, kein Schaden, kein Angriff`,
  previewJesterShield: (s) => `Bereits gespieltes Pik schützt jetzt mit ${s}`,
  previewJesterNext: 'Dann bestimmst du, wer als Nächstes spielt',
  previewJesterSolo: 'Dann spielst du noch einmal',
  previewYield: (due, hv) => (due > 0 ? `p passt: du nimmst ${due} Schaden (Hand Wert ${hv})` : 'p passt: der Schild hält den Angriff ab'),
  previewFeign: (n) => `e stellt sich tot: aussetzen und alle ${n} Karten abwerfen statt den Angriff abzuwehren`,
  discardSelected: (total, due) => `Gewählt ${total} von ${due} Schaden`,
  discardCovered: 'reicht — Enter drücken',
  discardShort: (m) => `es fehlen ${m}`,
  discardOverpaid: (due) => `zu viel, eine Karte weniger deckt ${due} schon`,
  discardHandShort: (hv, due) => `Deine ganze Hand ist nur ${hv} wert, weniger als ${due}`,
  problem: (p) =>
    ({
      jesterAlone: 'ein Narr wird immer allein gespielt',
      aceWithOne: 'ein Ass geht mit genau einer anderen Karte zusammen',
      oneRank: 'eine Kombination braucht Karten eines Rangs',
      faceInCombo: 'Bildkarten bilden keine Kombination (nur mit einem Ass)',
      comboTotal: 'Kombinationen dürfen zusammen höchstens 10 ergeben',
      tooMany: 'höchstens vier Karten in einer Kombination',
    })[p],
};

export const REGICIDE_PREVIEW: Dictionary<RegicidePreviewTexts> = { en, de };
