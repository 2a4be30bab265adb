// A German and a French player at the same network table each read every refusal and notice in
// their own language. The server sends codes with parameters (its English words ride along for
// scripts); each client words them from its own dictionary. First every code a seated player can
// be sent, in every language; then a live table on loopback where a German host and a French
// guest provoke the refusals of the lobby, of the table and of the rules, and the notices of a
// seat taken over and of the host leaving; last, each player's own screen at that table.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { regicide } from '../../src/games/regicide/index.js';
import type { RegicideRefusal } from '../../src/games/regicide/refusals.js';
import { thronfolge } from '../../src/games/thronfolge/index.js';
import type { ThronfolgeRefusal } from '../../src/games/thronfolge/refusals.js';
import type { CodedMessage } from '../../src/net/wire/messages.js';
import { NET_CODE_NAMES, type NetCode, netMessage, REFUSALS } from '../../src/net/wire/net-codes.js';
import { refusalMessage, talkRefusalMessage } from '../../src/net/wire/refusal-text.js';
import { type RemoteChange, RemoteTable } from '../../src/net/client/remote-table.js';
import type { TableRefusal, TalkRefusal } from '../../src/table/types.js';
import { LANGS, type Lang } from '../../src/text/lang.js';
import { codeWords, gameCodes, rulesCodes } from '../../src/ui/net/code-words.js';
import { NetTableApp } from '../../src/ui/net/NetTableApp.js';
import { NET_TEXTS } from '../../src/ui/net/net-strings.js';
import { REGICIDE_TEXTS } from '../../src/ui/regicide/strings.js';
import { renderUi, until } from '../ui/helpers.js';
import { waitFor } from './net-helpers.js';
import { type RoomServer, startRoomServer } from './room-server.js';
import { frenchSpacing } from '../../src/text/typography.js';

/** Each built-in game's codes as a seat's screen words them (its refusal words loaded once). */
const GAME_CODES = { regicide: await gameCodes('regicide'), thronfolge: await gameCodes('thronfolge') };

/**
 * Codes no seated player reads as a message: the refusals of a create or a join are printed by
 * the command line before any screen (in English with their code, as every command-line error) —
 * all but the bot-table quota, which a host also meets at the table (a start that fills seats);
 * the host closing the table ends the screen with a line of its own (NET_TEXTS' hostClosed…);
 * an abandoned table has nobody left to tell (only the server's log says it).
 */
const NOT_A_SEAT_MESSAGE = new Set<string>([...Object.keys(REFUSALS).filter((c) => c !== 'botTableQuota'), 'hostClosed', 'abandoned']);
const SEAT_CODES = NET_CODE_NAMES.filter((c) => !NOT_A_SEAT_MESSAGE.has(c));

/** Parameters enough for any code's words. */
const PARAMS = { seat: 2, toMove: 1, seats: [3], limit: 5, type: 'move', expected: '{"text": …}', at: 0, movesMade: 1, reason: 'unknown word "dance"', name: 'Ann', newHost: 2, newHostName: 'Bea' };

/** One refusal of each of the table's, the talk's and the rules' codes (the compiler holds the lists to the types). */
const TABLE_SAMPLES: { [C in TableRefusal['code']]: Extract<TableRefusal, { code: C }> } = {
  gameOver: { code: 'gameOver' },
  notYourTurn: { code: 'notYourTurn', seat: 2, toMove: 1 },
  staleTurn: { code: 'staleTurn' },
};
const TALK_SAMPLES: { [C in TalkRefusal['code']]: Extract<TalkRefusal, { code: C }> } = {
  gameOver: { code: 'gameOver' },
  noSuchSeat: { code: 'noSuchSeat', seat: 5 },
  notYourSeat: { code: 'notYourSeat', seat: 2 },
  noSignalNow: { code: 'noSignalNow' },
  chooserSignals: { code: 'chooserSignals', seat: 1 },
  staleSignal: { code: 'staleSignal', at: 3, movesMade: 4 },
  badSignal: { code: 'badSignal' },
  unknownPhrase: { code: 'unknownPhrase' },
  talkLimit: { code: 'talkLimit' },
};
const REGICIDE_SAMPLES: { [C in RegicideRefusal['code']]: Extract<RegicideRefusal, { code: C }> } = {
  gameOver: { code: 'gameOver' },
  wrongPhase: { code: 'wrongPhase', phase: 'discard', move: 'play', solo: false, due: 12 },
  notInHand: { code: 'notInHand' },
  badCombo: { code: 'badCombo', problem: 'comboTotal' },
  discardTooLow: { code: 'discardTooLow', worth: 4, due: 10 },
  discardTooHigh: { code: 'discardTooHigh', due: 6 },
  cannotYield: { code: 'cannotYield', reason: 'everyoneYielded' },
  cannotFeign: { code: 'cannotFeign', reason: 'handNotFull', size: 3, limit: 7 },
  cannotFlip: { code: 'cannotFlip', reason: 'noneLeft' },
  noSuchSeat: { code: 'noSuchSeat', seat: 4, players: 3 },
  unknownMove: { code: 'unknownMove' },
};
const THRONFOLGE_SAMPLES: { [C in ThronfolgeRefusal['code']]: Extract<ThronfolgeRefusal, { code: C }> } = {
  gameOver: { code: 'gameOver' },
  handEmptyMustTake: { code: 'handEmptyMustTake' },
  notACard: { code: 'notACard' },
  notInGame: { code: 'notInGame', card: 7 },
  notInHand: { code: 'notInHand', card: 3 },
  alreadyTaken: { code: 'alreadyTaken' },
  rowEmpty: { code: 'rowEmpty' },
  unknownMove: { code: 'unknownMove' },
};

/** The words of `m` in each language, with the server's English. */
const wordsIn = (game: 'regicide' | 'thronfolge', m: CodedMessage, seat = 2) => Object.fromEntries(LANGS.map((lang) => [lang, codeWords(lang, GAME_CODES[game], seat, m)])) as Record<Lang, string>;

/** Four languages, four texts, none of them the server's English (what a client falls back to). */
function expectOwnWords(words: Record<Lang, string>, m: CodedMessage): void {
  for (const lang of LANGS) {
    expect(words[lang], `${m.code} in ${lang}`).not.toBe('');
    expect(words[lang], `${m.code} in ${lang} is the server's English`).not.toBe(m.message);
  }
  expect(new Set(Object.values(words)).size, `${m.code}: ${JSON.stringify(words)}`).toBe(LANGS.length);
}

describe('every code a seated player is sent, in every language', () => {
  it('the list of the table’s codes is the server’s, less those no seat reads', () => {
    expect(SEAT_CODES).toEqual(expect.arrayContaining(['rate', 'badFrame', 'notHost', 'seatsEmpty', 'takenOver', 'hostLeft', 'botTableQuota', 'muted', 'talkRate', 'watchRefused']));
  });

  for (const code of SEAT_CODES) {
    it(`${code}: the table's code`, () => {
      const m = netMessage(code as NetCode, PARAMS);
      expectOwnWords(wordsIn('regicide', m), m);
    });
  }

  for (const [game, samples] of [
    ['regicide', REGICIDE_SAMPLES],
    ['thronfolge', THRONFOLGE_SAMPLES],
  ] as const) {
    it(`${game}: every refusal of the table, of its talk and of the rules`, () => {
      const engine = game === 'regicide' ? regicide : thronfolge;
      for (const refusal of [...Object.values(TABLE_SAMPLES), ...Object.values(samples)]) {
        const m = refusalMessage(engine, refusal);
        expectOwnWords(wordsIn(game, m), m);
      }
      for (const refusal of Object.values(TALK_SAMPLES)) {
        const m = talkRefusalMessage(refusal);
        expectOwnWords(wordsIn(game, m), m);
      }
    });

    it(`${game}: the rules' codes the screens word are the game's module's (less gameOver, the table's)`, () => {
      expect([...rulesCodes(game)].sort()).toEqual(
        Object.keys(samples)
          .filter((c) => c !== 'gameOver')
          .sort(),
      );
    });
  }
});

describe('a German host and a French guest at one table', () => {
  let server: RoomServer;
  beforeAll(async () => {
    server = await startRoomServer({ botDelayMs: 0 });
  });
  afterAll(async () => {
    await server?.close();
  });

  /** A client that keeps what it was sent, and waits for the next error or notice. */
  function listen(table: RemoteTable) {
    const got: CodedMessage[] = [];
    table.subscribe((c: RemoteChange) => {
      if (c.kind === 'error' || c.kind === 'notice') got.push({ code: c.code, params: c.params, message: c.message });
    });
    return {
      got,
      /** Does `act`, then gives the next message it brings. */
      async after(act: () => void, what: string): Promise<CodedMessage> {
        const before = got.length;
        act();
        await waitFor(table, () => got.length > before, 10_000, what);
        return got[before];
      },
    };
  }

  it('each reads every refusal and notice in their own language', async () => {
    const dora = await RemoteTable.create(server.address, { game: 'regicide', options: { players: 3, variants: [] }, seed: 'langs-1', botLevel: 'easy', name: 'Dora' });
    const fleur = await RemoteTable.join({ ...server.address, code: dora.code }, { name: 'Fleur' });
    const de = listen(dora);
    const fr = listen(fleur);
    const read: { lang: Lang; m: CodedMessage; words: string }[] = [];
    const reads = (lang: Lang, seat: number, m: CodedMessage) => {
      const words = codeWords(lang, GAME_CODES.regicide, seat, m);
      read.push({ lang, m, words });
      return words;
    };
    const german = (m: CodedMessage) => reads('de', dora.seat, m);
    const french = (m: CodedMessage) => reads('fr', fleur.seat, m);
    await waitFor(fleur, () => fleur.lobby?.seats[1].connected === true, 10_000, 'the lobby');

    // The lobby: the guest may not start, the host may not start with a seat empty or give away
    // a seat whose player is here, and nobody moves before the start.
    expect(french(await fr.after(() => fleur.start(true), 'notHost'))).toBe('Seul l’hôte peut faire cela');
    expect(german(await de.after(() => dora.start(false), 'seatsEmpty'))).toBe('Platz 3 ist frei: warten oder die freien Plätze mit Bots besetzen');
    expect(german(await de.after(() => dora.giveToBot(2), 'playerPresent'))).toBe('Die Person auf Platz 2 ist noch da oder kann noch zurückkommen');
    expect(french(await fr.after(() => fleur.submit('yield'), 'notStarted'))).toBe('La partie n’a pas encore commencé');
    french(await fr.after(() => fleur.sendRaw('dance', {}), 'unknownType'));
    german(await de.after(() => dora.sendRaw('start', { bots: 'yes' }), 'badMessage'));

    // The game: seat 3 goes to a bot, the host (seat 1) is to move.
    dora.start(true);
    await Promise.all([dora, fleur].map((t) => waitFor(t, () => t.update !== null, 10_000, 'the start')));
    expect(dora.update!.toMove).toBe(1);
    german(await de.after(() => dora.start(true), 'alreadyStarted'));
    german(await de.after(() => dora.giveToBot(3), 'alreadyBot'));
    expect(french(await fr.after(() => fleur.submit('yield'), 'notYourTurn'))).toBe('Ce n’est pas votre tour\u202f: c’est à la place 1 de jouer');
    const hand = (dora.update!.view as { hand: string[] }).hand;
    const missing = ['AS', 'AH', 'AD', 'AC', '2S', '2H', '2D', '2C'].find((c) => !hand.includes(c))!;
    const notInHand = await de.after(() => dora.submit(`play ${missing}`), 'the rules’ refusal');
    expect(notInHand.code).toBe('notInHand');
    german(notInHand);
    german(await de.after(() => dora.submit('dance'), 'badNotation'));
    german(await de.after(() => dora.sendRaw('move', { text: 'yield', at: 5 }), 'staleMove'));

    // The guest's seat taken over by a new connection of the same player: the old one is told.
    const fleurAgain = await RemoteTable.join({ ...server.address, code: dora.code }, { name: 'Fleur', seatToken: fleur.seatToken });
    await waitFor(fleur, () => fr.got.some((m) => m.code === 'takenOver'), 10_000, 'takenOver');
    expect(french(fr.got.find((m) => m.code === 'takenOver')!)).toBe('Une nouvelle connexion a repris cette place');
    const frAgain = listen(fleurAgain);

    // The host leaves for good: the French guest is the host now and reads so.
    await dora.leave();
    await waitFor(fleurAgain, () => frAgain.got.some((m) => m.code === 'hostLeft'), 10_000, 'hostLeft');
    expect(french(frAgain.got.find((m) => m.code === 'hostLeft')!)).toBe(frenchSpacing(NET_TEXTS.fr.hostLeft('Dora', true, '1')));
    expect(NET_TEXTS.fr.hostLeft('Dora', true, '1')).toMatch(/vous êtes maintenant l’hôte/);

    // Nothing was read in the server's English, and no German text reached the French screen or
    // the other way round.
    for (const { lang, m, words } of read) {
      expect(words, `${m.code} in ${lang}`).not.toBe(m.message);
      const other = lang === 'de' ? 'fr' : 'de';
      expect(words, `${m.code} in ${lang}`).not.toBe(codeWords(other, GAME_CODES.regicide, lang === 'de' ? dora.seat : fleur.seat, m));
    }
    expect(new Set(read.map((r) => r.m.code))).toEqual(
      new Set([
        'notHost',
        'seatsEmpty',
        'playerPresent',
        'notStarted',
        'unknownType',
        'badMessage',
        'alreadyStarted',
        'alreadyBot',
        'notYourTurn',
        'notInHand',
        'badNotation',
        'staleMove',
        'takenOver',
        'hostLeft',
      ]),
    );
    await fleurAgain.leave();
  });

  it('each screen shows its player the refusals in that player’s language', async () => {
    const dora = await RemoteTable.create(server.address, { game: 'regicide', options: { players: 2, variants: [] }, seed: 'langs-2', botLevel: 'easy', name: 'Dora' });
    const fleur = await RemoteTable.join({ ...server.address, code: dora.code }, { name: 'Fleur' });
    await Promise.all([dora, fleur].map((t) => waitFor(t, () => t.update !== null, 10_000, 'the start')));
    const commands = { rejoin: 'npx regicide join --resume', resumeHost: null };
    const screens = (
      [
        [dora, 'de'],
        [fleur, 'fr'],
      ] as const
    ).map(([table, lang]) => renderUi(<NetTableApp table={table} joinLine={null} savePath="/s.json" commands={commands} onExit={() => {}} />, { lang }));
    const [doraScreen, fleurScreen] = screens.map((ui) => () => ui.screen().replace(/\s+/g, ' '));
    /** A text as the screen shows it (a no-break space reads as a space). */
    const seen = (text: string): string => text.replace(/[\u00a0\u202f]/g, ' ');
    await until(doraScreen, (s) => s.includes(seen(REGICIDE_TEXTS.de.yourHand)));
    await until(fleurScreen, (s) => s.includes(seen(REGICIDE_TEXTS.fr.yourHand)));

    const [mover, waiter] = dora.update!.toMove === dora.seat ? [dora, fleur] : [fleur, dora];
    const waiterScreen = waiter === dora ? doraScreen : fleurScreen;
    const waiterLang = waiter === dora ? 'de' : 'fr';
    waiter.submit('yield');
    const notYours = codeWords(waiterLang, GAME_CODES.regicide, waiter.seat, { code: 'notYourTurn', params: { seat: waiter.seat, toMove: mover.seat }, message: '' });
    await until(waiterScreen, (s) => s.includes(seen(notYours)));
    expect(notYours).toBe(waiterLang === 'de' ? `Du bist nicht am Zug: Platz ${mover.seat} ist dran` : `Ce n’est pas votre tour\u202f: c’est à la place ${mover.seat} de jouer`);

    const moverScreen = mover === dora ? doraScreen : fleurScreen;
    const moverLang = mover === dora ? 'de' : 'fr';
    const hand = (mover.update!.view as { hand: string[] }).hand;
    const missing = ['AS', 'AH', 'AD', 'AC', '2S', '2H', '2D', '2C'].find((c) => !hand.includes(c))!;
    mover.submit(`play ${missing}`);
    const notInHand = REGICIDE_TEXTS[moverLang].refusal({ code: 'notInHand' });
    await until(moverScreen, (s) => s.includes(seen(notInHand)));
    // Neither screen shows the other's words.
    expect(moverScreen()).not.toContain(seen(REGICIDE_TEXTS[waiterLang].refusal({ code: 'notInHand' })));
    expect(waiterScreen()).not.toContain(seen(codeWords(moverLang, GAME_CODES.regicide, waiter.seat, { code: 'notYourTurn', params: { seat: waiter.seat, toMove: mover.seat }, message: '' })));
    for (const ui of screens) ui.unmount();
    await Promise.all([dora.leave(), fleur.leave()]);
  });
});
