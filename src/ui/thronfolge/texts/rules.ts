// The rules as this program plays them (`thronfolge rules`), written for this project in each
// language of the screens: one text per language.
import type { Dictionary } from '../../shared/texts-for.js';

const en = `THRONFOLGE — how this program plays it

Two rivals court the followers of four noble families while the old ruler's
favour and betrayal change hands. After four rounds the better court wins —
unless someone gathers all three crowns first.

THE 45 CARDS (from one ordinary deck)
  Followers   ♠ A–8 (8 cards)   family worth 8
              ♥ A–7 (7 cards)   family worth 7
              ♦ A–6 (6 cards)   family worth 6
              ♣ A–5 (5 cards)   family worth 5
  Favour      J♠ J♥ J♦ J♣ +2 each, 10♠ 10♣ +3 each, K♥ +4
  Betrayal    9♠ 9♦ 9♣ −1 each, 10♥ 10♦ Q♥ Q♦ −2 each, Q♠ Q♣ −3 each
  Crowns      K♠ K♣ K♦ — worth nothing, but all three together win at once
  Left out:   ♣ 6 7 8, ♦ 7 8, ♥ 8 9 and the jokers.

SETTING UP
  Shuffle the 45 cards and put the top three aside unseen: they take no part
  (with the variant open-discards both players see them). Deal five cards to
  each player, then turn two cards face up: they begin the row. The other 30
  cards are the draw pile. A coin toss (or --first 1|2) picks who starts the
  first round; after that the starting player alternates every round.

A ROUND
  Starting with the round's starting player, you take turns. On your turn
  you do exactly one thing:
  - Play: lay one card from your hand face up at the end of the row.
  - Take: move the last five cards of the row (fewer if the row is shorter)
    into your collection, face up. You may take only once per round.
  Once you have taken, you can only play. With an empty hand you must take
  if you have not yet. So each of you makes six moves a round: five plays and
  one take. If one player has finished all six, the other makes the rest of
  theirs one after the other. A take by choice needs at least one card in
  the row.
  The round ends when both hands are empty and both players have taken.
  Cards left in the row stay there. While the draw pile lasts, each player
  gets five new cards and the other player starts the next round. After the
  fourth round the pile is empty and the game is scored.

THREE CROWNS
  The moment one collection holds K♠, K♣ and K♦, its owner wins — no scoring.
  If a crown was set aside at the start, this cannot happen.

SCORING (after round 4)
  1. Families: whoever has strictly more followers of a family scores its
     worth (♠ 8, ♥ 7, ♦ 6, ♣ 5). Equal counts, also 0 against 0, score
     nothing.
  2. Sets: each complete set of one follower from every family scores 5.
  3. Favour cards add their value, betrayal cards subtract theirs; crowns
     count nothing.
  The higher total wins. If the totals are equal, more ♠ followers decide,
  then more ♥, then ♦, then ♣, then more crowns. If even that is equal,
  both players win together.

MATCH PLAY
  With --games N you play N games; the loser of one game starts the next
  (after a shared victory, the player who did not begin the last game).

ON SCREEN
  The row runs from oldest to newest; the five cards a take gets now are in
  brackets. Both collections are open, grouped by family, favour, betrayal
  and crowns, with the score as it would stand now. Before you move, the
  preview shows what a take gets you and what your play would leave within
  your opponent's reach. ←/→ choose a card, Enter plays it, t takes, ? help,
  q quits (the game is saved; go on later with --resume).
`;

const de = `THRONFOLGE – so spielt dieses Programm

Zwei Rivalen werben um die Anhänger von vier Adelsfamilien, während Gunst
und Verrat des alten Herrschers den Besitzer wechseln. Nach vier Runden
gewinnt der bessere Hofstaat – es sei denn, jemand sammelt vorher alle drei
Kronen.

DIE 45 KARTEN (aus einem gewöhnlichen Kartenspiel)
  Anhänger    ♠ A–8 (8 Karten)   Familie zählt 8
              ♥ A–7 (7 Karten)   Familie zählt 7
              ♦ A–6 (6 Karten)   Familie zählt 6
              ♣ A–5 (5 Karten)   Familie zählt 5
  Gunst       J♠ J♥ J♦ J♣ je +2, 10♠ 10♣ je +3, K♥ +4
  Verrat      9♠ 9♦ 9♣ je −1, 10♥ 10♦ Q♥ Q♦ je −2, Q♠ Q♣ je −3
  Kronen      K♠ K♣ K♦ – ohne Punktwert, aber alle drei zusammen gewinnen
              sofort
  Nicht dabei: ♣ 6 7 8, ♦ 7 8, ♥ 8 9 und die Joker.
  Bube, Dame und König heißen hier B, D und K (mit --ascii J, Q und K).

VORBEREITUNG
  Die 45 Karten mischen und die obersten drei verdeckt beiseitelegen: Sie
  spielen nicht mit (mit der Variante open-discards sehen beide sie). Jeder
  bekommt fünf Karten, dann werden zwei Karten offen ausgelegt: Sie beginnen
  die Reihe. Die übrigen 30 Karten bilden den Nachziehstapel. Ein Münzwurf
  (oder --first 1|2) bestimmt, wer die erste Runde beginnt; danach wechselt
  der Startspieler jede Runde.

EINE RUNDE
  Ab dem Startspieler der Runde seid ihr abwechselnd dran. In deinem Zug
  tust du genau eines:
  - Anlegen: eine Handkarte offen ans Ende der Reihe legen.
  - Nehmen: die letzten fünf Karten der Reihe (weniger, wenn sie kürzer ist)
    offen in deine Sammlung legen. Nehmen darfst du nur einmal pro Runde.
  Wer schon genommen hat, muss anlegen. Mit leerer Hand musst du nehmen,
  falls du es noch nicht getan hast. So macht jeder sechs Züge pro Runde:
  fünfmal anlegen, einmal nehmen. Ist einer mit allen sechs fertig, macht
  der andere seine restlichen Züge nacheinander. Freiwillig nehmen geht nur,
  wenn mindestens eine Karte in der Reihe liegt.
  Die Runde endet, wenn beide Hände leer sind und beide genommen haben.
  Karten, die in der Reihe bleiben, liegen dort weiter. Solange der
  Nachziehstapel reicht, bekommt jeder fünf neue Karten, und der andere
  Spieler beginnt die nächste Runde. Nach der vierten Runde ist der Stapel
  leer und es wird gewertet.

DREI KRONEN
  Sobald eine Sammlung K♠, K♣ und K♦ enthält, gewinnt ihr Besitzer sofort –
  ohne Wertung. Liegt eine Krone bei den aussortierten Karten, geht das nicht.

WERTUNG (nach Runde 4)
  1. Familien: Wer mehr Anhänger einer Familie hat, bekommt ihren Wert
     (♠ 8, ♥ 7, ♦ 6, ♣ 5). Gleichstand, auch 0 zu 0, bringt nichts.
  2. Sätze: Jeder vollständige Satz aus je einem Anhänger aller vier
     Familien bringt 5.
  3. Gunstkarten zählen ihren Wert dazu, Verratskarten ziehen ihren ab;
     Kronen zählen nichts.
  Die höhere Summe gewinnt. Bei gleicher Summe entscheiden mehr ♠-Anhänger,
  dann ♥, dann ♦, dann ♣, dann mehr Kronen. Ist auch das gleich, gewinnen
  beide gemeinsam.

MATCH
  Mit --games N spielt ihr N Partien; wer eine Partie verliert, beginnt die
  nächste (nach einem geteilten Sieg, wer die letzte nicht begonnen hat).

AUF DEM BILDSCHIRM
  Die Reihe läuft von der ältesten zur neuesten Karte; die fünf, die Nehmen
  jetzt bringt, stehen in eckigen Klammern. Beide Sammlungen liegen offen,
  nach Familien, Gunst, Verrat und Kronen geordnet, mit dem Punktestand, wie
  er jetzt wäre. Vor deinem Zug zeigt die Vorschau, was Nehmen dir bringt und
  was dein Anlegen dem Gegner in Reichweite legt. ←/→ Karte wählen, Enter
  anlegen, t nehmen, ? Hilfe, q beenden (das Spiel ist gespeichert; weiter
  mit --resume).
`;

const fr = `THRONFOLGE — les règles telles que ce programme les joue

Deux rivaux courtisent les partisans de quatre familles nobles, tandis que
la faveur et la trahison du vieux souverain changent de mains. Après quatre
manches, la meilleure cour l’emporte — à moins que quelqu’un ne réunisse
d’abord les trois couronnes.

LES 45 CARTES (tirées d’un jeu ordinaire)
  Partisans   ♠ A–8 (8 cartes)   la famille vaut 8
              ♥ A–7 (7 cartes)   la famille vaut 7
              ♦ A–6 (6 cartes)   la famille vaut 6
              ♣ A–5 (5 cartes)   la famille vaut 5
  Faveur      J♠ J♥ J♦ J♣ +2 chacune, 10♠ 10♣ +3 chacune, K♥ +4
  Trahison    9♠ 9♦ 9♣ −1 chacune, 10♥ 10♦ Q♥ Q♦ −2 chacune, Q♠ Q♣ −3 chacune
  Couronnes   K♠ K♣ K♦ — sans valeur, mais les trois ensemble gagnent
              aussitôt
  Hors jeu\u00a0:  ♣ 6 7 8, ♦ 7 8, ♥ 8 9 et les jokers.
  Valet, dame et roi s’écrivent ici V, D et R (avec --ascii J, Q et K).

MISE EN PLACE
  Mélangez les 45 cartes et écartez les trois du dessus sans les regarder\u00a0:
  elles ne jouent pas (avec la variante open-discards, les deux joueurs les
  voient). Donnez cinq cartes à chacun, puis retournez deux cartes face
  visible\u00a0: elles ouvrent la rangée. Les 30 autres forment la pioche. Pile
  ou face (ou --first 1|2) désigne qui ouvre la première manche\u00a0; ensuite,
  le premier joueur change à chaque manche.

UNE MANCHE
  En partant du premier joueur de la manche, vous jouez chacun votre tour.
  À votre tour, vous faites exactement une chose\u00a0:
  - Jouer\u00a0: posez une carte de votre main face visible au bout de la rangée.
  - Prendre\u00a0: placez les cinq dernières cartes de la rangée (moins si elle
    est plus courte) dans votre collection, face visible. Vous ne prenez
    qu’une fois par manche.
  Après avoir pris, vous ne pouvez plus que jouer. Main vide, vous devez
  prendre si ce n’est pas encore fait. Chacun fait donc six coups par
  manche\u00a0: cinq fois jouer, une fois prendre. Si l’un a fini ses six coups,
  l’autre joue les siens à la suite. Une prise volontaire demande au moins
  une carte dans la rangée.
  La manche se termine quand les deux mains sont vides et que chacun a
  pris. Les cartes restées dans la rangée y restent. Tant que la pioche
  suffit, chacun reçoit cinq nouvelles cartes et l’autre joueur ouvre la
  manche suivante. Après la quatrième manche, la pioche est vide et l’on
  compte les points.

TROIS COURONNES
  Dès qu’une collection contient K♠, K♣ et K♦, son propriétaire gagne —
  sans décompte. Si une couronne a été écartée au départ, c’est impossible.

DÉCOMPTE (après la manche 4)
  1. Familles\u00a0: qui a strictement plus de partisans d’une famille marque sa
     valeur (♠ 8, ♥ 7, ♦ 6, ♣ 5). À égalité, même 0 contre 0, personne ne
     marque.
  2. Séries\u00a0: chaque série complète d’un partisan de chaque famille
     rapporte 5.
  3. Les cartes de faveur ajoutent leur valeur, celles de trahison la
     retirent\u00a0; les couronnes ne comptent rien.
  Le total le plus haut gagne. À total égal, le plus de partisans ♠
  départage, puis ♥, puis ♦, puis ♣, puis le plus de couronnes. Si tout
  reste égal, les deux joueurs gagnent ensemble.

MATCH
  Avec --games N, vous jouez N parties\u00a0; le perdant d’une partie ouvre la
  suivante (après une victoire partagée, celui qui n’a pas ouvert la
  dernière).

À L’ÉCRAN
  La rangée va de la plus ancienne carte à la plus récente\u00a0; les cinq cartes
  qu’une prise emporterait sont entre crochets. Les deux collections sont
  visibles, rangées par famille, faveur, trahison et couronnes, avec le
  score tel qu’il serait maintenant. Avant votre coup, l’aperçu montre ce
  qu’une prise vous rapporterait et ce que votre carte laisserait à portée
  de l’adversaire. ←/→ choisissent une carte, Entrée la joue, t prend,
  ? ouvre l’aide, q quitte (la partie est sauvegardée\u00a0; reprise plus tard
  avec --resume).
`;

const nb = `THRONFOLGE – slik spiller dette programmet det

To rivaler kjemper om tilhengerne til fire adelsfamilier, mens den gamle
herskerens gunst og svik skifter hender. Etter fire runder vinner det beste
hoffet – med mindre noen samler alle tre kronene først.

DE 45 KORTENE (fra en vanlig kortstokk)
  Tilhengere  ♠ A–8 (8 kort)   familien er verdt 8
              ♥ A–7 (7 kort)   familien er verdt 7
              ♦ A–6 (6 kort)   familien er verdt 6
              ♣ A–5 (5 kort)   familien er verdt 5
  Gunst       J♠ J♥ J♦ J♣ +2 hver, 10♠ 10♣ +3 hver, K♥ +4
  Svik        9♠ 9♦ 9♣ −1 hver, 10♥ 10♦ Q♥ Q♦ −2 hver, Q♠ Q♣ −3 hver
  Kroner      K♠ K♣ K♦ – verdt ingenting, men alle tre sammen vinner straks
  Ikke med:   ♣ 6 7 8, ♦ 7 8, ♥ 8 9 og jokerne.
  Knekt, dame og konge heter her J, Q og K (som på skjermen).

OPPSETT
  Stokk de 45 kortene og legg de tre øverste bort usett: de er ikke med
  (med varianten open-discards ser begge spillerne dem). Del ut fem kort
  til hver, og snu så to kort med bildet opp: de begynner rekken. De andre
  30 kortene er trekkbunken. Et myntkast (eller --first 1|2) avgjør hvem
  som starter første runde; deretter bytter startspilleren hver runde.

EN RUNDE
  Dere spiller annenhver gang, og rundens startspiller begynner. På din
  tur gjør du nøyaktig én ting:
  - Spill: legg ett kort fra hånden med bildet opp til slutt i rekken.
  - Ta: flytt de fem siste kortene i rekken (færre hvis rekken er kortere)
    med bildet opp til samlingen din. Du kan bare ta én gang per runde.
  Når du har tatt, kan du bare spille. Med tom hånd må du ta hvis du ikke
  har gjort det ennå. Dermed gjør hver av dere seks trekk per runde: fem
  ganger spill, én gang ta. Er den ene ferdig med alle seks, gjør den andre
  resten av sine etter hverandre. Å ta frivillig krever minst ett kort i
  rekken.
  Runden slutter når begge hendene er tomme og begge har tatt. Kort som
  ligger igjen i rekken, blir liggende. Så lenge trekkbunken rekker, får
  hver spiller fem nye kort, og den andre spilleren starter neste runde.
  Etter fjerde runde er bunken tom, og poengene telles.

TRE KRONER
  I det øyeblikket en samling har K♠, K♣ og K♦, vinner eieren – uten
  poengtelling. Ble en krone lagt bort i starten, kan ikke dette skje.

POENGTELLING (etter runde 4)
  1. Familier: den som har flest tilhengere av en familie, får verdien
     (♠ 8, ♥ 7, ♦ 6, ♣ 5). Likt antall, også 0 mot 0, gir ingenting.
  2. Sett: hvert komplett sett med én tilhenger fra hver familie gir 5.
  3. Gunstkort legger til verdien sin, svikkort trekker fra sin; kroner
     teller ingenting.
  Høyeste sum vinner. Ved lik sum avgjør flest ♠-tilhengere, så ♥, så ♦,
  så ♣, så flest kroner. Er også det likt, vinner begge sammen.

KAMP
  Med --games N spiller dere N partier; taperen av ett parti starter det
  neste (etter delt seier den som ikke startet det forrige).

PÅ SKJERMEN
  Rekken går fra eldste til nyeste kort; de fem kortene du får ved å ta nå,
  står i hakeparentes. Begge samlingene er åpne, ordnet etter familie,
  gunst, svik og kroner, med poengene slik de ville stått nå. Før du
  trekker, viser forhåndsvisningen hva du får ved å ta, og hva kortet du
  spiller, legger innen rekkevidde for motstanderen. ←/→ velger et kort,
  Enter spiller det, t tar, ? hjelp, q avslutter (spillet er lagret;
  fortsett senere med --resume).
`;

export const THRONFOLGE_RULES: Dictionary<string> = { en, de, fr, nb };
