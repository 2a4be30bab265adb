// Defaults the network commands share with their actions (kept apart so that the commands, which
// load the actions lazily, and the actions import no module of each other).

/** The port `host` and `serve` listen on unless told otherwise. */
export const DEFAULT_PORT = 2567;
