// Whole networked games on loopback: humans are test clients (each plays its seat with a seeded
// bot), some seats are the server's bots; every game equals the engine's game for the seed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type NetServer, startNetServer } from '../../src/net/server/server.js';
import { playNetworkedGame } from './net-helpers.js';

let server: NetServer;
beforeAll(async () => {
  server = await startNetServer({ port: 0, host: '127.0.0.1', botDelayMs: 0 });
});
afterAll(async () => {
  await server?.close();
});

describe('networked games equal the engine', () => {
  it('Regicide, two humans', async () => {
    await playNetworkedGame(server.port, 'regicide', { players: 2, variants: [] }, 'net-2', []);
  });
  it('Regicide, three seats, one of them a server bot', async () => {
    await playNetworkedGame(server.port, 'regicide', { players: 3, variants: [] }, 'net-3', [3]);
  });
  it('Regicide, four seats, two server bots', async () => {
    await playNetworkedGame(server.port, 'regicide', { players: 4, variants: [] }, 'net-4', [2, 4]);
  });
  it('Thronfolge duel between two clients', async () => {
    await playNetworkedGame(server.port, 'thronfolge', { first: null, variants: [] }, 'net-duel', []);
  });
});
