// Installs the packed tarball as `npm ci` installs a project: from a lockfile, so that npm needs
// only the tarballs its cache holds (found by integrity) and never the registry. A global
// `npm install -g ./regicide-….tgz` reads no lockfile: it resolves every dependency's range from
// the registry's metadata, which a machine where only `npm ci` ran does not have in its cache
// (ENOTCACHED offline). The lockfile here is the project's own, cut to the runtime dependencies:
// the tarball depends on exactly package.json's "dependencies" (install.test.ts checks that), and
// the project's lockfile holds their versions and integrity, laid out as npm laid them out.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

type Entry = {
  version?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
} & Record<string, unknown>;
type Lockfile = { packages: Record<string, Entry> };

/** Where Node finds `name` from the package at lockfile location `from`: its own node_modules, then each enclosing one. */
function resolveFrom(packages: Record<string, Entry>, from: string, name: string): string | undefined {
  for (let at = from; ;) {
    const location = at ? `${at}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[location]) return location;
    if (!at) return undefined;
    const parent = at.lastIndexOf('/node_modules/');
    at = parent < 0 ? '' : at.slice(0, parent);
  }
}

/** The lockfile entries the root's "dependencies" need, each where the project's lockfile has it (optional ones this lockfile lacks are left out, as npm does). */
export function runtimeEntries(lockfile: Lockfile): Record<string, Entry> {
  const { packages } = lockfile;
  const needed: Record<string, Entry> = {};
  const queue: [string, Record<string, string>][] = [['', packages['']?.dependencies ?? {}]];
  for (let next = queue.shift(); next; next = queue.shift()) {
    const [from, names] = next;
    for (const name of Object.keys(names)) {
      const location = resolveFrom(packages, from, name);
      if (!location || needed[location]) continue;
      const entry = packages[location];
      needed[location] = entry;
      queue.push([location, { ...entry.dependencies, ...entry.optionalDependencies, ...entry.peerDependencies }]);
    }
  }
  return needed;
}

export interface LockfileInstall {
  /** The installed package's folder. */
  installed: string;
  /** What `npm ci` printed (stdout and stderr). */
  printed: string;
}

/**
 * A folder `dir` whose package.json depends on `tarball` (a `file:` path) and whose lockfile
 * carries the runtime dependencies from `projectLock`, then `npm ci --offline` there with `flags`.
 * Throws with npm's words when it fails.
 */
export function lockfileInstall(o: { tarball: string; projectLock: string; dir: string; flags: string[]; env: NodeJS.ProcessEnv }): LockfileInstall {
  mkdirSync(o.dir, { recursive: true });
  const lock = JSON.parse(readFileSync(o.projectLock, 'utf8')) as Lockfile;
  const manifest = JSON.parse(execFileSync('tar', ['-xzOf', o.tarball, 'package/package.json'], { encoding: 'utf8' })) as Entry & { name: string };
  const spec = `file:${relative(o.dir, o.tarball)}`;
  const integrity = `sha512-${createHash('sha512').update(readFileSync(o.tarball)).digest('base64')}`;
  const root = { name: 'tarball-install', version: '1.0.0', private: true, dependencies: { [manifest.name]: spec } };
  const packed = { version: manifest.version, resolved: spec, integrity, license: manifest.license, dependencies: manifest.dependencies, bin: manifest.bin, engines: manifest.engines };
  const packages = { '': root, [`node_modules/${manifest.name}`]: packed, ...runtimeEntries(lock) };
  writeFileSync(join(o.dir, 'package.json'), JSON.stringify(root, null, 2));
  writeFileSync(join(o.dir, 'package-lock.json'), JSON.stringify({ name: root.name, version: root.version, lockfileVersion: 3, requires: true, packages }, null, 2));
  const r = spawnSync('npm', ['ci', '--offline', ...o.flags], { cwd: o.dir, env: { ...o.env, npm_config_update_notifier: 'false' }, encoding: 'utf8' });
  const printed = `${r.stdout}${r.stderr}`;
  if (r.status !== 0) throw new Error(`npm ci ${o.flags.join(' ')} of the tarball exited ${r.status}:\n${printed}`);
  return { installed: join(o.dir, 'node_modules', manifest.name), printed };
}
