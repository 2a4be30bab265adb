// A networked table's notice in the reader's language: the client's own codes (the connection, a
// player reconnecting or gone, the deal's notes, someone asking to watch, the seat to mute) from
// the net dictionary, and the server's codes as codeWords words them.
import type { CodedNotice } from '../../table/client.js';
import type { Lang } from '../../text/lang.js';
import { countdownText } from '../../text/countdown.js';
import { codeWords, type GameCodes } from './code-words.js';
import type { NetTexts } from './net-strings.js';
import { NET_TABLES, perMoveWords } from './texts/tables.js';

export interface NoticeReader {
  t: NetTexts;
  lang: Lang;
  /** The table's game, with the words of its rules' refusals (see gameCodes). */
  game: GameCodes;
  /** This terminal's seat (0 for a watcher). */
  seat: number;
}

export function netNoticeWords({ t, lang, game, seat }: NoticeReader, notice: CodedNotice): string {
  const p = notice.params;
  // A seat's name, or its number while nobody has named it.
  const who = (): string => String(p.name || p.seat);
  switch (notice.code) {
    case 'connectionLost':
      return t.connectionLost;
    case 'reconnecting':
      return t.reconnecting(who(), countdownText(Number(p.msLeft)));
    case 'vacated':
      return p.host ? t.vacatedHint(who()) : t.vacated(who());
    case 'returned':
      return t.returned(who());
    case 'hostAway':
      return t.hostAway;
    case 'seedChosen':
      return t.seedChosen;
    case 'embeddedDeals':
      return t.embeddedDeals;
    case 'watchRequest':
      return t.watchRequest(String(p.name), Number(p.waiting), t.netKeyHelp.tableAllow[0], t.netKeyHelp.tableRefuse[0]);
    case 'asking':
      return t.watchAsking;
    case 'mutePrompt':
      return t.mutePrompt;
    case 'muted':
      return t.mutedLine(who(), p.muted === true);
    case 'pace':
      return t.pace(p.to === 'live' ? 'live' : 'turn', who(), perMoveWords(NET_TABLES[lang], Number(p.hours ?? 0)), p.agreed === true);
    default:
      return codeWords(lang, game, seat, { code: notice.code, params: p, message: notice.fallback ?? notice.code });
  }
}
