// What the clock asks of the tables when a move's time runs out (TurnTableActions, turn-port.ts):
// the table's room acts — in this process if its room lives here, else after restoring it here
// (taking its lease), or, with a shared driver (Redis), in the process that holds it. The room
// acts only while the seat is still to move past its deadline, so a second call for the same
// deadline does nothing.
import { matchMaker } from '@colyseus/core';
import type { TableRoom } from '../room/table-room.js';
import type { TurnTableActions } from './turn-port.js';
import type { Restore } from './turn-restore.js';

export function turnActions(restore: Restore): TurnTableActions {
  return {
    async timedOut(code, seat) {
      let room = matchMaker.getLocalRoomById(code) as TableRoom | undefined;
      if (!room) {
        // Restored for the clock: the room waits for the act before it may park again.
        const where = await restore(code, true);
        if (where === 'none') return;
        if (where === 'moving') {
          if (await matchMaker.driver.findOne({ roomId: code })) {
            await matchMaker.remoteRoomCall(code, 'turnTimedOut', [seat]);
            return;
          }
          throw new Error(`table ${code} is held by another process`);
        }
        room = matchMaker.getLocalRoomById(code) as TableRoom | undefined;
      }
      if (!room) throw new Error(`table ${code} could not be restored`);
      await room.turnTimedOut(seat);
    },
  };
}
