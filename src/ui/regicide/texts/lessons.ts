// The words of Regicide's lessons (src/games/regicide/lessons): for every lesson its title and
// introduction, for every step its goal, what it did, and why a wrong move is not the one.
// Keys are the lessons' text codes `<lesson>.<step>.<part>`; a test checks that every language has all.
import type { Dictionary } from '../../shared/texts-for.js';
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
    'With three or four players the tavern holds jesters. A jester deals no damage and draws no attack, ' + 'but it ends the enemy’s immunity, and whoever played it chooses who goes next.',
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
  'yield.intro': 'With two or more players you may yield: play nothing and take the attack. ' + 'You may not yield when every other player yielded on their last turn.',
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
    'They go one at a time and you stop once it is covered: if the rest covers it even without your biggest card, that card is one too many.',
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
  'solo.intro': 'Alone you hold 8 cards and two jesters lie beside the game. Flipping one discards your hand and draws a fresh one, ' + 'before you play or when an attack comes.',
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
    'Vor dir steht der Herz-Bube: 20 Leben, Angriff 10. Jede gespielte Karte macht ihren Wert als Schaden, und ihre Farbe entfaltet ihre Kraft. ' +
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
    'Jede Farbe im Spielzug entfaltet ihre Kraft, und jede Kraft rechnet mit der ganzen Summe.',
  'combos.combo.goal': 'Spiel eine Kombination: die drei 3er zusammen machen 9, mit den Kräften von ♦, ♣ und ♥.',
  'combos.combo.single': 'Eine Karte ist keine Kombination. Wähl mehrere Karten eines Rangs (Leertaste oder 1–9) und drück Enter.',
  'combos.combo.aceEarly': 'Das ist ein Begleiter-Paar, der nächste Schritt. Spiel zuerst Karten eines Rangs zusammen.',
  'combos.combo.badCombo': 'Keine Kombination: ein Rang, zusammen höchstens 10 (drei 4er machen 12).',
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
  'yield.intro': 'Ab zwei Spielern darfst du passen: nichts spielen und den Angriff einstecken. ' + 'Nicht erlaubt ist es, wenn alle anderen in ihrem letzten Zug gepasst haben.',
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
    'Sie gehen einzeln, und sobald es reicht, hörst du auf: Reicht der Rest auch ohne deine höchste Karte, ist sie eine zu viel.',
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
  'solo.intro': 'Allein hältst du 8 Karten, und zwei Narren liegen neben dem Spiel. Drehst du einen um, wirfst du deine Hand ab und ziehst eine neue, ' + 'vor deinem Zug oder wenn ein Angriff kommt.',
  'solo.play.goal': 'Spiel die 4♠: der Angriff sinkt auf 6, mehr als die 5, die deine Hand wert ist.',
  'solo.play.early': 'Umdrehen ginge jetzt, aber heb es dir für einen Angriff auf, den deine Hand nicht abwehrt.',
  'solo.play.done': 'Deine Hand ist weniger wert als der Angriff: das reicht nicht.',
  'solo.flip.goal': 'Dreh mit f einen Narren um: deine Hand geht, 8 neue Karten kommen.',
  'solo.flip.done': 'Eine neue Hand, ein Narr bleibt.',
  'solo.cover.goal': 'Jetzt wehr den Angriff ab.',
  'solo.cover.again': 'Einmal umdrehen reicht: diese Hand wehrt den Angriff ab.',
  'solo.cover.done': 'Ein Sieg ohne Umdrehen bringt Gold, mit einem Silber, mit beiden Bronze.',
};

const fr: LessonTexts = {
  'powers.title': 'L’attaque et les quatre pouvoirs',
  'powers.intro':
    'Face à vous, le valet de cœur\u00a0: 20 points de vie, attaque 10. Une carte jouée inflige sa valeur en dégâts, et sa couleur ajoute un pouvoir. ' +
    'Un ennemi ignore le pouvoir de sa propre couleur\u00a0: contre ce valet, le cœur ne fait rien.',
  'powers.shield.goal': '♠ protège\u00a0: jouez le 10♠. Ses 10 ramènent l’attaque du valet à 0.',
  'powers.shield.smallSpade': 'Un pique, certes, mais le 3♠ ne protège que de 3 et le valet vous infligerait encore 7. Jouez le 10♠.',
  'powers.shield.noSpade': 'Cette carte n’est pas un pique\u00a0: le valet vous infligerait 10. Jouez le 10♠.',
  'powers.shield.done': '10 dégâts, et un bouclier de 10 qui tient jusqu’à la chute de ce valet\u00a0: il ne peut plus vous blesser.',
  'powers.draw.goal': '♦ fait piocher\u00a0: jouez le 6♦ pour regarnir votre main depuis la taverne.',
  'powers.draw.noDiamond': 'Seul le carreau fait piocher. Jouez le 6♦.',
  'powers.draw.done': '16 dégâts sur 20. Le 6♦ peut faire piocher jusqu’à 6 cartes, mais une main solo s’arrête à 8.',
  'powers.double.goal': '♣ double\u00a0: il manque 4 au valet, jouez donc un trèfle.',
  'powers.double.noClub': 'Sans trèfle, rien n’est doublé. Jouez le 4♣\u00a0: il inflige 8.',
  'powers.double.done': 'Le trèfle a compté double et le valet est tombé. L’ennemi suivant est apparu, et vous enchaînez aussitôt.',
  'powers.heal.goal': '♥ soigne\u00a0: jouez un cœur pour remettre des cartes de la défausse sous la taverne.',
  'powers.heal.noHeart': 'Seul le cœur soigne. Jouez le 5♥.',
  'powers.heal.done': 'Des cartes de la défausse sont repassées sous la taverne\u00a0: plus à piocher plus tard. Ce valet attaque maintenant\u00a0; encaisser, c’est la leçon 6.',

  'immunity.title': 'L’immunité',
  'immunity.intro': 'Chaque ennemi est immunisé contre sa propre couleur. Le valet de carreau subit les dégâts d’un carreau mais ignore son pouvoir\u00a0: on ne pioche rien.',
  'immunity.blocked.goal': 'Jouez une carte dont le pouvoir agit contre le J♦\u00a0: tout sauf le 8♦.',
  'immunity.blocked.diamond': 'Le J♦ bloque le carreau\u00a0: 8 dégâts, mais pas une carte piochée. Choisissez une autre couleur.',
  'immunity.blocked.done': 'Ce pouvoir a fonctionné. Un joker (leçon 4) met fin à l’immunité d’un ennemi.',

  'combos.title': 'Combinaisons et compagnons',
  'combos.intro':
    'Deux à quatre cartes de même rang dont le total ne dépasse pas 10 forment une combinaison. Un as, le compagnon, vaut 1 et s’ajoute à une seule autre carte. ' +
    'Chaque couleur jouée ajoute son pouvoir, et chaque pouvoir s’applique au total entier.',
  'combos.combo.goal': 'Jouez une combinaison\u00a0: les trois 3 ensemble font 9, avec les pouvoirs de ♦, ♣ et ♥.',
  'combos.combo.single': 'Une seule carte n’est pas une combinaison. Choisissez plusieurs cartes de même rang (espace ou 1–9), puis Entrée.',
  'combos.combo.aceEarly': 'C’est une paire avec compagnon, l’étape suivante. Jouez d’abord des cartes de même rang ensemble.',
  'combos.combo.badCombo': 'Pas une combinaison\u00a0: un seul rang, et 10 au plus au total (trois 4 font 12).',
  'combos.combo.done': 'Chaque couleur de la combinaison a agi sur le total entier\u00a0; seul le pique est perdu contre le J♠.',
  'combos.cover.goal': 'Le valet attaque à 10\u00a0: défaussez des cartes valant 10 ou plus, et gardez votre as.',
  'combos.cover.keepAce': 'Gardez l’as pour l’étape suivante\u00a0: encaissez les 10 avec d’autres cartes.',
  'combos.cover.done': 'Encaissé. Maintenant, l’as.',
  'combos.companion.goal': 'Jouez l’as avec une autre carte\u00a0: la paire compte leur somme, avec les pouvoirs des deux couleurs.',
  'combos.companion.noAce': 'Choisissez l’as en même temps que l’autre carte.',
  'combos.companion.done': 'L’as et son partenaire ensemble, la somme doublée par le trèfle\u00a0: le valet est tombé.',

  'jester.title': 'Le joker',
  'jester.intro':
    'À trois ou quatre joueurs, la taverne contient des jokers. Un joker n’inflige aucun dégât et ne déclenche pas d’attaque, ' +
    'mais il met fin à l’immunité de l’ennemi, et celui qui l’a joué choisit qui joue ensuite.',
  'jester.play.goal': 'Le J♣ bloque votre 10♣. Jouez d’abord le joker (★).',
  'jester.play.club': 'Contre le J♣, votre trèfle ne doublerait pas. Jouez d’abord le joker\u00a0: il lève l’immunité.',
  'jester.play.done': 'Le J♣ n’est plus immunisé. Aucune attaque ne suit un joker\u00a0: vous choisissez qui joue ensuite.',
  'jester.choose.goal': 'Choisissez-vous, place 1\u00a0: c’est vous qui avez le trèfle qui double désormais.',
  'jester.choose.otherSeat': 'Choisissez-vous (1, puis Entrée)\u00a0: vous avez le trèfle. Les autres peuvent dire s’ils aimeraient jouer, jamais ce qu’ils ont en main.',
  'jester.choose.done': 'À vous, de nouveau.',
  'jester.double.goal': 'Jouez maintenant le 10♣.',
  'jester.double.noClub': 'Jouez le trèfle\u00a0: sans l’immunité, il inflige le double.',
  'jester.double.done': '20 dégâts\u00a0: le valet de trèfle est tombé sous sa propre couleur.',

  'yield.title': 'Passer',
  'yield.intro': 'À partir de deux joueurs, vous pouvez passer\u00a0: ne rien jouer et subir l’attaque. ' + 'C’est interdit si tous les autres joueurs ont passé à leur dernier tour.',
  'yield.mustPlay.goal': 'Votre partenaire a passé au dernier tour, vous ne le pouvez donc pas. Jouez le 10♠\u00a0: son bouclier arrête toute l’attaque.',
  'yield.mustPlay.partnerYielded': 'Votre partenaire a passé à son dernier tour\u00a0: vous devez jouer. Jouez le 10♠.',
  'yield.mustPlay.notSpade': 'Jouable, mais le valet vous infligerait alors 10. Le 10♠ arrête tout.',
  'yield.mustPlay.done': 'L’attaque est à 0. Votre partenaire a joué le 3♦ et a fait piocher pour vous deux.',
  'yield.yield.goal': 'Le bouclier arrête toute l’attaque et votre partenaire a joué\u00a0: passez avec p et gardez vos cartes.',
  'yield.yield.played': 'Vous pouvez jouer, mais ici passer ne coûte rien\u00a0: l’attaque est à 0. Appuyez sur p.',
  'yield.yield.done': 'Vous avez passé et gardé toutes vos cartes. Face à une forte attaque, passer coûte des cartes.',

  'cover.title': 'Encaisser les dégâts',
  'cover.intro':
    'Un ennemi qui survit à votre coup vous attaque\u00a0: défaussez des cartes dont la valeur totale atteint au moins son attaque. ' +
    'Elles partent une à une et vous vous arrêtez dès que c’est couvert\u00a0: si le reste suffit même sans votre plus forte carte, celle-ci est de trop.',
  'cover.attack.goal': 'Jouez le 2♣\u00a0: le valet survit et attaque à 10.',
  'cover.attack.spade': 'Un pique affaiblirait l’attaque\u00a0; ici, laissez-le frapper. Jouez le 2♣.',
  'cover.attack.done': '4 dégâts. Le valet attaque à 10.',
  'cover.discard.goal': 'Défaussez des cartes valant 10 ou plus, par exemple le 4♥ et le 6♦.',
  'cover.discard.tooLow': 'Pas assez\u00a0: les cartes doivent totaliser 10 ou plus.',
  'cover.discard.tooHigh': 'Une carte de trop\u00a0: sans votre plus forte, le reste couvre déjà les 10.',
  'cover.discard.flip': 'Inutile de retourner un joker\u00a0: votre main couvre les 10.',
  'cover.discard.done': 'Encaissé. Si votre main vaut moins que l’attaque, la partie est perdue.',

  'exact.title': 'Abattre pile',
  'exact.intro':
    'Infligez à un ennemi exactement ses points de vie et il change de camp\u00a0: il va face cachée sur le dessus de la taverne, et le prochain à piocher le reçoit ' +
    'comme une carte valant 10 (valet), 15 (dame) ou 20 (roi). Plus que ses points de vie l’envoie à la défausse.',
  'exact.kill.goal': 'Le J♠ a subi 15 dégâts sur 20\u00a0: infligez-en exactement 5.',
  'exact.kill.overkill': 'Cela l’abat aussi, mais avec plus de 5\u00a0: le valet irait à la défausse. Le trèfle double\u00a0!',
  'exact.kill.short': 'Pas assez\u00a0: le valet survit et attaque. Infligez exactement 5.',
  'exact.kill.done': 'Pile\u00a0: le J♠ est sur le dessus de la taverne. Un nouvel ennemi est apparu, et vous continuez.',
  'exact.draw.goal': 'Jouez le 8♦\u00a0: la première carte que vous piochez est votre valet.',
  'exact.draw.noDiamond': 'Seul le carreau fait piocher. Jouez le 8♦.',
  'exact.draw.done': 'Le J♠ est dans votre main\u00a0: il vaut 10, et c’est un pique qui protège.',

  'solo.title': 'En solo\u00a0: jokers à retourner et médailles',
  'solo.intro': 'Seul, vous avez 8 cartes et deux jokers attendent à côté du jeu. En retourner un défausse votre main et vous en donne une nouvelle, ' + 'avant de jouer ou quand une attaque arrive.',
  'solo.play.goal': 'Jouez le 4♠\u00a0: l’attaque tombe à 6, plus que les 5 que vaut votre main.',
  'solo.play.early': 'Vous pourriez retourner un joker maintenant, mais gardez-le pour une attaque que votre main ne couvre pas.',
  'solo.play.done': 'Votre main vaut moins que l’attaque\u00a0: vous ne pouvez pas l’encaisser.',
  'solo.flip.goal': 'Retournez un joker avec f\u00a0: votre main part et 8 nouvelles cartes arrivent.',
  'solo.flip.done': 'Une main neuve, il reste un joker.',
  'solo.cover.goal': 'Encaissez maintenant l’attaque.',
  'solo.cover.again': 'Un seul joker suffit\u00a0: cette main couvre l’attaque.',
  'solo.cover.done': 'Une victoire sans joker retourné rapporte l’or, avec un l’argent, avec les deux le bronze.',
};

const nb: LessonTexts = {
  'powers.title': 'Angrep og de fire fargekreftene',
  'powers.intro':
    'Foran deg står hjerter knekt: 20 i helse, angrep 10. Et kort du spiller, gjør skade lik verdien sin, og fargen gir en kraft. ' +
    'En fiende er upåvirket av kraften i sin egen farge, så mot denne knekten gjør hjerter ingenting.',
  'powers.shield.goal': '♠ beskytter: spill 10♠. De 10 senker knektens angrep til 0.',
  'powers.shield.smallSpade': 'Spar, ja, men 3♠ beskytter bare mot 3, og knekten ville fortsatt truffet deg med 7. Spill 10♠.',
  'powers.shield.noSpade': 'Det kortet er ikke spar: knekten ville truffet deg med hele 10. Spill 10♠.',
  'powers.shield.done': '10 skade, og et skjold på 10 som varer til denne knekten faller: den kan ikke skade deg nå.',
  'powers.draw.goal': '♦ trekker: spill 6♦ for å fylle på hånden fra tavernaen.',
  'powers.draw.noDiamond': 'Bare ruter trekker kort. Spill 6♦.',
  'powers.draw.done': '16 av 20 skade. 6♦ kan trekke opptil 6, men en solohånd stopper på 8 kort.',
  'powers.double.goal': '♣ dobler: knekten mangler 4, så spill en kløver.',
  'powers.double.noClub': 'Uten kløver blir ingenting doblet. Spill 4♣: det gjør 8.',
  'powers.double.done': 'Kløveren telte dobbelt, og knekten falt. Neste fiende kom fram, og du spiller videre med en gang.',
  'powers.heal.goal': '♥ helbreder: spill et hjerter for å legge kort fra kastebunken tilbake under tavernaen.',
  'powers.heal.noHeart': 'Bare hjerter helbreder. Spill 5♥.',
  'powers.heal.done': 'Kort fra kastebunken gikk tilbake under tavernaen: mer å trekke senere. Nå angriper denne knekten; å dekke skade er leksjon 6.',

  'immunity.title': 'Immunitet',
  'immunity.intro': 'Hver fiende er immun mot sin egen farge. Ruter knekt tar skaden fra en ruter, men overser kraften: ingenting blir trukket.',
  'immunity.blocked.goal': 'Spill et kort der kraften virker mot J♦: alt unntatt 8♦.',
  'immunity.blocked.diamond': 'J♦ blokkerer ruter: 8 skade, men ikke ett kort trukket. Velg en annen farge.',
  'immunity.blocked.done': 'Den kraften virket. En narr (leksjon 4) opphever immuniteten til en fiende.',

  'combos.title': 'Kombinasjoner og følgesvenner',
  'combos.intro':
    'To til fire kort av samme valør som til sammen er høyst 10, er en kombinasjon. Et ess, følgesvennen, er verdt 1 og kan følge med nøyaktig ett annet kort. ' +
    'Hver farge i trekket gir sin kraft, og hver kraft regner med hele summen.',
  'combos.combo.goal': 'Spill en kombinasjon: de tre treerne gir til sammen 9, med kreftene til ♦, ♣ og ♥.',
  'combos.combo.single': 'Ett kort er ingen kombinasjon. Velg flere kort av samme valør (mellomrom eller 1–9), og trykk Enter.',
  'combos.combo.aceEarly': 'Det er et par med følgesvenn, neste steg. Spill først kort av samme valør sammen.',
  'combos.combo.badCombo': 'Ingen kombinasjon: én valør, og høyst 10 til sammen (tre firere blir 12).',
  'combos.combo.done': 'Hver farge i kombinasjonen virket med hele summen; bare spar går tapt mot J♠.',
  'combos.cover.goal': 'Knekten angriper med 10: kast kort verdt 10 eller mer, og behold esset.',
  'combos.cover.keepAce': 'Behold esset til neste steg: dekk de 10 med andre kort.',
  'combos.cover.done': 'Dekket. Nå esset.',
  'combos.companion.goal': 'Spill esset sammen med ett annet kort: paret teller summen, med kreftene til begge fargene.',
  'combos.companion.noAce': 'Velg esset sammen med det andre kortet.',
  'combos.companion.done': 'Ess og partner sammen, med summen doblet av kløveren: knekten falt.',

  'jester.title': 'Narren',
  'jester.intro':
    'Med tre eller fire spillere ligger det narrer i tavernaen. En narr gjør ingen skade og utløser ikke noe angrep, ' +
    'men den opphever fiendens immunitet, og den som spilte den, velger hvem som spiller neste gang.',
  'jester.play.goal': 'J♣ blokkerer 10♣-en din. Spill narren (★) først.',
  'jester.play.club': 'Mot J♣ ville ikke kløveren din doble. Spill narren først: den opphever immuniteten.',
  'jester.play.done': 'J♣ er ikke lenger immun. Etter en narr kommer ikke noe angrep: du velger hvem som spiller nå.',
  'jester.choose.goal': 'Velg deg selv, plass 1: du har kløveren som nå dobler.',
  'jester.choose.otherSeat': 'Velg deg selv (1, så Enter): du har kløveren. De andre kan si om de gjerne vil spille, men aldri hva de har på hånden.',
  'jester.choose.done': 'Din tur igjen.',
  'jester.double.goal': 'Spill nå 10♣.',
  'jester.double.noClub': 'Spill kløveren: uten immuniteten gjør den dobbel skade.',
  'jester.double.done': '20 skade: kløver knekt falt for sin egen farge.',

  'yield.title': 'Å stå over',
  'yield.intro': 'Med to eller flere spillere kan du stå over: spille ingenting og ta angrepet. ' + 'Du kan ikke stå over når alle de andre sto over på sin forrige tur.',
  'yield.mustPlay.goal': 'Makkeren din sto over sist, så det kan ikke du. Spill 10♠: skjoldet stopper hele angrepet.',
  'yield.mustPlay.partnerYielded': 'Makkeren din sto over på sin forrige tur, så du må spille. Spill 10♠.',
  'yield.mustPlay.notSpade': 'Lov, men da ville knekten truffet deg med 10. 10♠ stopper alt.',
  'yield.mustPlay.done': 'Angrepet er 0. Makkeren din spilte 3♦ og trakk for dere begge.',
  'yield.yield.goal': 'Skjoldet stopper hele angrepet, og makkeren din har spilt: stå over med p og behold kortene.',
  'yield.yield.played': 'Du kan spille, men her koster det ingenting å stå over: angrepet er 0. Trykk p.',
  'yield.yield.done': 'Du sto over og beholdt alle kortene. Mot et høyt angrep koster det derimot kort å stå over.',

  'cover.title': 'Å dekke skade',
  'cover.intro':
    'En fiende som overlever trekket ditt, angriper deg: kast kort som til sammen er verdt minst angrepet. ' +
    'De går ett om gangen, og du stopper så snart det er dekket: holder resten også uten det høyeste kortet ditt, er det kortet ett for mye.',
  'cover.attack.goal': 'Spill 2♣: knekten overlever og angriper med 10.',
  'cover.attack.spade': 'En spar ville senket angrepet; her lar du det treffe. Spill 2♣.',
  'cover.attack.done': '4 skade. Knekten angriper med 10.',
  'cover.discard.goal': 'Kast kort verdt 10 eller mer, for eksempel 4♥ og 6♦.',
  'cover.discard.tooLow': 'Ikke nok: kortene må til sammen bli 10 eller mer.',
  'cover.discard.tooHigh': 'Ett kort for mye: uten det høyeste kortet ditt dekker resten allerede 10.',
  'cover.discard.flip': 'Ingen grunn til å snu: hånden din dekker de 10.',
  'cover.discard.done': 'Dekket. Er hånden verdt mindre enn angrepet, er spillet tapt.',

  'exact.title': 'Nøyaktig beseiret',
  'exact.intro':
    'Gjør du nøyaktig like mye skade som fiendens helse, bytter den side: den legges med bildet ned øverst på tavernaen, og den som trekker neste gang, får den ' +
    'som et kort verdt 10 (knekt), 15 (dame) eller 20 (konge). Mer enn helsen sender den til kastebunken.',
  'exact.kill.goal': 'J♠ har tatt 15 av 20: gjør nøyaktig 5.',
  'exact.kill.overkill': 'Det slår den også, men med mer enn 5: knekten ville havnet i kastebunken. Kløver dobler!',
  'exact.kill.short': 'Ikke nok: knekten overlever og angriper. Gjør nøyaktig 5.',
  'exact.kill.done': 'Nøyaktig: J♠ ligger øverst på tavernaen. En ny fiende kom fram, og du spiller videre.',
  'exact.draw.goal': 'Spill 8♦: det første kortet du trekker, er knekten din.',
  'exact.draw.noDiamond': 'Bare ruter trekker. Spill 8♦.',
  'exact.draw.done': 'J♠ er på hånden din: verdt 10, og en spar som beskytter.',

  'solo.title': 'Solo: narrer å snu, og medaljer',
  'solo.intro': 'Alene har du 8 kort, og to narrer ligger ved siden av spillet. Snur du en, kaster du hånden og trekker en ny, ' + 'før du spiller eller når et angrep kommer.',
  'solo.play.goal': 'Spill 4♠: angrepet synker til 6, mer enn de 5 hånden din er verdt.',
  'solo.play.early': 'Du kunne snudd nå, men vent med det til et angrep hånden ikke kan dekke.',
  'solo.play.done': 'Hånden din er verdt mindre enn angrepet: du kan ikke dekke det.',
  'solo.flip.goal': 'Snu en narr med f: hånden din går, og 8 nye kort kommer.',
  'solo.flip.done': 'En ny hånd, én narr igjen.',
  'solo.cover.goal': 'Dekk nå angrepet.',
  'solo.cover.again': 'Én snuing er nok: denne hånden dekker angrepet.',
  'solo.cover.done': 'En seier uten å snu gir gull, med én sølv, med begge bronse.',
};

export const REGICIDE_LESSON_TEXTS: Dictionary<LessonTexts> = { en, de, fr, nb };
