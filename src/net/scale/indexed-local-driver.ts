// Colyseus's in-memory room list, with a quick path for the lookup every join makes. The stock
// driver answers `findOne({ roomId })` by copying the whole list and testing each room's fields
// with a for-in loop: a few hundred microseconds with a thousand open tables, three or more times
// per join, which a burst of quick matches paid hundreds of times over (issue 29's figure). Here a
// lookup by code goes through an index of the rooms listed or found before; anything else (sorted,
// or without a code) is the stock lookup.
import { LocalDriver, type RoomCache } from '@colyseus/core';

type Conditions = Parameters<LocalDriver['findOne']>[0];

/** A listed room as the driver keeps it (RoomData): with the methods the matchmaker calls on it. */
const isRoomCache = (room: object): room is RoomCache => 'save' in room && typeof room.save === 'function';

/** RoomData.remove() takes a room off the list and drops its `$rooms`: a room of the index that was removed says so. */
const stillListed = (room: object): boolean => '$rooms' in room && room.$rooms !== null;

export class IndexedLocalDriver extends LocalDriver {
  private readonly byCode = new Map<string, RoomCache>();

  override findOne(conditions: Conditions, sortOptions?: Parameters<LocalDriver['findOne']>[1]): Promise<RoomCache> {
    const code = conditions.roomId;
    if (sortOptions !== undefined || typeof code !== 'string') return super.findOne(conditions, sortOptions);
    const room = this.listed(code);
    if (room && matches(room, conditions)) return Promise.resolve(room);
    // Not there, or not as asked: the stock answer (nothing), as before.
    return super.findOne(conditions, sortOptions);
  }

  /**
   * A room is indexed as soon as it is listed (Colyseus saves its listing once the code is set):
   * the first lookup of a table opened a moment ago — a quick match seating a second player at the
   * table the first one opened — finds it without scanning the list.
   */
  override createInstance(initialValues?: Parameters<LocalDriver['createInstance']>[0]): ReturnType<LocalDriver['createInstance']> {
    const room = super.createInstance(initialValues);
    const save = room.save.bind(room);
    room.save = () => {
      save();
      if (typeof room.roomId === 'string' && stillListed(room)) this.indexed(room.roomId, room);
    };
    return room;
  }

  override clear(): void {
    super.clear();
    this.byCode.clear();
  }

  /** The listed room with this code: from the index while it is still listed, else found in the list once. */
  private listed(code: string): RoomCache | undefined {
    const known = this.byCode.get(code);
    if (known && stillListed(known) && known.roomId === code) return known;
    this.byCode.delete(code);
    const room = this.rooms.find((r) => r.roomId === code);
    if (!room || !isRoomCache(room)) return undefined;
    this.indexed(code, room);
    return room;
  }

  private indexed(code: string, room: RoomCache): void {
    this.byCode.set(code, room);
    // Rooms closed since are dropped now and then, so the index never holds many more than the list.
    if (this.byCode.size > 2 * this.rooms.length + 64) for (const [c, r] of this.byCode) if (!stillListed(r)) this.byCode.delete(c);
  }
}

function matches(room: RoomCache, conditions: Conditions): boolean {
  for (const [field, value] of Object.entries(conditions)) if (room[field] !== value) return false;
  return true;
}
