// Fewer chunks for esbuild's code splitting.
//
// esbuild makes one chunk for every distinct set of entry points (the bins, the workers and every
// lazy `import()` target) that reach a module. A lazy target shares with the program the modules
// it imports itself, and not the program's others; so the program's modules were cut into one
// chunk per combination of lazy targets using them: 119 files before the first frame of
// `regicide play`, each resolved and linked on its own.
//
// But a lazy target loads only from code that is already running, so whatever its importers
// loaded is in memory by then (Rollup calls it "already loaded"). This module works that out from
// a first build's metafile; in the second build each lazy `import()` gets a small module instead
// of its target, which re-exports the target and then imports every module already loaded
// whenever the target loads ("glue"). At run time those imports find the modules evaluated and do
// nothing; to esbuild they make the lazy target reach all of them, so the program's modules no
// longer differ by which lazy targets use them and fall into a few large chunks. The target stays
// as it is, so where it is also imported statically nothing changes.
//
// The first frames' own screens are kept together the same way: another lazy target that already
// loads most of one (another screen) imports all of it, so that a part used by the learning or
// replay screens is not a chunk of its own. A plain-text command is never made to load React.
//
// Never glued: the entry points. They may still be evaluating when they ask for a lazy import (a
// bin awaits its command; a worker awaits a lazy import at its top level), and importing a module
// that is evaluating from code it waits for would wait for ever.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';

const STATIC = new Set(['import-statement', 'require-call']);

/** The files (not plugin stubs) among a metafile's inputs. */
const isFile = (input) => !/^[a-z-]+:/.test(input);

/** Static closure of every input: the inputs it loads before it runs, itself included. */
function closures(inputs) {
  const memo = new Map();
  const closure = (start) => {
    if (memo.has(start)) return memo.get(start);
    const seen = new Set();
    const stack = [start];
    while (stack.length > 0) {
      const f = stack.pop();
      if (seen.has(f)) continue;
      seen.add(f);
      for (const im of inputs[f]?.imports ?? []) if (STATIC.has(im.kind) && !im.external && inputs[im.path]) stack.push(im.path);
    }
    memo.set(start, seen);
    return seen;
  };
  return closure;
}

/**
 * For every lazy target of the build, the inputs to import at its end: those loaded whenever it
 * loads, by every way it can be loaded, as a fixpoint over lazy targets imported from lazy code.
 * `entries` are the entry points' inputs (paths as in the metafile).
 *
 * `whole` names lazy targets whose fresh modules (those not already loaded) should load as one
 * chunk: the first frame's. Any other lazy target that already loads most of them (by size) then
 * imports all of them (another screen parses a little more so that the first frame reads fewer
 * files).
 *
 * `units` name modules whose static closure loads as one: any lazy target that loads a part of
 * one loads all of it. The game registry is one (every game's module, engine and bots): the
 * command line reaches it only through lazy imports, from many commands, each of which would
 * otherwise load its own cut of the engines as chunks of their own.
 */
export function glueFor(metafile, entries, whole = [], units = []) {
  const { inputs } = metafile;
  const closure = closures(inputs);
  const importers = new Map();
  for (const [file, { imports }] of Object.entries(inputs)) {
    for (const im of imports) {
      if (im.external || !inputs[im.path]) continue;
      if (im.kind === 'dynamic-import') importers.set(im.path, [...(importers.get(im.path) ?? []), file]);
    }
  }
  const contexts = [...entries, ...importers.keys()];
  const all = new Set(Object.keys(inputs));
  // alreadyLoaded(context): entries start with nothing; lazy targets with everything, cut down until stable.
  const already = new Map(contexts.map((c) => [c, entries.includes(c) ? new Set() : all]));
  const loadedIn = (c) => new Set([...closure(c), ...already.get(c)]);
  for (let changed = true; changed;) {
    changed = false;
    for (const [target, froms] of importers) {
      if (entries.includes(target)) continue;
      let common;
      for (const from of froms)
        for (const c of contexts) {
          if (!closure(c).has(from)) continue;
          const loaded = loadedIn(c);
          common = common ? new Set([...common].filter((m) => loaded.has(m))) : loaded;
        }
      common ??= new Set();
      if (common.size !== already.get(target).size) {
        already.set(target, common);
        changed = true;
      }
    }
  }
  // The modules each `whole` target loads fresh, cut into blocks by which of them load each module.
  const fresh = whole.map((t) => new Set([...closure(t)].filter((m) => !already.get(t).has(m))));
  const blocks = new Map();
  for (const m of new Set(fresh.flatMap((f) => [...f]))) {
    const key = fresh.map((f) => (f.has(m) ? 1 : 0)).join('');
    blocks.set(key, [...(blocks.get(key) ?? []), m]);
  }
  const sizeOf = (modules) => modules.reduce((n, m) => n + (inputs[m]?.bytes ?? 0), 0);
  const glue = new Map();
  for (const target of importers.keys()) {
    if (entries.includes(target) || !isFile(target)) continue;
    const own = closure(target);
    // Only a target that already loads most of a block (by size: a screen loads React and Ink) takes
    // all of it; a plain-text command that shares a few words with the screen is not made to parse it.
    const touched = [...blocks.values()].filter((block) => sizeOf(block.filter((m) => own.has(m) || already.get(target).has(m))) * 2 >= sizeOf(block));
    const wanted = new Set([...already.get(target), ...touched.flat()]);
    for (const unit of units.map((u) => closure(u))) if ([...unit].some((m) => wanted.has(m) || own.has(m))) for (const m of unit) wanted.add(m);
    const extra = [...wanted].filter((m) => isFile(m) && !own.has(m) && !entries.includes(m));
    if (extra.length > 0) glue.set(target, extra);
  }
  return glue;
}

/** Whether esbuild drops a bare import of `input`: JSON, or a package that says it has no side effects. */
function withoutSideEffects(root, input) {
  if (input.endsWith('.json')) return true;
  if (!input.includes('node_modules/')) return false;
  for (let dir = dirname(join(root, input)); dir.includes('node_modules'); dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).sideEffects === false;
  }
  return false;
}

/**
 * The esbuild plugin that puts each lazy target's glue in a small module of its own: the lazy
 * `import()` gets that module, which re-exports the target and imports the glue (paths relative
 * to `root`). The target itself stays as it is, so where it is also imported statically nothing
 * changes.
 */
export function gluePlugin(root, glue) {
  return {
    name: 'chunk-glue',
    setup(b) {
      b.onResolve({ filter: /^\./ }, async (args) => {
        if (args.kind !== 'dynamic-import' || args.pluginData?.glueInner) return undefined;
        const resolved = await b.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: { glueInner: true } });
        if (resolved.errors.length > 0 || resolved.namespace !== 'file') return undefined;
        const extra = glue.get(relative(root, resolved.path).split(sep).join('/'));
        return extra ? { path: resolved.path, namespace: 'lazy-glue', pluginData: { extra } } : undefined;
      });
      b.onLoad({ filter: /.*/, namespace: 'lazy-glue' }, (args) => {
        const target = JSON.stringify(args.path);
        const source = readFileSync(args.path, 'utf8');
        const lines = [`export * from ${target};`];
        if (/\bexport\s+default\b|\bas\s+default\b/.test(source)) lines.push(`export { default } from ${target};`);
        for (const m of args.pluginData.extra) if (!withoutSideEffects(root, m)) lines.push(`import ${JSON.stringify(join(root, m))};`);
        return { contents: lines.join('\n'), loader: 'js', resolveDir: dirname(args.path) };
      });
    },
  };
}
