// A commitment to the deal: before the game the lobby shows sha256(salt + ":" + seed), with a
// salt the server draws, so nobody can work the seed out of it; the end reveals both, and every
// client checks that they give the commitment it was shown. The seed cannot have been changed
// once the lobby showed it.
import { createHash, randomBytes } from 'node:crypto';

export const newSalt = (): string => randomBytes(16).toString('base64url');

export const dealCommitment = (salt: string, seed: string): string => createHash('sha256').update(`${salt}:${seed}`).digest('hex');

/** True when the revealed salt and seed give the commitment shown before the game. */
export const dealMatches = (shown: string, salt: string, seed: string): boolean => typeof salt === 'string' && typeof seed === 'string' && dealCommitment(salt, seed) === shown;
