// The command that replays a finished game, printed so it can be copied: on one line when it fits
// the width, otherwise the command with FILE in words and the path alone on the next line. No
// border or indent, so a mouse selection copies nothing but the command or the path.
import { Box, Text } from 'ink';
import { command } from './commands.js';

export interface ReplayCommandProps {
  bin: string;
  path: string;
  width: number;
  /** "Watch it again with:" */
  label: string;
  /** "the log file:" — shown before the path when the command does not fit one line. */
  pathLabel: string;
  /** The word that stands for the file in the command ("FILE", "DATEI"). */
  placeholder?: string;
  /** Over SSH: the line said instead of the command (the file is on the server, not the player's). */
  overSsh?: string | null;
}

/**
 * The lines the replay command takes at `width` (for tests and row budgets). No path: nothing was
 * kept to replay (a lesson's board, a team event's game while its week runs), so no lines.
 */
export function replayCommandLines(bin: string, path: string, width: number, label: string, pathLabel: string, placeholder = 'FILE', overSsh: string | null = null): string[] {
  if (path === '') return [];
  if (overSsh !== null) return [overSsh];
  const full = command(bin, 'replay', path);
  if ([...full].length <= width) return [label, full];
  return [`${label} ${command(bin, 'replay', placeholder)}`, pathLabel, path];
}

export function ReplayCommand({ bin, path, width, label, pathLabel, placeholder, overSsh = null }: ReplayCommandProps) {
  const lines = replayCommandLines(bin, path, width, label, pathLabel, placeholder, overSsh);
  return (
    <Box flexDirection="column">
      {lines.map((line, i) => (
        <Text key={i} bold={overSsh === null && i === lines.length - 1}>
          {line}
        </Text>
      ))}
    </Box>
  );
}
