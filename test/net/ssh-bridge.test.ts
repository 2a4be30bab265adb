// The SSH front names its players' addresses to the game server (X-Forwarded-For), proven by a
// secret of the process. A local program that writes the same header without the secret — or
// with a wrong one — is counted as itself: naming other addresses does not escape the quotas.
import { afterAll, describe, expect, it } from 'vitest';
import { BRIDGE_HEADER } from '../../src/net/http/client-address.js';
import { type NetServer, startNetServer } from '../../src/net/server/server.js';
import { createBody, postJson } from './edge-helpers.js';

const SECRET = 'a-secret-of-this-process-only-0123456789';
let server: NetServer | null = null;
afterAll(async () => {
  await server?.close();
});

const createAs = (port: number, address: string, proof?: string) =>
  postJson(port, '/matchmake/create/table', createBody(), { 'X-Forwarded-For': address, ...(proof ? { [BRIDGE_HEADER]: proof } : {}) });

describe('the SSH front as a proxy of this process', () => {
  it('counts each named player apart only with the secret', async () => {
    server = await startNetServer({ port: 0, host: '127.0.0.1', botDelayMs: 0, limits: { tablesPerMinutePerAddress: 2 }, bridge: { peer: '127.0.0.1', secret: SECRET } });
    const { port } = server;
    // Forged: without the secret, or with a wrong one, all three count against 127.0.0.1.
    expect((await createAs(port, '198.51.100.1')).status).toBe(200);
    expect((await createAs(port, '198.51.100.2', 'not-the-secret-not-the-secret-0123456789')).status).toBe(200);
    expect((await createAs(port, '198.51.100.3', 'short')).status).toBe(429);
    // The front: each player has an allowance of their own.
    expect((await createAs(port, '198.51.100.4', SECRET)).status).toBe(200);
    expect((await createAs(port, '198.51.100.4', SECRET)).status).toBe(200);
    expect((await createAs(port, '198.51.100.4', SECRET)).status).toBe(429);
    expect((await createAs(port, '198.51.100.5', SECRET)).status).toBe(200);
  });
});
