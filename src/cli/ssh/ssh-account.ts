// An SSH player's account on this server: the key their client proved is the account (the same
// key is the same player in every session), made on its first session. The SSH front acts on the
// accounts in-process and vouches for the key at every table it joins for the session
// (ssh-vouchers.ts). Commands of a session (`ssh -t … account`, `… claim NAME`, `… link`,
// `… link CODE`) show the account, claim a name, show a link code for a terminal's
// `account --link CODE`, or add this key to the account whose code it types.
import { PACKAGE_NAME } from '../../core/package-name.js';
import { printable } from '../../core/printable.js';
import type { JoinIdentity, Prover } from '../../net/accounts/account-client.js';
import type { AccountService, ProvenKey } from '../../net/accounts/account-service.js';
import type { SshPlayer } from '../../net/ssh/ssh-server.js';
import type { KeyVouchers } from '../../net/ssh/ssh-vouchers.js';
import { acceptedKey } from '../../net/accounts/key-proof-check.js';
import type { Lang } from '../../text/lang.js';
import { command } from '../../ui/shared/commands.js';
import { ACCOUNT_TEXTS } from '../account/account-texts.js';

export interface SshAccount {
  key: ProvenKey;
  id: string;
  /** The name it claimed, or null. */
  name: string | null;
  /** Vouches for the key at each join. */
  prove: Prover;
}

/** The session's account: null for a guest, or a server that keeps no accounts. */
export async function sshAccountOf(player: SshPlayer, accounts: AccountService | undefined, vouchers: KeyVouchers | undefined): Promise<SshAccount | null> {
  if (!accounts || !vouchers || !player.key) return null;
  const key = await acceptedKey({ fingerprint: player.key.fingerprint, kind: 'ssh', publicKey: player.key.publicKey }, accounts);
  // A key the server does not take (a banned one, once bans exist) is no account here: a guest.
  if (!key) return null;
  const account = await accounts.accountFor(key);
  return { key, id: account.id, name: account.name, prove: async (): Promise<JoinIdentity> => ({ voucher: vouchers.vouch(key) }) };
}

const ACCOUNT_COMMAND = /^\s*(?:account\s*$|(?:account\s+--)?(claim|link)(?:\s+(.{1,80}?))?\s*$)/i;

/** True when a session's command is one of the account's. */
export const isAccountCommand = (text: string): boolean => ACCOUNT_COMMAND.test(text);

/**
 * Runs an account command; the lines to show (in the session's language), and whether it went well.
 * `sshCommand` (`ssh -p PORT HOST`): the commands it prints are this server's SSH form, which takes
 * `account --claim NAME` and `account --link CODE` as the program does; else the program's own.
 */
export async function accountCommand(text: string, account: SshAccount | null, accounts: AccountService | undefined, lang: Lang, sshCommand?: string): Promise<{ ok: boolean; lines: string[] }> {
  const t = ACCOUNT_TEXTS[lang];
  // The package's own program (either game's takes `account` the same way), or the SSH form the player typed to get here.
  const program = sshCommand ? `${sshCommand} -t` : command(PACKAGE_NAME);
  if (!account || !accounts) return { ok: false, lines: [account ? t.refusals.notFound : t.refusals.badProof] };
  const [, act, arg] = ACCOUNT_COMMAND.exec(text) ?? [];
  if (act?.toLowerCase() === 'claim') {
    const claimed = await accounts.claimName(account.id, arg ?? '');
    if (claimed.ok) return { ok: true, lines: [t.claimed(printable(claimed.name))] };
    return { ok: false, lines: [claimed.problem === 'taken' ? t.refusals.nameTaken : `${t.refusals.badName}: ${t.nameProblems[claimed.problem]}.`] };
  }
  if (act?.toLowerCase() === 'link' && arg === undefined) {
    const code = await accounts.newLinkCode(account.id);
    const minutes = Math.max(1, Math.round((code.expiresAt - Date.now()) / 60_000));
    return { ok: true, lines: [t.linkCode(code.code, minutes, program)] };
  }
  if (act?.toLowerCase() === 'link') {
    const linked = await accounts.linkKey(account.key, arg ?? '');
    if (!linked.ok) return { ok: false, lines: [t.refusals[linked.problem]] };
    return { ok: true, lines: [t.linked(linked.account.name === null ? '' : printable(linked.account.name))] };
  }
  const view = await accounts.summary(account.id);
  return {
    ok: true,
    lines: [
      view.name === null ? t.noName(program) : t.name(printable(view.name)),
      t.keys(view.keys.length),
      ...view.keys.map((k) => `  ${printable(k.fingerprint)} ${printable(k.kind)}${k.fingerprint === account.key.fingerprint ? ` ${t.thisKey}` : ''}`),
    ],
  };
}
