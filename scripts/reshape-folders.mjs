#!/usr/bin/env node
// Puts the flat files of src/cli and src/net into folders by what they do (issue 34; the
// architecture review's §4.3), and makes every path that named one of them follow. Re-runnable:
//   node scripts/reshape-folders.mjs [--dry-run]
// 1. `git mv`s each file of FOLDERS below; a file already at its new place is skipped quietly, one
//    at neither place is named ("missing"), and every flat file left in src/cli or src/net that
//    FOLDERS does not place is listed ("unplaced"), so that a file added since is placed by hand.
// 2. Rewrites, in every file git knows (tracked or new; not package-lock.json, not this script):
//    - relative paths (`./x.js`, `../../src/net/x.js`, in imports, `import()`, `vi.mock`,
//      `new URL('./x.js', import.meta.url)`, comments and markdown links), resolved from where
//      the file was and written from where it now is, when the file or its target moved;
//    - paths from the root or a layer (`src/net/x.ts`, `dist/net/x.js`, `net/x.ts`, `cli/x.ts`):
//      bundle entries, test fixtures, eslint-suppressions.json keys, docs and comments;
//    - a bare name (`bans.ts`) that named a neighbour which is one no longer: its relative path.
//    Both are computed from the tree before any move, so a file another branch added, which
//    imports a moved file by its old path, is rewritten too; a path to an old place that no
//    longer exists (a second run) is still recognised through FOLDERS.
// 3. Applies PATCHES: text no path rule can write (a file's own depth, docs' prose). One that
//    finds neither its old nor its new text is named, to be redone by hand.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SELF = 'scripts/reshape-folders.mjs';
const DRY = process.argv.includes('--dry-run');

/** Where each flat file goes: [from folder, to folder, file names without extension]. */
const FOLDERS = [
  // The command line: one folder per job; each game's own commands stay in cli/<game>/.
  ['src/cli', 'src/cli/program', ['program', 'game-cli', 'shared-commands', 'option-parsers', 'errors', 'package-version', 'output-width', 'screen-reader', 'one-key']],
  ['src/cli', 'src/cli/daily', ['daily-consent', 'daily-continue', 'daily-field', 'daily-option', 'next-attempt', 'today', 'share-command', 'share-facts']],
  [
    'src/cli',
    'src/cli/saves',
    ['saves-command', 'save-summary', 'unfinished-list', 'resume-choice', 'resume-words', 'stats-command', 'log-file', 'finished-log', 'verify-command', 'replay-words', 'cast-options'],
  ],
  ['src/cli', 'src/cli/learn', ['learn-command', 'learn-course', 'learn-run', 'first-game']],
  ['src/cli', 'src/cli/protocol', ['protocol-driver', 'bot-seats', 'talk-command', 'heard-message']],
  [
    'src/cli',
    'src/cli/net',
    [
      'net-commands',
      'net-defaults',
      'net-protocol',
      'net-sessions',
      'net-table-run',
      'host-action',
      'join-action',
      'seated-table',
      'table-failure',
      'watch-action',
      'watch-lines',
      'watch-log',
      'watch-protocol',
    ],
  ],
  ['src/cli', 'src/cli/serve', ['serve-action', 'server-options', 'local-server', 'log-lines', 'test-clock']],
  ['src/cli', 'src/cli/lobby', ['lobby-action', 'lobby-server', 'quick-match', 'quick-play', 'quick-remote', 'quick-request']],
  ['src/cli', 'src/cli/turn', ['turn-cache', 'turn-host', 'turn-notify-option', 'turn-offer', 'tables-action', 'finished-table']],
  ['src/cli', 'src/cli/account', ['account-action', 'account-command', 'account-server', 'account-texts', 'remembered-server', 'terminal-prover', 'notify-action', 'notify-command', 'notify-texts']],
  ['src/cli', 'src/cli/event', ['event-action', 'event-command', 'event-host', 'event-lines', 'event-texts']],
  ['src/cli', 'src/cli/ladder', ['ladder-lines', 'ladder-texts']],
  ['src/cli', 'src/cli/operator', ['operator-action', 'operator-command']],
  ['src/cli', 'src/cli/sim', ['sim-command', 'sim-queue', 'compare-command', 'compare-options', 'worker-command']],

  // The network code: the server's parts, the client, and the wire between them.
  [
    'src/net',
    'src/net/room',
    [
      'table-room',
      'room-admission',
      'room-commands',
      'room-connections',
      'room-context',
      'room-handlers',
      'room-joins',
      'room-lifecycle',
      'room-open',
      'room-play',
      'room-seating',
      'room-talk',
      'room-turn-mode',
      'room-watchers',
      'frame-check',
      'coalesce',
      'socket-cork',
    ],
  ],
  ['src/net', 'src/net/state', ['room-setup', 'room-state', 'room-views', 'room-listing', 'finished-game']],
  ['src/net', 'src/net/seats', ['seat-roster', 'seat-identity', 'watcher-list', 'talk-gate', 'names']],
  ['src/net', 'src/net/logs', ['room-store', 'room-journal', 'room-file-writer', 'room-files', 'room-log-cap']],
  ['src/net', 'src/net/http', ['http-edge', 'http-matchmake', 'http-body', 'http-reply', 'edge-quotas', 'quotas', 'rate-limit', 'client-address', 'address-prefix', 'proven-route']],
  ['src/net', 'src/net/scale', ['redis-tables', 'fenced-redis-driver', 'indexed-local-driver', 'table-takeover']],
  ['src/net', 'src/net/bots', ['server-bots', 'bot-brain', 'bot-worker', 'signal-wait']],
  [
    'src/net',
    'src/net/client',
    [
      'remote-table',
      'remote-client',
      'remote-reducer',
      'remote-seat',
      'remote-checks',
      'remote-connecting',
      'remote-way-back',
      'seat-update',
      'seats-back',
      'watch-client',
      'matchmake-client',
      'http-request',
      'address',
      'date-ms',
    ],
  ],
  ['src/net', 'src/net/wire', ['messages', 'net-codes', 'refusal-text', 'games', 'table-room-name', 'room-code', 'deal-commitment', 'turn-timeouts', 'watch-policies']],
  [
    'src/net',
    'src/net/accounts',
    [
      'account-service',
      'account-types',
      'account-export',
      'account-http',
      'account-links',
      'account-name',
      'account-names',
      'account-rows',
      'account-client',
      'client-key',
      'key-proof',
      'key-proof-check',
    ],
  ],
  ['src/net', 'src/net/lobby', ['lobby-client', 'lobby-http', 'lobby-list', 'lobby-watch', 'tables-client', 'tables-watch']],
  ['src/net', 'src/net/quick', ['quick-match', 'quick-ledger', 'redis-quick-ledger']],
  ['src/net', 'src/net/operator', ['operator-acts', 'operator-http', 'monitor-panel', 'monitor-actions', 'password-throttle', 'bans']],
  ['src/net', 'src/net/server', ['server', 'server-options', 'server-accounts', 'server-limits', 'server-metrics', 'server-seed', 'room-services', 'worker-script']],
  ['src/net', 'src/net/daily', ['daily-client']],
  ['src/net', 'src/net/ssh', ['ssh-vouchers']],
  // Presentation: "1:45" for the screens and the watch log (text imports nothing, and nothing of net).
  ['src/net', 'src/text', ['countdown']],
];

/**
 * Text no path rule writes, applied after the paths: [file (where it is after the moves), old,
 * new]. A file's own depth (package-version looks for package.json two folders up from a clone's
 * dist/cli/program/), and the prose of the docs that describe the folders.
 */
const PATCHES = [
  [
    'src/cli/program/package-version.ts',
    "// The program's version from package.json. Looked up beside this module's folder: one level up in\n// the installed package (bundle/), two in a clone (dist/cli/, src/cli/).",
    "// The program's version from package.json. Looked up from this module's folder: one level up in\n// the installed package (bundle/), three in a clone (dist/cli/program/, src/cli/program/).",
  ],
  ['src/cli/program/package-version.ts', "['../package.json', '../../package.json']", "['../package.json', '../../../package.json']"],
  ['docs/architecture.md', 'The accounts (`src/net/account-*.ts`) sit on it,', 'The accounts (`src/net/accounts/`) sit on it,'],
  [
    'docs/architecture.md',
    `src/cli/        the programs (program.ts; each game's own commands in regicide/, thronfolge/),
                option checks, the protocol driver, stats and saves; arena/: an outside bot's`,
    `src/cli/        the programs, a folder per job: program/ (makeProgram, the commands every game
                has, option checks, usage errors), saves/ (saves, stats, logs, replay --verify and
                --cast), daily/ (--daily, share), learn/, protocol/ (the --json driver and its bot
                seats), net/ (host, join, watch), serve/, lobby/ (the lobby and quick match), turn/
                (turn-based tables), account/ (account, notify), event/, ladder/, operator/, sim/
                (sim, --compare, --queue, worker), settings/, completion/; each game's own
                commands in regicide/, thronfolge/; arena/: an outside bot's`,
  ],
  [
    'docs/architecture.md',
    `src/net/        the server, its rooms, and the client side of a networked table; ssh/: the SSH
                front (ssh2: logins, limits, a channel as a terminal); messages/: the table
                protocol's messages (messages.ts gathers them); events/: the weekly team events`,
    `src/net/        the server, its rooms, and the client side of a networked table, a folder per
                job: server/ (one process: its options, services, limits, metrics), room/ (the
                Colyseus room and its parts), state/ (a table's setup, state and the views that
                travel), seats/ (who sits and watches, names, the talk gate), logs/ (the room
                logs on disk), http/ (the edge: requests, quotas, addresses, proven routes),
                scale/ (Redis tables, the fenced driver, takeover), bots/ (the server's bots on
                worker threads), quick/, lobby/ (the lobby and a player's tables), accounts/,
                operator/ (acts, bans, the monitor), client/ (the remote table, its reducer and
                connection), wire/ (what travels: messages, codes, refusals; messages.ts gathers
                messages/); ssh/: the SSH front (ssh2: logins, limits, a channel as a terminal);
                events/: the weekly team events`,
  ],
  [
    'README.md',
    'The [architecture page](docs/architecture.md) gives the rules the import check holds, the parts\nof each layer,',
    'Inside `src/cli` and `src/net` each job has a folder of its own (`cli/net/` for host, join and\nwatch; `net/room/`, `net/client/`, `net/wire/` …), listed on the [architecture\npage](docs/architecture.md), which also gives the rules the import check holds, the parts of each\nlayer,',
  ],
];

const git = (...args) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' });
const at = (path) => join(ROOT, path);

// The moves: old path → new path, each with the extension the file has.
const moves = new Map();
const done = [];
const missing = [];
for (const [from, to, names] of FOLDERS) {
  for (const name of names) {
    const ext = ['.ts', '.tsx'].find((e) => existsSync(at(`${from}/${name}${e}`)));
    if (ext) moves.set(`${from}/${name}${ext}`, `${to}/${name}${ext}`);
    else {
      const there = ['.ts', '.tsx'].find((e) => existsSync(at(`${to}/${name}${e}`)));
      if (there) done.push(`${from}/${name}${there}`);
      else missing.push(`${from}/${name}.ts`);
    }
  }
}
/** Every old path FOLDERS knows (moved now, before, or never there) → its new path. */
const placed = new Map();
for (const [from, to, names] of FOLDERS) {
  for (const name of names) for (const ext of ['.ts', '.tsx']) placed.set(`${from}/${name}${ext}`, `${to}/${name}${ext}`);
}

for (const path of missing) console.log(`missing: ${path} (neither at its old place nor its new one; skipped)`);
const flat = (dir) =>
  git('ls-files', '-co', '--exclude-standard', dir)
    .split('\n')
    .filter((p) => p && posix.dirname(p) === dir && /\.tsx?$/.test(p) && existsSync(at(p)));
for (const dir of ['src/cli', 'src/net']) for (const p of flat(dir)) if (!placed.has(p)) console.log(`unplaced: ${p} (add it to FOLDERS)`);

// The files to read: everything git knows in the worktree, text only.
const files = git('ls-files', '-co', '--exclude-standard')
  .split('\n')
  .filter((p) => p && p !== SELF && p !== 'package-lock.json' && !/\.(png|svg|gif|jpe?g|cast|gz|tgz|node)$/.test(p) && existsSync(at(p)) && statSync(at(p)).isFile());

/** Where a path (from the root, any extension form) is after the moves, or null if it does not move. */
function movedTo(path) {
  if (placed.has(path)) return placed.get(path);
  const dist = /^dist\/(.*)\.js$/.exec(path);
  if (dist) {
    for (const ext of ['.ts', '.tsx']) {
      const to = placed.get(`src/${dist[1]}${ext}`);
      if (to) return `dist/${to.slice('src/'.length, -ext.length)}.js`;
    }
  }
  return null;
}

/** The forms a module path may take on disk: `x.js` is written for `x.ts` or `x.tsx`. */
function candidates(path) {
  const m = /^(.*)\.(js|mjs|cjs)$/.exec(path);
  if (!m) return [path];
  const base = m[1];
  return m[2] === 'js' ? [`${base}.ts`, `${base}.tsx`, path] : m[2] === 'mjs' ? [`${base}.mts`, path] : [`${base}.cts`, path];
}

const extOf = (p) => /\.[^./]+$/.exec(p)?.[0] ?? '';
const swapExt = (p, ext) => p.slice(0, p.length - extOf(p).length) + ext;

/** A relative path written in `file` (now at `next`): the same target, written from `next`. */
function rewriteRelative(spec, file, next) {
  const target = posix.normalize(posix.join(posix.dirname(file), spec));
  if (target.startsWith('../')) return spec;
  let dest = null;
  for (const c of candidates(target)) {
    const to = movedTo(c);
    if (to) {
      dest = swapExt(to, extOf(target));
      break;
    }
    if (existsSync(at(c))) {
      dest = target;
      break;
    }
  }
  if (dest === null) return spec;
  if (dest === target && file === next) return spec;
  const rel = posix.relative(posix.dirname(next), dest);
  const written = rel.startsWith('.') ? rel : `./${rel}`;
  // Keep how the spec was written when it still names the same place (`./x.js` vs `x.js`).
  return posix.normalize(posix.join(posix.dirname(next), written)) === posix.normalize(posix.join(posix.dirname(next), spec)) ? spec : written;
}

const RELATIVE = /(?<![\w./@$-])(\.{1,2}\/[\w./-]+)/g;
const MODULE_EXT = /\.(tsx?|mts|cts|m?js|cjs|json)$/;
// A path from the root or from src/: src/net/x.ts, dist/net/x.js, net/x.ts, cli/x.ts (flat only;
// not after a `/`, so `../net/x.js` stays a relative path, which is RELATIVE's).
const BARE = /(?<![\w./@$-])([\w-]+\.(?:tsx?|js))(?![\w-])/g;
const ROOTED = /(?<![\w./@$-])((?:src|dist)\/)?((?:cli|net)\/[\w-]+)\.(tsx?|js)(?![\w-])/g;

function rewrite(text, file, next) {
  let out = text.replace(RELATIVE, (whole, token) => {
    // A sentence's full stop or a trailing slash is not part of the path.
    const tail = /[./-]*$/.exec(token)[0];
    const spec = token.slice(0, token.length - tail.length);
    if (!MODULE_EXT.test(spec)) return whole;
    return rewriteRelative(spec, file, next) + tail;
  });
  out = out.replace(ROOTED, (whole, root, path, ext) => {
    const key = ['.ts', '.tsx'].map((e) => `src/${path}${e}`).find((k) => placed.has(k));
    if (!key) return whole;
    const to = placed.get(key).slice('src/'.length);
    return `${root ?? ''}${swapExt(to, `.${ext}`)}`;
  });
  // A file named bare (`bans.ts`, in a comment) was a neighbour; if it is one no longer, its path.
  out = out.replace(BARE, (whole, name) => {
    const spec = `./${name}`;
    const written = rewriteRelative(spec, file, next);
    return written === spec ? whole : written;
  });
  return out;
}

// Everything is read and rewritten from the tree as it was, then moved, then written.
const writes = new Map();
for (const file of files) {
  const text = readFileSync(at(file), 'utf8');
  if (text.includes('\0')) continue;
  const next = moves.get(file) ?? file;
  const out = rewrite(text, file, next);
  if (out !== text) writes.set(next, out);
}

if (!DRY) {
  for (const [from, to] of moves) {
    mkdirSync(dirname(at(to)), { recursive: true });
    // A file git does not track yet (new on this branch) is moved as a plain file.
    if (git('ls-files', from).trim() === from) git('mv', from, to);
    else renameSync(at(from), at(to));
  }
  for (const [path, text] of writes) writeFileSync(at(path), text);
}

let unpatched = 0;
for (const [file, from, to] of PATCHES) {
  const path = at(file);
  const text = DRY ? (writes.get(file) ?? (existsSync(path) ? readFileSync(path, 'utf8') : '')) : existsSync(path) ? readFileSync(path, 'utf8') : '';
  if (text.includes(from)) {
    if (!DRY) writeFileSync(path, text.replace(from, to));
  } else if (!text.includes(to)) {
    unpatched++;
    console.log(`patch not applied (redo by hand): ${file}: ${JSON.stringify(from.slice(0, 70))}…`);
  }
}

// Longer import paths may pass the formatter's width: the files written are formatted again.
const prettier = at('node_modules/.bin/prettier');
const written = [...new Set([...writes.keys(), ...PATCHES.map(([file]) => file)])].filter((p) => existsSync(at(p)));
if (!DRY && written.length > 0 && existsSync(prettier)) execFileSync(prettier, ['--write', '--log-level', 'warn', '--ignore-unknown', ...written], { cwd: ROOT, stdio: 'inherit' });

const perFolder = new Map();
for (const to of moves.values()) perFolder.set(posix.dirname(to), (perFolder.get(posix.dirname(to)) ?? 0) + 1);
console.log(`${DRY ? 'would move' : 'moved'} ${moves.size} files (${done.length} already in place, ${missing.length} missing); rewrote paths in ${writes.size} files; ${unpatched} patches left`);
for (const [folder, n] of [...perFolder].sort()) console.log(`  ${folder}: ${n}`);
