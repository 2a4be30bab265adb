// Watchers in the lobby (who watches, who asks, the host's answer keys) and the server's talk and
// watch codes in this reader's language (a code this list lacks falls back to the server's English).
import type { Dictionary } from '../../shared/i18n.js';

type Params = Record<string, unknown>;

export interface NetWatchersTexts {
  /** The names of the people watching (already printable), or that nobody is. */
  watchersLine: (names: readonly string[]) => string;
  /** The host: the first of the requests to watch, and the keys that answer it. */
  watchRequest: (name: string, waiting: number) => string;
  /** Words for the talk and watch codes of the server, or null. */
  talkCode: (code: string, params: Params) => string | null;
}

const en: NetWatchersTexts = {
  watchersLine: (names) => (names.length === 0 ? 'Nobody is watching' : `Watching: ${names.join(', ')}`),
  watchRequest: (name, waiting) => `${name} asks to watch${waiting > 1 ? ` (${waiting - 1} more waiting)` : ''} · a: let in · x: refuse`,
  talkCode: (code, p) =>
    ({
      watching: 'You are watching this table: watchers do not play or signal',
      notGreeting: 'Watchers may only greet the table',
      watchersSilent: 'The host has not allowed watchers to greet the table',
      muted: 'The host has muted your phrases (your signals still count)',
      talkRate: 'Too many phrases: wait a moment (that one was dropped)',
      noWatchRequest: 'Nobody is waiting with that request to watch',
      noWatchers: 'This table does not take watchers',
      watchersFull: 'This table has as many watchers (or people asking) as it takes',
      watchRefused: p.reason === 'noAnswer' ? 'The host did not answer your request to watch' : 'The host did not let you watch this table',
    })[code] ?? null,
};

const de: NetWatchersTexts = {
  watchersLine: (names) => (names.length === 0 ? 'Niemand schaut zu' : `Es schauen zu: ${names.join(', ')}`),
  watchRequest: (name, waiting) => `${name} möchte zuschauen${waiting > 1 ? ` (${waiting - 1} weitere warten)` : ''} · a: hereinlassen · x: ablehnen`,
  talkCode: (code, p) =>
    ({
      watching: 'Du schaust an diesem Tisch zu: Zuschauer spielen nicht und geben keine Zeichen',
      notGreeting: 'Zuschauer dürfen den Tisch nur grüßen',
      watchersSilent: 'Der Gastgeber hat Zuschauern das Grüßen nicht erlaubt',
      muted: 'Der Gastgeber hat deine Sätze stummgeschaltet (deine Zeichen zählen weiter)',
      talkRate: 'Zu viele Sätze: warte einen Moment (dieser wurde verworfen)',
      noWatchRequest: 'Niemand wartet mit dieser Bitte ums Zuschauen',
      noWatchers: 'Dieser Tisch nimmt keine Zuschauer',
      watchersFull: 'Dieser Tisch hat so viele Zuschauer (oder Wartende), wie er nimmt',
      watchRefused: p.reason === 'noAnswer' ? 'Der Gastgeber hat auf deine Bitte ums Zuschauen nicht geantwortet' : 'Der Gastgeber hat dich nicht zuschauen lassen',
    })[code] ?? null,
};

export const NET_WATCHERS: Dictionary<NetWatchersTexts> = { en, de };
