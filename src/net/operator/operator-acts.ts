// The operator's acts, on the operator's own listener (operator-http.ts): ban or unban a key or
// an address, rename a player, remove a table from the lobby, and read the bans and the audit
// log; the daily field's results, and the puzzles mined from players' games, listed and removed. Each is a POST under /operator/ with a JSON body, behind the token of
// $REGICIDE_OPERATOR_TOKEN (`Authorization: Bearer …`), compared in constant time; wrong tokens
// from one address are slowed down as the monitor's passwords are (password-throttle.ts). Every
// act that changed something is written to the audit log (actor 'operator'). Answers are JSON;
// a refusal is `{ code, error }` with its HTTP status, as the account routes answer.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { printable } from '../../core/printable.js';
import type { AccountService } from '../accounts/account-service.js';
import { type BanKind, type BanList, type Bans, addressBanTarget, isFingerprint } from './bans.js';
import { type DailyResults, dailyFieldOf, isDay } from '../daily/daily-results.js';
import { readCappedBody } from '../http/http-body.js';
import { replyJson } from '../http/http-reply.js';
import { PasswordThrottle } from './password-throttle.js';
import { normalizeRoomCode } from '../wire/room-code.js';
import { type MinedPuzzleOps } from '../puzzles/mined-puzzle-ops.js';
import { isMinedId } from '../puzzles/mined-puzzles.js';

export const OPERATOR_ACTS = ['ban', 'unban', 'rename', 'unlist', 'audit', 'bans', 'results', 'remove-result', 'ranking-ban', 'ranking-unban', 'puzzles', 'remove-puzzle'] as const;
export type OperatorAct = (typeof OPERATOR_ACTS)[number];
const ROUTE = new RegExp(`^/operator/(${OPERATOR_ACTS.join('|')})$`);

/** The shortest token the server takes (as the monitor's password); `serve` and `operator` read it from this variable. */
export const OPERATOR_TOKEN_MIN = 12;
export const OPERATOR_TOKEN_VARIABLE = 'REGICIDE_OPERATOR_TOKEN';
export const OPERATOR_BODY_MAX = 4096;
/** A ban's reason: what the operator will read again in a year. */
export const REASON_MAX = 300;
export const AUDIT_MAX = 1000;

export const OPERATOR_REFUSALS = {
  badToken: [401, "The operator's token is missing or wrong."],
  slowDown: [429, 'Too many wrong tokens from your address; wait.'],
  badRequest: [400, 'The request is not an operator request.'],
  tooLarge: [413, 'The request is too large.'],
  badKey: [400, 'A key is named by its fingerprint, SHA256: and 43 characters, as `account` shows it.'],
  badAddress: [400, 'An address is an IPv4 or IPv6 address, or a range like 198.51.100.0/24.'],
  badReason: [400, `A ban needs a reason: 1 to ${REASON_MAX} characters.`],
  noBan: [404, 'There is no such ban.'],
  noAccount: [404, 'No account holds that name or key.'],
  badName: [400, 'That name cannot be given: 2 to 20 columns of printable characters, single spaces.'],
  nameTaken: [409, 'That name, or one that looks the same, is taken on this server.'],
  badCode: [400, 'A table is named by its code, like KQX7-2MPD.'],
  noTable: [404, 'There is no open table with that code.'],
  noDaily: [404, 'This server keeps no daily field.'],
  badDay: [400, "A day is written YYYY-MM-DD (the server's UTC day)."],
  badGame: [400, 'That game has no daily field.'],
  noResult: [404, 'There is no such daily result.'],
  noPuzzles: [404, 'This server keeps no puzzles from players’ games.'],
  noPuzzle: [404, 'There is no such puzzle from a player’s game.'],
  badRemovalReason: [400, `A removal needs a reason: 1 to ${REASON_MAX} characters.`],
  unavailable: [503, 'The database is not available right now.'],
} as const;
export type OperatorRefusal = keyof typeof OPERATOR_REFUSALS;

export interface OperatorActsOptions {
  token: string;
  accounts: AccountService;
  bans: Bans;
  /** This process's bans in memory: read again at once after a ban or an unban. */
  banList: BanList;
  /** The daily field's results, when the server keeps them: removed, listed, kept out of the rankings. */
  daily?: DailyResults;
  /** The puzzles mined from players' games, when the server keeps them: listed, one removed. */
  puzzles?: MinedPuzzleOps;
  /** Removes a table from the lobby for good; false when no table has that code. */
  unlist(code: string): Promise<boolean>;
  /** Wrong tokens one address may try a minute before the waits begin. */
  guessesPerMinute: number;
  now?: () => number;
  onError?(message: string): void;
}

const digest = (text: string): Buffer => createHash('sha256').update(text, 'utf8').digest();

function bearer(header: string | undefined): string | null {
  const m = /^Bearer (\S{1,512})$/.exec(header ?? '');
  return m ? m[1] : null;
}

type Answer = { status: number; body: unknown };
const ok = (body: unknown): Answer => ({ status: 200, body });
const no = (code: OperatorRefusal, extra: Record<string, unknown> = {}): Answer => ({ status: OPERATOR_REFUSALS[code][0], body: { code, error: OPERATOR_REFUSALS[code][1], ...extra } });

/** The target of a ban or an unban: exactly one of `key` and `address`. */
function target(body: Record<string, unknown>): { kind: BanKind; target: string } | Answer {
  if ((body.key === undefined) === (body.address === undefined)) return no('badRequest');
  if (body.key !== undefined) return isFingerprint(body.key) ? { kind: 'key', target: body.key } : no('badKey');
  const address = addressBanTarget(body.address);
  return address ? { kind: 'address', target: address } : no('badAddress');
}

/** The account a request names: by `name` or by `key` (exactly one); a refusal otherwise. */
async function accountNamed(accounts: AccountService, body: Record<string, unknown>): Promise<{ accountId: string } | Answer> {
  if ((body.name === undefined) === (body.key === undefined)) return no('badRequest');
  if (body.key !== undefined && !isFingerprint(body.key)) return no('badKey');
  if (body.name !== undefined && (typeof body.name !== 'string' || body.name.length > 200)) return no('noAccount');
  const accountId = body.key !== undefined ? await accounts.accountOfKey(body.key as string) : await accounts.holderOf(body.name as string);
  return accountId ? { accountId } : no('noAccount');
}

/** The handler of /operator/… requests (false: not one of them). */
export function operatorActs(o: OperatorActsOptions): (req: IncomingMessage, res: ServerResponse) => boolean {
  const expected = digest(o.token);
  const throttle = new PasswordThrottle(o.guessesPerMinute, o.now);
  const audit = (act: string, detail: Record<string, unknown>, accountId?: string): Promise<void> => o.accounts.audit({ actor: 'operator', act, detail, ...(accountId && { accountId }) });

  async function act(name: OperatorAct, body: Record<string, unknown>): Promise<Answer> {
    switch (name) {
      case 'ban': {
        const t = target(body);
        if ('status' in t) return t;
        const reason = typeof body.reason === 'string' ? body.reason.trim() : '';
        if (reason.length === 0 || reason.length > REASON_MAX) return no('badReason');
        await o.bans.ban(t.kind, t.target, reason);
        await o.banList.refresh();
        const accountId = t.kind === 'key' ? await o.accounts.accountOfKey(t.target) : undefined;
        await audit(`ban-${t.kind}`, { [t.kind]: t.target, reason }, accountId);
        return ok({ banned: { kind: t.kind, target: t.target, reason } });
      }
      case 'unban': {
        const t = target(body);
        if ('status' in t) return t;
        if (!(await o.bans.unban(t.kind, t.target))) return no('noBan');
        await o.banList.refresh();
        const accountId = t.kind === 'key' ? await o.accounts.accountOfKey(t.target) : undefined;
        await audit(`unban-${t.kind}`, { [t.kind]: t.target }, accountId);
        return ok({ unbanned: { kind: t.kind, target: t.target } });
      }
      case 'rename': {
        if ((body.name === undefined) === (body.key === undefined)) return no('badRequest');
        if (body.key !== undefined && !isFingerprint(body.key)) return no('badKey');
        if (body.name !== undefined && (typeof body.name !== 'string' || body.name.length > 200)) return no('noAccount');
        const accountId = body.key !== undefined ? await o.accounts.accountOfKey(body.key as string) : await o.accounts.holderOf(body.name as string);
        if (!accountId) return no('noAccount');
        const before = (await o.accounts.summary(accountId)).name;
        // No address: an operator's rename is not counted against the player's own name changes.
        const renamed = await o.accounts.claimName(accountId, body.to);
        if (!renamed.ok) return renamed.problem === 'taken' ? no('nameTaken') : no('badName', { problem: renamed.problem });
        await audit('rename', { from: before, to: renamed.name }, accountId);
        return ok({ account: await o.accounts.summary(accountId) });
      }
      case 'unlist': {
        const code = typeof body.code === 'string' ? normalizeRoomCode(body.code) : null;
        if (!code) return no('badCode');
        if (!(await o.unlist(code))) return no('noTable');
        await audit('unlist', { code });
        return ok({ unlisted: code });
      }
      case 'audit': {
        const limit = body.limit === undefined ? 100 : body.limit;
        const before = body.before;
        if (!Number.isInteger(limit) || (limit as number) < 1 || (limit as number) > AUDIT_MAX) return no('badRequest');
        if (before !== undefined && !Number.isInteger(before)) return no('badRequest');
        return ok({ entries: await o.accounts.auditLog(limit as number, before as number | undefined) });
      }
      case 'bans':
        return ok({ bans: await o.bans.list() });
      case 'results': {
        if (!o.daily) return no('noDaily');
        const who = await accountNamed(o.accounts, body);
        if ('status' in who) return who;
        if (body.game !== undefined && !dailyFieldOf(body.game)) return no('badGame');
        if (body.day !== undefined && !isDay(body.day)) return no('badDay');
        return ok({ results: await o.daily.resultsOf(who.accountId, { game: body.game as string | undefined, day: body.day as string | undefined }) });
      }
      case 'remove-result': {
        if (!o.daily) return no('noDaily');
        // By its id (from `results`), or every result of an account on a day of a game.
        if (body.id !== undefined) {
          if (body.name !== undefined || body.key !== undefined || body.day !== undefined) return no('badRequest');
          if (typeof body.id !== 'string' || !/^[0-9a-f]{1,64}$/.test(body.id)) return no('noResult');
          const gone = await o.daily.removeById(body.id);
          if (!gone) return no('noResult');
          await audit('remove-result', { id: gone.id, game: gone.game, day: gone.day, standing: gone.standing, score: gone.score }, gone.accountId);
          return ok({ removed: 1 });
        }
        const who = await accountNamed(o.accounts, body);
        if ('status' in who) return who;
        if (!dailyFieldOf(body.game)) return no('badGame');
        if (!isDay(body.day)) return no('badDay');
        const removed = await o.daily.remove(who.accountId, body.game as string, body.day);
        if (removed === 0) return no('noResult');
        await audit('remove-result', { game: body.game, day: body.day, removed }, who.accountId);
        return ok({ removed });
      }
      case 'ranking-ban': {
        if (!o.daily) return no('noDaily');
        if (!isFingerprint(body.key)) return no('badKey');
        const reason = typeof body.reason === 'string' ? body.reason.trim() : '';
        if (reason.length === 0 || reason.length > REASON_MAX) return no('badReason');
        await o.bans.ban('ranking', body.key, reason);
        // The results already kept leave the field; the account's later ones are kept apart as they come.
        const accountId = await o.accounts.accountOfKey(body.key);
        const setApart = accountId ? await o.daily.setApart(accountId) : 0;
        await audit('ranking-ban', { key: body.key, reason, setApart }, accountId);
        return ok({ banned: { kind: 'ranking', target: body.key, reason }, setApart });
      }
      case 'puzzles': {
        if (!o.puzzles) return no('noPuzzles');
        if (body.day !== undefined && !isDay(body.day)) return no('badDay');
        return ok({ puzzles: await o.puzzles.list(body.day) });
      }
      case 'remove-puzzle': {
        if (!o.puzzles) return no('noPuzzles');
        if (typeof body.id !== 'string' || body.id.length > 200 || !isMinedId(body.id)) return no('noPuzzle');
        const reason = typeof body.reason === 'string' ? body.reason.trim() : '';
        if (reason.length === 0 || reason.length > REASON_MAX) return no('badRemovalReason');
        const gone = await o.puzzles.remove(body.id);
        if (!gone) return no('noPuzzle');
        // The puzzle stays anonymous here too: no account is named with the act.
        await audit('remove-puzzle', { id: gone.id, game: gone.game, day: gone.day, attempts: gone.attempts, reason });
        return ok({ removed: gone });
      }
      case 'ranking-unban': {
        if (!o.daily) return no('noDaily');
        if (!isFingerprint(body.key)) return no('badKey');
        if (!(await o.bans.unban('ranking', body.key))) return no('noBan');
        const accountId = await o.accounts.accountOfKey(body.key);
        await audit('ranking-unban', { key: body.key }, accountId);
        return ok({ unbanned: { kind: 'ranking', target: body.key } });
      }
    }
  }

  async function answer(name: OperatorAct, req: IncomingMessage, res: ServerResponse): Promise<void> {
    const address = req.socket.remoteAddress ?? 'unknown';
    // While an address waits, nothing it sends is looked at: the right token is refused like a wrong one.
    const wait = throttle.waitSeconds(address);
    if (wait > 0) return replyJson(res, 429, { code: 'slowDown', error: OPERATOR_REFUSALS.slowDown[1], seconds: wait }, { 'Retry-After': String(wait), Connection: 'close' });
    const given = bearer(req.headers.authorization);
    // Compared as digests of equal length, in constant time.
    if (given === null || !timingSafeEqual(digest(given), expected)) {
      throttle.failed(address);
      const { status, body } = no('badToken');
      return replyJson(res, status, body, { 'WWW-Authenticate': 'Bearer', Connection: 'close' });
    }
    throttle.succeeded(address);
    const read = await readCappedBody(req, OPERATOR_BODY_MAX);
    if (!read.ok) return read.why === 'tooLarge' ? replyJson(res, 413, no('tooLarge').body, { Connection: 'close' }) : undefined;
    let body: unknown;
    try {
      body = read.bytes.length === 0 ? {} : JSON.parse(read.bytes.toString('utf8'));
    } catch {
      body = null;
    }
    const answered = typeof body === 'object' && body !== null && !Array.isArray(body) ? await act(name, body as Record<string, unknown>) : no('badRequest');
    replyJson(res, answered.status, answered.body);
  }

  return (req, res) => {
    const m = ROUTE.exec((req.url ?? '').split('?')[0]);
    if (!m) return false;
    if (req.method !== 'POST') {
      replyJson(res, 405, { code: 'badRequest', error: 'The operator acts by POST.' }, { Allow: 'POST' });
      return true;
    }
    answer(m[1] as OperatorAct, req, res).catch((e: unknown) => {
      o.onError?.(printable(String(e instanceof Error ? e.message : e).split('\n')[0]));
      if (!res.headersSent) replyJson(res, 503, no('unavailable').body);
    });
    return true;
  };
}
