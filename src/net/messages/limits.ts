// The limits of the table protocol both ends keep: which messages a client may send, how large
// and how many, how long a seat or a watcher waits, and the close codes that say why a
// connection ended.

/** Message types a client may send; anything else is refused with an error. */
export const CLIENT_MESSAGES = ['move', 'start', 'bot', 'signal', 'say', 'mute', 'watcher', 'pace'] as const;
export type ClientMessageType = (typeof CLIENT_MESSAGES)[number];

/** Longest move text accepted (the longest legal move is far shorter). */
export const MOVE_TEXT_MAX = 120;
/** WebSocket frames larger than this close the connection (the transport's limit). */
export const FRAME_MAX_BYTES = 2048;
/** Per client: steady messages per second and burst. */
export const RATE_PER_SECOND = 20;
export const RATE_BURST = 40;
/** A client still flooding after this many refused messages in a row is disconnected. */
export const FLOOD_DISCONNECT_AFTER = 64;
/** How long a dropped client keeps its seat. */
export const RECONNECT_SECONDS = 120;

/** How long a watcher waits for a host who closed the table mid-game to resume it (`host --resume`). */
export const RESUME_WAIT_SECONDS = 30 * 60;
/** Close code of a table its host closed: the clients do not try to reconnect. */
export const CLOSE_TABLE_CLOSED = 4100;
/** Close code of a server that is stopping (it may come back with --resume): clients retry. */
export const CLOSE_SERVER_STOPPING = 4101;
/** Close code of a watcher the host did not let in (or did not answer): the client does not retry. */
export const CLOSE_WATCH_REFUSED = 4102;
/**
 * After its host closed a table, how long a seat that was away (dropped, or not back yet after a
 * restore) may still come back to be told so, rather than trying for minutes; the host's program
 * waits this long at most before its server stops. Longer than the clients' longest pause between tries (3 s).
 */
export const FAREWELL_SECONDS = 5;
/** How long a request to watch waits for the host's answer. */
export const WATCH_ASK_SECONDS = 120;
/** Requests to watch waiting for the host at once, per table. */
export const WATCH_PENDING_MAX = 4;
/** Of those, from one address (an IPv6 /64): one stranger cannot fill the host's door. */
export const WATCH_PENDING_PER_ADDRESS = 1;
