// A terminal's streams for a screen-reader session in a test: keys written to its input, every
// line said kept as written, and a wait for the line a test expects.
import { PassThrough, Writable } from 'node:stream';
import type { LineStreams } from '../../src/ui/shared/line-session.js';

export function lineStreams() {
  const input = new PassThrough();
  const heard: string[] = [];
  let raw = '';
  const waiters: (() => void)[] = [];
  const output = new Writable({
    write(chunk, _enc, done) {
      raw += String(chunk);
      heard.splice(0, heard.length, ...raw.split('\n').slice(0, -1));
      waiters.splice(0).forEach((w) => w());
      done();
    },
  });
  /** Resolves with the first whole line said that matches (waiting for it when it has not come yet). */
  const hear = (pattern: RegExp): Promise<string> =>
    new Promise((resolve) => {
      const look = (): void => {
        const line = heard.find((l) => pattern.test(l));
        if (line !== undefined) resolve(line);
        else waiters.push(look);
      };
      look();
    });
  const io: LineStreams = { input: input as unknown as NodeJS.ReadStream, output: output };
  return { io, heard, hear, raw: () => raw, type: (keys: string) => input.write(keys) };
}
