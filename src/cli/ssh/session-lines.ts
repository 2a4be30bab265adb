// The screen-reader mode of an SSH session (the client sent REGICIDE_SCREEN_READER=1): a game, a
// lesson or a watched table as lines on the session's terminal instead of an Ink screen. A
// session that goes away leaves them as Ctrl-C does.
import type { LineStreams } from '../../ui/shared/line-session.js';
import type { SessionPlace } from './session-at.js';

export async function onSessionLines<T>(place: SessionPlace, run: (io: LineStreams) => Promise<T>): Promise<T> {
  const offGone = place.onGone(() => place.lines.input.emit('data', '\u0003'));
  try {
    return await run(place.lines);
  } finally {
    offGone();
  }
}
