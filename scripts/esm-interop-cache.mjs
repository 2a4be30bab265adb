// esbuild wraps a CommonJS package for every bundled ES module that imports it: each
// `import React from 'react'` becomes its own `__toESM(require_react())`, a new object with a
// getter per export (React has about 60). Ink and the screens import React from about 60 modules,
// so the first frame made some 5,000 getters (5–15 ms in the CPU profile, __copyProps; docs/figures.md,
// "The first frame against 2019738, 3 December"). The wrappers only forward reads to the package's
// exports, so one per package (and per kind of import) serves every importer: this keeps the
// first and hands it out again. A package whose exports gained names since gets a new one, as before.

/** The runtime's helper as esbuild 0.2x writes it with minifyWhitespace and minifySyntax. */
const RUNTIME = 'var __toESM=(mod,isNodeMode,target)=>(';

const CACHED = [
  'var __toESMSeen=new WeakMap,__toESM=(mod,isNodeMode)=>{',
  'if(mod==null||typeof mod!="object"&&typeof mod!="function")return __toESMFresh(mod,isNodeMode);',
  'let seen=__toESMSeen.get(mod);seen||__toESMSeen.set(mod,seen=[]);',
  'let kind=isNodeMode?1:0,names=__getOwnPropNames(mod).length,kept=seen[kind];',
  'return kept&&kept.names===names?kept.wrapper:(seen[kind]={names,wrapper:__toESMFresh(mod,isNodeMode)}).wrapper};',
].join('');

/** `source` (a bundle file) with a cached __toESM, or unchanged when it does not define the helper. */
export function cacheEsmInterop(source) {
  const at = source.indexOf(RUNTIME);
  if (at < 0) return source;
  return `${source.slice(0, at)}${CACHED}var __toESMFresh=(mod,isNodeMode,target)=>(${source.slice(at + RUNTIME.length)}`;
}
