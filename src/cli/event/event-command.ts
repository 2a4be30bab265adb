// `<game> event`: this week's team event on the server this terminal's account is on — its deals
// for 2, 3 and 4 players, each deal's winners beside the solver's ceiling, and the teams' ranking.
// A team plays with `host --event`. The action loads when it runs.
import type { Command } from 'commander';
import { runCommand } from '../program/errors.js';
import type { EventFlags } from './event-action.js';
import { langOption } from '../program/option-parsers.js';
import { addScreenReaderOption } from '../program/screen-reader.js';

export function addEventCommand(program: Command, id: string): void {
  const command = program
    .command('event')
    .description("this week's team event: the same deals for every team, their ranking and the solver's verdict (play one with host --event, join one with join --event)")
    .option('--server <address>', 'the server, HOST:PORT (remembered for next time)')
    .option('--week <week>', 'an earlier week, e.g. 2026-W48 (its seeds are shown once it is over)')
    .option('--json', 'the answer as one JSON object')
    .addOption(langOption('language of the text'));
  addScreenReaderOption(command).action((flags: EventFlags) => runCommand(id, async () => (await import('./event-action.js')).eventWeek(id, flags)));
}
