// Shared start-up of every bin (one per game, named after it). The installed package ships only the
// bundle (bundle/). A clone has both: `npm ci`'s prepare script compiles dist/ (tsc) and then
// bundles, and the bundle starts about 2.5 times faster (one file per chunk instead of hundreds of
// modules), so a clone runs the bundle too, unless dist/ was built after it (`npm run build`, as
// `npm test` and the benchmarks do, and as a developer does after a change), which then runs.
import { statSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The commands every game has that open a game screen (beside its play command), unless an option makes them print or speak JSON. */
const SCREEN_COMMANDS = ['replay', 'host', 'join'];
const NO_SCREEN = new Set(['--json', '--verify', '--cast', '-h', '--help', '-V', '--version']);

/**
 * Keys typed while the program loads wait for the screen: the terminal stops echoing them and
 * holding them back for a whole line (an early Enter would arrive as a line feed, an early key
 * would stay on the terminal after the game). Nothing is read here; the screen reads them all
 * once it is up, and Node restores the terminal's mode if the program ends without one.
 */
function holdEarlyKeys(args, playCommand) {
  if (!process.stdin.isTTY || ![playCommand, ...SCREEN_COMMANDS].includes(args[0] ?? '') || args.some((a) => NO_SCREEN.has(a))) return;
  process.stdin.setRawMode(true);
}

/** When `file` was last written (ms), or null when it is missing. */
function writtenAt(file) {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return null;
  }
}

/** Which build to run: the bundle unless dist/ is newer (or the only one there); null when neither is built. */
export function entryOf(compiled, bundled) {
  const compiledAt = writtenAt(compiled);
  const bundledAt = writtenAt(bundled);
  if (bundledAt === null) return compiledAt === null ? null : compiled;
  return compiledAt !== null && compiledAt > bundledAt ? compiled : bundled;
}

/** Runs the program of game `name`, whose bin names its play command (`play`, `duel`): the bin is the game's own file. */
export async function startCli(name, playCommand = 'play') {
  const args = process.argv.slice(2);
  // React's development build (what a clone would load otherwise) records a performance.measure
  // for every component render, and Node keeps every one of them in its timeline: a long game, or
  // a server of SSH sessions, grows without bound (and draws at half the speed). A clone runs the
  // build the package bundles, whatever NODE_ENV a test runner set; NODE_ENV=development still
  // asks for React's warnings.
  if (process.env.NODE_ENV !== 'development') process.env.NODE_ENV = 'production';
  holdEarlyKeys(args, playCommand);
  const entry = entryOf(fileURLToPath(new URL(`../dist/cli/${name}/main.js`, import.meta.url)), fileURLToPath(new URL(`../bundle/${name}.js`, import.meta.url)));
  if (!entry) {
    process.stderr.write(`${name}: the program is not built yet; run "npm ci" (or "npm run build") in the project folder first\n`);
    process.exit(2);
  }
  const program = await import(pathToFileURL(entry).href);
  await program.main(args);
}
