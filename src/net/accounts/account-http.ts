// The accounts' HTTP routes on the server's edge. Every account act is one POST carrying a key
// proof: the client first asks `…/account/challenge` for a fresh challenge (kept for its address,
// for a minute, once), signs the login message (key-proof.ts) and sends the act with its public
// key, the challenge, the server address it signed and the signature. The server checks the
// signature, that the address signed is its own (a proof made for another server is refused
// here) and takes the challenge (a replay finds it gone), then acts for the account of that key,
// made on its first proof. Bodies are capped; answers are JSON; a refusal is `{ code, error }`.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { printable } from '../../core/printable.js';
import { addressKey } from '../http/address-prefix.js';
import { AccountService, type AccountServiceOptions, type ProvenKey } from './account-service.js';
import { type ServerDatabase, openDatabase } from '../db/database.js';
import { readJsonObject } from '../http/http-body.js';
import { PerMinuteQuota } from '../http/quotas.js';
import { replyJson } from '../http/http-reply.js';
import { newChallenge } from './key-proof.js';
import { checkKeyProof, plainServerAddress, proofAnswer } from './key-proof-check.js';

/** An account request is a key, a challenge, a signature and a name or a code: far below this. */
export const ACCOUNT_BODY_MAX = 4096;

export const ACCOUNT_ACTS = ['challenge', 'show', 'claim', 'link-code', 'link', 'export', 'delete'] as const;
export type AccountAct = (typeof ACCOUNT_ACTS)[number];
// Any prefix: behind a proxy the server may sit under a path.
const ROUTE = new RegExp(`/account/(${ACCOUNT_ACTS.join('|')})$`);

/** The refusals of the account routes, with their HTTP status and English. */
export const ACCOUNT_REFUSALS = {
  badRequest: [400, 'The request is not an account request.'],
  tooLarge: [413, 'The request is too large.'],
  badProof: [401, 'The key proof was refused: sign a fresh challenge of this server with your key.'],
  badName: [400, 'That name cannot be claimed: 2 to 20 columns of printable characters, single spaces.'],
  nameTaken: [409, 'That name, or one that looks the same, is taken on this server.'],
  noCode: [404, 'No such link code: it was mistyped, used or expired.'],
  keyHasAccount: [409, 'This key already belongs to an account with a name or other keys; delete that account first.'],
  tooMany: [429, 'Too many account requests from your address; wait a minute.'],
  keyBanned: [403, 'This key is banned on this server.'],
  tooManyKeys: [409, 'This account holds as many keys as this server allows; it takes no more.'],
  accountNames: [429, 'This account has changed its name as often as this server allows in a day; try again tomorrow.'],
  addressNames: [429, 'As many names were claimed from your address today as this server allows; try again tomorrow.'],
  unavailable: [503, 'Accounts are not available right now.'],
} as const;
export type AccountRefusal = keyof typeof ACCOUNT_REFUSALS;

export interface AccountHttpOptions extends AccountServiceOptions {
  /** A postgres:// URL or a SQLite file. */
  database: string;
  /** Addresses (host:port) clients may name in a proof besides the Host header they send (the public address). */
  serverAddresses?: string[];
  /** Challenges one address may ask for a minute (each is a row until it expires). */
  challengesPerMinute?: number;
  /** Link codes that find nothing, from one address a minute (a code is 40 bits; guessing is slowed further). */
  linkGuessesPerMinute?: number;
  /** Told of a failure of the database (its message), never of a client's mistake. */
  onError?(message: string): void;
}

export interface AccountHttp {
  accounts: AccountService;
  /** The addresses (plain) a proof may name besides the Host header it is sent with. */
  own: ReadonlySet<string>;
  database: ServerDatabase;
  /** Answers the request when it is an account route (true), else leaves it (false). */
  route(req: IncomingMessage, res: ServerResponse, address: string, headers: Record<string, string>): boolean;
  /** The key a request body proves (the same check as the account acts), for other routes (daily-http.ts). */
  proven(body: Record<string, unknown>, req: IncomingMessage, address: string): Promise<ProvenKey | null>;
  close(): Promise<void>;
}

function refuse(res: ServerResponse, code: AccountRefusal, headers: Record<string, string>, extra: Record<string, unknown> = {}): void {
  const [status, error] = ACCOUNT_REFUSALS[code];
  replyJson(res, status, { code, error, ...extra }, headers);
}

export async function startAccountHttp(o: AccountHttpOptions): Promise<AccountHttp> {
  const database = await openDatabase(o.database);
  const accounts = new AccountService(database.db, o);
  const own = new Set((o.serverAddresses ?? []).map(plainServerAddress));
  // Counted as every other per-address limit: an IPv6 address by its /64.
  const challenges = new PerMinuteQuota(o.challengesPerMinute ?? 120, undefined, addressKey);
  const linkGuesses = new PerMinuteQuota(o.linkGuessesPerMinute ?? 10, undefined, addressKey);

  async function answer(act: AccountAct, req: IncomingMessage, res: ServerResponse, address: string, headers: Record<string, string>): Promise<void> {
    const read = await readJsonObject(req, ACCOUNT_BODY_MAX, true);
    if (!read.ok) return read.why === 'aborted' ? undefined : refuse(res, read.why, read.why === 'tooLarge' ? { ...headers, Connection: 'close' } : headers);
    const body = read.body;
    if (act === 'challenge') {
      if (!challenges.take(address)) return refuse(res, 'tooMany', headers);
      const challenge = newChallenge();
      await accounts.issueChallenge(challenge, address);
      return replyJson(res, 200, { challenge }, headers);
    }
    const proof = await proofAnswer(body, { accounts, host: req.headers.host, address, own });
    if (!proof.ok) return refuse(res, proof.refusal, headers);
    const key = proof.key;
    if (act === 'link') {
      // An address that guessed wrong too often is refused before its code is looked up.
      if (!linkGuesses.left(address)) return refuse(res, 'tooMany', headers);
      const linked = typeof body.code === 'string' && body.code.length <= 32 ? await accounts.linkKey(key, body.code) : ({ ok: false, problem: 'noCode' } as const);
      if (!linked.ok && linked.problem === 'noCode') linkGuesses.spend(address);
      return linked.ok ? replyJson(res, 200, { account: linked.account }, headers) : refuse(res, linked.problem, headers);
    }
    const account = await accounts.accountFor(key);
    switch (act) {
      case 'show':
        return replyJson(res, 200, { account }, headers);
      case 'claim': {
        // Counted per address as every other per-address limit: an IPv6 address by its /64.
        const claimed = await accounts.claimName(account.id, body.name, addressKey(address));
        if (claimed.ok) return replyJson(res, 200, { account: await accounts.summary(account.id) }, headers);
        switch (claimed.problem) {
          case 'taken':
            return refuse(res, 'nameTaken', headers);
          case 'accountNames':
          case 'addressNames':
            return refuse(res, claimed.problem, headers);
          default:
            return refuse(res, 'badName', headers, { problem: claimed.problem });
        }
      }
      case 'link-code':
        return replyJson(res, 200, await accounts.newLinkCode(account.id), headers);
      case 'export':
        return replyJson(res, 200, await accounts.exportAccount(account.id), headers);
      case 'delete':
        await accounts.deleteAccount(account.id);
        return replyJson(res, 200, { deleted: true }, headers);
    }
  }

  return {
    accounts,
    own,
    database,
    route(req, res, address, headers) {
      const m = req.method === 'POST' ? ROUTE.exec((req.url ?? '').split('?')[0]) : null;
      if (!m) return false;
      answer(m[1] as AccountAct, req, res, address, headers).catch((e: unknown) => {
        o.onError?.(printable(String(e instanceof Error ? e.message : e).split('\n')[0]));
        refuse(res, 'unavailable', headers);
      });
      return true;
    },
    // Other routes (the daily field's) take a banned key's proof as no proof.
    proven: (body, req, address) => checkKeyProof(body, { accounts, host: req.headers.host, address, own }),
    close: () => database.close(),
  };
}
