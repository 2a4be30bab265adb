// A 64-bit fingerprint of everything that decides a Regicide position's future, and a fixed-size
// table of positions proven lost. Piles are hashed in order, hands too: a flip or a feign moves a
// hand to the discard pile in hand order, and the order of the discard pile decides what a heart
// shuffle brings back. The castle is not hashed: within one deal it follows from its size.
import type { RegicideState } from '../types.js';

const PHASE_CODE = { play: 1, discard: 2, next: 3, over: 4 } as const;

/** Two independent 32-bit hashes of the position, written into `out`. */
export function hashPosition(s: RegicideState, out: Int32Array): void {
  let a = 0x811c9dc5 | 0;
  let b = 0x1b873593 | 0;
  const mix = (x: number): void => {
    a = Math.imul(a ^ x, 0x01000193);
    b = Math.imul((b + x) ^ (b >>> 15), 0x5bd1e995);
  };
  mix(PHASE_CODE[s.phase]);
  mix(s.current);
  mix(s.enemy);
  mix(s.castle.length);
  mix(s.damage);
  mix(s.spadeTotal);
  mix(s.cancelled ? 1 : 0);
  mix(s.damageDue);
  mix(s.flipsLeft);
  for (const y of s.yielded) mix(y ? 1 : 0);
  const r = s.rng;
  if (r.gen === 'sfc32') {
    mix(r.a | 0);
    mix(r.b | 0);
    mix(r.c | 0);
    mix(r.d | 0);
  } else {
    mix(r.c | 0);
    mix((r.s0 * 4294967296) | 0);
    mix((r.s1 * 4294967296) | 0);
    mix((r.s2 * 4294967296) | 0);
  }
  mix(100 + s.tavern.length);
  for (const c of s.tavern) mix(c);
  mix(200 + s.discard.length);
  for (const c of s.discard) mix(c);
  mix(300 + s.played.length);
  for (const c of s.played) mix(c);
  for (const h of s.hands) {
    mix(400 + h.length);
    for (const c of h) mix(c);
  }
  out[0] = a ^ (a >>> 13);
  // Never zero: zero marks an empty slot in the table.
  out[1] = (b ^ (b >>> 16)) | 1;
}

/**
 * Open addressing over a fixed number of slots. A full neighbourhood overwrites its first slot:
 * forgetting a proven loss only costs time, never soundness.
 */
export class LostTable {
  private readonly keys: Int32Array;
  private readonly mask: number;
  size = 0;

  constructor(bits = 21) {
    this.keys = new Int32Array(2 << bits);
    this.mask = (1 << bits) - 1;
  }

  private slotOf(h: Int32Array): number {
    const start = h[0] & this.mask;
    for (let i = 0; i < 8; i++) {
      const slot = (start + i) & this.mask;
      const k = this.keys[2 * slot + 1];
      if (k === 0 || (k === h[1] && this.keys[2 * slot] === h[0])) return slot;
    }
    return -1 - start;
  }

  has(h: Int32Array): boolean {
    const slot = this.slotOf(h);
    return slot >= 0 && this.keys[2 * slot + 1] !== 0;
  }

  add(h: Int32Array): void {
    let slot = this.slotOf(h);
    if (slot < 0) slot = -1 - slot;
    else if (this.keys[2 * slot + 1] === 0) this.size++;
    this.keys[2 * slot] = h[0];
    this.keys[2 * slot + 1] = h[1];
  }
}
