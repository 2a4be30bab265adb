// The plain lines of `watch` when its output is no terminal (a pipe, a file): the table watched,
// who sits where, the host letting the watcher in, the connection coming back or the table gone,
// and the result. The players' news and the log's place share the screens' words (notices.ts, watch.ts).
import type { Dictionary } from '../../shared/texts-for.js';

export interface NetWatchLogTexts {
  /** The first line: the table's code, its game's id and the watcher's name. */
  plainWatchStart: (code: string, game: string, name: string) => string;
  /** The seats, each as `plainWatchSeat` words it, joined. */
  plainWatchSeats: (seats: readonly string[]) => string;
  plainWatchSeat: (seat: number, name: string, bot: boolean, host: boolean) => string;
  /** A move's player who has no name. */
  plainWatchSeatNumber: (seat: number) => string;
  plainWatchLetIn: string;
  plainWatchBack: string;
  /** The result as the server sent it (JSON, made printable). */
  plainWatchOver: (result: string) => string;
  /** `reason`: the connection's own words, or '' without any. */
  plainWatchGone: (reason: string) => string;
}

const en: NetWatchLogTexts = {
  plainWatchStart: (code, game, name) => `Watching ${code} (${game}) as ${name}. Ctrl-C leaves.`,
  plainWatchSeats: (seats) => `Seats: ${seats.join(', ')}`,
  plainWatchSeat: (seat, name, bot, host) => `${seat} ${bot ? 'bot' : name || '(empty)'}${host ? ' (host)' : ''}`,
  plainWatchSeatNumber: (seat) => `seat ${seat}`,
  plainWatchLetIn: 'The host let you in.',
  plainWatchBack: 'Back at the table.',
  plainWatchOver: (result) => `The game is over: ${result}`,
  plainWatchGone: (reason) => `The table is gone${reason ? ` (${reason})` : ''}.`,
};

const de: NetWatchLogTexts = {
  plainWatchStart: (code, game, name) => `Zuschauen bei ${code} (${game}) als ${name}. Strg-C beendet.`,
  plainWatchSeats: (seats) => `Plätze: ${seats.join(', ')}`,
  plainWatchSeat: (seat, name, bot, host) => `${seat} ${bot ? 'Bot' : name || '(frei)'}${host ? ' (Gastgeber)' : ''}`,
  plainWatchSeatNumber: (seat) => `Platz ${seat}`,
  plainWatchLetIn: 'Der Gastgeber hat dich hereingelassen.',
  plainWatchBack: 'Wieder am Tisch.',
  plainWatchOver: (result) => `Das Spiel ist vorbei: ${result}`,
  plainWatchGone: (reason) => `Der Tisch ist weg${reason ? ` (${reason})` : ''}.`,
};

const fr: NetWatchLogTexts = {
  plainWatchStart: (code, game, name) => `Vous regardez ${code} (${game}) en tant que ${name}. Ctrl-C pour quitter.`,
  plainWatchSeats: (seats) => `Places\u00a0: ${seats.join(', ')}`,
  plainWatchSeat: (seat, name, bot, host) => `${seat} ${bot ? 'bot' : name || '(libre)'}${host ? ' (hôte)' : ''}`,
  plainWatchSeatNumber: (seat) => `Place ${seat}`,
  plainWatchLetIn: 'L’hôte vous a laissé entrer.',
  plainWatchBack: 'De retour à la table.',
  plainWatchOver: (result) => `La partie est terminée\u00a0: ${result}`,
  plainWatchGone: (reason) => `La table n’existe plus${reason ? ` (${reason})` : ''}.`,
};

const nb: NetWatchLogTexts = {
  plainWatchStart: (code, game, name) => `Ser på ${code} (${game}) som ${name}. Ctrl-C avslutter.`,
  plainWatchSeats: (seats) => `Plasser: ${seats.join(', ')}`,
  plainWatchSeat: (seat, name, bot, host) => `${seat} ${bot ? 'bot' : name || '(ledig)'}${host ? ' (vert)' : ''}`,
  plainWatchSeatNumber: (seat) => `Plass ${seat}`,
  plainWatchLetIn: 'Verten slapp deg inn.',
  plainWatchBack: 'Tilbake ved bordet.',
  plainWatchOver: (result) => `Spillet er over: ${result}`,
  plainWatchGone: (reason) => `Bordet er borte${reason ? ` (${reason})` : ''}.`,
};

export const NET_WATCH_LOG: Dictionary<NetWatchLogTexts> = { en, de, fr, nb };
