// The protocol's English, pinned: every refusal code of the rules and of the table, every code of
// the server, a log that does not replay and a save --resume cannot open, in the words scripts
// read (error lines, verify and resume messages). The words live in one module
// (src/protocol/english.ts); moving them there changed none of them. Table talk and the watchers'
// codes too, as the talk branch worded them before they moved there.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resumeProblemText } from '../../src/cli/saves/resume-words.js';
import { newLog, ReplayFailure, verifyLog } from '../../src/core/log.js';
import { regicide } from '../../src/games/regicide/index.js';
import { netMessage, type NetCode } from '../../src/net/wire/net-codes.js';
import { errorEnglish, heardEnglish, refusalEnglish, replayProblemEnglish, type TalkLineProblem, talkLineEnglish, talkRefusalEnglish, verifyEnglish } from '../../src/protocol/english.js';
import type { SaveStore } from '../../src/store/save-store.js';
import { ResumeFailure, resumeSave } from '../../src/table/saves.js';
import { Table } from '../../src/table/table.js';
import type { TalkRefusal } from '../../src/table/types.js';
import { regicideResumeTexts } from '../../src/ui/regicide/entry.js';

const REGICIDE: [object, string][] = [
  [{ code: 'gameOver' }, 'the game is over'],
  [{ code: 'wrongPhase', phase: 'play', move: 'discard', solo: false, due: 0 }, 'not now: it is time to play cards or yield'],
  [{ code: 'wrongPhase', phase: 'play', move: 'discard', solo: true, due: 0 }, 'not now: it is time to play cards or flip a jester'],
  [{ code: 'wrongPhase', phase: 'discard', move: 'play', solo: false, due: 12 }, 'not now: it is time to discard cards worth at least 12'],
  [{ code: 'wrongPhase', phase: 'next', move: 'yield', solo: false, due: 0 }, 'not now: it is time to choose the next seat with "next N"'],
  [{ code: 'notInHand' }, 'those cards are not all in your hand'],
  [{ code: 'badCombo', problem: 'jesterAlone' }, 'not a legal play: a jester must be played alone'],
  [{ code: 'badCombo', problem: 'aceWithOne' }, 'not a legal play: an ace pairs with exactly one other card (no jester)'],
  [{ code: 'badCombo', problem: 'oneRank' }, 'not a legal play: a combo needs cards of one rank'],
  [{ code: 'badCombo', problem: 'faceInCombo' }, 'not a legal play: face cards cannot form a combo (only with an ace)'],
  [{ code: 'badCombo', problem: 'comboTotal' }, 'not a legal play: combos must total 10 or less'],
  [{ code: 'badCombo', problem: 'tooMany' }, 'not a legal play: at most four cards in a combo'],
  [{ code: 'discardTooLow', worth: 5, due: 12 }, 'those cards are worth 5, less than the 12 damage due'],
  [{ code: 'discardTooHigh', due: 12 }, 'too many cards: discarding stops as soon as 12 is covered (drop a card and it must fall short)'],
  [{ code: 'cannotYield', reason: 'solo' }, 'yielding is not allowed in solo (the solo-yield variant allows it)'],
  [{ code: 'cannotYield', reason: 'twiceInARow' }, 'you may not yield twice in a row (solo-yield)'],
  [{ code: 'cannotYield', reason: 'everyoneYielded' }, 'you may not yield: every other player yielded on their last turn'],
  [{ code: 'cannotFeign', reason: 'variant', size: 3, limit: 7 }, 'feigning death needs the feign-death variant'],
  [{ code: 'cannotFeign', reason: 'handNotFull', size: 3, limit: 7 }, 'feigning death needs a full hand (you hold 3 of 7 cards)'],
  [{ code: 'cannotFeign', reason: 'twiceInARow', size: 8, limit: 8 }, 'you may not feign death right after yielding or feigning'],
  [{ code: 'cannotFeign', reason: 'everyoneYielded', size: 7, limit: 7 }, 'you may not feign death: every other player yielded on their last turn'],
  [{ code: 'cannotFlip', reason: 'notSolo' }, 'flipping is only for solo games'],
  [{ code: 'cannotFlip', reason: 'noneLeft' }, 'no set-aside jester is left to flip'],
  [{ code: 'noSuchSeat', seat: 5, players: 3 }, 'choose a seat from 1 to 3'],
  [{ code: 'unknownMove' }, 'unknown move; expected play, yield, discard, next, flip or feign'],
  [{ code: 'notYourTurn', seat: 2, toMove: 1 }, 'it is not your turn: seat 1 is to move'],
  [{ code: 'staleTurn' }, 'that turn has already been played'],
];

const THRONFOLGE: [object, string][] = [
  [{ code: 'gameOver' }, 'the game is over'],
  [{ code: 'handEmptyMustTake' }, 'your hand is empty: you must take'],
  [{ code: 'notACard' }, 'that is not a card'],
  [{ code: 'notInGame', card: 6 }, '7S is not one of the 45 Thronfolge cards'],
  [{ code: 'notInHand', card: 2 }, '3S is not in your hand'],
  [{ code: 'alreadyTaken' }, 'you have already taken this round: play a card'],
  [{ code: 'rowEmpty' }, 'the row is empty, there is nothing to take: play a card'],
  [{ code: 'unknownMove' }, 'unknown move; expected "play C" or "take"'],
  [{ code: 'notYourTurn', seat: 1, toMove: 2 }, 'it is not your turn: seat 2 is to move'],
  [{ code: 'staleTurn' }, 'that turn has already been played'],
];

const SERVER: [NetCode, Record<string, unknown>, string][] = [
  ['rate', {}, 'too many messages; slow down (that one was dropped)'],
  ['badFrame', {}, 'that message could not be read (not valid msgpack); nothing changed'],
  ['badMessage', { type: 'move', expected: 'an object with text and at' }, 'a "move" message must be an object with text and at; nothing changed'],
  ['unknownType', { type: 'hello' }, 'unknown message type "hello"'],
  ['noSeat', {}, 'you hold no seat at this table'],
  ['notStarted', {}, 'the game has not started yet'],
  ['alreadyStarted', {}, 'the game has already started'],
  ['staleMove', { at: 3, movesMade: 5 }, 'that move answers position 3, but 5 moves have been made; nothing changed'],
  ['badNotation', { reason: 'unknown move "x"' }, 'unknown move "x"'],
  ['notHost', {}, 'only the host may do that'],
  ['noBotSeat', {}, 'no such seat to give to a bot'],
  ['alreadyBot', { seat: 3 }, 'seat 3 is already a bot'],
  ['playerPresent', { seat: 2 }, "seat 2's player is still at the table or may still come back"],
  ['seatAway', { seat: 2 }, 'seat 2 is held by a player who is away'],
  ['seatsEmpty', { seats: [2, 3] }, 'seat 2, 3 is empty: wait, or fill the empty seats with bots'],
  ['badCreate', { reason: 'players: bad' }, 'cannot open that table: players: bad'],
  ['botLevel', { level: 'x', allowed: ['easy', 'hard'] }, 'bot level must be one of easy, hard'],
  ['noTable', {}, 'no table has that code here, or that seat token is not valid there (or it expired)'],
  ['hostPresent', {}, 'the host is already at this table'],
  ['started', {}, 'the game has already started; a player who left rejoins with "join --resume"'],
  ['tableFull', {}, 'the table is full'],
  ['rejoinQuota', { seconds: 30 }, 'too many rejoins of this seat; try again in 30 s'],
  ['botTableQuota', { limit: 2 }, 'your address already holds 2 open tables with server bots; finish or leave one first'],
  ['tableQuota', { limit: 10 }, 'too many tables opened from your address (at most 10 a minute); wait a minute'],
  ['joinQuota', { limit: 60 }, 'too many joins from your address (at most 60 a minute); wait a minute'],
  ['guessQuota', {}, 'too many joins from your address found no table; wait a minute'],
  ['reservationQuota', {}, 'too many players are joining this table at once; try again in a few seconds'],
  ['connectionQuota', { limit: 16 }, 'too many open connections from your address (at most 16)'],
  ['tooLarge', { limit: 4096 }, 'a matchmaking request is at most 4096 bytes'],
  ['badRequest', { reason: 'not JSON' }, 'that request could not be read: not JSON'],
  ['foreignOrigin', {}, 'pages from other sites may not use this server'],
  ['serverStarting', {}, 'the server is starting (restoring its tables); try again in a moment'],
  ['serverStopping', {}, 'the server is stopping; try again in a moment'],
  ['notFound', {}, "nothing here: this server speaks only the game's protocol"],
  ['banned', {}, "this server's operator has banned your address"],
  ['takenOver', {}, 'this seat was taken over by a new connection'],
  ['hostClosed', {}, 'the host closed the table'],
  ['hostLeft', { seat: 1, newHost: 2 }, 'the host (seat 1) left the table; seat 2 is the host now'],
  ['abandoned', {}, 'everyone left the table; it is closed'],
  ['hostClosed', { resumable: true }, 'the host closed the table; it is saved, and when the host opens it again ("host --resume") rejoin with "join --resume"'],
  ['watching', {}, 'you are watching this table: watchers do not play or signal'],
  ['notGreeting', {}, 'watchers may only greet the table (good-luck, well-played, sorry, thinking)'],
  ['watchersSilent', {}, 'the host has not allowed watchers to greet the table'],
  ['muted', {}, 'the host has muted your phrases (signals still go through)'],
  ['talkRate', {}, 'too many phrases; wait a moment (that one was dropped)'],
  ['noWatchRequest', {}, 'nobody is waiting with that request to watch'],
  ['noWatchers', {}, 'this table does not take watchers'],
  ['watchersFull', {}, 'this table has as many watchers as it takes (or as many asking to watch)'],
  ['watchRefused', { reason: 'noAnswer' }, 'the host did not answer your request to watch'],
  ['watchRefused', { reason: 'refused' }, 'the host did not let you watch this table'],
];

const TALK_REFUSALS: [TalkRefusal, string][] = [
  [{ code: 'gameOver' }, 'the game is over'],
  [{ code: 'noSuchSeat', seat: 5 }, 'there is no seat 5 at this table'],
  [{ code: 'notYourSeat', seat: 2 }, 'seat 2 is not played from here'],
  [{ code: 'noSignalNow' }, 'a signal is given only after a jester, until its player chooses who goes next'],
  [{ code: 'chooserSignals', seat: 1 }, 'the player of the jester chooses who goes next; only the others signal'],
  [{ code: 'staleSignal', at: 3, movesMade: 4 }, 'that signal answers position 3, but 4 moves have been made; nothing was said'],
  [{ code: 'badSignal' }, 'a signal is "go" or "rather-not"'],
  [{ code: 'unknownPhrase' }, 'this game has no such phrase'],
  [{ code: 'talkLimit' }, 'you have said as much as one position allows; nothing was said'],
];

const TALK_LINES: [TalkLineProblem, string][] = [
  ['talkShape', 'talk is "signal [SEAT] go|rather-not" or "say [SEAT] PHRASE"'],
  ['signalValue', 'a signal is "signal go" or "signal rather-not"'],
  ['noPhrase', 'say which phrase: "say good-luck", "say my-hand", …'],
  ['whichSeat', 'stdin plays several seats: name the one that signals, e.g. "signal 2 go"'],
  ['watcherLine', 'a watcher may only greet: "say good-luck", "say well-played", "say sorry", "say thinking"'],
];

describe("the protocol's English", () => {
  it('words every refusal of Regicide and of its table as before', () => {
    for (const [refusal, text] of REGICIDE) expect(refusalEnglish('regicide', refusal as never)).toBe(text);
  });
  it('words every refusal of Thronfolge and of its table as before', () => {
    for (const [refusal, text] of THRONFOLGE) expect(refusalEnglish('thronfolge', refusal as never)).toBe(text);
  });
  it('words every code of the server as before', () => {
    for (const [code, params, text] of SERVER) expect(netMessage(code, params).message).toBe(text);
  });
  it("words table talk as before: refused talk, signals, phrases (a game's own through its module), talk lines", () => {
    for (const [refusal, text] of TALK_REFUSALS) expect(talkRefusalEnglish(refusal)).toBe(text);
    // Refused talk is worded apart: Regicide's own noSuchSeat keeps its words.
    expect(refusalEnglish('regicide', { code: 'noSuchSeat', seat: 5, players: 3 } as never)).toBe('choose a seat from 1 to 3');
    for (const [problem, text] of TALK_LINES) expect(talkLineEnglish(problem)).toBe(text);
    expect(heardEnglish('regicide', { at: 3, seat: 2, kind: 'signal', value: 'go' })).toBe("seat 2: I'd like to go next");
    expect(heardEnglish('regicide', { at: 3, seat: 3, kind: 'signal', value: 'rather-not' }, ['Ann', '', 'Cy'])).toBe('Cy (seat 3): rather not me');
    const phrase = (code: string, params = {}) => ({ at: 0, seat: 1, kind: 'phrase' as const, code, params });
    expect(heardEnglish('regicide', phrase('my-hand', { cards: 1 }))).toBe('seat 1: I have 1 card');
    expect(heardEnglish('regicide', phrase('my-hand', { cards: 0 }))).toBe('seat 1: I have 0 cards');
    expect(heardEnglish('regicide', phrase('tavern', { cards: 23 }))).toBe('seat 1: 23 cards left in the tavern');
    const greetings = ['good-luck', 'well-played', 'sorry', 'thinking'].map((code) => heardEnglish('thronfolge', phrase(code)));
    expect(greetings).toEqual(['seat 1: good luck', 'seat 1: well played', 'seat 1: sorry', 'seat 1: thinking…']);
    expect(heardEnglish('regicide', { at: 0, seat: 0, watcher: 'Eve', kind: 'phrase', code: 'good-luck', params: {} })).toBe('Eve (watching): good luck');
    // A code (or a game) this program does not know is shown as the code; Thronfolge has no tavern.
    expect(heardEnglish('thronfolge', phrase('tavern', { cards: 3 }))).toBe('seat 1: tavern');
    expect(heardEnglish('nogame', phrase('well-played'))).toBe('seat 1: well played');
  });

  // A solo game whose first move is refused (no yielding in solo), one whose move does not read,
  // one whose recorded result is not the replayed one.
  const solo = (moves: string[], result: unknown = null) => ({ ...newLog('regicide', 'words', regicide.normalizeOptions({ players: 1 })), moves, result });
  const NO_SOLO_YIELD = 'yielding is not allowed in solo (the solo-yield variant allows it)';

  it('words a log that does not replay as replay --verify and a resumed table always did', () => {
    const wordsOf = (log: object) => {
      const report = verifyLog(regicide, log as never);
      return report.ok ? 'ok' : verifyEnglish('regicide', report);
    };
    expect(wordsOf(solo(['yield']))).toBe(`move 1 "yield" is not legal: ${NO_SOLO_YIELD}`);
    expect(wordsOf(solo(['dance']))).toBe('move 1 "dance" is not legal: unknown move "dance"; expected play, yield, discard, next, flip or feign');
    expect(wordsOf(solo([], { outcome: 'won' }))).toBe('the recorded result {"outcome":"won"} does not match the replayed one null');
    expect(replayProblemEnglish('regicide', { code: 'alreadyOver' })).toBe('the game was already over');
    const resumed = (() => {
      try {
        return Table.resume(regicide, solo(['yield']));
      } catch (e) {
        return e;
      }
    })();
    expect(resumed).toBeInstanceOf(ReplayFailure);
    expect(errorEnglish('regicide', resumed)).toBe(`move 1 "yield" does not replay: ${NO_SOLO_YIELD}`);
  });

  it("words every reason --resume gives up, in the screens' frame and the protocol's words for the move", async () => {
    const folder = mkdtempSync(join(tmpdir(), 'resume-words-'));
    const store: SaveStore = { folder, newSavePath: () => join(folder, 'new.json'), latestUnfinished: () => null };
    const problemOf = (resume: string | true) => {
      try {
        resumeSave(store, regicide, resume);
      } catch (e) {
        if (e instanceof ResumeFailure) return e;
      }
      throw new Error('resumed');
    };
    const save = (name: string, log: object) => {
      const path = join(folder, name);
      writeFileSync(path, JSON.stringify(log));
      return path;
    };
    const en = regicideResumeTexts('en', false);
    const none = problemOf(true);
    expect([await resumeProblemText('regicide', none.problem, en, 'en'), none.exitCode]).toEqual([`no unfinished game to resume in ${folder}`, 1]);
    const de = regicideResumeTexts('de', false);
    const broken = save('broken.json', solo(['yield']));
    const noReplay = problemOf(broken);
    expect([await resumeProblemText('regicide', noReplay.problem, en, 'en'), noReplay.exitCode]).toEqual([`cannot resume: ${broken}: move 1 "yield" does not replay: ${NO_SOLO_YIELD}`, 1]);
    // Another language words the move as replay --verify does there, the rules' refusal in the game's words.
    expect(await resumeProblemText('regicide', noReplay.problem, de, 'de')).toBe(de.cannotResume(`${broken}: Zug 1 „yield“ ist nicht erlaubt: Im Solo kein Passen ohne die Variante solo-yield`));
    const cut = save('cut.json', { format: 'cardgames-log' });
    const unreadable = problemOf(cut);
    expect(unreadable.problem).toEqual({ code: 'unreadable', path: cut, log: { code: 'logVersion', version: 'undefined' } });
    expect([await resumeProblemText('regicide', unreadable.problem, en, 'en'), unreadable.exitCode]).toEqual([`cannot resume: ${cut}: log version undefined is not supported (only 1)`, 2]);
    expect(await resumeProblemText('regicide', unreadable.problem, de, 'de')).toBe(de.cannotResume(`${cut}: die Protokollversion undefined wird nicht unterstützt (nur 1)`));
    // A finished game (replayed to its end: test/e2e/resume-picker plays one) is the screens' words only.
    expect(await resumeProblemText('regicide', { code: 'over', path: '/x/done.json' }, en, 'en')).toBe(en.cannotResume(en.alreadyOver('/x/done.json')));
  });
});
