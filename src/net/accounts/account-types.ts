// The shapes every part of the accounts shares: a proven key, an account as its owner sees it,
// and a database or one of its transactions. Apart from account-service.ts so that its parts
// (names, links, export, rows) name them without importing the service.
import type { Kysely, Transaction } from 'kysely';
import type { Tables } from '../db/schema.js';

export interface ProvenKey {
  fingerprint: string;
  kind: 'ed25519' | 'ssh';
  publicKey: string;
}

export interface AccountSummary {
  id: string;
  createdAt: number;
  name: string | null;
  keys: { fingerprint: string; kind: string; addedAt: number }[];
}

export type Db = Kysely<Tables> | Transaction<Tables>;
