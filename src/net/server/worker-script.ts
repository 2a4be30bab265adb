// A worker thread running a script that sits beside the module starting it: the compiled .js in
// dist/, or, from source (tsx, vitest), the .ts with tsx registered inside the worker first.
import { Worker } from 'node:worker_threads';

/** Starts `name` (without its extension) from the folder of `moduleUrl` (the caller's import.meta.url). */
export function workerBeside(moduleUrl: string, name: string, workerData?: unknown): Worker {
  if (!moduleUrl.endsWith('.ts')) return new Worker(new URL(`./${name}.js`, moduleUrl), { workerData });
  const url = new URL(`./${name}.ts`, moduleUrl).href;
  return new Worker(`import('tsx/esm/api').then((m) => { m.register(); return import(${JSON.stringify(url)}); });`, { eval: true, workerData });
}
