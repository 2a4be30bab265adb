// Three changes the bundle makes to code it bundles, each found with the CPU profile of the first
// frame (docs/figures.md, "Where the first frame's time went") and each leaving behaviour as it is.
// If a new version of the package words its code differently, the bundle keeps that code as it is
// (slower to start, never wrong) and the build says so.
import { readFileSync } from 'node:fs';

/**
 * Yoga (Ink's layout engine) is WebAssembly kept as a base64 data: URL, which its Emscripten
 * loader reads with fetch() whenever fetch exists. On Node that loads undici (the whole HTTP
 * client) and web streams before the first frame. Decoded in place with Buffer instead.
 */
export function patchYogaLoader(source) {
  return source
    .replace('"function"!=typeof fetch?Promise.resolve()', '!0?Promise.resolve()')
    .replace('var xa="function"==typeof atob?atob:', 'var xa=function(a){return Buffer.from(a,"base64").toString("latin1")},xaUnused="function"==typeof atob?atob:');
}

/**
 * string-width checks every grapheme cluster of a non-ASCII string against \p{RGI_Emoji}, a
 * property of strings whose regular expression V8 builds when the module loads: 50 ms on an idle
 * machine, 160–220 ms on a loaded one, before the first frame. A single code point is RGI_Emoji
 * only if it is Emoji_Presentation (checked over every code point by
 * test/package/startup-patches.test.ts), a class that costs nothing; so a single code point asks
 * that first, and the RGI expression is built only when a cluster needs it (an emoji sequence).
 */
export function patchStringWidth(source) {
  // A function as the replacement, so that the `$'` in the new code is not read as a pattern.
  const lazyRgi = [
    'let rgiEmojiRegexBuilt;',
    "const rgiEmojiRegex = { test: (s) => (rgiEmojiRegexBuilt ??= new RegExp('^\\\\p{RGI_Emoji}$', 'v')).test(s) };",
    'const emojiPresentationRegex = /^\\p{Emoji_Presentation}$/u;',
    'const mayBeRgiEmoji = (s) => !(s.length === 1 || (s.length === 2 && s.codePointAt(0) > 0xFFFF)) || emojiPresentationRegex.test(s);',
  ].join('\n');
  return source.replace('const rgiEmojiRegex = /^\\p{RGI_Emoji}$/v;', () => lazyRgi).replace('if (rgiEmojiRegex.test(segment) ||', 'if ((mayBeRgiEmoji(segment) && rgiEmojiRegex.test(segment)) ||');
}

/**
 * Ink composes every frame as a grid of styled cells and writes each row with ansi-tokenize's
 * styledCharsToString, which works out the escape codes between every two neighbouring cells with
 * diffAnsiCodes (three Sets and two filters per cell, 3,000 cells in a 100×30 frame): 10–15 ms of
 * the first frame's CPU profile, most of it for neighbours of the same style, whose difference is
 * empty. Those are now skipped: the same codes in the same order give diffAnsiCodes the same sets,
 * so it returns nothing and nothing was written (test/package/startup-patches.test.ts compares the
 * two on styled text and on Ink's blank cells).
 */
export function patchStyledChars(source) {
  const same = [
    'function sameAnsiCodes(a, b) {',
    '    if (a === b) return true;',
    '    if (a.length !== b.length) return false;',
    '    for (let k = 0; k < a.length; k++) if (a[k].code !== b[k].code || a[k].endCode !== b[k].endCode) return false;',
    '    return true;',
    '}',
    'export function styledCharsToString(chars) {',
  ].join('\n');
  return source
    .replace('export function styledCharsToString(chars) {', () => same)
    .replace(
      '        else {\n            ret += ansiCodesToString(diffAnsiCodes(chars[i - 1].styles, char.styles));',
      '        else if (!sameAnsiCodes(chars[i - 1].styles, char.styles)) {\n            ret += ansiCodesToString(diffAnsiCodes(chars[i - 1].styles, char.styles));',
    )
    .replace('if (i === chars.length - 1) {', 'if (i === chars.length - 1 && char.styles.length > 0) {');
}

const patch = (name, filter, apply, marker, only = () => true) => ({
  name,
  setup(b) {
    b.onLoad({ filter }, (args) => {
      if (!only(args.path)) return undefined;
      const source = readFileSync(args.path, 'utf8');
      const patched = apply(source);
      if (!patched.includes(marker)) {
        console.error(`bundle: ${args.path} has changed; left as it is (${name} not applied: a slower start-up)`);
        return { contents: source, loader: 'js' };
      }
      return { contents: patched, loader: 'js' };
    });
  },
});

export const startupPatches = [
  patch('yoga-without-fetch', /yoga-layout[\\/]dist[\\/]binaries[\\/]yoga-wasm-base64-esm\.js$/, patchYogaLoader, 'Buffer.from(a,"base64").toString("latin1")},xaUnused'),
  // The string-width of this project's node_modules (Ink's and the screens'), not an older copy nested under another package.
  patch(
    'string-width-emoji-first',
    /[\\/]node_modules[\\/]string-width[\\/]index\.js$/,
    patchStringWidth,
    '(mayBeRgiEmoji(segment) && rgiEmojiRegex.test(segment))',
    (path) => path.split(/[\\/]node_modules[\\/]/).length === 2,
  ),
  patch('styled-chars-same-style', /[\\/]@alcalzone[\\/]ansi-tokenize[\\/]build[\\/]styledChars\.js$/, patchStyledChars, 'else if (!sameAnsiCodes(chars[i - 1].styles, char.styles))'),
];
