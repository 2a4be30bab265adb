// The screen-reader mode: asked for with --screen-reader, or by the environment so a blind user
// sets it once: REGICIDE_SCREEN_READER (1 or true) or Ink's own INK_SCREEN_READER=true.
import type { Command } from 'commander';

export const SCREEN_READER_VARIABLE = 'REGICIDE_SCREEN_READER';

export function addScreenReaderOption(command: Command): Command {
  return command.option('--screen-reader', `plain lines for a screen reader: appended, never redrawn (also ${SCREEN_READER_VARIABLE}=1 or INK_SCREEN_READER=true)`);
}

const yes = (value: string | undefined): boolean => value !== undefined && /^(1|true|yes|on)$/i.test(value.trim());

export function screenReaderWanted(flag: boolean | undefined, env: NodeJS.ProcessEnv = process.env): boolean {
  return flag === true || yes(env[SCREEN_READER_VARIABLE]) || env.INK_SCREEN_READER === 'true';
}
