// The words of Thronfolge's lessons (src/games/thronfolge/lessons): for every lesson its title and
// introduction, for every step its goal, what it did, and why a wrong move is not the one.
// Keys are the lessons' text codes `<lesson>.<step>.<part>`; a test checks that every language has all.
import type { Dictionary } from '../../shared/texts-for.js';
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
  'favour.intro': 'The jacks, 10♠, 10♣ and K♥ bring favour: +2, +3 or +4. Betrayal costs: the 9s −1, 10♥, 10♦, Q♥ and Q♦ −2, Q♠ and Q♣ −3.',
  'favour.avoid.goal': 'The last five hold Q♠ (−3), 10♥ (−2) and 9♣ (−1). Do not take them: play a card.',
  'favour.avoid.betrayal': 'The betrayal cards in it would cost you 6 points. Play a card instead: each play pushes the oldest card out of the last five.',
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
  'roundEnd.next.done': 'After round 4 the pile is empty and the points are counted: families, sets, favour and betrayal. ' + 'A tie goes to more ♠ followers, then ♥, ♦ and ♣, then more crowns.',
};

const de: LessonTexts = {
  'row.title': 'Die Reihe, Anlegen und Nehmen',
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
  'row.once.done': 'Jede Runde hat also sechs Züge: fünfmal anlegen, einmal nehmen.',

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
  'favour.intro': 'Die Buben, 10♠, 10♣ und K♥ bringen Gunst: +2, +3 oder +4. Verrat kostet: die 9er −1, 10♥, 10♦, Q♥ und Q♦ −2, Q♠ und Q♣ −3.',
  'favour.avoid.goal': 'Unter den letzten fünf liegen Q♠ (−3), 10♥ (−2) und 9♣ (−1). Nimm sie nicht: spiel eine Karte.',
  'favour.avoid.betrayal': 'Die Verratskarten darin würden dich 6 Punkte kosten. Spiel lieber eine Karte: jede schiebt die älteste aus den letzten fünf.',
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
    'Nach Runde 4 ist der Stapel leer, und es wird gezählt: Familien, Sätze, Gunst und Verrat. ' + 'Bei Gleichstand entscheiden mehr ♠-Anhänger, dann ♥, ♦ und ♣, dann mehr Kronen.',
};

const fr: LessonTexts = {
  'row.title': 'La rangée, jouer et prendre',
  'row.intro':
    'Les deux joueurs partagent une seule rangée de cartes. À votre tour, soit vous posez une carte de votre main au bout de la rangée, ' +
    'soit vous prenez les cinq dernières cartes de la rangée dans votre collection, visible de tous. On ne prend qu’une fois par manche.',
  'row.play.goal': 'Jouez n’importe quelle carte de votre main (← →, puis Entrée)\u00a0: elle va au bout de la rangée.',
  'row.play.early': 'Vous pourriez déjà prendre, mais seulement les deux cartes posées. Jouez d’abord une carte.',
  'row.play.done': 'Votre carte est au bout de la rangée, et votre adversaire en a posé une après elle.',
  'row.take.goal': 'Prenez avec t\u00a0: les cinq dernières cartes de la rangée, ici les quatre, rejoignent votre collection.',
  'row.take.notYet': 'Prenez maintenant avec t\u00a0: une prise par manche, et vous ne l’avez pas encore faite.',
  'row.take.done': 'Ces cartes sont à vous, face visible. Votre adversaire a rejoué.',
  'row.once.goal': 'Vous avez pris cette manche\u00a0: désormais, vous jouez. Posez une carte.',
  'row.once.twice': 'Une seule prise par manche\u00a0: posez une carte.',
  'row.once.done': 'Chaque manche compte donc six coups\u00a0: cinq cartes posées et une prise.',

  'families.title': 'Familles et majorités',
  'families.intro':
    'Les partisans sont les petites cartes\u00a0: de l’as au 8 à ♠, au 7 à ♥, au 6 à ♦, au 5 à ♣. À la fin, celui qui a le plus de partisans d’une famille ' +
    'marque sa valeur\u00a0: ♠ 8, ♥ 7, ♦ 6, ♣ 5. En cas d’égalité, personne ne marque.',
  'families.take.goal': 'Votre adversaire a deux partisans ♠, vous un seul. Prenez\u00a0: le 4♠ et le 6♠ parmi les cinq dernières vous donnent la majorité à ♠.',
  'families.take.later': 'Vous pourriez attendre, mais chaque carte posée fait sortir l’une d’elles des cinq dernières. Prenez maintenant.',
  'families.take.done': 'Trois ♠ contre deux\u00a0: les 8 points de ♠ sont à vous pour l’instant. Le 9♦ a suivi, une carte de trahison\u00a0: −1.',

  'sets.title': 'Les séries',
  'sets.intro': 'Un partisan de chacune des quatre familles forme une série, qui vaut 5 points\u00a0; chaque série complète de plus en rapporte 5 autres.',
  'sets.take.goal': 'Vous avez des partisans à ♠, ♥ et ♦. Prenez\u00a0: le 2♣ parmi les cinq dernières complète une série.',
  'sets.take.later': 'Chaque carte posée en pousse une hors des cinq dernières\u00a0: le 2♣ pourrait vous échapper. Prenez maintenant.',
  'sets.take.done': 'Une série complète\u00a0: 5 points, en plus de ce que rapportent les familles.',

  'favour.title': 'Faveur et trahison',
  'favour.intro': 'Les valets, le 10♠, le 10♣ et le K♥ apportent la faveur\u00a0: +2, +3 ou +4. La trahison coûte\u00a0: les 9 −1, 10♥, 10♦, Q♥ et Q♦ −2, Q♠ et Q♣ −3.',
  'favour.avoid.goal': 'Les cinq dernières contiennent la Q♠ (−3), le 10♥ (−2) et le 9♣ (−1). Ne les prenez pas\u00a0: posez une carte.',
  'favour.avoid.betrayal': 'Les cartes de trahison qu’elle contient vous coûteraient 6 points. Posez plutôt une carte\u00a0: chaque carte posée fait sortir la plus ancienne des cinq dernières.',
  'favour.avoid.done': 'Votre adversaire a posé une carte aussi\u00a0: la Q♠ et le 10♥ ont quitté les cinq dernières.',
  'favour.take.goal': 'Il ne reste que le 9♣ (−1), à côté de quatre partisans\u00a0: prenez.',
  'favour.take.later': 'Prenez maintenant\u00a0: quatre partisans pour un point de trahison, c’est une bonne affaire.',
  'favour.take.done': 'Des partisans de trois familles pour −1. Les cartes de faveur que vous ramassez comptent de la même façon, dans l’autre sens.',

  'crowns.title': 'Les trois couronnes',
  'crowns.intro': 'K♠, K♣ et K♦ sont les couronnes. Elles ne rapportent aucun point, mais qui réunit les trois gagne aussitôt.',
  'crowns.take.goal': 'Vous avez K♠ et K♣, et le K♦ est parmi les cinq dernières. Prenez\u00a0!',
  'crowns.take.later': 'Si vous posez une carte, votre adversaire peut prendre le K♦. Prenez-le maintenant.',
  'crowns.take.done': 'Les trois couronnes\u00a0: vous gagnez sur-le-champ, quel que soit le score. Surveillez aussi les couronnes que réunit votre adversaire.',

  'roundEnd.title': 'La fin d’une manche',
  'roundEnd.intro':
    'Une manche se termine quand les deux mains sont vides et que les deux joueurs ont pris. La rangée reste telle quelle, chacun reçoit cinq nouvelles cartes, ' +
    'et l’autre joueur commence. Après la quatrième manche, les points décident.',
  'roundEnd.last.goal': 'Vous avez déjà pris cette manche\u00a0: jouez votre dernière carte.',
  'roundEnd.last.taken': 'Vous avez déjà pris cette manche\u00a0: jouez votre dernière carte.',
  'roundEnd.last.done': 'Les deux ont fini\u00a0: manche 2. Cinq nouvelles cartes chacun, et c’est votre adversaire qui a commencé.',
  'roundEnd.next.goal': 'Manche 2\u00a0: posez ou prenez, comme bon vous semble.',
  'roundEnd.next.done':
    'Après la manche 4, la pioche est vide et on compte les points\u00a0: familles, séries, faveur et trahison. ' +
    'En cas d’égalité, l’emporte celui qui a le plus de partisans ♠, puis ♥, ♦ et ♣, puis le plus de couronnes.',
};

const nb: LessonTexts = {
  'row.title': 'Rekken, å spille og å ta',
  'row.intro':
    'Begge spillerne deler én rekke med kort. På din tur spiller du enten et kort fra hånden til slutten av rekken, ' +
    'eller du tar de fem siste kortene i rekken til samlingen din, som begge kan se. Du kan ta én gang per runde.',
  'row.play.goal': 'Spill hvilket som helst kort fra hånden (← →, så Enter): det havner bakerst i rekken.',
  'row.play.early': 'Du kan allerede ta, men bare de to kortene som ligger der. Spill et kort først.',
  'row.play.done': 'Kortet ditt ligger bakerst i rekken, og motstanderen la ett etter det.',
  'row.take.goal': 'Ta med t: de fem siste kortene i rekken, her alle fire, går til samlingen din.',
  'row.take.notYet': 'Ta nå med t: du kan ta én gang hver runde, og det har du ikke gjort ennå.',
  'row.take.done': 'Kortene er dine, med forsiden opp. Motstanderen spilte igjen.',
  'row.once.goal': 'Du har tatt denne runden, så fra nå av spiller du. Spill et kort.',
  'row.once.twice': 'Bare én gang å ta per runde: spill et kort.',
  'row.once.done': 'Hver runde har altså seks trekk: fem kort spilt og én gang tatt.',

  'families.title': 'Familier og flertall',
  'families.intro':
    'Tilhengerne er de lave kortene: ess til 8 i ♠, til 7 i ♥, til 6 i ♦, til 5 i ♣. Til slutt får den som har flest tilhengere i en familie ' +
    'verdien dens: ♠ 8, ♥ 7, ♦ 6, ♣ 5. Uavgjort gir ingen poeng.',
  'families.take.goal': 'Motstanderen har to ♠-tilhengere, du én. Ta: 4♠ og 6♠ blant de fem siste gir deg flertallet i ♠.',
  'families.take.later': 'Du kan vente, men hvert kort som spilles, skyver ett av dem ut av de fem siste. Ta nå.',
  'families.take.done': 'Tre ♠ mot to: de 8 poengene for ♠ er dine inntil videre. 9♦ fulgte med, et svikkort: −1.',

  'sets.title': 'Sett',
  'sets.intro': 'Én tilhenger fra hver av de fire familiene er et sett, verdt 5 poeng; hvert nytt komplett sett er verdt 5 til.',
  'sets.take.goal': 'Du har tilhengere i ♠, ♥ og ♦. Ta: 2♣ blant de fem siste fullfører et sett.',
  'sets.take.later': 'Hvert kort som spilles, skyver ett ut av de fem siste: 2♣ kan glippe. Ta nå.',
  'sets.take.done': 'Et komplett sett: 5 poeng, i tillegg til det familiene gir.',

  'favour.title': 'Gunst og svik',
  'favour.intro': 'Knektene, 10♠, 10♣ og K♥ gir gunst: +2, +3 eller +4. Svik koster: niere −1, 10♥, 10♦, Q♥ og Q♦ −2, Q♠ og Q♣ −3.',
  'favour.avoid.goal': 'De fem siste har Q♠ (−3), 10♥ (−2) og 9♣ (−1). Ikke ta dem: spill et kort.',
  'favour.avoid.betrayal': 'Svikkortene i den ville kostet deg 6 poeng. Spill heller et kort: hvert kort som spilles, skyver det eldste ut av de fem siste.',
  'favour.avoid.done': 'Motstanderen spilte også: Q♠ og 10♥ er ute av de fem siste.',
  'favour.take.goal': 'Nå er bare 9♣ (−1) igjen, ved siden av fire tilhengere: ta.',
  'favour.take.later': 'Ta nå: fire tilhengere for ett poeng svik er en god handel.',
  'favour.take.done': 'Tilhengere i tre familier for −1. Gunstkort du samler, teller på samme måte, bare motsatt vei.',

  'crowns.title': 'De tre kronene',
  'crowns.intro': 'K♠, K♣ og K♦ er kronene. De gir ingen poeng, men den som samler alle tre, vinner straks.',
  'crowns.take.goal': 'Du har K♠ og K♣, og K♦ ligger blant de fem siste. Ta!',
  'crowns.take.later': 'Spiller du, kan motstanderen ta K♦. Ta den nå.',
  'crowns.take.done': 'Alle tre kronene: du vinner straks, uansett poeng. Følg også med på hvilke kroner motstanderen samler.',

  'roundEnd.title': 'Slutten på en runde',
  'roundEnd.intro':
    'En runde er over når begge hendene er tomme og begge spillerne har tatt. Rekken blir liggende som den er, hver spiller får fem nye kort, ' +
    'og den andre spilleren begynner. Etter fjerde runde avgjør poengene.',
  'roundEnd.last.goal': 'Du har allerede tatt denne runden: spill ditt siste kort.',
  'roundEnd.last.taken': 'Du har allerede tatt denne runden: spill ditt siste kort.',
  'roundEnd.last.done': 'Begge er ferdige: runde 2. Fem nye kort hver, og motstanderen begynte.',
  'roundEnd.next.goal': 'Runde 2: spill eller ta, slik du synes er best.',
  'roundEnd.next.done': 'Etter runde 4 er trekkbunken tom og poengene telles: familier, sett, gunst og svik. ' + 'Står det likt, vinner den med flest ♠-tilhengere, så ♥, ♦ og ♣, så flest kroner.',
};

export const THRONFOLGE_LESSON_TEXTS: Dictionary<LessonTexts> = { en, de, fr, nb };
