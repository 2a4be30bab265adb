// The rules as this program plays them (`thronfolge rules`), written for this project in each
// language of the screens: one text per language.
import type { Dictionary } from '../../shared/i18n.js';

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

const de = `THRONFOLGE — so spielt dieses Programm

Zwei Rivalen werben um die Anhänger von vier Adelsfamilien, während Gunst
und Verrat des alten Herrschers den Besitzer wechseln. Nach vier Runden
gewinnt der bessere Hofstaat — es sei denn, jemand sammelt vorher alle drei
Kronen.

DIE 45 KARTEN (aus einem gewöhnlichen Kartenspiel)
  Anhänger    ♠ A–8 (8 Karten)   Familie zählt 8
              ♥ A–7 (7 Karten)   Familie zählt 7
              ♦ A–6 (6 Karten)   Familie zählt 6
              ♣ A–5 (5 Karten)   Familie zählt 5
  Gunst       J♠ J♥ J♦ J♣ je +2, 10♠ 10♣ je +3, K♥ +4
  Verrat      9♠ 9♦ 9♣ je −1, 10♥ 10♦ Q♥ Q♦ je −2, Q♠ Q♣ je −3
  Kronen      K♠ K♣ K♦ — ohne Punktwert, aber alle drei zusammen gewinnen
              sofort
  Nicht dabei: ♣ 6 7 8, ♦ 7 8, ♥ 8 9 und die Joker.
  Bube, Dame und König heißen hier J, Q und K (wie auf dem Bildschirm).

VORBEREITUNG
  Die 45 Karten mischen und die obersten drei verdeckt beiseitelegen: sie
  spielen nicht mit (mit der Variante open-discards sehen beide sie). Jeder
  bekommt fünf Karten, dann werden zwei Karten offen ausgelegt: sie beginnen
  die Reihe. Die übrigen 30 Karten bilden den Nachziehstapel. Ein Münzwurf
  (oder --first 1|2) bestimmt, wer die erste Runde beginnt; danach wechselt
  der Startspieler jede Runde.

EINE RUNDE
  Ab dem Startspieler der Runde seid ihr abwechselnd dran. In deinem Zug
  tust du genau eines:
  - Ausspielen: eine Handkarte offen ans Ende der Reihe legen.
  - Nehmen: die letzten fünf Karten der Reihe (weniger, wenn sie kürzer ist)
    offen in deine Sammlung legen. Nehmen darfst du nur einmal pro Runde.
  Wer schon genommen hat, muss ausspielen. Mit leerer Hand musst du nehmen,
  falls du es noch nicht getan hast. So macht jeder sechs Züge pro Runde:
  fünfmal ausspielen, einmal nehmen. Ist einer mit allen sechs fertig, macht
  der andere seine restlichen Züge nacheinander. Freiwillig nehmen geht nur,
  wenn mindestens eine Karte in der Reihe liegt.
  Die Runde endet, wenn beide Hände leer sind und beide genommen haben.
  Karten, die in der Reihe bleiben, liegen dort weiter. Solange der
  Nachziehstapel reicht, bekommt jeder fünf neue Karten, und der andere
  Spieler beginnt die nächste Runde. Nach der vierten Runde ist der Stapel
  leer und es wird gewertet.

DREI KRONEN
  Sobald eine Sammlung K♠, K♣ und K♦ enthält, gewinnt ihr Besitzer sofort —
  ohne Wertung. Liegt eine Krone bei den aussortierten Karten, geht das nicht.

WERTUNG (nach Runde 4)
  1. Familien: wer echt mehr Anhänger einer Familie hat, bekommt ihren Wert
     (♠ 8, ♥ 7, ♦ 6, ♣ 5). Gleichstand, auch 0 zu 0, bringt nichts.
  2. Sätze: jeder vollständige Satz aus je einem Anhänger aller vier
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
  was dein Ausspielen dem Gegner in Reichweite legt. ←/→ Karte wählen, Enter
  ausspielen, t nehmen, ? Hilfe, q beenden (das Spiel ist gespeichert; weiter
  mit --resume).
`;

export const THRONFOLGE_RULES: Dictionary<string> = { en, de };
