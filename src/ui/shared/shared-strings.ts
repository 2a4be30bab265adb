// Texts of the shared screens (hand-over, help, quit, size guard, replay stepper, event log, the
// practice question, marks): one dictionary per screen area (texts/), joined here.
import { type Dictionary, joinTexts } from './i18n.js';
import { SHARED_HAND_OVER, type SharedHandOverTexts } from './texts/hand-over.js';
import { SHARED_HELP, type SharedHelpTexts } from './texts/help.js';
import { SHARED_KEYS, type SharedKeysTexts } from './texts/keys.js';
import { SHARED_LOG, type SharedLogTexts } from './texts/log.js';
import { SHARED_MARKS, type SharedMarksTexts } from './texts/marks.js';
import { SHARED_NOTICES, type SharedNoticesTexts } from './texts/notices.js';
import { SHARED_OVER_SSH, type SharedOverSshTexts } from './texts/over-ssh.js';
import { SHARED_PRACTICE, type SharedPracticeTexts } from './texts/practice.js';
import { SHARED_PUNCTUATION, type SharedPunctuationTexts } from './texts/punctuation.js';
import { SHARED_QUIT, type SharedQuitTexts } from './texts/quit.js';
import { SHARED_REPLAY, type SharedReplayTexts } from './texts/replay.js';
import { SHARED_SEATS, type SharedSeatsTexts } from './texts/seats.js';
import { SHARED_SIZE_GUARD, type SharedSizeGuardTexts } from './texts/size-guard.js';
import { SHARED_TALK, type SharedTalkTexts } from './texts/talk.js';

/** The screen areas of the shared texts, each a dictionary of its own. */
export const SHARED_AREAS = {
  seats: SHARED_SEATS,
  handOver: SHARED_HAND_OVER,
  sizeGuard: SHARED_SIZE_GUARD,
  help: SHARED_HELP,
  keys: SHARED_KEYS,
  quit: SHARED_QUIT,
  log: SHARED_LOG,
  replay: SHARED_REPLAY,
  notices: SHARED_NOTICES,
  practice: SHARED_PRACTICE,
  marks: SHARED_MARKS,
  talk: SHARED_TALK,
  punctuation: SHARED_PUNCTUATION,
  overSsh: SHARED_OVER_SSH,
};

export type SharedTexts = SharedSeatsTexts &
  SharedHandOverTexts &
  SharedSizeGuardTexts &
  SharedHelpTexts &
  SharedKeysTexts &
  SharedQuitTexts &
  SharedLogTexts &
  SharedReplayTexts &
  SharedNoticesTexts &
  SharedPracticeTexts &
  SharedMarksTexts &
  SharedTalkTexts &
  SharedPunctuationTexts &
  SharedOverSshTexts;

export const SHARED_TEXTS: Dictionary<SharedTexts> = joinTexts(...Object.values(SHARED_AREAS));
