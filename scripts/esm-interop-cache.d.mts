// Types of esm-interop-cache.mjs, for its test.
export function cacheEsmInterop(source: string): string;
