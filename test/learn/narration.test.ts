// Screen-reader narration: labelled plain lines from one seat's update — whose turn, what was
// played, damage, draws — and the whole situation on request, never a card that seat may not know.
import { describe, expect, it } from 'vitest';
import { cardOf } from '../../src/core/cards.js';
import { regicide } from '../../src/games/regicide/index.js';
import { thronfolge } from '../../src/games/thronfolge/index.js';
import { Table } from '../../src/table/table.js';
import type { SeatPlayer } from '../../src/table/types.js';
import { changeLines as regicideChange, situationLines as regicideSituation, type RegicideNarrator } from '../../src/ui/regicide/narration.js';
import { REGICIDE_TEXTS } from '../../src/ui/regicide/strings.js';
import { REGICIDE_NARRATION_TEXTS } from '../../src/ui/regicide/texts/narration.js';
import { LANGS } from '../../src/text/lang.js';
import { SPOKEN_TEXTS } from '../../src/ui/shared/texts/spoken.js';
import { changeLines as thronfolgeChange, situationLines as thronfolgeSituation, type ThronfolgeNarrator } from '../../src/ui/thronfolge/narration.js';
import { THRONFOLGE_TEXTS } from '../../src/ui/thronfolge/strings.js';
import { THRONFOLGE_NARRATION_TEXTS } from '../../src/ui/thronfolge/texts/narration.js';

const idle: SeatPlayer = { kind: 'human', decide: () => {} };
/** Box drawing, block elements, suit symbols read out as noise, escape sequences. */
const NOISE = /[\u2500-\u259f\u2660-\u2667\u001b]/;
const regicideNarrator = (lang: (typeof LANGS)[number]): RegicideNarrator => ({ t: REGICIDE_TEXTS[lang], n: REGICIDE_NARRATION_TEXTS[lang], spoken: SPOKEN_TEXTS[lang] });
const thronfolgeNarrator = (lang: (typeof LANGS)[number]): ThronfolgeNarrator => ({ t: THRONFOLGE_TEXTS[lang], n: THRONFOLGE_NARRATION_TEXTS[lang], spoken: SPOKEN_TEXTS[lang] });

function regicideTable() {
  const table = Table.create(regicide, { players: 2, variants: [] }, 'narrate');
  table.sit(1, idle);
  table.sit(2, idle);
  table.start();
  return table;
}

describe('Regicide narration', () => {
  it('the situation names the enemy, its health and attack, your hand numbered, your moves and keys', () => {
    const table = regicideTable();
    const update = table.updateFor(1);
    const lines = regicideSituation(update, regicideNarrator('en'));
    const enemy = update.view.enemy!;
    expect(lines[0]).toMatch(new RegExp(`^Enemy: (jack) of \\w+, damage 0 of ${enemy.health}, attack ${enemy.attack}; immune to \\w+$`));
    expect(lines).toContainEqual(expect.stringMatching(/^Your hand: card 1: \S+ of \w+; card 2: /));
    expect(lines).toContainEqual('Turn: yours: play');
    expect(lines).toContainEqual(expect.stringMatching(/^Moves: play /));
    expect(lines).toContainEqual(expect.stringMatching(/^Keys: numbers \(or the arrows and space\) select cards, Enter plays, p yields/));
    expect(lines).toContainEqual('Table: Player 2 holds 7 cards');
    for (const line of lines) expect(line).not.toMatch(NOISE);
  });

  it('after a move: what was played, the attack, whose turn — labelled, in both languages', () => {
    const table = regicideTable();
    const move = table.updateFor(1).legal.find((m) => m.type === 'play' && m.cards.length === 1)!;
    table.submit(1, move);
    const en = regicideChange(table.updateFor(1), regicideNarrator('en'));
    expect(en[0]).toMatch(/^Move: Player 1 plays \S+ of \w+: /);
    expect(en.some((l) => l.startsWith('Turn: '))).toBe(true);
    const de = regicideChange(table.updateFor(1), regicideNarrator('de'));
    expect(de[0]).toMatch(/^Gespielt: Spieler 1 spielt (Pik|Herz|Karo|Kreuz)[ -]/);
    for (const line of [...en, ...de]) expect(line).not.toMatch(NOISE);
  });

  it('in French and Norwegian: the cards in words, and French spaces its colon and semicolon', () => {
    const table = regicideTable();
    const fr = regicideSituation(table.updateFor(1), regicideNarrator('fr'));
    expect(fr[0]).toMatch(/^Ennemi\u00a0: valet de (pique|cœur|carreau|trèfle), dégâts 0 sur \d+, attaque \d+\u00a0; immunité contre le \S+$/);
    expect(fr).toContainEqual(expect.stringMatching(/^Votre main\u00a0: carte 1\u00a0: \S+ de (pique|cœur|carreau|trèfle)\u00a0; carte 2\u00a0: /));
    for (const line of fr) expect(line).not.toMatch(/[^\u00a0][:;] /);
    const nb = regicideSituation(table.updateFor(1), regicideNarrator('nb'));
    expect(nb[0]).toMatch(/^Fiende: (spar|hjerter|ruter|kløver) knekt, skade 0 av \d+, angrep \d+; immun mot \S+$/);
    expect(nb).toContainEqual('Bordet: Spiller 2 har 7 kort');
    for (const line of [...fr, ...nb]) expect(line).not.toMatch(NOISE);
  });

  it('a seat hears its own draws by name and nothing of another hand', () => {
    // Play diamonds until a draw happens, narrating for both seats.
    const table = regicideTable();
    for (let i = 0; i < 20 && table.toMove() !== null; i++) {
      const seat = table.toMove()!;
      const legal = table.updateFor(seat).legal;
      const move = legal.find((m) => m.type === 'play' && m.cards.some((c) => Math.floor(c / 13) === 2)) ?? legal.find((m) => m.type !== 'yield') ?? legal[0];
      table.submit(seat, move);
      const other = seat === 1 ? 2 : 1;
      const hidden = table.updateFor(seat).view.hand.map((c) => SPOKEN_TEXTS.en.card(cardOf(c)));
      const heard = [...regicideChange(table.updateFor(other), regicideNarrator('en')), ...regicideSituation(table.updateFor(other), regicideNarrator('en'))].join('\n');
      for (const name of hidden) expect(heard, `${name} of seat ${seat} told to seat ${other}`).not.toMatch(new RegExp(`(^|[ ,])${name}($|[,;\n])`));
    }
  });
});

describe('Thronfolge narration', () => {
  it('the situation names the round, the row, what a take gets, collections with scores, your hand and moves', () => {
    const table = Table.create(thronfolge, { first: 1, variants: [] }, 'narrate');
    table.sit(1, idle);
    table.sit(2, idle);
    table.start();
    const lines = thronfolgeSituation(table.updateFor(1), thronfolgeNarrator('en'));
    expect(lines[0]).toBe('Round: 1 of 4, draw pile 30 cards');
    expect(lines).toContainEqual(expect.stringMatching(/^Row: \S+ of \w+, \S+ of \w+$/));
    expect(lines).toContainEqual('Collections: you: nothing yet, score 0; Player 2: nothing yet, score 0');
    expect(lines).toContainEqual('Opponent: Player 2 holds 5 cards, may still take this round');
    expect(lines).toContainEqual(expect.stringMatching(/^Moves: play .*; take$/));
    for (const line of lines) expect(line).not.toMatch(NOISE);
    // The other seat's hand is never named.
    const theirs = table.updateFor(2).view.hand;
    const heard = lines.join('\n');
    for (const c of theirs) expect(heard).not.toMatch(new RegExp(`(^|[ ,])${SPOKEN_TEXTS.en.card(cardOf(c))}($|[,;\n])`));
    table.submit(1, { type: 'take' });
    expect(thronfolgeChange(table.updateFor(2), thronfolgeNarrator('en'))).toEqual([expect.stringMatching(/^Move: Player 1 takes /), 'Turn: yours: play a card']);
  });
});
