// The moments a Date holds: ±8.64e15 ms from the epoch. A server's number outside them makes
// `new Date(x).toISOString()` throw a RangeError, so a client checks it before it becomes a date.

/** The largest distance from the epoch, in ms, that a Date holds. */
export const DATE_MS_MAX = 8.64e15;

/** A number a server sent that is a moment a Date can hold. */
export const isDateMs = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x) && Math.abs(x) <= DATE_MS_MAX;
