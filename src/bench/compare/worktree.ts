// The version compared with, built where it cannot touch this one: a temporary git worktree of
// REF, its node_modules hard-linked from this clone when both lockfiles are the same (else a
// clean `npm ci --ignore-scripts`), then its own `npm run build`. The worktree is removed when
// the comparison ends, fails, or is interrupted.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** This clone (two levels above dist/bench/compare/). */
export const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

export interface Checkout {
  /** The worktree's folder, built. */
  dir: string;
  /** The full commit REF names. */
  commit: string;
  /** Removes the worktree (safe to call twice). */
  remove(): void;
}

const git = (args: string[]): string => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

/** Runs a step in `cwd` with its output on stderr; throws with the step's name if it fails. */
function step(what: string, command: string, args: string[], cwd: string): void {
  process.stderr.write(`against: ${what}\n`);
  const r = spawnSync(command, args, { cwd, stdio: ['ignore', 2, 2], env: { ...process.env, NODE_ENV: '' } });
  if (r.status !== 0) throw new Error(`${what} failed (${r.error?.message ?? `exit ${r.status}`})`);
}

/** Checks out and builds `ref`; the caller must call remove() (an exit or signal does it too). */
export function checkoutRef(ref: string): Checkout {
  let commit: string;
  try {
    commit = git(['rev-parse', '--verify', '--end-of-options', `${ref}^{commit}`]);
  } catch {
    throw new Error(`--against: git knows no commit ${JSON.stringify(ref)}`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'bench-against-'));
  let removed = false;
  const remove = (): void => {
    if (removed) return;
    removed = true;
    process.off('exit', remove);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    try {
      git(['worktree', 'remove', '--force', dir]);
    } catch {
      // Not registered (the add failed) or already gone: the folder and git's note of it go below.
    }
    rmSync(dir, { recursive: true, force: true });
    try {
      git(['worktree', 'prune']);
    } catch {
      // Nothing to prune.
    }
  };
  const onSignal = (signal: NodeJS.Signals): void => {
    remove();
    process.kill(process.pid, signal);
  };
  process.once('exit', remove);
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    step(`checking out ${ref} (${commit.slice(0, 9)}) in ${dir}`, 'git', ['worktree', 'add', '--detach', '--quiet', dir, commit], ROOT);
    installModules(dir);
    step('building it (npm run build)', 'npm', ['run', '--silent', 'build'], dir);
  } catch (e) {
    remove();
    throw e;
  }
  return { dir, commit, remove };
}

/** node_modules for the checkout: this clone's, hard-linked, when the lockfiles agree; else a clean install without scripts. */
function installModules(dir: string): void {
  const lock = (root: string): string => (existsSync(join(root, 'package-lock.json')) ? readFileSync(join(root, 'package-lock.json'), 'utf8') : '');
  if (lock(dir) !== '' && lock(dir) === lock(ROOT) && existsSync(join(ROOT, 'node_modules'))) {
    const r = spawnSync('cp', ['-al', join(ROOT, 'node_modules'), join(dir, 'node_modules')], { stdio: ['ignore', 'ignore', 2] });
    if (r.status === 0) {
      process.stderr.write('against: same package-lock.json; node_modules hard-linked from this clone\n');
      return;
    }
    rmSync(join(dir, 'node_modules'), { recursive: true, force: true });
  }
  step('its package-lock.json differs: npm ci --ignore-scripts', 'npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund', '--prefer-offline'], dir);
}
