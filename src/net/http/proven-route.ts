// A proven JSON route on the server's edge: POST …/<folder>/<act> with a JSON object body that
// carries a key proof (a fresh challenge of `…/account/challenge`, signed with the terminal's key).
// What the team event, tables, holiday, ladder, daily and notify routes do alike is done here
// once: the address's allowance counted before the body is read (a flood costs no parsing and no
// signature check; one allowance for all acts, or each act's own through the `quotaOf` hook when
// acts cost differently), the capped body, its shape checked with valibot before the proof, then the proof. A
// refusal is `{ code, error }` from the route's own table; a failure is logged and answered
// 'unavailable'.
import type { IncomingMessage, ServerResponse } from 'node:http';
import * as v from 'valibot';
import { printable } from '../../core/printable.js';
import type { AccountHttp } from '../accounts/account-http.js';
import type { ProvenKey } from '../accounts/account-service.js';
import { addressKey } from './address-prefix.js';
import { readJsonObject } from './http-body.js';
import { replyJson } from './http-reply.js';
import { PerMinuteQuota } from './quotas.js';

/** A refusal's HTTP status and English. */
export type RefusalEntry = readonly [status: number, error: string];
/** The refusals every proven route may give; a route's table adds its own. */
export type ProvenRefusal = 'badRequest' | 'tooLarge' | 'badProof' | 'tooMany' | 'unavailable';

/** The entries that read the same in every proven route's table. */
export const PROVEN_REFUSALS = {
  tooLarge: [413, 'The request is too large.'],
  badProof: [401, 'The key proof was refused: sign a fresh challenge of this server with your key.'],
} as const;

type BodySchema = v.GenericSchema;

/** What an act's answer is given: the body as its schema made it, the proven key, and the replies. */
export interface ProvenRequest<Body, R extends string> {
  body: Body;
  key: ProvenKey;
  /** Answers 200 with this JSON. */
  reply: (answer: unknown) => void;
  refuse: (code: R, extra?: Record<string, unknown>) => void;
}

/** What an act counts a request against: PerMinuteQuota, or any allowance with its `take`. */
export interface AddressAllowance {
  /** Uses one of the address's allowance: false (and nothing used) when none is left. */
  take(address: string): boolean;
}

/**
 * How the requests of an address are counted: `perMinute` for all acts together, or the per-act
 * hook `quotaOf`, which names the allowance each act counts against (acts may share one), for
 * routes whose acts cost differently (a daily game replayed against a field read; a push sent to
 * an address a stranger chose against a list).
 */
export type ProvenQuota<Act extends string> =
  | {
      /** Requests one address may make a minute, all acts together. */
      perMinute: number;
      quotaOf?: never;
    }
  | {
      /** The allowance `act` counts against, asked once per request before its body is read. */
      quotaOf: (act: Act) => AddressAllowance;
      perMinute?: never;
    };

export type ProvenRouteSpec<Bodies extends Record<string, BodySchema>, R extends string> = ProvenRouteParts<Bodies, R> & ProvenQuota<keyof Bodies & string>;

interface ProvenRouteParts<Bodies extends Record<string, BodySchema>, R extends string> {
  /** The path's folder: the route is POST …/<folder>/<act> for each act of `bodies` (under any prefix: behind a proxy the server may sit under a path). */
  folder: string;
  /**
   * Each act's body schema, checked before the proof. An issue whose message is a code of
   * `refusals` is refused with that code (`v.check(…, 'noEvent')`), any other as 'badRequest';
   * the first issue counts, so the schema's order is the order of the checks.
   */
  bodies: Bodies;
  /** Each act's answer, once the body has its shape and the proof holds. */
  answers: { [A in keyof Bodies]: (request: ProvenRequest<v.InferOutput<Bodies[A]>, R | ProvenRefusal>) => Promise<void> };
  refusals: Record<R | ProvenRefusal, RefusalEntry>;
  bodyMax: number;
  /** Told of a failure (its first line, printable), never of a client's mistake. */
  onError?: (message: string) => void;
}

const constant = (allowance: AddressAllowance) => (): AddressAllowance => allowance;

/** The edge's handler: answers the request when it is this route's (true), else leaves it (false). */
export type RouteHandler = (req: IncomingMessage, res: ServerResponse, address: string, headers: Record<string, string>) => boolean;

/** The factory asks the accounts only for a body's proven key. */
export type ProvenKeys = Pick<AccountHttp, 'proven'>;

export function provenJsonRoute<Bodies extends Record<string, BodySchema>, R extends string>(accounts: ProvenKeys, spec: ProvenRouteSpec<Bodies, R>): RouteHandler {
  const acts = Object.keys(spec.bodies);
  const path = new RegExp(`/${spec.folder}/(${acts.join('|')})$`);
  const quotaOf = spec.quotaOf ?? constant(new PerMinuteQuota(spec.perMinute, undefined, addressKey));
  const isRefusal = (code: string): code is R | ProvenRefusal => Object.hasOwn(spec.refusals, code);

  function refuse(res: ServerResponse, code: R | ProvenRefusal, headers: Record<string, string>, extra: Record<string, unknown> = {}): void {
    const [status, error] = spec.refusals[code];
    replyJson(res, status, { code, error, ...extra }, headers);
  }

  async function answer(act: keyof Bodies & string, req: IncomingMessage, res: ServerResponse, address: string, headers: Record<string, string>): Promise<void> {
    if (!quotaOf(act).take(address)) return refuse(res, 'tooMany', { ...headers, Connection: 'close' });
    const read = await readJsonObject(req, spec.bodyMax);
    if (!read.ok) return read.why === 'aborted' ? undefined : refuse(res, read.why, read.why === 'tooLarge' ? { ...headers, Connection: 'close' } : headers);
    const shaped = v.safeParse(spec.bodies[act], read.body, { abortEarly: true });
    if (!shaped.success) {
      const said = shaped.issues[0].message;
      return refuse(res, isRefusal(said) ? said : 'badRequest', headers);
    }
    const key = await accounts.proven(read.body, req, address);
    if (!key) return refuse(res, 'badProof', headers);
    await spec.answers[act]({
      body: shaped.output,
      key,
      reply: (body) => replyJson(res, 200, body, headers),
      refuse: (code, extra) => refuse(res, code, headers, extra),
    });
  }

  return (req, res, address, headers) => {
    const m = req.method === 'POST' ? path.exec((req.url ?? '').split('?')[0]) : null;
    const act = m ? acts.find((a) => a === m[1]) : undefined;
    if (!act) return false;
    answer(act, req, res, address, headers).catch((e: unknown) => {
      spec.onError?.(printable(String(e instanceof Error ? e.message : e).split('\n')[0]));
      refuse(res, 'unavailable', headers);
    });
    return true;
  };
}
