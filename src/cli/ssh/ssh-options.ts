// The options of `serve --ssh`: the port, and one option per limit of the SSH front.
import { type Command, Option } from 'commander';
import { DEFAULT_SSH_LIMITS, type SshLimits } from '../../net/ssh/ssh-limits.js';
import { parseIntInRange, parseSeed } from '../program/option-parsers.js';
import { count } from '../serve/server-options.js';

export interface SshFlags {
  ssh?: number;
  sshSessionsPerAddress?: number;
  sshSessions?: number;
  sshLoginsPerAddress?: number;
  sshLogins?: number;
  sshLoginSeconds?: number;
  sshSessionOpenSeconds?: number;
  sshAuthAttempts?: number;
  sshIdleSeconds?: number;
  sshSeed?: string;
}

const d = DEFAULT_SSH_LIMITS;

export function addSshOptions(command: Command): Command {
  command.addOption(new Option('--ssh <port>', 'also serve both games over SSH on this port (no install needed to play)').argParser(parseIntInRange('--ssh', 0, 65535)));
  const options = [
    count('ssh-sessions-per-address', 'SSH sessions open at once from one address', 1, 10_000, d.sessionsPerAddress),
    count('ssh-sessions', 'SSH sessions open at once in all', 1, 100_000, d.sessionsTotal),
    count('ssh-logins-per-address', 'SSH connections not yet in a session (logging in or opening one) from one address', 1, 10_000, d.pendingPerAddress),
    count('ssh-logins', 'SSH connections not yet in a session, in all (shared fairly between addresses)', 1, 100_000, d.pendingTotal),
    count('ssh-login-seconds', 'time an SSH connection has to log in', 1, 600, d.loginSeconds),
    count('ssh-session-open-seconds', 'time a logged-in SSH connection has to open its session (a shell or a command)', 1, 600, d.sessionOpenSeconds),
    count('ssh-auth-attempts', 'failed SSH authentication attempts before the connection is closed', 1, 100, d.authAttempts),
    count('ssh-idle-seconds', 'an SSH session without a key for this long (counted from the login) is warned, then closed', 2, 86_400, d.idleSeconds),
  ];
  for (const option of options) command.addOption(option.helpGroup('SSH:'));
  // Tests fix the deals of the sessions' new games (as --bot-delay fixes the bots' pace).
  command.addOption(new Option('--ssh-seed <seed>', 'the seed of every new game an SSH session starts').argParser(parseSeed).hideHelp());
  return command;
}

export function sshLimitsFrom(f: SshFlags): Partial<SshLimits> {
  const given: Partial<SshLimits> = {
    sessionsPerAddress: f.sshSessionsPerAddress,
    sessionsTotal: f.sshSessions,
    pendingPerAddress: f.sshLoginsPerAddress,
    pendingTotal: f.sshLogins,
    loginSeconds: f.sshLoginSeconds,
    sessionOpenSeconds: f.sshSessionOpenSeconds,
    authAttempts: f.sshAuthAttempts,
    idleSeconds: f.sshIdleSeconds,
  };
  return Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined)) as Partial<SshLimits>;
}
