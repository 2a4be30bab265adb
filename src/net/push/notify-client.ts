// The client side of the notify routes (notify-http.ts): each act with a fresh key proof, as the
// account acts make it. A refusal comes back as its code (worded by the caller); a server that
// cannot be reached or answers nonsense is an Error of one line (account-client.ts's `post`).
import type { ServerAddress } from '../address.js';
import { post, proofOf } from '../account-client.js';
import type { ClientKey } from '../client-key.js';
import type { NotifyAct, NotifyRefusal } from './notify-http.js';

export type NotifyReply = { ok: true; body: Record<string, unknown> } | { ok: false; code: NotifyRefusal | 'notFound' | 'unknown'; status: number };

export async function notifyAct(server: ServerAddress, key: ClientKey, act: NotifyAct, extra: Record<string, unknown> = {}): Promise<NotifyReply> {
  const asked = await post(server, 'account/challenge', {});
  const challenge = asked.body.challenge;
  if (asked.status !== 200 || typeof challenge !== 'string') return refusalOf(asked);
  const reply = await post(server, `notify/${act}`, { ...extra, ...proofOf(server, key, challenge) });
  return reply.status === 200 ? { ok: true, body: reply.body } : refusalOf(reply);
}

function refusalOf(reply: { status: number; body: Record<string, unknown> }): Extract<NotifyReply, { ok: false }> {
  const code = typeof reply.body.code === 'string' ? (reply.body.code as NotifyRefusal) : 'unknown';
  return { ok: false, code, status: reply.status };
}
