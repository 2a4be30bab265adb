// Colyseus's Redis driver, except that a process writes and removes only its own rooms' listings.
// A table that moved keeps its code: the process it left may still update or remove the listing
// under that code (a lock during its drain, the dispose after it), and must not touch the listing
// of the process that has the table now.
import type { IRoomCache } from '@colyseus/core';
import { RedisDriver } from '@colyseus/redis-driver';
import type { Redis } from 'ioredis';

const ROOMCACHES = 'roomcaches';

// roomcaches | roomId, json, processId: written unless another process's listing is there
const FENCED_SET = `local cur = redis.call('HGET', KEYS[1], ARGV[1])
if cur and cjson.decode(cur).processId ~= ARGV[3] then return 0 end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
return 1`;
// roomcaches | roomId, processId: removed only when it is this process's listing
const FENCED_DEL = `local cur = redis.call('HGET', KEYS[1], ARGV[1])
if not cur or cjson.decode(cur).processId ~= ARGV[2] then return 0 end
redis.call('HDEL', KEYS[1], ARGV[1])
return 1`;

type Fenced = Redis & {
  fencedListingSet(key: string, roomId: string, json: string, processId: string): Promise<number>;
  fencedListingDel(key: string, roomId: string, processId: string): Promise<number>;
};

export class FencedRedisDriver extends RedisDriver {
  private readonly fenced: Fenced;

  constructor(url: string) {
    super(url);
    this.fenced = (this as unknown as { _client: Fenced })._client;
    this.fenced.defineCommand('fencedListingSet', { numberOfKeys: 1, lua: FENCED_SET });
    this.fenced.defineCommand('fencedListingDel', { numberOfKeys: 1, lua: FENCED_DEL });
  }

  override createInstance(initialValues: Partial<IRoomCache> = {}): ReturnType<RedisDriver['createInstance']> {
    const listing = super.createInstance(initialValues);
    const client = this.fenced;
    const own = listing as unknown as { processId: string; hset: unknown; hdel: unknown };
    own.hset = (key: string, field: string, value: string) => client.fencedListingSet(key, field, value, own.processId);
    own.hdel = (key: string, field: string) => client.fencedListingDel(key, field, own.processId);
    return listing;
  }

  /** A dead or stopping process's listings, except those another process has taken over meanwhile. */
  override async cleanup(processId: string): Promise<void> {
    const rooms = await this.query({ processId });
    await Promise.all(rooms.map((room) => this.fenced.fencedListingDel(ROOMCACHES, room.roomId, processId)));
  }
}
