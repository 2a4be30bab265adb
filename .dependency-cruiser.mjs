// The layer rules of the README's Architecture section (the map; the rules in full in
// docs/architecture.md), as dependency-cruiser checks them: each layer imports only the layers
// below it, no front end imports another except where docs/architecture.md says so, the pure layers reach no I/O, and no import cycle anywhere (type-only imports count).
// `npm test` runs them (test/architecture/layers.test.ts); `npx depcruise src` prints the same.
//
//   bench                      the benchmarks: may use anything, nothing uses them
//   cli  →  ui, net, sim       front ends; cli starts the others (screens lazily), ui/net shows net's tables
//   ui   sim   net
//              net/db          the server's database (Kysely; libSQL, pg): below the rest of net, never seen by ui
//   protocol                   the protocol's English: the words of every code (for scripts and logs)
//   modules                    one module per game (src/modules/<game>/) and the registry listing them
//   text                       terminal text: languages, widths, wrapping, counts and numbers (front ends only)
//   table                      the game loop, saves and resume
//   store                      save files and statistics
//   games                      rules, views, events, bots, solver (pure)
//   core                       cards, RNG, the Game contract, logs (pure)

const FRONT_ENDS = '(ui|cli|sim|net)';

/** A rule that `from` may import nothing under src/ that `to` matches. */
const notTo = (name, comment, from, to, extra = {}) => ({
  name,
  comment,
  severity: 'error',
  from: { path: from, ...extra.from },
  to: { path: to, ...extra.to },
});

/** Node's modules the pure layers may use: util (isDeepStrictEqual) computes, nothing more. */
const PURE_BUILTINS = '^(node:)?util$';
/** Packages the pure layers may use: the seeded generator and the hash, both plain computation. */
const PURE_PACKAGES = '^(seedrandom|@noble/hashes)($|/)';

export default {
  forbidden: [
    {
      name: 'no-cycle',
      comment: 'No import cycle, not even through types: every arrow runs one way.',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'resolvable',
      comment: 'Every import names a module that exists.',
      severity: 'error',
      from: { path: '^src/' },
      to: { couldNotResolve: true },
    },

    // Each layer imports only the layers below it.
    notTo('core-is-the-floor', 'core imports nothing of the project above it.', '^src/core/', '^src/', { to: { pathNot: '^src/core/' } }),
    notTo('games-below-table', 'The games import only core (and their own folder).', '^src/games/', `^src/(store|table|text|modules|protocol|bench|${FRONT_ENDS})/`),
    notTo('one-game-per-folder', 'A game imports no other game.', '^src/games/([^/]+)/', '^src/games/', { to: { pathNot: '^src/games/$1/' } }),
    notTo('store-below-table', 'The store (save files, statistics) imports only core and the games.', '^src/store/', `^src/(table|text|modules|protocol|bench|${FRONT_ENDS})/`),
    notTo('table-below-front-ends', 'The table imports core, the games and the store, no front end.', '^src/table/', `^src/(text|modules|protocol|bench|${FRONT_ENDS})/`),
    notTo('modules-below-front-ends', 'The game modules and their registry import the table and what is below it, no front end.', '^src/modules/', `^src/(text|protocol|bench|${FRONT_ENDS})/`),
    notTo('protocol-below-front-ends', "The protocol's English imports the modules and what is below them, no front end.", '^src/protocol/', `^src/(text|bench|${FRONT_ENDS})/`),
    notTo('protocol-names-no-game', "The protocol's English words a game's refusals through its module (the registry), never from a game's folder.", '^src/protocol/', '^src/(games|modules)/[^/]+/'),
    notTo('one-module-one-game', "A game's module imports its own game only, and no other game's module.", '^src/modules/([^/]+)/', '^src/(games|modules)/[^/]+/', {
      to: { pathNot: '^src/(games|modules)/$1/' },
    }),
    notTo(
      'modules-generic-parts',
      'What every module shares (the contract, the play at a terminal, the tallies) names no game: only the registry (and its light twin, the cards) lists them.',
      '^src/modules/[^/]+$',
      '^src/(games|modules)/[^/]+/',
      { from: { pathNot: '^src/modules/(registry|cards)\\.ts$' } },
    ),
    notTo('text-stands-alone', 'Terminal text imports nothing of the project: no game, no table.', '^src/text/', '^src/', { to: { pathNot: '^src/text/' } }),
    notTo('nothing-uses-bench', 'The benchmarks sit on top: nothing imports them.', '^src/', '^src/bench/', { from: { pathNot: '^src/bench/' } }),

    // Inside Regicide: the bots' and the solver's shared heuristics are the floor of both.
    notTo('heuristics-below-bots-and-solver', 'The shared policy, candidates and rollout import neither bots nor solver.', '^src/games/([^/]+)/heuristics/', '^src/games/$1/(bots|solver)/'),
    notTo('solver-below-bots', 'The bots use the solver (endgames), never the other way.', '^src/games/([^/]+)/solver/', '^src/games/$1/bots/'),

    // Front ends: only the arrows docs/architecture.md names.
    notTo('sim-alone', 'The simulator uses no other front end.', '^src/sim/', '^src/(ui|cli|net)/'),
    notTo('net-alone', 'The network code uses no other front end.', '^src/net/', '^src/(ui|cli|sim)/'),
    notTo(
      'net-client-apart',
      "A networked table's client side (net/client) and what travels (net/wire) import no part of the server: a terminal loads no room, edge or database.",
      '^src/net/(client|wire)/',
      '^src/net/(server|room|state|seats|logs|http|scale|bots|quick|operator|db)/',
    ),
    notTo('ui-below-cli', 'The screens use neither the CLI nor the simulator.', '^src/ui/', '^src/(cli|sim)/'),
    notTo('ui-net-only-in-ui-net', 'Only the network screens (ui/net) use the network code.', '^src/ui/', '^src/net/', { from: { pathNot: '^src/ui/net/' } }),

    // The server's database is a layer of its own at the bottom of net: it imports nothing of the
    // rest of the network code, no screen reaches it, and only it loads the database drivers.
    notTo('db-below-net', 'The database layer (net/db) imports only core and its own files.', '^src/net/db/', '^src/', { to: { pathNot: '^src/(net/db|core)/' } }),
    notTo('ui-no-db', 'No screen imports the database layer, not even the network screens.', '^src/ui/', '^src/net/db/'),
    {
      name: 'db-drivers-in-db',
      comment: 'Only the database layer loads the database drivers (lazily, when a server opens its database).',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/net/db/' },
      to: { path: 'node_modules/(libsql|pg)/' },
    },

    // The screens see a seat's view, never the state: no rules internals, no files.
    notTo(
      'ui-no-rules-internals',
      'The screens import no state-changing rules (apply, setup, legal moves), bots or solver: what they show comes from the table client.',
      '^src/ui/',
      '^src/games/[^/]+/(apply|setup|legal|determinize|bots/|solver/|heuristics/)',
    ),
    notTo('ui-no-store', 'The screens do no file I/O: saves and statistics reach them through the table and the CLI.', '^src/ui/', '^src/store/'),
    {
      name: 'ui-no-io',
      comment: 'The screens do no file, process or network I/O themselves.',
      severity: 'error',
      from: { path: '^src/ui/' },
      to: { dependencyTypes: ['core'], path: '^(node:)?(fs|fs/promises|child_process|net|http|https|worker_threads|readline|readline/promises)$' },
    },

    // The pure layers: no I/O, no clock, no randomness of their own.
    {
      name: 'pure-no-builtins',
      comment: 'core and the games use no Node module but util: no files, no network, no crypto (its random functions).',
      severity: 'error',
      from: { path: '^src/(core|games)/' },
      to: { dependencyTypes: ['core'], pathNot: PURE_BUILTINS },
    },
    {
      name: 'pure-few-packages',
      comment: 'core and the games use only the seeded generator and the hash of the packages.',
      severity: 'error',
      from: { path: '^src/(core|games)/' },
      to: { dependencyTypes: ['npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg', 'npm-unknown'], pathNot: `node_modules/${PURE_PACKAGES.slice(1)}` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type-only imports count: a cycle through types is a cycle too.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    // Packages are resolved through their "exports", as Node resolves them.
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
