// The seed of a deal the server draws for players who must not know it: 128 bits from the
// operating system's generator, in the form that shuffles with a 128-bit generator (sfc32, see
// src/core/rng.ts). A guest who knows their own hand cannot search 2^128 seeds for the one that
// deals it; the old form, a number below 10^9, was searched in 12 core-minutes.
import { randomBytes } from 'node:crypto';
import { STRONG_SEED_PREFIX } from '../../core/rng.js';

/** Bits of randomness in a seed the server draws. */
export const SERVER_SEED_BITS = 128;

/** A fresh server seed: `v2-` and 32 hex digits. */
export const serverSeed = (): string => STRONG_SEED_PREFIX + randomBytes(SERVER_SEED_BITS / 8).toString('hex');
