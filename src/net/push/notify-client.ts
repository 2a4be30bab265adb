// The client side of the notify routes (notify-http.ts): each act with a fresh key proof, as the
// account acts make it. A refusal comes back as its code (worded by the caller); a server that
// cannot be reached or answers nonsense is an Error of one line (account-client.ts's `post`).
import type { ServerAddress } from '../client/address.js';
import { provenPost, refusalOf } from '../accounts/account-client.js';
import type { ClientKey } from '../accounts/client-key.js';
import type { NotifyAct, NotifyRefusal } from './notify-http.js';

export type NotifyReply = { ok: true; body: Record<string, unknown> } | { ok: false; code: NotifyRefusal | 'notFound' | 'unknown'; status: number };

export async function notifyAct(server: ServerAddress, key: ClientKey, act: NotifyAct, extra: Record<string, unknown> = {}): Promise<NotifyReply> {
  const reply = await provenPost(server, key, `notify/${act}`, extra);
  return reply.ok ? { ok: true, body: reply.body } : refusalOf<NotifyRefusal | 'notFound'>(reply);
}
