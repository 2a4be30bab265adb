// Types of startup-patches.mjs, for its test.
export function patchYogaLoader(source: string): string;
export function patchStringWidth(source: string): string;
export function patchStyledChars(source: string): string;
export const startupPatches: unknown[];
