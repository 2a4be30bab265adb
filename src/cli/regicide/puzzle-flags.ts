// The options of `regicide puzzle`, apart from the command so that its run imports no command.
import type { DisplayFlags } from '../program/shared-commands.js';

export interface PuzzleFlags extends DisplayFlags {
  next?: boolean;
  /** The server the first attempts go to (remembered, shared with `account`). */
  server?: string;
  screenReader?: boolean;
}
