// A room's journal: its log goes to the store after every change, one write at a time, changes
// made meanwhile coalesced into the next write. Messages that reveal a change wait in the outbox
// until a write that includes it is durable: no client sees a move that a crash could take back.
import type { RoomLog, RoomStore } from './room-store.js';

export class RoomJournal {
  private writing = false;
  private dirty = false;
  /** The table went to another process: nothing more is written or sent. */
  private halted = false;
  private readonly outbox: (() => void)[] = [];
  private idle: Promise<void> = Promise.resolve();
  private settle: () => void = () => {};

  constructor(
    private store: RoomStore | null,
    /** The log as it stands now (taken when a write starts, so it includes every change so far). */
    private readonly snapshot: () => RoomLog,
    private readonly onError: (error: Error) => void,
  ) {}

  /** Something changed: write it (now, or right after the write under way). */
  save(): void {
    if (!this.store || this.halted) return;
    this.dirty = true;
    if (!this.writing) void this.writeLoop();
  }

  /** Runs `send` once everything changed so far is durable (at once when nothing is pending). */
  afterSave(send: () => void): void {
    if (this.halted) return;
    if (this.writing) this.outbox.push(send);
    else send();
  }

  /**
   * Stops for good: the store said another process owns the table now, so the messages waiting
   * for a write are dropped (their change is not durable; the clients get the table from its new
   * owner).
   */
  halt(): void {
    this.halted = true;
    this.dirty = false;
    this.outbox.length = 0;
  }

  /** The table's log goes to another store from the next write on (a table changing its pace: turn/turn-pace.ts). */
  use(store: RoomStore | null): void {
    this.store = store;
  }

  /** Resolves when no write is under way. */
  whenIdle(): Promise<void> {
    return this.idle;
  }

  private async writeLoop(): Promise<void> {
    this.writing = true;
    this.idle = new Promise((resolve) => (this.settle = resolve));
    while (this.dirty) {
      this.dirty = false;
      const log = this.snapshot();
      // The messages queued so far wait for this write; later ones wait for the next.
      const covered = this.outbox.length;
      try {
        // The store as it is now: a switch waits for the write under way, the next goes to the new one.
        await this.store?.save(log);
      } catch (e) {
        this.onError(e as Error);
      }
      for (const send of this.outbox.splice(0, covered)) send();
    }
    this.writing = false;
    for (const send of this.outbox.splice(0)) send();
    this.settle();
  }
}
