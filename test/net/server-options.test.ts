// The server's limits as options of `serve` and `host`: listed in their help, each bad value a
// one-line error (exit 2) that quotes what was typed printably, and a given value enforced.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverLimitsFrom } from '../../src/cli/serve/server-options.js';
import { runBin } from '../cli/drive.js';
import { TERMINAL_CONTROLS, createBody, postJson } from './edge-helpers.js';
import { runProgram } from './net-process.js';

const LIMIT_OPTIONS = [
  '--connections-per-address',
  '--tables-per-minute',
  '--bot-tables-per-address',
  '--reservations-per-table',
  '--reservations-per-address',
  '--watchers-per-address',
  '--joins-per-minute',
  '--rejoins-per-minute',
  '--code-guesses-per-minute',
  '--max-body',
  '--headers-timeout',
  '--request-timeout',
  '--idle-timeout',
  '--allow-origin',
  '--trust-proxy',
  '--min-bot-delay',
  '--bot-levels',
  '--bot-workers',
  '--abandoned-minutes',
  '--finished-log-days',
  '--room-logs-max-mb',
  '--public-tables-per-address',
  '--lobby-waits-per-address',
  '--quick-matches-per-minute',
];

describe('the server options', () => {
  it('are listed by serve --help and host --help', () => {
    for (const [bin, command] of [
      ['regicide', 'serve'],
      ['thronfolge', 'serve'],
      ['regicide', 'host'],
      ['thronfolge', 'host'],
    ]) {
      const help = runBin(bin, [command, '--help']).stdout;
      expect(help).toContain('Server limits:');
      for (const option of LIMIT_OPTIONS) expect(help, `${bin} ${command}`).toContain(option);
    }
  });

  it('refuse a bad value with one printable line', () => {
    const bad: [string[], RegExp][] = [
      [['--connections-per-address', '0'], /--connections-per-address must be from 1 to 100000/],
      [['--tables-per-minute', 'many'], /--tables-per-minute must be a whole number/],
      [['--max-body', '10'], /--max-body must be from 256/],
      [['--headers-timeout', '20000'], /--headers-timeout \(20000 ms\) must not be longer than --request-timeout \(15000 ms\)/],
      [['--allow-origin', 'https://cards.example.org/play'], /--allow-origin takes an origin/],
      [['--allow-origin', '*'], /--allow-origin takes an origin/],
      [['--trust-proxy', 'proxy.example.org'], /--trust-proxy takes an IP address or a range/],
      [['--trust-proxy', '10.0.0.0/33'], /--trust-proxy takes/],
      [['--bot-levels', 'easy,\u001b[2Jgodlike'], /"\\u\{1b\}\[2Jgodlike" is none of them/],
      [['--bot-workers', '99'], /--bot-workers must be from 0 to 16/],
      [['--finished-log-days', '-1'], /--finished-log-days must be a whole number/],
      [['--room-logs-max-mb', 'lots'], /--room-logs-max-mb must be a whole number/],
    ];
    for (const command of [['serve'], ['host', '--json']]) {
      for (const [args, message] of bad) {
        const r = runBin('regicide', [...command, ...args]);
        expect(r.code, args.join(' ')).toBe(2);
        expect(r.stderr.trim().split('\n'), args.join(' ')).toHaveLength(1);
        expect(r.stderr).toMatch(message);
        expect(r.stderr).not.toMatch(TERMINAL_CONTROLS);
      }
    }
  });

  it("become the server's limits (those not given keep their defaults)", () => {
    expect(serverLimitsFrom({ tablesPerMinute: 2, allowOrigin: ['https://a.example'], trustProxy: ['10.0.0.0/8'], botLevels: ['easy'], roomLogsMaxMb: 2, monitorGuessesPerMinute: 3 })).toEqual({
      tablesPerMinutePerAddress: 2,
      allowedOrigins: ['https://a.example'],
      trustProxy: ['10.0.0.0/8'],
      botLevels: ['easy'],
      roomLogsMaxBytes: 2 * 1024 * 1024,
      monitorGuessesPerMinute: 3,
    });
    // The monitor's own limit is serve's (host has no monitor).
    expect(runBin('regicide', ['serve', '--help']).stdout).toContain('--monitor-guesses-per-minute');
    expect(runBin('regicide', ['serve', '--monitor-guesses-per-minute', '0']).stderr).toMatch(/--monitor-guesses-per-minute must be from 1 to 1000/);
  });

  it('are enforced by a serve process', async () => {
    const data = mkdtempSync(join(tmpdir(), 'net-options-'));
    const serve = runProgram('regicide', [
      'serve',
      '--port',
      '0',
      '--listen',
      '127.0.0.1',
      '--data',
      data,
      '--tables-per-minute',
      '1',
      '--max-body',
      '300',
      '--allow-origin',
      'https://cards.example.org',
    ]);
    const { port } = await serve.next();
    expect((await postJson(port, '/matchmake/create/table', createBody({ name: 'x'.repeat(400) }))).status).toBe(413);
    expect((await postJson(port, '/matchmake/create/table', createBody(), { Origin: 'https://cards.example.org' })).status).toBe(200);
    expect((await postJson(port, '/matchmake/create/table', createBody())).status).toBe(429);
    serve.kill('SIGTERM');
    expect((await serve.exit).code).toBe(0);
  });
});
