// Drives the real built binary over the JSON-lines protocol, as an outside program would.
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import seedrandom from 'seedrandom';
import { expect } from 'vitest';
import type { AnyGame } from '../../src/core/game.js';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const binPath = (name: string): string => `${ROOT}bin/${name}.js`;

export interface Driven {
  next(): Promise<Record<string, any>>;
  send(line: string): void;
  end(): void;
  kill(signal: NodeJS.Signals): void;
  exit: Promise<{ code: number | null; stderr: string }>;
}

export function drive(bin: string, args: string[], env: Record<string, string> = {}): Driven {
  const child = spawn(process.execPath, [binPath(bin), ...args], { cwd: ROOT, env: { ...process.env, CI: 'true', ...env } });
  let buffer = '';
  let stderr = '';
  const lines: string[] = [];
  const waiting: ((line: string | null) => void)[] = [];
  let closed = false;
  child.stdout.setEncoding('utf8');
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (d: string) => (stderr += d));
  // Writing to a program that has ended (killed, say) is not the test's failure.
  child.stdin.on('error', () => {});
  child.stdout.on('data', (d: string) => {
    buffer += d;
    for (let i = buffer.indexOf('\n'); i >= 0; i = buffer.indexOf('\n')) {
      const line = buffer.slice(0, i);
      buffer = buffer.slice(i + 1);
      if (waiting.length) waiting.shift()!(line);
      else lines.push(line);
    }
  });
  const exit = new Promise<{ code: number | null; stderr: string }>((resolve) =>
    child.on('close', (code) => {
      closed = true;
      while (waiting.length) waiting.shift()!(null);
      resolve({ code, stderr });
    }),
  );
  return {
    next: () =>
      new Promise((resolve, reject) => {
        const take = (line: string | null) => (line === null ? reject(new Error(`${bin} ${args[0]} ended: ${stderr}`)) : resolve(JSON.parse(line)));
        if (lines.length) take(lines.shift()!);
        else if (closed) take(null);
        else waiting.push(take);
      }),
    send: (line) => void child.stdin.write(line + '\n'),
    end: () => child.stdin.end(),
    kill: (signal) => void child.kill(signal),
    exit,
  };
}

export function runBin(bin: string, args: string[], input = '', env: Record<string, string> = {}): { code: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [binPath(bin), ...args], { cwd: ROOT, input, encoding: 'utf8', env: { ...process.env, CI: 'true', ...env } });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/**
 * Plays a whole game through the binary with random legal moves and checks every line against
 * the engine run in-process from the same seed: views, complete legal lists, bot events, the end
 * line and its log.
 */
export async function playThrough(game: AnyGame, args: string[], options: object, seed: string, botSeats: number[] = []) {
  const command = game.id === 'regicide' ? 'play' : 'duel';
  const p = drive(game.id, [command, '--json', '--seed', seed, ...args]);
  const rnd = seedrandom.alea(`drive-${seed}`);
  let state = game.setup(game.normalizeOptions(options), seed);
  const moves: string[] = [];
  for (;;) {
    const msg = await p.next();
    if (msg.type === 'end') {
      expect(msg.result).toEqual(JSON.parse(JSON.stringify(game.outcome(state))));
      expect(msg.log).toMatchObject({ format: 'cardgames-log', version: 1, game: game.id, seed, options: game.normalizeOptions(options), moves, result: msg.result });
      expect((await p.exit).code).toBe(0);
      return msg.log;
    }
    // Bots signal after a jester (table talk, not moves): only bot seats, only while a jester waits.
    if (msg.type === 'signal') {
      expect(botSeats).toContain(msg.seat);
      expect((state as { phase?: string }).phase).toBe('next');
      continue;
    }
    if (msg.type === 'event') {
      expect(botSeats).toContain(msg.seat);
      expect(msg.seat).toBe(game.currentSeat(state));
      state = game.apply(state, game.parseMove(msg.move));
      moves.push(msg.move);
      continue;
    }
    expect(msg).toMatchObject({ type: 'state', protocol: 1, game: game.id, seat: game.currentSeat(state) });
    expect(botSeats).not.toContain(msg.seat);
    expect(msg.view).toEqual(JSON.parse(JSON.stringify(game.view(state, msg.seat))));
    expect(msg.legal).toEqual(game.legalMoves(state).map(game.formatMove));
    const move = msg.legal[Math.floor(rnd() * msg.legal.length)];
    p.send(move);
    state = game.apply(state, game.parseMove(move));
    moves.push(move);
  }
}
