// The rules as this program plays them (`regicide rules`), written for this project in each
// language of the screens: one text per language.
import type { Dictionary } from '../../shared/texts-for.js';

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

const de = `REGICIDE – so spielt dieses Programm

Gemeinsam stürmt ihr eine Burg mit zwölf Gegnern: erst vier Buben, dann
vier Damen, zuletzt vier Könige. Besiegt ihr alle, gewinnt ihr; kann
jemand einen Angriff nicht abwehren, verliert ihr alle – ihr gewinnt und
verliert immer gemeinsam.

DIE KARTEN
  Zahlenkarten zählen ihren Wert, ein Ass zählt 1, ein Narr 0.
  Gegner:  Bube   Angriff 10, Leben 20
           Dame   Angriff 15, Leben 30
           König  Angriff 20, Leben 40
  Auf dem Bildschirm heißen Bube, Dame und König B, D und K, wie auf
  deutschen Karten (mit --ascii J, Q und K, wie auf englischen).
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
  1. Karten ausspielen oder passen (nichts spielen).
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
  ♠ Pik     schützt: Jeder Angriff dieses Gegners fällt um diesen Wert
            geringer aus, solange er lebt. Was alle Spieler an Pik
            gespielt haben, zählt zusammen.
  Enthält ein Ausspiel mehrere Farben, wirkt jede Kraft einmal, Herz vor
  Karo. Die Farbe, die der Gegner selbst trägt, bleibt gegen ihn
  wirkungslos (Immunität) – ihren normalen Schaden machen die Karten
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

PASSEN
  Statt zu spielen darfst du passen – außer wenn sämtliche Mitspieler
  zuletzt selbst gepasst haben. Kannst du weder spielen noch passen,
  habt ihr verloren.

SOLO
  Eine Person, Handlimit 8, keine Narren in der Taverne. Dafür liegen zwei
  Narren neben dem Spiel. Zweimal im Spiel darfst du zu Beginn deines Zugs
  oder direkt vor dem Abwerfen für einen Angriff einen davon umdrehen:
  deine ganze Hand ablegen und bis zum Handlimit neu ziehen. Passen ist
  im Solo nicht erlaubt (außer mit der Variante solo-yield).
  Medaillen für einen Sieg: Gold ohne umgedrehten Narren, Silber mit
  einem, Bronze mit beiden.

VARIANTEN (--variant NAME, mehrfach möglich)
  extra-jester   ein Narr mehr in der Taverne (leichter)
  bigger-hand    jedes Handlimit +1 (leichter)
  smaller-hand   jedes Handlimit -1 (schwerer)
  short          keine Könige: gewonnen, wenn die letzte Dame fällt
  solo-yield     Passen im Solo erlaubt, aber nie zweimal nacheinander
  feign-death    mit voller Hand darfst du passen und, statt den Angriff
                 abzuwehren, die ganze Hand abwerfen
`;

const fr = `REGICIDE — les règles telles que ce programme les joue

Ensemble, vous prenez d’assaut un château gardé par douze ennemis\u00a0: quatre
valets, puis quatre dames, enfin quatre rois. Abattez-les tous et vous
gagnez\u00a0; si l’un de vous ne peut pas encaisser une attaque, tout le monde
perd. On gagne ou on perd toujours ensemble.

LES CARTES
  Une carte numérotée vaut son chiffre, un as vaut 1, un joker 0.
  Ennemis\u00a0: valet  attaque 10, vie 20
            dame   attaque 15, vie 30
            roi    attaque 20, vie 40
  À l’écran, valet, dame et roi s’écrivent V, D et R, comme sur les cartes
  d’un jeu français (avec --ascii J, Q et K, comme sur un jeu anglais).
  Un ennemi abattu avec exactement sa vie passe dans votre camp\u00a0: il est
  posé face cachée sur la taverne (la pioche) et, une fois pioché, vaut
  10 (valet), 15 (dame) ou 20 (roi) avec le pouvoir de sa couleur.

MISE EN PLACE
  Joueurs          1   2   3   4
  Main maximale    8   7   6   5
  Jokers           -   -   1   2   (mélangés dans la taverne)
  La taverne contient les quarante cartes de l’as au 10 des quatre
  couleurs, plus les jokers. Chacun reçoit des cartes jusqu’à sa main
  maximale\u00a0; le joueur 1 commence.

VOTRE TOUR
  1. Jouez des cartes, ou passez (ne rien jouer).
  2. Les pouvoirs des couleurs jouées s’appliquent.
  3. L’ennemi subit la valeur du coup en dégâts.
  4. S’il tient encore debout, il riposte contre vous.

  Ce que vous pouvez jouer\u00a0:
  - une carte seule, quelle qu’elle soit\u00a0;
  - deux à quatre cartes de même rang dont le total ne dépasse pas 10
    (2+2, 2+2+2, 2+2+2+2, 3+3, 3+3+3, 4+4, 5+5)\u00a0;
  - un as accompagné d’une seule autre carte (un autre as compris)\u00a0;
  - un joker, toujours seul.

POUVOIRS DES COULEURS (selon la valeur totale du coup)
  ♥ Cœur     mélangez la défausse et glissez autant de ses cartes sous la
             taverne.
  ♦ Carreau  distribuez autant de cartes de la taverne, une à la fois, en
             commençant par vous et en faisant le tour de la table\u00a0; les
             mains pleines sont sautées.
  ♣ Trèfle   le coup inflige le double de dégâts.
  ♠ Pique    un bouclier\u00a0: l’attaque de l’ennemi baisse d’autant tant qu’il
             reste en vie. Les boucliers de tous les joueurs s’additionnent.
  Un coup de plusieurs couleurs déclenche chaque pouvoir une fois, le cœur
  avant le carreau. Le pouvoir de la couleur de l’ennemi reste sans effet
  contre lui (son immunité) — les cartes infligent quand même leurs dégâts.

LE JOKER
  Un joker n’inflige aucun dégât, mais lève l’immunité de l’ennemi jusqu’à
  sa chute\u00a0: dès lors sa propre couleur agit contre lui, et les piques déjà
  joués contre un ennemi de pique se mettent à protéger. L’ennemi ne
  riposte pas, et qui a joué le joker désigne qui joue ensuite (lui-même
  compris).

ABATTRE UN ENNEMI
  Dès que les dégâts atteignent sa vie, l’ennemi tombe. Exactement sa vie\u00a0:
  il va sur la taverne. Au-delà\u00a0: il va à la défausse. Les cartes jouées
  contre lui sont défaussées, l’ennemi suivant est révélé et le même joueur
  recommence un tour contre lui.

ENCAISSER UNE ATTAQUE
  L’attaque vaut la force de l’ennemi moins tous les boucliers actifs.
  Vous défaussez des cartes dont les valeurs atteignent au moins ce total.
  Défaussez une carte à la fois et arrêtez dès que les dégâts sont
  couverts\u00a0: aucune carte de plus que nécessaire. Une attaque de 0 ne coûte
  rien. Si toute votre main vaut moins que l’attaque, tout le monde perd.

PASSER
  Vous pouvez passer au lieu de jouer, sauf si chacun des autres joueurs a
  passé à son dernier tour. Si vous ne pouvez ni jouer ni passer, c’est
  perdu.

SOLO
  Un seul joueur, main maximale 8, aucun joker dans la taverne\u00a0: deux
  jokers attendent à côté du jeu. Deux fois par partie, au début de votre
  tour ou juste avant de défausser contre une attaque, vous pouvez en
  retourner un\u00a0: défaussez toute votre main et repiochez jusqu’à la main
  maximale. En solo, on ne passe pas (sauf avec la variante solo-yield).
  Médailles d’une victoire\u00a0: or sans joker retourné, argent avec un, bronze
  avec les deux.

VARIANTES (--variant NOM, à répéter au besoin)
  extra-jester   un joker de plus dans la taverne (plus facile)
  bigger-hand    chaque main maximale +1 (plus facile)
  smaller-hand   chaque main maximale -1 (plus difficile)
  short          pas de rois\u00a0: la victoire vient avec la dernière dame
  solo-yield     passer est permis en solo, mais jamais deux fois de suite
  feign-death    avec une main pleine, vous pouvez passer et jeter toute
                 votre main au lieu de subir l’attaque (simuler la mort)
`;

const nb = `REGICIDE – slik spiller dette programmet det

Sammen stormer dere et slott med tolv fiender: først fire knekter, så fire
damer og til slutt fire konger. Slå dem alle, og dere vinner; klarer én av
dere ikke å ta imot et angrep, taper alle. Dere vinner og taper sammen.

KORTENE
  Tallkort teller pålydende, et ess teller 1, en narr 0.
  Fiender:  knekt  angrep 10, liv 20
            dame   angrep 15, liv 30
            konge  angrep 20, liv 40
  På skjermen heter knekt, dame og konge J, Q og K (Jack, Queen, King),
  slik de står på kortene i en engelsk kortstokk.
  En fiende som får nøyaktig like mye skade som den har liv, går over til
  deres side: den legges med bildet ned øverst på tavernaen (trekkbunken)
  og er, når den trekkes, verdt 10 (knekt), 15 (dame) eller 20 (konge) med
  kraften til fargen sin.

OPPSETT
  Spillere        1   2   3   4
  Maks på hånden  8   7   6   5
  Narrer          -   -   1   2   (stokket inn i tavernaen)
  Tavernaen har de førti kortene fra ess til 10 i alle farger, og narrene.
  Alle får kort opp til maks på hånden; spiller 1 begynner.

DIN TUR
  1. Spill kort, eller stå over (spill ingenting).
  2. Fargekreftene i spillet ditt virker.
  3. Fienden tar verdien av spillet som skade.
  4. Står den fortsatt, slår den tilbake mot deg.

  Dette kan du spille:
  - ett hvilket som helst kort;
  - to til fire kort av samme valør med sum 10 eller mindre
    (2+2, 2+2+2, 2+2+2+2, 3+3, 3+3+3, 4+4, 5+5);
  - et ess sammen med nøyaktig ett annet kort (også et ess);
  - en narr, alltid alene.

FARGEKREFTER (ut fra den samlede verdien av spillet)
  ♥ Hjerter  stokk kastebunken og skyv like mange av kortene der under
             tavernaen.
  ♦ Ruter    del ut like mange kort fra tavernaen, ett om gangen, fra deg
             og videre rundt bordet; fulle hender hoppes over.
  ♣ Kløver   spillet gir dobbel skade.
  ♠ Spar     et skjold: fiendens angrep blir så mye lavere så lenge denne
             fienden lever. Skjoldene til alle spillerne legges sammen.
  Har et spill flere farger, virker hver kraft én gang, hjerter før ruter.
  Kraften til fiendens egen farge virker ikke mot den (immunitet) – kortene
  gir likevel sin vanlige skade.

NARREN
  En narr gir ingen skade, men opphever fiendens immunitet til den faller:
  fra da av virker dens egen farge mot den, og spar som alt er spilt mot en
  sparfiende, begynner å skjerme. Fienden slår ikke tilbake, og den som
  spilte narren, velger hvem som spiller nå (seg selv også).

Å BESEIRE EN FIENDE
  Når skaden når fiendens liv, faller den. Nøyaktig livet: den legges
  øverst på tavernaen. Mer: den går til kastebunken. Kortene som ble
  spilt mot den, kastes, neste fiende snus, og samme spiller begynner en
  ny tur mot den.

Å TA IMOT ET ANGREP
  Angrepet er fiendens angrepsverdi minus alle skjold som virker. Du kaster
  kort som til sammen er verdt minst så mye. Kast ett kort om gangen og
  stopp så snart skaden er dekket: ikke ett kort mer enn nødvendig. Et
  angrep på 0 koster ingenting. Er hele hånden din verdt mindre enn
  angrepet, taper alle.

Å STÅ OVER
  Du kan stå over i stedet for å spille, men ikke hvis alle de andre sto
  over i sin siste tur. Kan du verken spille eller stå over, har dere tapt.

SOLO
  Én spiller, maks 8 på hånden, ingen narrer i tavernaen. I stedet ligger
  to narrer ved siden av spillet. To ganger i spillet, ved starten av turen
  din eller rett før du kaster kort mot et angrep, kan du snu én av dem:
  kast hele hånden og trekk en ny opp til maks. I solo kan du ikke stå over
  (unntatt med varianten solo-yield).
  Medaljer for seier: gull uten snudd narr, sølv med én, bronse med begge.

VARIANTER (--variant NAVN, kan gjentas)
  extra-jester   én narr til i tavernaen (lettere)
  bigger-hand    maks på hånden +1 for alle (lettere)
  smaller-hand   maks på hånden -1 for alle (vanskeligere)
  short          ingen konger: dere vinner når den siste damen faller
  solo-yield     å stå over er lov i solo, men aldri to ganger på rad
  feign-death    med full hånd kan du stå over og kaste hele hånden i
                 stedet for å ta imot angrepet (spille død)
`;

export const REGICIDE_RULES: Dictionary<string> = { en, de, fr, nb };
