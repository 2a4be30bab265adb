// The SSH menu's rows as values: their kinds, the pages they open, their keys and seats, and
// their labels, shared by the menu's screen (MenuApp.tsx, which keeps the row list) and its lines.
import type { SshTexts } from './ssh-strings.js';
import type { ChosenPlayers, MenuGame } from './menu-types.js';

export type GameItem = { kind: 'continueSolo' | 'solo' | 'daily' | 'bots' | 'own'; game: MenuGame };
export type PlainItem = { kind: 'join' | 'watch' | 'lobby' | 'tables' | 'quick' | 'claim' | 'linkCode' | 'puzzle' | 'ladder' | 'event' | 'learn' | 'rules' | 'stats' | 'quit' };
export type Item = GameItem | PlainItem;
export type Page = 'menu' | 'join' | 'watch' | 'claim' | 'learn' | 'quick' | 'rules' | 'stats' | 'field' | 'event' | 'eventJoin' | { notYet: Exclude<PlainItem['kind'], 'event' | 'puzzle'> };

export const itemKey = (item: Item): string => ('game' in item ? `${item.kind}:${item.game.id}` : item.kind);

/** The seats of a game's table item: as chosen last, within what the game takes. */
export const seatsOf = (item: GameItem, players: ChosenPlayers): number => seatsIn(item.game, players[itemKey(item)]);
export const seatsIn = (game: MenuGame, wanted: number | undefined): number => {
  const [min, max] = game.tables.seats;
  return Math.max(min, Math.min(max, wanted ?? min));
};
/** A quick match's seats for a game: as chosen last, else the fewest the game's tables take (a duel's two). */
export const quickSeats = (game: MenuGame, players: ChosenPlayers): number => seatsIn(game, players[`quick:${game.id}`]);
export const isPublic = (game: MenuGame, players: ChosenPlayers): boolean => players[`public:${game.id}`] === 1;

export function labelOf(t: SshTexts, item: Item, players: ChosenPlayers, account?: { name: string | null }, ladder?: string, eventLabel = '', puzzleLabel = ''): string {
  if (!('game' in item)) {
    if (item.kind === 'event') return eventLabel;
    if (item.kind === 'puzzle') return puzzleLabel;
    return item.kind === 'claim' ? t.items.claim(account?.name ?? null) : item.kind === 'ladder' ? t.items.ladder(ladder ?? '') : t.items[item.kind];
  }
  const { title, tables } = item.game;
  if (item.kind === 'continueSolo' || item.kind === 'solo') return t.items[item.kind](title);
  const { daily } = item.game;
  if (item.kind === 'daily') return t.items.daily(title, daily?.date ?? '', daily?.unfinished ?? false);
  if (item.kind === 'own' && isPublic(item.game, players)) return t.ownPublic(title, seatsOf(item, players), tables.seats[0] < tables.seats[1]);
  return t.items[item.kind](title, seatsOf(item, players), tables.seats[0] < tables.seats[1]);
}
