// The operator's acts, sent: one POST to the operator listener with the token from the
// environment, and the answer in a line or two (every text a player or an operator chose goes
// through the printable filter), or one line saying why not and a non-zero exit.
import { printable, quoted } from '../../core/printable.js';
import { jsonLine } from '../../core/json-line.js';
import { HttpUnreachable, type HttpAnswer, requestJson } from '../../net/client/http-request.js';
import { OPERATOR_TOKEN_MIN, OPERATOR_TOKEN_VARIABLE, type OperatorRefusal, REASON_MAX } from '../../net/operator/operator-acts.js';
import { UsageError } from '../program/errors.js';
import { lineTexts } from '../words/line-texts.js';

/** The options of `operator`'s acts (operator-command.ts). */
export interface OperatorFlags {
  operator: { host: string; port: number };
  key?: string;
  address?: string;
  reason?: string;
  name?: string;
  to?: string;
  limit?: number;
  json?: boolean;
  id?: string;
  game?: string;
  day?: string;
}

export type OperatorCliAct = 'ban' | 'unban' | 'rename' | 'unlist' | 'audit' | 'bans' | 'results' | 'remove-result' | 'ranking-ban' | 'ranking-unban' | 'puzzles' | 'remove-puzzle';
type Act = OperatorCliAct;

/** How long the operator waits for an answer. */
const ANSWER_MS = 15_000;
/** Largest answer read (an audit or a day's results are long lists; a hostile listener's endless body is no answer). */
const ANSWER_MAX_BYTES = 32 * 1024 * 1024;

function tokenFrom(env: NodeJS.ProcessEnv): string {
  const token = env[OPERATOR_TOKEN_VARIABLE] ?? '';
  if (token === '') throw new UsageError(lineTexts().operator.tokenUnset(OPERATOR_TOKEN_VARIABLE));
  if ([...token].length < OPERATOR_TOKEN_MIN) throw new UsageError(lineTexts().operator.tokenShort(OPERATOR_TOKEN_VARIABLE, OPERATOR_TOKEN_MIN));
  return token;
}

/** Exactly one of --key and --address (or --name and --key for a rename). */
function oneOf(flags: OperatorFlags, names: ['key' | 'name' | 'address', 'key' | 'name' | 'address']): Record<string, string> {
  const given = names.filter((n) => flags[n] !== undefined);
  if (given.length !== 1) throw new UsageError(lineTexts().operator.oneOf(`--${names[0]}`, `--${names[1]}`));
  return { [given[0]]: flags[given[0]]! };
}

function bodyOf(act: Act, flags: OperatorFlags, code?: string): Record<string, unknown> {
  switch (act) {
    case 'ban':
      return { ...oneOf(flags, ['key', 'address']), reason: flags.reason };
    case 'unban':
      return oneOf(flags, ['key', 'address']);
    case 'rename':
      return { ...oneOf(flags, ['name', 'key']), to: flags.to };
    case 'unlist':
      return { code };
    case 'audit':
      return { limit: flags.limit ?? 50 };
    case 'bans':
      return {};
    case 'results':
      return { ...oneOf(flags, ['name', 'key']), game: flags.game, ...(flags.day !== undefined && { day: flags.day }) };
    case 'remove-result':
      if (flags.id !== undefined) {
        if (flags.name !== undefined || flags.key !== undefined || flags.day !== undefined) throw new UsageError(lineTexts().operator.idAlone);
        return { id: flags.id };
      }
      if (flags.day === undefined) throw new UsageError(lineTexts().operator.idOrDay);
      return { ...oneOf(flags, ['name', 'key']), game: flags.game, day: flags.day };
    case 'ranking-ban':
      return { key: flags.key, reason: flags.reason };
    case 'ranking-unban':
      return { key: flags.key };
    case 'puzzles':
      return flags.day !== undefined ? { day: flags.day } : {};
    case 'remove-puzzle':
      return { id: code, reason: flags.reason };
  }
}

const when = (ms: unknown): string => (typeof ms === 'number' ? new Date(ms).toISOString().replace(/\.\d+Z$/, 'Z') : '?');
const isObject = (o: unknown): o is Record<string, unknown> => typeof o === 'object' && o !== null;
/** The objects of a list in an answer (anything else in it left out). */
const objectsIn = (v: unknown): Record<string, unknown>[] => (Array.isArray(v) ? v.filter(isObject) : []);
/** A count in an answer: a server's anything else is taken as none, never worded as NaN. */
const countIn = (v: unknown): number => (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 ? v : 0);
const text = (v: unknown): string => printable(typeof v === 'string' ? v : JSON.stringify(v));

/** The answer in words, in the run's language (the acts' names and the audit log's fields stay as the server keeps them). */
function told(act: Act, body: Record<string, any>): string {
  const t = lineTexts().operator;
  switch (act) {
    case 'ban':
      return t.banned(t.kind(text(body.banned.kind)), text(body.banned.target), text(body.banned.reason));
    case 'unban':
      return t.unbanned(t.kind(text(body.unbanned.kind)), text(body.unbanned.target));
    case 'rename':
      return t.renamed(quoted(String(body.account.name)));
    case 'unlist':
      return t.unlisted(text(body.unlisted));
    case 'audit': {
      const entries = body.entries as { at: number; actor: string; act: string; detail: Record<string, unknown> }[];
      if (entries.length === 0) return t.noAudit;
      return entries
        .map(
          (e) =>
            `${when(e.at)}  ${text(e.actor)}  ${text(e.act)}  ${Object.entries(e.detail ?? {})
              .map(([k, v]) => `${text(k)}=${text(v)}`)
              .join(' ')}`,
        )
        .join('\n');
    }
    case 'results': {
      const results = body.results as { id: string; game: string; day: string; standing: string; reason: string | null; score: number; won: boolean; first: boolean; submittedAt: number }[];
      if (results.length === 0) return t.noResults;
      return results
        .map(
          (r) =>
            `${text(r.id)}  ${text(r.game)}  ${text(r.day)}  ${when(r.submittedAt)}  ${text(r.standing)}${r.reason ? ` (${text(r.reason)})` : ''}  ${t.score(Number(r.score))}${r.won ? `  ${t.won}` : ''}${r.first ? `  ${t.first}` : ''}`,
        )
        .join('\n');
    }
    case 'remove-result':
      return t.removed(Number(body.removed));
    case 'ranking-ban':
      return t.rankingBan(text(body.banned.target), text(body.banned.reason), Number(body.setApart));
    case 'ranking-unban':
      return t.rankingUnban(text(body.unbanned.target));
    case 'puzzles': {
      const puzzles = objectsIn(body.puzzles);
      if (puzzles.length === 0) return t.noMined;
      return puzzles
        .map(
          (p) =>
            `${text(p.id)}  ${text(p.game)}  ${text(p.day)}  ${t.minedCrowd(countIn(p.attempts), Math.min(countIn(p.solved), countIn(p.attempts)))}${p.published === true ? '' : `  ${t.unpublished}`}`,
        )
        .join('\n');
    }
    case 'remove-puzzle': {
      const gone = isObject(body.removed) ? body.removed : {};
      return t.puzzleRemoved(text(gone.id ?? ''), countIn(gone.attempts));
    }
    case 'bans': {
      const bans = body.bans as { kind: string; target: string; reason: string; at: number }[];
      if (bans.length === 0) return t.noBans;
      return bans.map((b) => `${when(b.at)}  ${text(t.kind(b.kind))}  ${text(b.target)}  ${text(b.reason)}`).join('\n');
    }
  }
}

/** One POST (net/client/http-request.ts: node:http, as fetch refuses some ports an operator may choose); the answer read up to its limit. */
async function post(where: string, act: Act, token: string, body: unknown): Promise<HttpAnswer> {
  const t = lineTexts().operator;
  try {
    return await requestJson({
      method: 'POST',
      url: new URL(`http://${where}/operator/${act}`),
      body,
      headers: { Authorization: `Bearer ${token}` },
      timeoutMs: ANSWER_MS,
      maxBytes: ANSWER_MAX_BYTES,
    });
  } catch (e) {
    if (!(e instanceof HttpUnreachable)) throw e;
    throw new Error(e.code === 'ECONNREFUSED' ? t.nothingAnswers(where) : t.noAnswerFrom(where, e.timedOut ? t.noAnswerInTime : e.message));
  }
}

/** The server's refusal in the run's language, from its code; null for a code this program does not know. */
function refusalWords(answer: Record<string, unknown> | null): string | null {
  const refusals = lineTexts().operator.refusals;
  const known = (code: unknown): code is OperatorRefusal => typeof code === 'string' && Object.hasOwn(refusals, code);
  const code: unknown = answer?.code;
  return known(code) ? refusals[code](REASON_MAX) : null;
}

export async function operatorAct(act: Act, flags: OperatorFlags, code?: string, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const token = tokenFrom(env);
  const body = bodyOf(act, flags, code);
  const host = flags.operator.host.includes(':') ? `[${flags.operator.host}]` : flags.operator.host;
  const where = `${host}:${flags.operator.port}`;
  const res = await post(where, act, token, body);
  // Read by `told` as the operator routes answer (operator-acts.ts); not JSON: said below by its status.
  const answer: Record<string, any> | null = res.body;
  if (res.status === 404 && answer?.code === undefined) throw new Error(lineTexts().operator.noActs(where, OPERATOR_TOKEN_VARIABLE));
  if (!(res.status >= 200 && res.status < 300) || !answer) {
    const why = refusalWords(answer) ?? (answer && typeof answer.error === 'string' ? answer.error : `HTTP ${res.status}`);
    const problem = typeof answer?.problem === 'string' ? ` (${answer.problem})` : '';
    throw new Error(`${printable(why)}${printable(problem)}`);
  }
  process.stdout.write(`${flags.json ? jsonLine(answer) : told(act, answer)}\n`);
  return 0;
}
