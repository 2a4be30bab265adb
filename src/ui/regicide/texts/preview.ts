// Regicide: the preview under the hand — what the selected cards would do, or why they are no play.
import type { PlayProblem } from '../../../games/regicide/refusals.js';
import type { Dictionary } from '../../shared/texts-for.js';
import { DE, FR, NB, degats } from './counted.js';

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
  /** Solo: the move leaves no card in hand, no draw and no jester flip, so the next turn cannot be played. */
  previewDeadEnd: string;
  previewJester: (enemy: string) => string;
  previewJesterShield: (shield: number) => string;
  previewJesterNext: string;
  previewJesterSolo: string;
  previewYield: (due: number, handValue: number) => string;
  previewFeign: (count: number) => string;
  discardSelected: (total: number, due: number) => string;
  discardCovered: string;
  /** The same said in the screen-reader mode, whose selection line ends with what Enter does: no key named twice. */
  discardCoveredSaid: string;
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
  previewDeadEnd: 'Then your hand is empty and no jester is left: you would lose',
  previewJester: (enemy) => `Jester: ${enemy} loses its immunity, no damage, no attack`,
  previewJesterShield: (s) => `Spades already played now shield ${s}`,
  previewJesterNext: 'Then you choose who plays next',
  previewJesterSolo: 'Then you play again',
  previewYield: (due, hv) => (due > 0 ? `p yields: you take ${due} damage (hand worth ${hv})` : 'p yields: the shield stops the attack'),
  previewFeign: (n) => `e feigns death: yield and discard all ${n} cards instead of taking the attack`,
  discardSelected: (total, due) => `Selected ${total} of ${due} damage`,
  discardCovered: 'covers it — press Enter',
  discardCoveredSaid: 'covers it',
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
  previewDeadEnd: 'Danach ist deine Hand leer und kein Narr mehr übrig: Du würdest verlieren',
  previewJester: (enemy) => `Narr: ${enemy} verliert die Immunität, kein Schaden, kein Angriff`,
  previewJesterShield: (s) => `Bereits gespieltes Pik schützt jetzt mit ${s}`,
  previewJesterNext: 'Dann bestimmst du, wer als Nächstes spielt',
  previewJesterSolo: 'Dann spielst du noch einmal',
  previewYield: (due, hv) => (due > 0 ? `p passt: du erleidest ${due} Schaden (Hand Wert ${hv})` : 'p passt: der Schild hält den Angriff ab'),
  previewFeign: (n) => `e stellt sich tot: passen und ${DE.count(n, { one: 'deine Karte', other: 'alle # Karten' })} abwerfen, statt den Angriff abzuwehren`,
  discardSelected: (total, due) => `Gewählt ${total} von ${due} Schaden`,
  discardCovered: 'reicht – Enter drücken',
  discardCoveredSaid: 'reicht',
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

const fr: RegicidePreviewTexts = {
  previewValue: (v) => `Valeur ${v}`,
  previewBlocked: (suits) => `${suits} bloqué (immunité)`,
  previewHeal: (n) => `♥ soigne ${n}\u00a0: défausse → sous la taverne`,
  previewHealNothing: '♥ soigne 0 (défausse vide)',
  previewDraws: (parts) => `♦ pioche\u00a0: ${parts}`,
  previewDrawsNothing: '♦ pioche 0 (mains pleines ou taverne vide)',
  previewDrawPart: (name, n) => `${name} ${n}`,
  previewShield: (n) => `♠ bouclier +${n}`,
  previewDamage: (d, doubled, after, health) => `Inflige ${d}${doubled ? ' (♣ doublé)' : ''} → ${after}/${health}`,
  previewExact: (enemy) => `Pile le compte\u00a0: ${enemy} va face cachée sur la taverne (prochaine carte piochée)`,
  previewOverkill: (enemy) => `Dégâts en trop\u00a0: ${enemy} tombe et part à la défausse`,
  previewVictory: 'Le dernier ennemi tombe\u00a0: victoire\u00a0!',
  previewAttackAfter: (due, hv, more) => `Puis vous encaissez ${FR.count(due, degats)} (reste de la main\u00a0: ${hv}${more ? ' + cartes piochées' : ''})`,
  previewNoAttack: 'Le bouclier arrête toute l’attaque\u00a0: rien à encaisser',
  previewCannotCover: 'Vos autres cartes ne suffisent pas\u00a0: vous perdriez',
  previewDeadEnd: 'Ensuite votre main est vide et il ne reste aucun joker\u00a0: vous perdriez',
  previewJester: (enemy) => `Joker\u00a0: ${enemy} perd son immunité, pas de dégâts, pas d’attaque`,
  previewJesterShield: (s) => `Les piques déjà joués protègent maintenant de ${s}`,
  previewJesterNext: 'Puis vous choisissez qui joue ensuite',
  previewJesterSolo: 'Puis vous rejouez',
  previewYield: (due, hv) => (due > 0 ? `p passe\u00a0: vous subissez ${FR.count(due, degats)} (main\u00a0: ${hv})` : 'p passe\u00a0: le bouclier arrête l’attaque'),
  previewFeign: (n) => `e simule la mort\u00a0: passer et défausser ${FR.count(n, { one: 'votre carte', other: 'vos # cartes' })} au lieu de subir l’attaque`,
  discardSelected: (total, due) => `Sélection\u00a0: ${total} sur ${FR.count(due, degats)}`,
  discardCovered: 'c’est couvert — appuyez sur Entrée',
  discardCoveredSaid: 'c’est couvert',
  discardShort: (m) => `il manque ${m}`,
  discardOverpaid: (due) => `trop\u00a0: une carte de moins couvre déjà ${due}`,
  discardHandShort: (hv, due) => `Votre main entière vaut ${hv}, moins que ${due}`,
  problem: (p) =>
    ({
      jesterAlone: 'un joker se joue toujours seul',
      aceWithOne: 'un as s’associe à une seule autre carte',
      oneRank: 'une combinaison demande des cartes de même rang',
      faceInCombo: 'les figures ne forment pas de combinaison (sauf avec un as)',
      comboTotal: 'une combinaison ne dépasse pas 10 au total',
      tooMany: 'au plus quatre cartes dans une combinaison',
    })[p],
};

const nb: RegicidePreviewTexts = {
  previewValue: (v) => `Verdi ${v}`,
  previewBlocked: (suits) => `${suits} blokkert (immun)`,
  previewHeal: (n) => `♥ helbreder ${n}: kastebunken → under tavernaen`,
  previewHealNothing: '♥ helbreder 0 (kastebunken er tom)',
  previewDraws: (parts) => `♦ trekker: ${parts}`,
  previewDrawsNothing: '♦ trekker 0 (fulle hender eller tom taverna)',
  previewDrawPart: (name, n) => `${name} ${n}`,
  previewShield: (n) => `♠ skjold +${n}`,
  previewDamage: (d, doubled, after, health) => `Gir ${d} skade${doubled ? ' (♣ doblet)' : ''} → ${after}/${health}`,
  previewExact: (enemy) => `På kornet: ${enemy} legges med bildet ned på tavernaen (trekkes som neste)`,
  previewOverkill: (enemy) => `Overskudd: ${enemy} er beseiret og går til kastebunken`,
  previewVictory: 'Det beseirer den siste fienden: seier!',
  previewAttackAfter: (due, hv, more) => `Så dekker du ${due} skade (resten av hånden er verdt ${hv}${more ? ' + trukne kort' : ''})`,
  previewNoAttack: 'Skjoldet stopper hele angrepet: ingenting å dekke',
  previewCannotCover: 'De andre kortene dine dekker ikke det: dere ville tapt',
  previewDeadEnd: 'Da er hånden din tom, og det er ingen narr igjen: du ville tapt',
  previewJester: (enemy) => `Narr: ${enemy} mister immuniteten, ingen skade, ikke noe angrep`,
  previewJesterShield: (s) => `Spar som alt er spilt, skjermer nå med ${s}`,
  previewJesterNext: 'Så velger du hvem som spiller nå',
  previewJesterSolo: 'Så spiller du igjen',
  previewYield: (due, hv) => (due > 0 ? `p står over: du tar ${due} skade (hånden er verdt ${hv})` : 'p står over: skjoldet stopper angrepet'),
  previewFeign: (n) => `e spiller død: stå over og kast ${NB.count(n, { one: 'kortet ditt', other: 'alle # kort' })} i stedet for å ta imot angrepet`,
  discardSelected: (total, due) => `Valgt ${total} av ${due} skade`,
  discardCovered: 'det dekker – trykk Enter',
  discardCoveredSaid: 'det dekker',
  discardShort: (m) => `mangler ${m}`,
  discardOverpaid: (due) => `for mye, ett kort færre dekker allerede ${due}`,
  discardHandShort: (hv, due) => `Hele hånden din er verdt ${hv}, mindre enn ${due}`,
  problem: (p) =>
    ({
      jesterAlone: 'en narr spilles alltid alene',
      aceWithOne: 'et ess går sammen med nøyaktig ett annet kort',
      oneRank: 'en kombinasjon krever kort av samme valør',
      faceInCombo: 'bildekort danner ingen kombinasjon (bare med et ess)',
      comboTotal: 'en kombinasjon kan til sammen være høyst 10',
      tooMany: 'høyst fire kort i en kombinasjon',
    })[p],
};

export const REGICIDE_PREVIEW: Dictionary<RegicidePreviewTexts> = { en, de, fr, nb };
