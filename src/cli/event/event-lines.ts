// A week of a team event as lines of text within 80 columns (`regicide event`): the deals with
// their winners beside the solver's ceiling, then the ranking; or, for a screen reader, the same
// as plain sentences. Names and seeds come from the server: each is made printable here.
import { printable } from '../../core/printable.js';
import type { EventTeamView, EventWeekView } from '../../net/events/team-events.js';
import { fitColumns, padStartTo } from '../../text/width.js';
import { wrapWideLines } from '../../text/wrap.js';
import type { EventTexts } from './event-texts.js';

/** The team's column. */
const TEAM_COLUMNS = 36;

const when = (ms: number): string => `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
const membersOf = (members: readonly (string | null)[], t: EventTexts): string => members.map((m) => (m === null ? t.noName : printable(m))).join(', ') || t.noName;
const teamOf = (team: EventTeamView, t: EventTexts): string => `${membersOf(team.members, t)}${team.bots > 0 ? ` (${t.bots(team.bots)})` : ''}`;

export function eventLines(w: EventWeekView, t: EventTexts, game: string, server: string, o: { screenReader?: boolean; width?: number } = {}): string[] {
  const width = o.width ?? 80;
  const lines = [t.title(game, printable(w.week), printable(server)), w.over ? t.ended(when(w.end)) : t.ends(when(w.end)), '', t.dealsTitle];
  for (const d of w.deals) {
    const facts = [t.deal(d.players, d.teams, d.won), ...(d.best !== null ? [t.best(d.best, w.maxScore)] : []), t.ceiling[d.ceiling]];
    lines.push(`${o.screenReader ? '' : '  '}${facts.join('; ')}`);
    if (d.winners.length > 0) lines.push(`${o.screenReader ? '' : '    '}${t.winners(d.winners.map((m) => membersOf(m, t)).join(' · '))}`);
  }
  lines.push('', t.rankingTitle);
  if (w.teams.length === 0) lines.push(t.empty);
  else if (o.screenReader) {
    for (const team of w.teams) lines.push(`${t.team(team.place, teamOf(team, t), team.defeated, team.jesters, team.games.length)}${team.yours ? ` ${t.yours}` : ''}`);
  } else {
    const h = t.header;
    lines.push(`  ${padStartTo(h.place, 3)}  ${fitColumns(h.team, TEAM_COLUMNS)}  ${padStartTo(h.enemies, 8)}  ${padStartTo(h.jesters, 7)}  ${padStartTo(h.games, 6)}`);
    for (const team of w.teams)
      lines.push(
        `${team.yours ? '>' : ' '} ${padStartTo(String(team.place), 3)}  ${fitColumns(teamOf(team, t), TEAM_COLUMNS)}  ${padStartTo(String(team.defeated), 8)}  ${padStartTo(String(team.jesters), 7)}  ${padStartTo(String(team.games.length), 6)}`,
      );
    if (w.teams.some((x) => x.yours)) lines.push('', t.yours);
  }
  const seeds = w.deals.filter((d) => d.seed !== undefined);
  if (seeds.length > 0) lines.push('', t.seedsTitle, ...seeds.map((d) => `${o.screenReader ? '' : '  '}${t.seed(d.players, printable(d.seed ?? ''))}`));
  return wrapWideLines(lines, width);
}
