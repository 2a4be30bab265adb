// What travels between a networked table's server and its clients. Moves go up as notation text
// with the position they answer; down go only the receiving seat's update (view, legal moves,
// events), the public lobby facts, errors and notices for that client (each with a code and its
// parameters, the English words beside them), and — once the game is over — the result with the
// seed, the salt of the deal's commitment and the log.
//
// One file a purpose, in messages/: the limits both ends keep, what a client sends (its table
// messages, the room it creates, how it joins) and what the server sends down. This file gathers
// them, so that a module imports the protocol from one place.
export * from '../messages/limits.js';
export * from '../messages/client-messages.js';
export * from '../messages/create-room.js';
export * from '../messages/join-options.js';
export * from '../messages/server-messages.js';
export { WATCH_POLICIES, type WatchPolicy } from './watch-policies.js';
export { TURN_TIMEOUTS, type TurnTimeout } from './turn-timeouts.js';
