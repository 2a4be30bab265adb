// The words of Regicide's lessons (src/games/regicide/lessons): for every lesson its title and
// introduction, for every step its goal, what it did, and why a wrong move is not the one.
// Keys are the lessons' text codes `<lesson>.<step>.<part>`; a test checks that every language has all.
import type { Dictionary } from '../../shared/i18n.js';
import type { LessonTexts } from '../../shared/texts/lesson-texts.js';

const en: LessonTexts = {
  'powers.title': 'Attack and the four suit powers',
  'powers.intro':
    'You face the jack of hearts: health 20, attack 10. A card you play deals its value as damage, and its suit adds a power. ' +
    'An enemy shrugs off the power of its own suit, so against this jack hearts do nothing.',
  'powers.shield.goal': '♠ shields you: play the 10♠. Its 10 takes the jack’s attack down to 0.',
  'powers.shield.smallSpade': 'A spade, yes, but the 3♠ shields only 3 and the jack would still hit you for 7. Play the 10♠.',
  'powers.shield.noSpade': 'That card holds no spade: the jack would hit you for the full 10. Play the 10♠.',
  'powers.shield.done': '10 damage, and a shield of 10 that lasts until this jack falls: it cannot hurt you now.',
  'powers.draw.goal': '♦ draws: play the 6♦ to refill your hand from the tavern.',
  'powers.draw.noDiamond': 'Only a diamond draws cards. Play the 6♦.',
  'powers.draw.done': '16 of 20 damage. The 6♦ may draw up to 6, but a solo hand stops at 8 cards.',
  'powers.double.goal': '♣ doubles: the jack needs 4 more, so play a club.',
  'powers.double.noClub': 'Without a club nothing is doubled. Play the 4♣: it deals 8.',
  'powers.double.done': 'The club counted twice and the jack fell. The next enemy came out, and you go on at once.',
  'powers.heal.goal': '♥ heals: play a heart to put cards from the discard pile back under the tavern.',
  'powers.heal.noHeart': 'Only a heart heals. Play the 5♥.',
  'powers.heal.done': 'Cards went from the discard pile back under the tavern: more to draw later. This jack now attacks; covering it is lesson 6.',

  'immunity.title': 'Immunity',
  'immunity.intro': 'Each enemy is immune to its own suit. The jack of diamonds takes the damage of a diamond but ignores its power: nothing is drawn.',
  'immunity.blocked.goal': 'Play a card whose power works against the J♦: anything but the 8♦.',
  'immunity.blocked.diamond': 'The J♦ blocks diamonds: 8 damage, but not one card drawn. Choose another suit.',
  'immunity.blocked.done': 'That power worked. A jester (lesson 4) ends an enemy’s immunity.',

  'combos.title': 'Combos and companions',
  'combos.intro':
    'Two to four cards of one rank that add up to 10 or less make a combo. An ace, the companion, worth 1, joins any one other card. ' +
    'Every suit in the play adds its power, and each power uses the whole total.',
  'combos.combo.goal': 'Play a combo: the three 3s together make 9 with the powers of ♦, ♣ and ♥.',
  'combos.combo.single': 'One card is not a combo. Select several cards of one rank (space or 1–9), then press Enter.',
  'combos.combo.aceEarly': 'That is a companion pair, the next step. First play cards of one rank together.',
  'combos.combo.badCombo': 'Not a combo: one rank, and 10 or less in total (three 4s make 12).',
  'combos.combo.done': 'Each suit of the combo worked with the whole total; only a spade is lost on the J♠.',
  'combos.cover.goal': 'The jack attacks for 10: discard cards worth 10 or more, and keep your ace.',
  'combos.cover.keepAce': 'Keep the ace for the next step: cover the 10 with other cards.',
  'combos.cover.done': 'Covered. Now the ace.',
  'combos.companion.goal': 'Play the ace with one other card: the pair counts their sum, with both suits’ powers.',
  'combos.companion.noAce': 'Select the ace together with the other card.',
  'combos.companion.done': 'Ace and partner together, with the club doubling the sum: the jack fell.',

  'jester.title': 'The jester',
  'jester.intro':
    'With three or four players the tavern holds jesters. A jester deals no damage and draws no attack, ' +
    'but it ends the enemy’s immunity, and whoever played it chooses who goes next.',
  'jester.play.goal': 'The J♣ blocks your 10♣. Play the jester (★) first.',
  'jester.play.club': 'Against the J♣ your club would not double. Play the jester first: it lifts the immunity.',
  'jester.play.done': 'The J♣ is no longer immune. No attack follows a jester: you choose who plays next.',
  'jester.choose.goal': 'Choose yourself, seat 1: you hold the club that now doubles.',
  'jester.choose.otherSeat': 'Choose yourself (1, then Enter): you hold the club. The others may say whether they would like to go, never what they hold.',
  'jester.choose.done': 'Your turn again.',
  'jester.double.goal': 'Now play the 10♣.',
  'jester.double.noClub': 'Play the club: without the immunity it deals double.',
  'jester.double.done': '20 damage: the jack of clubs fell to its own suit.',

  'yield.title': 'Yielding',
  'yield.intro':
    'With two or more players you may yield: play nothing and take the attack. ' +
    'You may not yield when every other player yielded on their last turn.',
  'yield.mustPlay.goal': 'Your partner yielded last turn, so you may not. Play the 10♠: its shield stops the whole attack.',
  'yield.mustPlay.partnerYielded': 'Your partner yielded on their last turn, so you must play. Play the 10♠.',
  'yield.mustPlay.notSpade': 'Playable, but the jack would then hit you for 10. The 10♠ shields all of it.',
  'yield.mustPlay.done': 'The attack is 0. Your partner played the 3♦ and drew for you both.',
  'yield.yield.goal': 'The shield stops the whole attack and your partner played: yield with p and keep your cards.',
  'yield.yield.played': 'You may play, but here yielding costs nothing: the attack is 0. Press p.',
  'yield.yield.done': 'You yielded and kept every card. Against a high attack a yield costs cards instead.',

  'cover.title': 'Covering damage',
  'cover.intro':
    'An enemy that survives your play attacks you: discard cards whose values add up to its attack or more. ' +
    'They go one at a time and you stop once it is covered, so no card is thrown away for nothing.',
  'cover.attack.goal': 'Play the 2♣: the jack survives and attacks for 10.',
  'cover.attack.spade': 'A spade would lower the attack; here let it hit. Play the 2♣.',
  'cover.attack.done': '4 damage. The jack attacks for 10.',
  'cover.discard.goal': 'Discard cards worth 10 or more, for example the 4♥ and the 6♦.',
  'cover.discard.tooLow': 'Not enough: the cards must add up to 10 or more.',
  'cover.discard.tooHigh': 'One card too many: without your biggest card the rest already covers 10.',
  'cover.discard.flip': 'No need to flip: your hand covers the 10.',
  'cover.discard.done': 'Covered. A hand worth less than the attack loses the game.',

  'exact.title': 'An exact kill',
  'exact.intro':
    'Deal an enemy exactly its health and it changes sides: it goes face down on top of the tavern, and whoever draws next gets it ' +
    'as a card worth 10 (jack), 15 (queen) or 20 (king). More than its health sends it to the discard pile.',
  'exact.kill.goal': 'The J♠ has taken 15 of 20: deal exactly 5.',
  'exact.kill.overkill': 'That beats it too, but with more than 5: the jack would be discarded. Clubs double!',
  'exact.kill.short': 'Not enough: the jack survives and attacks. Deal exactly 5.',
  'exact.kill.done': 'Exact: the J♠ lies on top of the tavern. A new enemy came out, and you go on.',
  'exact.draw.goal': 'Play the 8♦: the first card you draw is your jack.',
  'exact.draw.noDiamond': 'Only a diamond draws. Play the 8♦.',
  'exact.draw.done': 'The J♠ is in your hand: worth 10, and a spade that shields.',

  'solo.title': 'Solo: jester flips and medals',
  'solo.intro':
    'Alone you hold 8 cards and two jesters lie beside the game. Flipping one discards your hand and draws a fresh one, ' +
    'before you play or when an attack comes.',
  'solo.play.goal': 'Play the 4♠: the attack drops to 6, more than the 5 your hand is worth.',
  'solo.play.early': 'You could flip now, but keep it for an attack your hand cannot cover.',
  'solo.play.done': 'Your hand is worth less than the attack: you cannot cover it.',
  'solo.flip.goal': 'Flip a jester with f: your hand goes and 8 new cards come.',
  'solo.flip.done': 'A fresh hand, one jester left.',
  'solo.cover.goal': 'Now cover the attack.',
  'solo.cover.again': 'One flip is enough: this hand covers the attack.',
  'solo.cover.done': 'A win without a flip earns gold, with one silver, with both bronze.',
};

const de: LessonTexts = {
  'powers.title': 'Angriff und die vier Farbkräfte',
  'powers.intro':
    'Vor dir steht der Herz-Bube: 20 Leben, Angriff 10. Jede gespielte Karte macht ihren Wert als Schaden, und ihre Farbe wirkt eine Kraft. ' +
    'Gegen die Kraft seiner eigenen Farbe ist ein Gegner gefeit: bei diesem Buben bewirkt Herz nichts.',
  'powers.shield.goal': '♠ schützt: Spiel die 10♠. Ihre 10 senkt den Angriff des Buben auf 0.',
  'powers.shield.smallSpade': 'Pik schon, aber die 3♠ schützt nur mit 3, und der Bube träfe dich noch mit 7. Spiel die 10♠.',
  'powers.shield.noSpade': 'Diese Karte ist kein Pik: der Bube träfe dich mit vollen 10. Spiel die 10♠.',
  'powers.shield.done': '10 Schaden, dazu ein Schild von 10 bis dieser Bube fällt: er kann dir jetzt nichts.',
  'powers.draw.goal': '♦ zieht: Spiel die 6♦ und fülle deine Hand aus der Taverne auf.',
  'powers.draw.noDiamond': 'Nur Karo zieht Karten. Spiel die 6♦.',
  'powers.draw.done': '16 von 20 Schaden. Die 6♦ darf bis zu 6 ziehen, doch eine Solo-Hand endet bei 8 Karten.',
  'powers.double.goal': '♣ verdoppelt: Dem Buben fehlen 4, also spiel ein Kreuz.',
  'powers.double.noClub': 'Ohne Kreuz verdoppelt sich nichts. Spiel die 4♣: sie macht 8.',
  'powers.double.done': 'Das Kreuz zählte doppelt, der Bube ist gefallen. Der nächste Gegner ist aufgedeckt, und du spielst gleich weiter.',
  'powers.heal.goal': '♥ heilt: Spiel ein Herz, dann kommen Karten von der Ablage zurück unter die Taverne.',
  'powers.heal.noHeart': 'Nur Herz heilt. Spiel die 5♥.',
  'powers.heal.done': 'Karten von der Ablage liegen wieder unter der Taverne: später gibt es mehr zu ziehen. Jetzt greift dieser Bube an; das Abwehren zeigt Lektion 6.',

  'immunity.title': 'Immunität',
  'immunity.intro': 'Jeder Gegner ist immun gegen seine eigene Farbe. Der Karo-Bube nimmt den Schaden einer Karo-Karte, aber nicht ihre Kraft: es wird nichts gezogen.',
  'immunity.blocked.goal': 'Spiel eine Karte, deren Kraft gegen den J♦ wirkt: alles außer der 8♦.',
  'immunity.blocked.diamond': 'Der J♦ blockt Karo: 8 Schaden, aber keine Karte gezogen. Wähl eine andere Farbe.',
  'immunity.blocked.done': 'Diese Kraft hat gewirkt. Ein Narr (Lektion 4) hebt die Immunität eines Gegners auf.',

  'combos.title': 'Kombinationen und Begleiter',
  'combos.intro':
    'Zwei bis vier Karten eines Rangs mit zusammen höchstens 10 bilden eine Kombination. Ein Ass, der Begleiter, zählt 1 und geht mit genau einer anderen Karte. ' +
    'Jede Farbe im Spielzug wirkt ihre Kraft, und jede Kraft rechnet mit der ganzen Summe.',
  'combos.combo.goal': 'Spiel eine Kombination: die drei 3en zusammen machen 9, mit den Kräften von ♦, ♣ und ♥.',
  'combos.combo.single': 'Eine Karte ist keine Kombination. Wähl mehrere Karten eines Rangs (Leertaste oder 1–9) und drück Enter.',
  'combos.combo.aceEarly': 'Das ist ein Begleiter-Paar, der nächste Schritt. Spiel zuerst Karten eines Rangs zusammen.',
  'combos.combo.badCombo': 'Keine Kombination: ein Rang, zusammen höchstens 10 (drei 4en machen 12).',
  'combos.combo.done': 'Jede Farbe der Kombination wirkte mit der ganzen Summe; nur Pik verpufft am J♠.',
  'combos.cover.goal': 'Der Bube greift mit 10 an: Wirf Karten im Wert von 10 oder mehr ab und behalte dein Ass.',
  'combos.cover.keepAce': 'Behalte das Ass für den nächsten Schritt: wehr die 10 mit anderen Karten ab.',
  'combos.cover.done': 'Abgewehrt. Jetzt das Ass.',
  'combos.companion.goal': 'Spiel das Ass mit einer anderen Karte: das Paar zählt die Summe, mit den Kräften beider Farben.',
  'combos.companion.noAce': 'Wähl das Ass zusammen mit der anderen Karte.',
  'combos.companion.done': 'Ass und Partner zusammen, vom Kreuz verdoppelt: der Bube ist gefallen.',

  'jester.title': 'Der Narr',
  'jester.intro':
    'Zu dritt und zu viert liegen Narren in der Taverne. Ein Narr macht keinen Schaden und löst keinen Angriff aus, ' +
    'aber er hebt die Immunität des Gegners auf, und wer ihn spielt, bestimmt, wer als Nächstes dran ist.',
  'jester.play.goal': 'Der J♣ blockt deine 10♣. Spiel zuerst den Narren (★).',
  'jester.play.club': 'Gegen den J♣ verdoppelt dein Kreuz nicht. Spiel zuerst den Narren: er hebt die Immunität auf.',
  'jester.play.done': 'Der J♣ ist nicht mehr immun. Nach einem Narren kommt kein Angriff: du bestimmst, wer weiterspielt.',
  'jester.choose.goal': 'Wähl dich selbst, Platz 1: du hast das Kreuz, das jetzt verdoppelt.',
  'jester.choose.otherSeat': 'Wähl dich selbst (1, dann Enter): du hast das Kreuz. Die anderen dürfen sagen, ob sie gern dran wären, aber nie, was sie halten.',
  'jester.choose.done': 'Du bist wieder dran.',
  'jester.double.goal': 'Jetzt spiel die 10♣.',
  'jester.double.noClub': 'Spiel das Kreuz: ohne Immunität zählt es doppelt.',
  'jester.double.done': '20 Schaden: der Kreuz-Bube fällt durch seine eigene Farbe.',

  'yield.title': 'Passen',
  'yield.intro':
    'Ab zwei Spielern darfst du passen: nichts spielen und den Angriff einstecken. ' +
    'Nicht erlaubt ist es, wenn alle anderen in ihrem letzten Zug gepasst haben.',
  'yield.mustPlay.goal': 'Dein Mitspieler hat zuletzt gepasst, also darfst du nicht. Spiel die 10♠: ihr Schild hält den ganzen Angriff ab.',
  'yield.mustPlay.partnerYielded': 'Dein Mitspieler hat in seinem letzten Zug gepasst, du musst spielen. Spiel die 10♠.',
  'yield.mustPlay.notSpade': 'Erlaubt, aber dann träfe dich der Bube mit 10. Die 10♠ hält alles ab.',
  'yield.mustPlay.done': 'Der Angriff ist 0. Dein Mitspieler hat die 3♦ gespielt und für euch beide gezogen.',
  'yield.yield.goal': 'Der Schild hält den ganzen Angriff ab, und dein Mitspieler hat gespielt: pass mit p und behalte deine Karten.',
  'yield.yield.played': 'Spielen darfst du, aber Passen kostet hier nichts: der Angriff ist 0. Drück p.',
  'yield.yield.done': 'Gepasst, und keine Karte verloren. Gegen einen hohen Angriff kostet Passen dagegen Karten.',

  'cover.title': 'Schaden abwehren',
  'cover.intro':
    'Überlebt der Gegner deinen Zug, greift er an: Wirf Karten ab, die zusammen mindestens seinen Angriff wert sind. ' +
    'Sie gehen einzeln, und sobald es reicht, hörst du auf: keine Karte geht umsonst.',
  'cover.attack.goal': 'Spiel die 2♣: der Bube überlebt und greift mit 10 an.',
  'cover.attack.spade': 'Pik würde den Angriff senken; hier lass ihn treffen. Spiel die 2♣.',
  'cover.attack.done': '4 Schaden. Der Bube greift mit 10 an.',
  'cover.discard.goal': 'Wirf Karten im Wert von 10 oder mehr ab, etwa die 4♥ und die 6♦.',
  'cover.discard.tooLow': 'Zu wenig: die Karten müssen zusammen 10 oder mehr ergeben.',
  'cover.discard.tooHigh': 'Eine Karte zu viel: ohne deine höchste deckt der Rest die 10 schon.',
  'cover.discard.flip': 'Kein Grund umzudrehen: deine Hand wehrt die 10 ab.',
  'cover.discard.done': 'Abgewehrt. Ist die ganze Hand weniger wert als der Angriff, ist das Spiel verloren.',

  'exact.title': 'Genau besiegt',
  'exact.intro':
    'Triffst du einen Gegner genau mit seinen Lebenspunkten, wechselt er die Seite: verdeckt oben auf die Taverne, und wer als Nächstes zieht, ' +
    'bekommt ihn als Karte mit Wert 10 (Bube), 15 (Dame) oder 20 (König). Mehr Schaden schickt ihn auf die Ablage.',
  'exact.kill.goal': 'Der J♠ hat 15 von 20 Schaden: mach genau 5.',
  'exact.kill.overkill': 'Das besiegt ihn auch, aber mit mehr als 5: der Bube käme auf die Ablage. Kreuz verdoppelt!',
  'exact.kill.short': 'Zu wenig: der Bube überlebt und greift an. Mach genau 5.',
  'exact.kill.done': 'Genau: der J♠ liegt oben auf der Taverne. Ein neuer Gegner ist aufgedeckt, und du spielst weiter.',
  'exact.draw.goal': 'Spiel die 8♦: die erste Karte, die du ziehst, ist dein Bube.',
  'exact.draw.noDiamond': 'Nur Karo zieht. Spiel die 8♦.',
  'exact.draw.done': 'Der J♠ ist auf deiner Hand: Wert 10, und ein Pik, das schützt.',

  'solo.title': 'Solo: Narren umdrehen und Medaillen',
  'solo.intro':
    'Allein hältst du 8 Karten, und zwei Narren liegen neben dem Spiel. Drehst du einen um, wirfst du deine Hand ab und ziehst eine neue, ' +
    'vor deinem Zug oder wenn ein Angriff kommt.',
  'solo.play.goal': 'Spiel die 4♠: der Angriff sinkt auf 6, mehr als die 5, die deine Hand wert ist.',
  'solo.play.early': 'Umdrehen ginge jetzt, aber heb es dir für einen Angriff auf, den deine Hand nicht abwehrt.',
  'solo.play.done': 'Deine Hand ist weniger wert als der Angriff: das reicht nicht.',
  'solo.flip.goal': 'Dreh einen Narren um mit f: deine Hand geht, 8 neue Karten kommen.',
  'solo.flip.done': 'Eine neue Hand, ein Narr bleibt.',
  'solo.cover.goal': 'Jetzt wehr den Angriff ab.',
  'solo.cover.again': 'Einmal umdrehen reicht: diese Hand wehrt den Angriff ab.',
  'solo.cover.done': 'Ein Sieg ohne Umdrehen bringt Gold, mit einem Silber, mit beiden Bronze.',
};

export const REGICIDE_LESSON_TEXTS: Dictionary<LessonTexts> = { en, de };
