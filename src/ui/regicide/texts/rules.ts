// The rules as this program plays them (`regicide rules`), written for this project in each
// language of the screens: one text per language.
import type { Dictionary } from '../../shared/i18n.js';

const en = `REGICIDE — how this program plays it

Together you storm a castle of twelve enemies: four jacks, then four queens,
then four kings. Beat them all and you win; fail to absorb an attack and you
all lose. Everyone wins or loses together.

THE CARDS
  Number cards count their face value, an ace counts 1, a jester 0.
  Enemies:  jack   attack 10, health 20
            queen  attack 15, health 30
            king   attack 20, health 40
  An enemy beaten with exactly its health joins your side: it is laid
  face down onto the tavern (the draw pile) and, once drawn, is worth
  10 (jack), 15 (queen) or 20 (king) and has its suit's power.

SETTING UP
  Players      1   2   3   4
  Hand limit   8   7   6   5
  Jesters      -   -   1   2   (shuffled into the tavern)
  The tavern holds the forty cards A–10 of every suit plus the jesters.
  Everyone is dealt up to the hand limit; player 1 begins.

YOUR TURN
  1. Play cards, or yield (play nothing).
  2. The suit powers of your play take effect.
  3. The enemy takes the play's value as damage.
  4. If it is still standing it strikes back at you.

  What you may play:
  - any single card;
  - two to four cards of the same rank whose values add up to 10 or less
    (2+2, 2+2+2, 2+2+2+2, 3+3, 3+3+3, 4+4, 5+5);
  - an ace together with exactly one other card (another ace too);
  - a jester, always on its own.

SUIT POWERS (using the total value of the play)
  ♥ Hearts    shuffle the discard pile and slide that many of its cards
              under the tavern.
  ♦ Diamonds  deal that many cards from the tavern, one at a time, starting
              with you and going round the table; full hands are skipped.
  ♣ Clubs     the play deals double damage.
  ♠ Spades    a shield: the enemy's attack is lowered by that much for as
              long as this enemy lives. Shields of all players add up.
  If a play holds several suits, each suit's power happens once, hearts
  before diamonds. Whatever the enemy's own suit would do is lost on it
  (its immunity) — the cards still deal their normal damage.

THE JESTER
  Playing a jester does no damage but lifts the enemy's immunity until it
  falls: from then on its own suit works against it, and spades already
  played against a spade enemy begin to shield. The enemy does not strike
  back, and the jester's player picks who goes next (themselves included).

DEFEATING AN ENEMY
  Once the damage reaches its health the enemy falls. Exactly its health:
  it goes on top of the tavern. More: it goes to the discard pile. The
  cards played against it are discarded, the next enemy is revealed, and
  the same player starts a fresh turn against it.

TAKING AN ATTACK
  The attack is the enemy's attack value minus all active shields. You
  discard cards whose values together reach at least that much. Discard
  one card at a time and stop as soon as the damage is covered: you may
  not throw away a card more than needed. An attack of 0 costs nothing.
  If your whole hand is worth less than the attack, everyone loses.

YIELDING
  You may yield instead of playing, but not if every other player yielded
  on their last turn. If you can neither play nor yield, you lose.

SOLO
  One player, hand limit 8, no jesters in the tavern. Two jesters lie
  beside the game instead. Twice per game, at the start of your turn or
  just before you discard for an attack, you may flip one: discard your
  whole hand and draw a new one up to the hand limit. Yielding is not
  allowed in solo (unless the solo-yield variant is on).
  Medals for a win: gold with no jester flipped, silver with one, bronze
  with both.

VARIANTS (--variant NAME, may be repeated)
  extra-jester   one more jester in the tavern (easier)
  bigger-hand    every hand limit +1 (easier)
  smaller-hand   every hand limit -1 (harder)
  short          no kings: you win when the last queen falls
  solo-yield     yielding allowed in solo, but never twice in a row
  feign-death    with a full hand you may yield and throw the whole hand
                 away instead of taking the attack
`;

const de = `REGICIDE — so spielt dieses Programm

Gemeinsam stürmt ihr eine Burg mit zwölf Gegnern: erst vier Buben, dann
vier Damen, zuletzt vier Könige. Wer alle besiegt, gewinnt; wer einen
Angriff nicht abwehren kann, lässt alle verlieren. Ihr gewinnt und
verliert immer gemeinsam.

DIE KARTEN
  Zahlenkarten zählen ihren Wert, ein Ass zählt 1, ein Narr 0.
  Gegner:  Bube   Angriff 10, Leben 20
           Dame   Angriff 15, Leben 30
           König  Angriff 20, Leben 40
  Auf dem Bildschirm heißen Bube, Dame und König J, Q und K (Jack, Queen,
  King), in der Kopfzeile wie auf den Karten.
  Ein Gegner, der mit genau seinem Leben besiegt wird, läuft zu euch über:
  Er kommt verdeckt oben auf die Taverne (den Nachziehstapel) und zählt,
  sobald er gezogen ist, 10 (Bube), 15 (Dame) oder 20 (König) und hat die
  Kraft seiner Farbe.

AUFBAU
  Spieler        1   2   3   4
  Handlimit      8   7   6   5
  Narren         -   -   1   2   (in die Taverne gemischt)
  Die Taverne enthält die vierzig Karten A–10 aller Farben und die Narren.
  Alle bekommen Karten bis zum Handlimit; Spieler 1 beginnt.

DEIN ZUG
  1. Karten ausspielen oder aussetzen (nichts spielen).
  2. Die Farbkräfte des Ausspiels wirken.
  3. Der Gegner erleidet den Wert des Ausspiels als Schaden.
  4. Steht er noch, schlägt er gegen dich zurück.

  Was du spielen darfst:
  - eine beliebige einzelne Karte;
  - zwei bis vier Karten gleichen Rangs mit einer Summe von höchstens 10
    (2+2, 2+2+2, 2+2+2+2, 3+3, 3+3+3, 4+4, 5+5);
  - ein Ass zusammen mit genau einer anderen Karte (auch einem Ass);
  - einen Narren, immer allein.

FARBKRÄFTE (mit dem Gesamtwert des Ausspiels)
  ♥ Herz    die Ablage mischen und so viele ihrer Karten unter die Taverne
            schieben.
  ♦ Karo    so viele Karten aus der Taverne verteilen, eine nach der
            anderen, bei dir beginnend reihum; volle Hände werden
            übersprungen.
  ♣ Kreuz   das Ausspiel macht doppelten Schaden.
  ♠ Pik     schützt: jeder Angriff dieses Gegners fällt um diesen Wert
            geringer aus, solange er lebt. Was alle Spieler an Pik
            gespielt haben, zählt zusammen.
  Enthält ein Ausspiel mehrere Farben, wirkt jede Kraft einmal, Herz vor
  Karo. Die Farbe, die der Gegner selbst trägt, bleibt gegen ihn
  wirkungslos (Immunität) — ihren normalen Schaden machen die Karten
  trotzdem.

DER NARR
  Ein Narr richtet keinen Schaden an; dafür verliert der Gegner seine
  Immunität, bis er fällt: Ab jetzt wirkt seine eigene Farbe gegen ihn,
  und schon gegen einen Pik-Gegner gespieltes Pik beginnt zu schützen.
  Der Gegner schlägt nicht zurück, und wer den Narren gespielt hat,
  bestimmt, wer als Nächstes dran ist (auch sich selbst).

EINEN GEGNER BESIEGEN
  Erreicht der Schaden sein Leben, fällt der Gegner. Genau sein Leben: Er
  kommt oben auf die Taverne. Mehr: Er kommt auf die Ablage. Die gegen ihn
  gespielten Karten werden abgelegt, der nächste Gegner wird aufgedeckt,
  und dieselbe Person beginnt gegen ihn einen neuen Zug.

EINEN ANGRIFF ABWEHREN
  Der Angriff ist der Angriffswert des Gegners minus alle wirksamen
  Schilde. Du wirfst Karten ab, deren Werte zusammen mindestens so hoch
  sind. Wirf Karte für Karte ab und hör auf, sobald der Schaden gedeckt
  ist: keine Karte mehr als nötig. Ein Angriff von 0 kostet nichts.
  Ist deine ganze Hand weniger wert als der Angriff, verlieren alle.

AUSSETZEN
  Statt zu spielen darfst du aussetzen — außer wenn sämtliche Mitspieler
  zuletzt selbst ausgesetzt haben. Kannst du weder spielen noch
  aussetzen, habt ihr verloren.

SOLO
  Eine Person, Handlimit 8, keine Narren in der Taverne. Dafür liegen zwei
  Narren neben dem Spiel. Zweimal im Spiel darfst du zu Beginn deines Zugs
  oder direkt vor dem Abwerfen für einen Angriff einen davon umdrehen:
  deine ganze Hand ablegen und bis zum Handlimit neu ziehen. Aussetzen ist
  im Solo nicht erlaubt (außer mit der Variante solo-yield).
  Medaillen für einen Sieg: Gold ohne umgedrehten Narren, Silber mit
  einem, Bronze mit beiden.

VARIANTEN (--variant NAME, mehrfach möglich)
  extra-jester   ein Narr mehr in der Taverne (leichter)
  bigger-hand    jedes Handlimit +1 (leichter)
  smaller-hand   jedes Handlimit -1 (schwerer)
  short          keine Könige: gewonnen, wenn die letzte Dame fällt
  solo-yield     Aussetzen im Solo erlaubt, aber nie zweimal nacheinander
  feign-death    mit voller Hand darfst du aussetzen und statt den Angriff
                 abzuwehren die ganze Hand abwerfen
`;

export const REGICIDE_RULES: Dictionary<string> = { en, de };
