// Hostile SSH guests for `npm run loadtest -- --ssh-guests N`: each logs in as a guest, opens solo
// Regicide and then, every second, asks for a hint at a fresh position (hint, a card played,
// the move taken back: the next hint is for a position no hint was worked out for), sends a
// burst of window changes, and holds down the arrow keys at twice the keys a session is allowed (the session stays open:
// what is over the allowance is dropped, never long enough in a row to end it).
// They measure nothing themselves: the honest rooms beside them are measured, and the game
// port's /healthz answers (the message loop's own latency).
import { get } from 'node:http';
import ssh2 from 'ssh2';
import type { ClientChannel } from 'ssh2';
import { gameModules } from '../modules/registry.js';
import { uiGame } from '../ui/games.js';
import { SSH_TEXTS } from '../ui/ssh/ssh-strings.js';

const { Client } = ssh2;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Window changes each guest sends per second, in one burst. */
const RESIZES_PER_SECOND = 50;
/** Arrow keys each guest sends per second (a session is allowed 20: the rest is dropped, never 64 in a row). */
const ARROWS_PER_SECOND = 40;

export interface GuestCounts {
  /** Guests that reached their game. */
  playing: number;
  hintsAsked: number;
  /** Seconds in which a guest's screen showed a hint that had come. */
  hintsShown: number;
  resizes: number;
  keys: number;
  /** Sessions the server ended (a flood too long). */
  ended: number;
}

/** The game the guests play: the first with a game of one (the menu's first item for a guest). */
const soloGame = gameModules().find((m) => uiGame(m.id)?.solo);

async function openGuest(port: number, n: number): Promise<{ client: InstanceType<typeof Client>; channel: ClientChannel; output: () => string; hintSeen: () => boolean }> {
  const client = new Client();
  await new Promise<void>((resolve, reject) => {
    client.once('ready', () => resolve());
    client.once('error', reject);
    client.on('keyboard-interactive', (_a, _b, _c, _d, finish) => finish([]));
    client.connect({ host: '127.0.0.1', port, username: `guest${n}`, tryKeyboard: true, readyTimeout: 60_000 });
  });
  const channel = await new Promise<ClientChannel>((resolve, reject) =>
    client.shell({ term: 'xterm-256color', cols: 80, rows: 24 }, { env: { LANG: 'en_US.UTF-8' } }, (err, ch) => (err ? reject(err) : resolve(ch))),
  );
  let output = '';
  let hintSeen = false;
  channel.on('data', (d: Buffer) => {
    const text = d.toString('utf8');
    if (text.includes('to win)')) hintSeen = true;
    output = (output + text).slice(-8000);
  });
  return {
    client,
    channel,
    output: () => output,
    hintSeen: () => {
      const seen = hintSeen;
      hintSeen = false;
      return seen;
    },
  };
}

async function waitFor(output: () => string, text: string, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (!output().includes(text)) {
    if (Date.now() > end) return false;
    await sleep(50);
  }
  return true;
}

/** Starts `count` hostile guests against the SSH port; `stop` ends them and says what they did. */
export function startSshGuests(sshPort: number, count: number): { ready: Promise<void>; stop(): Promise<GuestCounts> } {
  if (!soloGame) throw new Error('loadtest: no game has a solo game to play over SSH');
  const soloLabel = SSH_TEXTS.en.items.solo(uiGame(soloGame.id)!.title);
  const counts: GuestCounts = { playing: 0, hintsAsked: 0, hintsShown: 0, resizes: 0, keys: 0, ended: 0 };
  let stopping = false;
  const clients: InstanceType<typeof Client>[] = [];

  async function guest(n: number): Promise<void> {
    const g = await openGuest(sshPort, n);
    clients.push(g.client);
    let ended = false;
    g.channel.on('close', () => {
      ended = true;
      if (!stopping) counts.ended++;
    });
    if (!(await waitFor(g.output, soloLabel, 60_000))) return;
    g.channel.write('1');
    if (!(await waitFor(g.output, 'Your hand', 60_000))) return;
    counts.playing++;
    arrived();
    const send = (keys: string): void => {
      if (ended) return;
      g.channel.write(keys);
      counts.keys++;
    };
    // Arrow keys held down, all the time.
    const arrows = setInterval(() => send(counts.keys % 2 ? '\u001b[C' : '\u001b[D'), 1000 / ARROWS_PER_SECOND);
    while (!stopping && !ended) {
      // A hint (y answers the practice question the first time), a card played, and the play taken back.
      for (const key of ['i', 'y']) send(key);
      counts.hintsAsked++;
      await sleep(150);
      for (const key of ['1', '\r']) send(key);
      await sleep(150);
      send('u');
      for (let i = 0; i < RESIZES_PER_SECOND && !ended; i++) {
        g.channel.setWindow(24, i % 2 ? 100 : 80, 0, 0);
        counts.resizes++;
      }
      await sleep(700);
      if (g.hintSeen()) counts.hintsShown++;
    }
    clearInterval(arrows);
  }

  let arrived = (): void => {};
  // Every guest in its game (or given up on): the measured run starts then, not during the logins.
  const ready = new Promise<void>((resolve) => {
    let n = 0;
    arrived = () => void (++n === count && resolve());
  });
  const running = Array.from({ length: count }, (_, n) => guest(n).catch(() => {}));
  return {
    ready: Promise.race([ready, Promise.all(running).then(() => {})]),
    async stop() {
      stopping = true;
      await Promise.race([Promise.all(running), sleep(5000)]);
      for (const c of clients) c.end();
      return counts;
    },
  };
}

/** Probes GET /healthz on the game port every `everyMs` until stopped: the latencies of the answers. */
export function probeHealth(port: number, everyMs = 100): { stop(): Promise<number[]> } {
  const latencies: number[] = [];
  let running = true;
  const once = () =>
    new Promise<void>((resolve) => {
      const sent = performance.now();
      const req = get({ host: '127.0.0.1', port, path: '/healthz', agent: false }, (res) => {
        res.resume();
        res.on('end', () => {
          latencies.push(performance.now() - sent);
          resolve();
        });
      });
      req.setTimeout(30_000, () => req.destroy());
      req.on('error', () => resolve());
    });
  const done = (async () => {
    while (running) {
      await once();
      await sleep(everyMs);
    }
  })();
  return {
    async stop() {
      running = false;
      await done;
      return latencies;
    },
  };
}
