// The quick match's ledger (quick-ledger.ts) in the Redis every process shares: each decision is
// one Lua script, so that two players asking two processes in the same moment are never both
// told to open a table; the second is sent to the table the first opens. A held seat is a key
// with a time to live; a table being opened is a slot (the table asked for) naming its opener's
// token, whose code the players sent to it read once the opener has it: the opener publishes it,
// and each process hears it on one subscription (a player polling for it made seven reads of
// Redis on average in a burst of quick matches, and waited up to a poll's interval more).
import { createHash, randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { PACKAGE_NAME } from '../../core/package-name.js';
import type { Candidate, Decision, QuickLedger } from './quick-ledger.js';

const PREFIX = `${PACKAGE_NAME}:quick:`;
/** How long a slot waits for its opener (a process that died does not keep players waiting longer). */
const SLOT_MS = 30_000;
/** How long an opened table's code is kept for the players sent to it. */
const CODE_MS = 60_000;
/**
 * How often a player sent to a table being opened reads its code as well: a message published
 * while this process's subscription was reconnecting is lost, and the read finds the code anyway.
 */
const LOOK_MS = 250;
/** The channel an opener's code is published on: "token code" (code '' when the table could not be opened). */
const OPENED_CHANNEL = `${PREFIX}opened`;

// ARGV: prefix, slot, seats, holdMs, token, slotMs, then code, seats, taken for each candidate.
// Returns the kind and its code or token, then the codes of the candidates passed over as full.
const DECIDE = `
local p = ARGV[1]
local hold = tonumber(ARGV[4])
local full = {}
for i = 7, #ARGV, 3 do
  local code = ARGV[i]
  local seats = tonumber(ARGV[i + 1])
  local taken = tonumber(ARGV[i + 2])
  local held = tonumber(redis.call('GET', p .. 'held:' .. code) or '0')
  if held > taken then taken = held end
  if taken < seats then
    redis.call('SET', p .. 'held:' .. code, taken + 1, 'PX', hold)
    return {'seat', code, unpack(full)}
  end
  full[#full + 1] = code
end
local slot = p .. 'slot:' .. ARGV[2]
local token = redis.call('HGET', slot, 'token')
if token then
  local opened = redis.call('HGET', slot, 'code')
  local slotSeats = tonumber(redis.call('HGET', slot, 'seats') or '0')
  if not opened then
    local free = redis.call('HINCRBY', slot, 'free', -1)
    if free <= 0 then redis.call('DEL', slot) end
    redis.call('HINCRBY', p .. 'opening:' .. token, 'promised', 1)
    return {'joining', token, unpack(full)}
  end
  -- Opened already, and not yet in every process's listing: a seat there if one is left, counting
  -- the seats promised through the slot and those held by players sent there from a listing
  -- that shows it already (each count only grows while the slot lives).
  local held = tonumber(redis.call('GET', p .. 'held:' .. opened) or '0')
  local taken = math.max(held, slotSeats - tonumber(redis.call('HGET', slot, 'free') or '0'))
  if taken < slotSeats then
    redis.call('SET', p .. 'held:' .. opened, taken + 1, 'PX', hold)
    if taken + 1 < slotSeats then redis.call('HSET', slot, 'free', slotSeats - taken - 1) else redis.call('DEL', slot) end
    return {'seat', opened, unpack(full)}
  end
  redis.call('DEL', slot)
  full[#full + 1] = opened
end
local seats = tonumber(ARGV[3])
token = ARGV[5]
redis.call('HSET', p .. 'opening:' .. token, 'promised', 1)
redis.call('PEXPIRE', p .. 'opening:' .. token, tonumber(ARGV[6]) * 2)
if seats > 1 then
  redis.call('HSET', slot, 'token', token, 'free', seats - 1, 'seats', seats)
  redis.call('PEXPIRE', slot, tonumber(ARGV[6]))
end
return {'open', token, unpack(full)}
`;

// ARGV: prefix, token, slot, code ('' when it failed), holdMs, codeMs.
const OPENED = `
local p = ARGV[1]
local slot = p .. 'slot:' .. ARGV[3]
local promised = tonumber(redis.call('HGET', p .. 'opening:' .. ARGV[2], 'promised') or '1')
redis.call('DEL', p .. 'opening:' .. ARGV[2])
redis.call('SET', p .. 'code:' .. ARGV[2], ARGV[4], 'PX', tonumber(ARGV[6]))
if promised > 1 then redis.call('PUBLISH', p .. 'opened', ARGV[2] .. ' ' .. ARGV[4]) end
-- A listing may show the table before this step (its room is listed as it is made): seats held
-- from it meanwhile are added to the promised ones, never written over.
if ARGV[4] ~= '' then
  local early = tonumber(redis.call('GET', p .. 'held:' .. ARGV[4]) or '0')
  redis.call('SET', p .. 'held:' .. ARGV[4], early + promised, 'PX', tonumber(ARGV[5]))
end
if redis.call('HGET', slot, 'token') == ARGV[2] then
  if ARGV[4] == '' then
    redis.call('DEL', slot)
  else
    -- The table stays the slot's while seats are left and the other processes' listings may not
    -- show it yet (a room's metadata comes a little after its code): the next player asking the
    -- same, through any process, is seated there instead of opening a table of their own.
    redis.call('HSET', slot, 'code', ARGV[4])
    redis.call('PEXPIRE', slot, tonumber(ARGV[5]))
  end
end
return promised
`;

/**
 * A script sent by its hash (EVALSHA), its text only when Redis does not know it yet (a first call,
 * or a Redis restarted): the text is not sent, nor hashed by Redis, at every decision.
 */
function script(lua: string): (redis: Redis, ...args: (string | number)[]) => Promise<unknown> {
  const sha = createHash('sha1').update(lua).digest('hex');
  return (redis, ...args) =>
    redis.evalsha(sha, 0, ...args).catch((e: unknown) => {
      if (!(e instanceof Error) || !e.message.startsWith('NOSCRIPT')) throw e;
      return redis.eval(lua, 0, ...args);
    });
}

const decideScript = script(DECIDE);
const openedScript = script(OPENED);

export class RedisQuickLedger implements QuickLedger {
  private readonly redis: Redis;
  /** The subscription to openers' codes, made when this process first waits for one. */
  private subscriber: Promise<Redis> | null = null;
  /** Players of this process waiting for the code of a table being opened, by its token. */
  private readonly waiting = new Map<string, Set<(code: string) => void>>();

  constructor(private readonly url: string) {
    this.redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
    // A Redis away is the requests' failure (each is refused and may be asked again), not the process's.
    this.redis.on('error', () => {});
  }

  async decide(candidates: Candidate[], slot: string, seats: number, holdMs: number): Promise<Decision> {
    const token = randomBytes(12).toString('base64url');
    const answer = await decideScript(this.redis, PREFIX, slot, seats, holdMs, token, SLOT_MS, ...candidates.flatMap((c) => [c.code, c.seats, c.taken]));
    if (!Array.isArray(answer) || typeof answer[0] !== 'string' || typeof answer[1] !== 'string') throw new Error('the quick match ledger answered nonsense');
    const kind: string = answer[0];
    const value: string = answer[1];
    // After the answer, the candidates passed over as full (see Decision).
    const full = answer.slice(2).filter((code): code is string => typeof code === 'string');
    return kind === 'seat' ? { seat: value, full } : kind === 'joining' ? { joining: value, full } : { open: value, full };
  }

  async opened(token: string, slot: string, code: string | null, holdMs: number): Promise<void> {
    await openedScript(this.redis, PREFIX, token, slot, code ?? '', holdMs, CODE_MS);
  }

  async codeOf(token: string, waitMs: number): Promise<string | null> {
    await this.subscribed();
    const key = `${PREFIX}code:${token}`;
    const code = await new Promise<string | null>((resolve) => {
      const hear = (heard: string | null): void => {
        clearInterval(looking);
        clearTimeout(giveUp);
        const set = this.waiting.get(token);
        set?.delete(hear);
        if (set?.size === 0) this.waiting.delete(token);
        resolve(heard);
      };
      const look = (): void => {
        this.redis.get(key).then(
          (found) => found !== null && hear(found),
          () => {},
        );
      };
      const looking = setInterval(look, LOOK_MS);
      const giveUp = setTimeout(() => hear(null), waitMs);
      let set = this.waiting.get(token);
      if (!set) this.waiting.set(token, (set = new Set()));
      set.add(hear);
      // Published before this player subscribed (or waited): the code is there already.
      look();
    });
    return code === '' ? null : code;
  }

  private subscribed(): Promise<Redis> {
    this.subscriber ??= this.subscribe().catch((e: unknown) => {
      // Redis away: this player's request fails, and the next one tries again.
      this.subscriber = null;
      throw e;
    });
    return this.subscriber;
  }

  private async subscribe(): Promise<Redis> {
    const subscriber = new Redis(this.url, { lazyConnect: false, maxRetriesPerRequest: 2 });
    subscriber.on('error', () => {});
    subscriber.on('message', (_channel: string, message: string) => {
      const [token, code = ''] = message.split(' ');
      for (const hear of [...(this.waiting.get(token) ?? [])]) hear(code);
    });
    try {
      await subscriber.subscribe(OPENED_CHANNEL);
    } catch (e) {
      subscriber.disconnect();
      throw e;
    }
    return subscriber;
  }

  async close(): Promise<void> {
    const subscriber = await this.subscriber?.catch(() => null);
    subscriber?.disconnect();
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
