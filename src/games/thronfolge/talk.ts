// Thronfolge's table talk: a duel has no jester to signal after, and nothing to coordinate; the
// greetings are all its quick phrases.
import { GREETINGS, type GameTalk } from '../../core/talk.js';
import type { ThronfolgePublicView } from './types.js';

export const thronfolgeTalk: GameTalk<ThronfolgePublicView> = {
  signalChooser: () => null,
  phrases: GREETINGS,
  phraseParams: () => ({}),
};
