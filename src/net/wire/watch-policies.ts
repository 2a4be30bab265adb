// Whether a table lets people watch, in a file of its own so that the command line can offer the
// choices without loading the messages' schemas (and valibot) before a game's first frame.

/** Whether a table lets people watch: everyone with the code, nobody, or whom the host lets in. */
export const WATCH_POLICIES = ['yes', 'no', 'ask'] as const;
export type WatchPolicy = (typeof WATCH_POLICIES)[number];
