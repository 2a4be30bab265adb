// The words of Thronfolge's lessons (src/games/thronfolge/lessons): for every lesson its title and
// introduction, for every step its goal, what it did, and why a wrong move is not the one.
// Keys are the lessons' text codes `<lesson>.<step>.<part>`; a test checks that every language has all.
import type { Dictionary } from '../../shared/i18n.js';
import type { LessonTexts } from '../../shared/texts/lesson-texts.js';

const en: LessonTexts = {
  'row.title': 'The row, playing and the take',
  'row.intro':
    'Both players share one row of cards. On your turn you either play a card from your hand to the end of the row, ' +
    'or take the last five cards of the row into your collection, which both can see. You may take once per round.',
  'row.play.goal': 'Play any card of your hand (← →, then Enter): it goes to the end of the row.',
  'row.play.early': 'You may take already, but only the two cards there. Play a card first.',
  'row.play.done': 'Your card is at the end of the row, and your opponent played one after it.',
  'row.take.goal': 'Take with t: the last five cards of the row, here all four, go into your collection.',
  'row.take.notYet': 'Take now with t: you may take once each round, and you have not yet.',
  'row.take.done': 'The cards are yours, face up. Your opponent played again.',
  'row.once.goal': 'You took this round, so from now on you play. Play a card.',
  'row.once.twice': 'One take per round: play a card.',
  'row.once.done': 'So every round you make six moves: five plays and one take.',

  'families.title': 'Families and majorities',
  'families.intro':
    'Followers are the low cards: ace to 8 of ♠, to 7 of ♥, to 6 of ♦, to 5 of ♣. At the end, whoever holds more followers of a family ' +
    'scores its value: ♠ 8, ♥ 7, ♦ 6, ♣ 5. A tie scores nothing.',
  'families.take.goal': 'Your opponent has two ♠ followers, you one. Take: the 4♠ and the 6♠ among the last five give you the ♠ majority.',
  'families.take.later': 'You could wait, but each card played pushes one of these out of the last five. Take now.',
  'families.take.done': 'Three ♠ against two: the 8 points of ♠ are yours for now. The 9♦ came along, a betrayal card: −1.',

  'sets.title': 'Sets',
  'sets.intro': 'One follower of each of the four families makes a set, worth 5 points; every further complete set is worth 5 more.',
  'sets.take.goal': 'You have followers of ♠, ♥ and ♦. Take: the 2♣ among the last five completes a set.',
  'sets.take.later': 'Each card played pushes one out of the last five: the 2♣ could slip away. Take now.',
  'sets.take.done': 'A complete set: 5 points, on top of what the families bring.',

  'favour.title': 'Favour and betrayal',
  'favour.intro':
    'The jacks, 10♠, 10♣ and K♥ bring favour: +2, +3 or +4. Betrayal costs: the 9s −1, 10♥, 10♦, Q♥ and Q♦ −2, Q♠ and Q♣ −3.',
  'favour.avoid.goal': 'The last five hold Q♠ (−3), 10♥ (−2) and 9♣ (−1). Do not take them: play a card.',
  'favour.avoid.betrayal': 'That take would cost you 6 points. Play a card instead: each play pushes the oldest card out of the last five.',
  'favour.avoid.done': 'Your opponent played too: the Q♠ and the 10♥ have left the last five.',
  'favour.take.goal': 'Now only the 9♣ (−1) is left, beside four followers: take.',
  'favour.take.later': 'Take now: four followers for one point of betrayal is a good trade.',
  'favour.take.done': 'Followers of three families for −1. Favour cards you collect count just like that, the other way.',

  'crowns.title': 'The three crowns',
  'crowns.intro': 'K♠, K♣ and K♦ are the crowns. They score nothing, but whoever collects all three wins at once.',
  'crowns.take.goal': 'You hold K♠ and K♣, and the K♦ lies among the last five. Take!',
  'crowns.take.later': 'If you play, your opponent may take the K♦. Take it now.',
  'crowns.take.done': 'All three crowns: you win at once, whatever the score. Watch which crowns your opponent gathers too.',

  'roundEnd.title': 'The end of a round',
  'roundEnd.intro':
    'A round ends once both hands are empty and both players have taken. The row stays as it is, each player gets five new cards, ' +
    'and the other player starts. After the fourth round the points decide.',
  'roundEnd.last.goal': 'You took this round already: play your last card.',
  'roundEnd.last.taken': 'You took this round already: play your last card.',
  'roundEnd.last.done': 'Both are done: round 2. Five new cards each, and your opponent started it.',
  'roundEnd.next.goal': 'Round 2: play or take, as you think best.',
  'roundEnd.next.done':
    'After round 4 the pile is empty and the points are counted: families, sets, favour and betrayal. ' +
    'A tie goes to more ♠ followers, then ♥, ♦ and ♣, then more crowns.',
};

const de: LessonTexts = {
  'row.title': 'Die Reihe, Ausspielen und Nehmen',
  'row.intro':
    'Beide teilen sich eine Reihe Karten. In deinem Zug spielst du entweder eine Karte aus der Hand ans Ende der Reihe ' +
    'oder nimmst die letzten fünf Karten der Reihe in deine offene Sammlung. Nehmen darfst du einmal pro Runde.',
  'row.play.goal': 'Spiel eine beliebige Karte (← →, dann Enter): sie kommt ans Ende der Reihe.',
  'row.play.early': 'Nehmen dürftest du schon, aber nur die zwei Karten dort. Spiel zuerst eine Karte.',
  'row.play.done': 'Deine Karte liegt am Ende der Reihe, dein Gegner hat eine dahinter gespielt.',
  'row.take.goal': 'Nimm mit t: die letzten fünf Karten der Reihe, hier alle vier, kommen in deine Sammlung.',
  'row.take.notYet': 'Nimm jetzt mit t: einmal pro Runde darfst du, und du hast noch nicht.',
  'row.take.done': 'Die Karten gehören dir, offen für beide. Dein Gegner hat wieder gespielt.',
  'row.once.goal': 'Du hast in dieser Runde genommen, ab jetzt spielst du aus. Spiel eine Karte.',
  'row.once.twice': 'Nur einmal Nehmen pro Runde: spiel eine Karte.',
  'row.once.done': 'Jede Runde hat also sechs Züge: fünfmal ausspielen, einmal nehmen.',

  'families.title': 'Familien und Mehrheiten',
  'families.intro':
    'Anhänger sind die niedrigen Karten: Ass bis 8 in ♠, bis 7 in ♥, bis 6 in ♦, bis 5 in ♣. Am Ende bekommt, wer mehr Anhänger einer Familie hat, ' +
    'ihren Wert: ♠ 8, ♥ 7, ♦ 6, ♣ 5. Bei Gleichstand bekommt niemand etwas.',
  'families.take.goal': 'Dein Gegner hat zwei ♠-Anhänger, du einen. Nimm: die 4♠ und die 6♠ unter den letzten fünf bringen dir die ♠-Mehrheit.',
  'families.take.later': 'Warten ginge, aber jede gespielte Karte schiebt eine davon aus den letzten fünf. Nimm jetzt.',
  'families.take.done': 'Drei ♠ gegen zwei: die 8 Punkte für ♠ gehören vorerst dir. Die 9♦ kam mit, eine Verratskarte: −1.',

  'sets.title': 'Sätze',
  'sets.intro': 'Ein Anhänger aus jeder der vier Familien ergibt einen Satz: 5 Punkte, und jeder weitere volle Satz noch einmal 5.',
  'sets.take.goal': 'Du hast Anhänger in ♠, ♥ und ♦. Nimm: die 2♣ unter den letzten fünf macht den Satz voll.',
  'sets.take.later': 'Jede gespielte Karte schiebt eine aus den letzten fünf: die 2♣ könnte verloren gehen. Nimm jetzt.',
  'sets.take.done': 'Ein voller Satz: 5 Punkte, zusätzlich zu den Familien.',

  'favour.title': 'Gunst und Verrat',
  'favour.intro':
    'Die Buben, 10♠, 10♣ und K♥ bringen Gunst: +2, +3 oder +4. Verrat kostet: die 9en −1, 10♥, 10♦, Q♥ und Q♦ −2, Q♠ und Q♣ −3.',
  'favour.avoid.goal': 'Unter den letzten fünf liegen Q♠ (−3), 10♥ (−2) und 9♣ (−1). Nimm sie nicht: spiel eine Karte.',
  'favour.avoid.betrayal': 'Dieses Nehmen kostete dich 6 Punkte. Spiel lieber eine Karte: jede schiebt die älteste aus den letzten fünf.',
  'favour.avoid.done': 'Dein Gegner hat auch gespielt: Q♠ und 10♥ sind nicht mehr unter den letzten fünf.',
  'favour.take.goal': 'Jetzt bleibt nur die 9♣ (−1), neben vier Anhängern: nimm.',
  'favour.take.later': 'Nimm jetzt: vier Anhänger für einen Punkt Verrat sind ein guter Tausch.',
  'favour.take.done': 'Anhänger aus drei Familien für −1. Gesammelte Gunst zählt genauso, nur andersherum.',

  'crowns.title': 'Die drei Kronen',
  'crowns.intro': 'K♠, K♣ und K♦ sind die Kronen. Sie bringen keine Punkte, aber wer alle drei sammelt, gewinnt sofort.',
  'crowns.take.goal': 'Du hast K♠ und K♣, und der K♦ liegt unter den letzten fünf. Nimm!',
  'crowns.take.later': 'Spielst du aus, kann dein Gegner den K♦ nehmen. Nimm ihn jetzt.',
  'crowns.take.done': 'Alle drei Kronen: du gewinnst sofort, egal wie es steht. Achte auch darauf, welche Kronen dein Gegner sammelt.',

  'roundEnd.title': 'Das Ende einer Runde',
  'roundEnd.intro':
    'Eine Runde endet, wenn beide Hände leer sind und beide genommen haben. Die Reihe bleibt liegen, jeder bekommt fünf neue Karten, ' +
    'und der andere beginnt. Nach der vierten Runde entscheiden die Punkte.',
  'roundEnd.last.goal': 'Du hast in dieser Runde schon genommen: spiel deine letzte Karte.',
  'roundEnd.last.taken': 'Du hast in dieser Runde schon genommen: spiel deine letzte Karte.',
  'roundEnd.last.done': 'Beide sind fertig: Runde 2. Je fünf neue Karten, und dein Gegner hat begonnen.',
  'roundEnd.next.goal': 'Runde 2: spiel aus oder nimm, wie du es für richtig hältst.',
  'roundEnd.next.done':
    'Nach Runde 4 ist der Stapel leer, und es wird gezählt: Familien, Sätze, Gunst und Verrat. ' +
    'Bei Gleichstand entscheiden mehr ♠-Anhänger, dann ♥, ♦ und ♣, dann mehr Kronen.',
};

export const THRONFOLGE_LESSON_TEXTS: Dictionary<LessonTexts> = { en, de };
