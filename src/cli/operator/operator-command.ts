// `operator`: the acts of a server's operator, sent to its operator listener (`serve
// --operator-listen HOST:PORT`, with the same $REGICIDE_OPERATOR_TOKEN in both environments): ban
// or unban a key or an address, rename a player, remove a table from the lobby, list the bans and
// the audit log, the daily field's results, and the puzzles mined from players' games. The answers are in the run's language (words/lines/); the audit log's fields and
// serve's own log stay as the server keeps them.
import { type Command, Option } from 'commander';
import { runCommand } from '../program/errors.js';
import { parseIntInRange, parseListenAddress } from '../program/option-parsers.js';
import type { OperatorCliAct, OperatorFlags } from './operator-action.js';

const where = (): Option =>
  new Option('--operator <host:port>', "the server's operator listener (serve --operator-listen); the token comes from $REGICIDE_OPERATOR_TOKEN")
    .argParser(parseListenAddress('--operator'))
    .makeOptionMandatory();

const action = () => import('./operator-action.js');

/** Adds `operator` and its acts to a program. */
export function addOperatorCommand(program: Command, id: string): void {
  const operator = program.command('operator').description("a server operator's acts: bans, renames, the lobby, the audit log (on serve's --operator-listen)");
  type Act = OperatorCliAct;
  const run = (act: Act) => (flags: OperatorFlags) => runCommand(id, async () => (await action()).operatorAct(act, flags));
  operator
    .command('ban')
    .description('ban a key (by its fingerprint) or an address (an IP, its IPv6 /64, or a range like 198.51.100.0/24)')
    .addOption(where())
    .option('--key <fingerprint>', 'the key, SHA256:… as `account` shows it')
    .option('--address <address>', 'an IP address or a range')
    .requiredOption('--reason <text>', 'why (kept in the audit log)')
    .action(run('ban'));
  operator
    .command('unban')
    .description('lift the ban of a key or an address')
    .addOption(where())
    .option('--key <fingerprint>', 'the key')
    .option('--address <address>', 'the address or range, as it was banned')
    .action(run('unban'));
  operator
    .command('rename')
    .description('give a player another name (the name rules and the lookalike check hold)')
    .addOption(where())
    .option('--name <name>', 'the name the player has now')
    .option('--key <fingerprint>', "or one of the player's keys")
    .requiredOption('--to <name>', 'the new name')
    .action(run('rename'));
  operator
    .command('unlist')
    .description('remove a table from the lobby for good (it goes on for its players)')
    .argument('<code>', "the table's code, e.g. KQX7-2MPD")
    .addOption(where())
    .action((code: string, flags: OperatorFlags) => runCommand(id, async () => (await action()).operatorAct('unlist', flags, code)));
  operator
    .command('audit')
    .description("the operator's acts, newest first")
    .addOption(where())
    .addOption(new Option('--limit <n>', 'how many (default 50)').argParser(parseIntInRange('--limit', 1, 1000)))
    .option('--json', 'one JSON object')
    .action(run('audit'));
  operator.command('bans').description('the bans in force').addOption(where()).option('--json', 'one JSON object').action(run('bans'));
  // The daily field (docs/daily-field.md): an account's results, one removed, a key kept out of the rankings.
  const day = () => new Option('--day <YYYY-MM-DD>', "the server's UTC day");
  const game = () => new Option('--game <game>', 'the game of the daily field').default(id);
  operator
    .command('results')
    .description("a player's daily results (with the ids remove-result takes), newest first")
    .addOption(where())
    .option('--name <name>', "the player's name")
    .option('--key <fingerprint>', "or one of the player's keys")
    .addOption(game())
    .addOption(day())
    .option('--json', 'one JSON object')
    .action(run('results'));
  operator
    .command('remove-result')
    .description("remove a daily result: a player's on a day (--name or --key, --day), or one by its --id")
    .addOption(where())
    .option('--id <id>', 'the result, as `operator results` lists it')
    .option('--name <name>', "the player's name")
    .option('--key <fingerprint>', "or one of the player's keys")
    .addOption(game())
    .addOption(day())
    .action(run('remove-result'));
  operator
    .command('ranking-ban')
    .description('keep a key out of the daily rankings: its results leave the field, its later ones are kept apart (it may still play)')
    .addOption(where())
    .requiredOption('--key <fingerprint>', 'the key, SHA256:… as `account` shows it')
    .requiredOption('--reason <text>', 'why (kept in the audit log)')
    .action(run('ranking-ban'));
  operator
    .command('ranking-unban')
    .description('let a key into the daily rankings again (from its next game on)')
    .addOption(where())
    .requiredOption('--key <fingerprint>', 'the key')
    .action(run('ranking-unban'));
  // The puzzles mined from players' games (docs/daily-field.md): listed, one removed with its crowd.
  operator
    .command('puzzles')
    .description("the puzzles mined from players' games, newest first: id, game, day published, attempts, success rate")
    .addOption(where())
    .addOption(new Option('--day <YYYY-MM-DD>', "only those published that day (the server's UTC day)"))
    .option('--json', 'one JSON object')
    .action(run('puzzles'));
  operator
    .command('remove-puzzle')
    .description("remove a puzzle from a player's game for good, with its attempts: it is never served again")
    .argument('<id>', 'the puzzle, as `operator puzzles` lists it')
    .addOption(where())
    .requiredOption('--reason <text>', 'why (kept in the audit log)')
    .action((puzzle: string, flags: OperatorFlags) => runCommand(id, async () => (await action()).operatorAct('remove-puzzle', flags, puzzle)));
}
