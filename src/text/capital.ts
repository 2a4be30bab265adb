// A sentence begins with a capital, also when it begins with words made elsewhere (a move, a
// game's id): "play 2♣ loses" becomes "Play 2♣ loses" at the head of a line.

/** `text` with its first letter made upper case (the rest as it is). */
export const capitalised = (text: string): string => text.charAt(0).toLocaleUpperCase() + text.slice(1);
