// The load test's default size, shared by its option parser and the comparison that reads its probes.
export const LOADTEST_DEFAULTS = { rooms: 250, seconds: 90, ramp: 20 } as const;
