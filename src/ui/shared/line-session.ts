// The screen-reader mode: a game at one terminal as plain lines, each written once and never
// redrawn, read by a screen reader as it comes. Ink redraws its whole frame on every change (in its
// own screen-reader mode too: it erases the frame's lines and writes them again), which a reader
// speaks as noise; so this mode writes lines itself. Keys come one at a time from the terminal.
// The same session serves local tables, tables across the network and the lessons: all of them
// are a TableClient.
import type { AnyRefusal, SeatUpdate, TalkRefusal } from '../../table/types.js';
import type { Signal } from '../../core/talk.js';
import type { Heard, TableClient } from '../../table/client.js';
import type { Hint } from '../../table/hint.js';
import { fallbackWords, type NoticeWords } from './notice-words.js';
import { SHARED_ANSWERS } from './texts/answers.js';
import { SHARED_PRACTICE, type SharedPracticeTexts } from './texts/practice.js';
import { ARM_DELAY_MS } from './use-armed-input.js';

/** The quit question takes any language's yes letter (y; j in German and Norwegian; o in French). */
const YES_LETTERS = new Set(Object.values(SHARED_ANSWERS).flatMap((a) => a.yes));

/** Moves the log key (v) says: the last few, as a listener takes them in. */
const LOG_SHOWN = 10;

export interface LinePress {
  input: string;
  enter: boolean;
  /** An arrow key (only where the session asked for them: `pressesOf(chunk, true)`); `input` is then ''. */
  arrow?: LineArrow;
}

export type LineArrow = 'up' | 'down' | 'right' | 'left';

/** The final letter of an arrow key's escape sequence (CSI A … D, or SS3 in application mode). */
const ARROWS: Readonly<Record<string, LineArrow>> = { A: 'up', B: 'down', C: 'right', D: 'left' };

/** What a game does in this mode: its narration and its keys. */
export interface LineGame<U extends SeatUpdate, Move> {
  /** What one move did, as the seat may know it. */
  events(events: U['events'], seat: number): string[];
  /** Whose turn it is now (null once the game is over). */
  turn(update: U): string | null;
  situation(update: U): string[];
  /** A key from the player at `update`'s seat: lines to say, and maybe a move to make or a signal to give. */
  key(press: LinePress, update: U): LineAnswer<Move> | null;
  /** A hint in words, with its reason, as the screen's message line says it (tables that offer hints). */
  hint?(hint: Hint<Move>, update: U): string;
  /** The game's own keys now, for `?` (the session adds its own: i, u, v). */
  help?(update: U): string;
  /** Escape (as on the screen: clear a selection); null when it does nothing here. */
  escape?(update: U): string[] | null;
  /** Said after the turn line when it is this seat's turn again: the hand, numbered afresh. */
  afterTurn?(update: U): string[];
  /** Forget what was being chosen (a selection): the position went back to one seen before. */
  reset?(): void;
  /** Undo took `moves` moves back (0: nothing), in the screen's words. */
  undone?(moves: number): string;
  /** A win would earn a medal (the practice question says what a hint or undo costs then). */
  medal?(update: U): boolean;
  /** A refused move in words. */
  refusal(refusal: AnyRefusal, move: Move): string;
  /** The end of the game, in a few lines. */
  result(update: U): string[];
  /** Something said at the table (a signal after a jester, a quick phrase, a watcher's greeting). */
  said(heard: Heard): string;
  /** A game with signals: what a seat that may signal hears when another's jester waits for its player's choice. */
  signalPrompt?(chooser: number): string;
  /** Talk the table refused, in words. */
  talkRefused(refusal: TalkRefusal): string;
}

/** What a key does: lines to say, maybe a move to make (after a question when `ask` is set) or a signal to give. */
export interface LineAnswer<Move> {
  say?: string[];
  move?: Move;
  signal?: Signal;
  /** Ask first, as the screen does (a jester's flip, feigning death): y or Enter makes `move`, any other key keeps things as they are. */
  ask?: { question: string; move: Move };
}

export interface LineTexts {
  start: string;
  quitQuestion: string;
  /** The end with q as its only key (a lesson, a networked table). */
  over: string;
  /** The end before the end screen's keys are said. */
  ended: string;
  /** A key that does nothing here. */
  unknownKey: (key: string) => string;
  /** The keys every game has in this mode, after the game's own (`hint`, `undo`: the table offers them); s and q are the game's. */
  sessionKeys: (hint: boolean, undo: boolean) => string;
  /** A question answered with anything but yes. */
  declined: string;
  /** The table has no hint now (not this seat's turn, nothing to decide). */
  noHint: string;
  /** Forget what was being chosen (a selection): the position went back to one seen before. */
  reset?(): void;
  /** Undo took `moves` moves back (0: nothing to take back). */
  undone: (moves: number) => string;
  /** Nothing this table can take back. */
  noUndo: string;
  /** No hints at this table (a networked one). */
  hintsOff: string;
  /** `v`: the log's last `shown` of `total` moves follow. */
  logHeading: (shown: number, total: number) => string;
  /** The answer keys of a yes/no question, said after it. */
  yesNo: string;
  /** An arrow key's name, for a key that does nothing here. */
  arrows: Readonly<Record<LineArrow, string>>;
  /** The practice question's words (the screen's own); else English. */
  practice?: SharedPracticeTexts;
}

/** A terminal's streams, or an SSH session's (whose raw mode is a no-op: it has no line discipline). */
export interface LineStreams {
  input: NodeJS.ReadableStream & { isTTY?: boolean; setRawMode(mode: boolean): unknown };
  output: NodeJS.WritableStream;
}

export interface LineHooks {
  /** Lines before the first situation (a lesson's introduction). */
  opening?: string[];
  /** Lines after each change (a lesson's answer to the last try). */
  afterChange?: () => string[];
  /**
   * Asked first for every key: a way to end the session (a finished lesson's Enter), 'handled'
   * for a key it took (the game does not see it), or null.
   */
  extraKey?: (press: LinePress) => LineExit | 'handled' | null;
  /** The keys `?` says now in place of the game's (a finished lesson's: go on, play, leave); null: the game's. */
  keysNow?: () => string | null;
  /** The end screen's choices as keys (play again, retry, …); without it q just leaves. */
  end?: LineEnd<SeatUpdate>;
  /** Keys count this long after the end is said (a key meant for the last move must not play again). */
  armDelayMs?: number;
  /** A networked table's quick phrases: m says the menu (`menu`), then a number says phrase N. */
  phrases?: { menu: string; codes: readonly string[] };
  /** The words of the table's coded notices (a networked table's); else the server's English. */
  noticeWords?: NoticeWords;
}

/** How a game ends by the end screen's keys: leave ('over'), or what to play next. */
export type LineEndChoice = 'over' | 'again' | 'retry' | 'new' | 'analyze' | 'next';

export type LineExit = 'quit' | 'interrupted' | 'leave' | LineEndChoice;

/** The end screen in lines: what it says once its keys count, and the choice a key makes. */
export interface LineEnd<U extends SeatUpdate> {
  lines(update: U): string[];
  choose(press: LinePress | 'escape', update: U): LineEndChoice | null;
}

/** Keys of one chunk of terminal input: an escape sequence is one key, and ignored (arrow keys too, unless `arrows`). */
export function pressesOf(chunk: string, arrows = false): (LinePress | 'interrupt' | 'escape')[] {
  const presses: (LinePress | 'interrupt' | 'escape')[] = [];
  for (let i = 0; i < chunk.length; i++) {
    const ch = chunk[i];
    if (ch === '\u0003') presses.push('interrupt');
    else if (ch === '\u001b') {
      if (chunk[i + 1] === '[' || chunk[i + 1] === 'O') {
        i += 2;
        while (i < chunk.length && !/[A-Za-z~]/.test(chunk[i])) i++;
        const arrow = ARROWS[chunk[i] ?? ''];
        if (arrows && arrow) presses.push({ input: '', enter: false, arrow });
      } else presses.push('escape');
    } else if (ch === '\r' || ch === '\n') presses.push({ input: '', enter: true });
    else if (ch >= ' ' && ch !== '\u007f') presses.push({ input: ch, enter: false });
  }
  return presses;
}

/** The seat this terminal speaks for now: the human seat to move, else its first seat. */
const viewerOf = (client: TableClient): number => {
  const toMove = client.update(client.humans[0] ?? 1).toMove;
  return toMove !== null && client.humans.includes(toMove) ? toMove : (client.humans[0] ?? 1);
};

export function runLines<U extends SeatUpdate, Move>(client: TableClient, game: LineGame<U, Move>, texts: LineTexts, io: LineStreams, hooks: LineHooks = {}): Promise<LineExit> {
  const say = (lines: readonly string[]): void => {
    for (const line of lines) io.output.write(`${line}\n`);
  };
  const current = (): U => client.update(viewerOf(client)) as U;
  return new Promise((resolve) => {
    let asking = false;
    // A question the game or the session asked (a flip, the practice question): its yes does this.
    let pending: (() => void) | null = null;
    // An undo is under way: it says the position it leads back to itself.
    let quiet = false;
    // The quick phrases' menu was said: the next key chooses one (any other closes it).
    let choosing = false;
    const first = current();
    let told = client.history(first.seat).length;
    // What was said before this session began is not news.
    let heardCount = client.said().length;
    // The signal window last announced (its position), so each is announced once.
    let windowTold: number | null = null;
    let lastTurn = `${first.movesMade}:${first.toMove}`;
    let ended = false;
    let lastNotice: string | null = null;
    // The end's keys count (and are said) a moment after the end, as on the end screen.
    let endArmed = false;
    let armTimer: ReturnType<typeof setTimeout> | undefined;
    const finish = (how: LineExit): void => {
      if (ended) return;
      ended = true;
      clearTimeout(armTimer);
      unsubscribe();
      io.input.off('data', onData);
      if (io.input.isTTY) io.input.setRawMode(false);
      io.input.pause();
      resolve(how);
    };
    const onChange = (): void => {
      if (quiet) return;
      const update = current();
      // Every move since the last one told (a lesson's replies, a bot's quick answer), in order;
      // a remote table may bring the update before the history, so each is told once it is there.
      const history = client.history(update.seat);
      for (const entry of history.slice(told)) say(game.events(entry.events as U['events'], update.seat));
      told = Math.max(told, history.length);
      const turnKey = `${update.movesMade}:${update.toMove}`;
      if (turnKey !== lastTurn && told >= update.movesMade) {
        lastTurn = turnKey;
        const turn = game.turn(update);
        if (turn) say([turn]);
        if (update.toMove === update.seat && game.afterTurn) say(game.afterTurn(update));
        if (update.result !== null) {
          const { end } = hooks;
          say([...game.result(update), end ? texts.ended : texts.over]);
          if (end) {
            // A quit question still open (a bot ended the game meanwhile) is moot now.
            asking = false;
            armTimer = setTimeout(() => {
              if (ended) return;
              endArmed = true;
              say(end.lines(current()));
            }, hooks.armDelayMs ?? ARM_DELAY_MS);
          }
        }
      }
      // Table talk as it comes: the signals after a jester, the phrases, a watcher's greeting.
      const heard = client.said();
      for (const entry of heard.slice(heardCount)) say([game.said(entry)]);
      heardCount = Math.max(heardCount, heard.length);
      // Another seat's jester waits for its player's choice: this seat may signal (g / r).
      const window = client.talk().window;
      if (window && game.signalPrompt && window.at !== windowTold && window.chooser !== update.seat && client.humans.includes(update.seat) && update.result === null) {
        windowTold = window.at;
        say([game.signalPrompt(window.chooser)]);
      }
      // A table's news (a lost connection, a failed save) is said once, when it changes.
      const notice = client.notice();
      const text = notice === null ? null : notice.kind === 'saveFailed' ? notice.detail : notice.kind === 'coded' ? (hooks.noticeWords ?? fallbackWords)(notice) : notice.text;
      if (text !== null && text !== lastNotice) say([text]);
      lastNotice = text;
      if (hooks.afterChange) say(hooks.afterChange());
    };
    const unsubscribe = client.subscribe(onChange);
    const onData = (data: Buffer | string): void => {
      for (const press of pressesOf(String(data), true)) {
        if (ended) return;
        if (press === 'interrupt') return finish('interrupted');
        if (hooks.end && current().result !== null) {
          // After the end only the end's keys count, once they are said.
          const choice = endArmed ? hooks.end.choose(press, current()) : null;
          if (choice) return finish(choice);
          if (press === 'escape' || press.input !== 's') continue;
        }
        if (press === 'escape') {
          // Escape answers a question no (the practice question says so), closes the phrases' menu, or is the game's (it clears a selection).
          if (choosing) choosing = false;
          else if (asking) asking = false;
          else if (pending) {
            pending = null;
            say([texts.declined]);
          } else if (current().result === null) {
            const cleared = game.escape?.(current());
            if (cleared) say(cleared);
          }
          continue;
        }
        if (asking) {
          asking = false;
          if (YES_LETTERS.has(press.input.toLowerCase())) return finish('quit');
          continue;
        }
        if (pending) {
          const yes = pending;
          pending = null;
          if (press.enter || YES_LETTERS.has(press.input.toLowerCase())) yes();
          else say([texts.declined]);
          continue;
        }
        const { phrases } = hooks;
        if (choosing && phrases) {
          choosing = false;
          const code = /^[1-9]$/.test(press.input) ? phrases.codes[Number(press.input) - 1] : undefined;
          const refused = code === undefined ? null : client.say(current().seat, code);
          if (refused) say([game.talkRefused(refused)]);
          continue;
        }
        if (phrases && press.input === 'm' && phrases.codes.length > 0 && current().result === null) {
          choosing = true;
          say([phrases.menu]);
          continue;
        }
        const extra = hooks.extraKey?.(press);
        if (extra === 'handled') continue;
        if (extra) return finish(extra);
        const update = current();
        if (press.input === 'q') {
          if (update.result !== null) return finish('over');
          asking = true;
          say([texts.quitQuestion]);
          continue;
        }
        if (press.input === 's') {
          say(game.situation(update));
          continue;
        }
        const session = sessionKey(press, update);
        if (session) {
          say(session);
          continue;
        }
        const answer = game.key(press, update);
        if (!answer) {
          say([texts.unknownKey(press.arrow ? texts.arrows[press.arrow] : press.enter ? 'Enter' : press.input)]);
          continue;
        }
        if (answer.say) say(answer.say);
        if (answer.ask) {
          const { move } = answer.ask;
          pending = () => submit(update.seat, move);
          say([`${answer.ask.question} ${texts.yesNo}`]);
          continue;
        }
        if (answer.signal) {
          // Said back as the table hears it (a line of its own); a refusal in words.
          const refused = client.signal(update.seat, answer.signal);
          if (refused) say([game.talkRefused(refused)]);
        }
        if (answer.move !== undefined) submit(update.seat, answer.move);
      }
    };
    const submit = (seat: number, move: Move): void => {
      const refusal = client.submit(seat, move);
      // A lesson refuses a legal move it does not want as stale and says why itself.
      if (refusal && refusal.code !== 'staleTurn') say([game.refusal(refusal, move)]);
    };
    const practice = texts.practice ?? SHARED_PRACTICE.en;
    /** The first hint or undo of a game asks first, as on the screen: it makes the game practice. */
    const assist = (kind: 'hint' | 'undo', update: U, act: () => void): string[] => {
      if (client.practice?.()) {
        act();
        return [];
      }
      pending = act;
      const keys = practice.practiceKeys.replace(/\s{2,}/g, ', ');
      return [`${practice.practiceQuestion(kind)} ${practice.practiceCost(game.medal?.(update) ?? false)} ${keys}`];
    };
    const hintNow = (): void => {
      const now = current();
      if (now.toMove !== now.seat) return say([texts.noHint]);
      const tell = (hint: Hint | null): void => say([hint && game.hint ? game.hint(hint as Hint<Move>, now) : texts.noHint]);
      // An SSH session's table works its hints out off the loop: said when it comes, unless the table moved on meanwhile.
      if (client.hintLater) {
        void client.hintLater(now.seat).then((hint) => {
          if (!ended && hint !== 'stale') tell(hint);
        });
        return;
      }
      tell(client.hint?.(now.seat) ?? null);
    };
    const undoNow = (): void => {
      // The position goes back: nothing of it is news, so the change is said here, whole, once.
      quiet = true;
      const moves = client.undo?.(current().seat) ?? 0;
      quiet = false;
      const now = current();
      told = client.history(now.seat).length;
      game.reset?.();
      lastTurn = `${now.movesMade}:${now.toMove}`;
      say([game.undone?.(moves) ?? texts.undone(moves)]);
      if (moves > 0) say(game.situation(now));
    };
    /** The keys every game has here: i hint, u undo, v the log, ? the keys; null for any other. */
    const sessionKey = (press: LinePress, update: U): string[] | null => {
      const over = update.result !== null;
      const canHint = (client.hint ?? client.hintLater) !== undefined;
      if (press.input === '?') return [hooks.keysNow?.() ?? game.help?.(update) ?? '', texts.sessionKeys(canHint && !over, client.undo !== undefined && !over)].filter(Boolean);
      if (press.input === 'v') return logLines(update);
      if (press.input === 'i') {
        if (!canHint || !game.hint) return [texts.hintsOff];
        if (update.toMove !== update.seat) return [texts.noHint];
        return assist('hint', update, hintNow);
      }
      if (press.input === 'u') {
        if (!client.undo || over || !client.history(update.seat).some((h) => h.seat === update.seat)) return [texts.noUndo];
        return assist('undo', update, undoNow);
      }
      return null;
    };
    /** The log's last moves, as they were said when they were made. */
    const logLines = (update: U): string[] => {
      const history = client.history(update.seat);
      const shown = history.slice(-LOG_SHOWN);
      return [texts.logHeading(shown.length, history.length), ...shown.flatMap((entry) => game.events(entry.events as U['events'], update.seat))];
    };
    say([texts.start, ...(hooks.opening ?? []), ...game.situation(current())]);
    // Nothing covers the table in this mode: the bots play from the first line (a match's next
    // game is prepared with them waiting for its screen).
    client.setBotsPaused(false);
    if (io.input.isTTY) io.input.setRawMode(true);
    io.input.setEncoding('utf8');
    io.input.on('data', onData);
    io.input.resume();
  });
}
