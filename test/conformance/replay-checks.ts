// Checks on a finished game beyond the rules: the protocol's determinism ("same seed + same
// options + same moves ⇒ identical states, byte for byte") and `replay --verify` on the game's
// own log (accepted) and on a log with one illegal move (refused).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './process.js';

const run = (bin: string, args: string[], input = '') =>
  spawnSync(process.execPath, [`${ROOT}bin/${bin}.js`, ...args], { cwd: ROOT, input, encoding: 'utf8', env: { ...process.env, CI: 'true' }, timeout: 60_000 });

/** The lines of a game without refused inputs: error lines and the repeated state line after each go. */
function essential(lines: readonly string[]): string[] {
  const out: string[] = [];
  for (const l of lines) {
    if (l.startsWith('{"type":"error"')) continue;
    if (out.length && out[out.length - 1] === l) continue;
    out.push(l);
  }
  return out;
}

/** Plays the same moves again in one go (no bots: every move from stdin); every line must be identical. */
export function checkDeterminism(bin: 'regicide' | 'thronfolge', args: string[], moves: readonly string[], transcript: readonly string[]): string[] {
  const r = run(bin, args, moves.map((m) => m + '\n').join(''));
  const again = essential(r.stdout.split('\n').filter((l) => l.trim()));
  const first = essential(transcript);
  const k = first.findIndex((l, i) => l !== again[i]);
  if (k >= 0 || first.length !== again.length)
    return [
      `[${bin} ${args.join(' ')}] not deterministic: the same moves give a different line ${k >= 0 ? k : Math.min(first.length, again.length)} (${(again[k] ?? '').slice(0, 160)} vs ${(first[k] ?? '').slice(0, 160)})`,
    ];
  return [];
}

/** `replay --verify` accepts the game's own log and refuses it with move `bad` put at index `at`. */
export function checkReplayVerify(bin: 'regicide' | 'thronfolge', log: any, at: number, bad: string): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'conformance-'));
  const problems: string[] = [];
  try {
    const good = join(dir, 'good.json');
    writeFileSync(good, JSON.stringify(log));
    const ok = run(bin, ['replay', '--verify', good]);
    if (ok.status !== 0) problems.push(`[${bin}] replay --verify refused the game's own log (exit ${ok.status}): ${(ok.stderr || ok.stdout).slice(0, 200)}`);
    const tampered = join(dir, 'bad.json');
    const moves = [...log.moves];
    moves[at] = bad;
    writeFileSync(tampered, JSON.stringify({ ...log, moves }));
    const no = run(bin, ['replay', '--verify', tampered]);
    if (no.status === 0) problems.push(`[${bin}] replay --verify accepted a log whose move ${at + 1} is "${bad}" (illegal there)`);
    else if (!`${no.stdout}${no.stderr}`.includes(String(at + 1)))
      problems.push(`[${bin}] replay --verify did not name move ${at + 1} as the first bad one: ${(no.stderr || no.stdout).slice(0, 200)}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return problems;
}
