// A terminal's key and its proof, without a server: the key is made once (mode 0600) and reused;
// the signed message is domain-separated and names the challenge and the server; a signature
// verifies only for the key that made it, the challenge and the server it was made for.
import { generateKeyPairSync, sign } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CLIENT_KEY_FILE, clientKey, signLogin } from '../../src/net/accounts/client-key.js';
import { ed25519PublicKey, fingerprintOf, isChallenge, loginMessage, newChallenge, presentedKey, verifyLogin } from '../../src/net/accounts/key-proof.js';

const dir = mkdtempSync(join(tmpdir(), 'client-key-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("a terminal's key", () => {
  it('is made once, readable by its owner only, and reused afterwards', () => {
    const folder = join(dir, 'data', 'regicide-cli');
    const first = clientKey(folder);
    expect(first.made).toBe(true);
    expect(statSync(first.path).mode & 0o777).toBe(0o600);
    expect(readFileSync(first.path, 'utf8')).toMatch(/^-----BEGIN PRIVATE KEY-----\n/);
    const again = clientKey(folder);
    expect(again.made).toBe(false);
    expect(again.fingerprint).toBe(first.fingerprint);
    expect(again.publicPem).toBe(first.publicPem);
    expect(first.fingerprint).toMatch(/^SHA256:[A-Za-z0-9+/]{43}$/);
    // A copy someone else could read is made the owner's again.
    chmodSync(first.path, 0o644);
    expect(clientKey(folder).fingerprint).toBe(first.fingerprint);
    expect(statSync(first.path).mode & 0o777).toBe(0o600);
  });

  it('refuses a file that is no ed25519 key with one line, and never overwrites it', () => {
    const folder = join(dir, 'bad');
    clientKey(folder);
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ format: 'pem', type: 'pkcs8' }) as string;
    writeFileSync(join(folder, CLIENT_KEY_FILE), rsa, { mode: 0o600 });
    expect(() => clientKey(folder)).toThrow(/is not an ed25519 key/);
    writeFileSync(join(folder, CLIENT_KEY_FILE), 'garbage');
    expect(() => clientKey(folder)).toThrow(/is not a key/);
    expect(readFileSync(join(folder, CLIENT_KEY_FILE), 'utf8')).toBe('garbage');
  });
});

describe('the login proof', () => {
  const key = clientKey(join(dir, 'proof'));
  const publicKey = ed25519PublicKey(key.publicPem)!;

  it('signs a domain-separated message naming the challenge and the server', () => {
    expect(loginMessage('abc', '127.0.0.1:2567').toString()).toBe('regicide-login-v1\nabc\n127.0.0.1:2567');
    const challenge = newChallenge();
    expect(isChallenge(challenge)).toBe(true);
    expect(Buffer.from(challenge, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    expect(newChallenge()).not.toBe(challenge);
    const signature = signLogin(key, challenge, '127.0.0.1:2567');
    expect(verifyLogin(publicKey, challenge, '127.0.0.1:2567', signature)).toBe(true);
    expect(fingerprintOf(publicKey)).toBe(key.fingerprint);
  });

  it('is refused for another challenge, another server, another key, or the bare challenge signed', () => {
    const challenge = newChallenge();
    const signature = signLogin(key, challenge, '127.0.0.1:2567');
    expect(verifyLogin(publicKey, newChallenge(), '127.0.0.1:2567', signature)).toBe(false);
    expect(verifyLogin(publicKey, challenge, 'evil.example:2567', signature)).toBe(false);
    const other = clientKey(join(dir, 'other'));
    expect(verifyLogin(ed25519PublicKey(other.publicPem)!, challenge, '127.0.0.1:2567', signature)).toBe(false);
    expect(verifyLogin(publicKey, challenge, '127.0.0.1:2567', signLogin(other, challenge, '127.0.0.1:2567'))).toBe(false);
    // A signature of the challenge alone (what another protocol might ask a key to sign) is worth nothing here.
    const bare = sign(null, Buffer.from(challenge), key.privateKey).toString('base64');
    expect(verifyLogin(publicKey, challenge, '127.0.0.1:2567', bare)).toBe(false);
    for (const junk of [undefined, 42, '', 'AAAA', 'x'.repeat(500)]) expect(verifyLogin(publicKey, challenge, '127.0.0.1:2567', junk)).toBe(false);
  });

  it('takes only ed25519 public keys in PEM', () => {
    expect(ed25519PublicKey(key.publicPem)).not.toBeNull();
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey.export({ format: 'pem', type: 'spki' });
    for (const bad of [rsa, key.publicPem.replace('M', 'N'), 'x', 42, `${key.publicPem}${'x'.repeat(600)}`]) expect(ed25519PublicKey(bad)).toBeNull();
  });

  it('reads a presented key by hand as OpenSSL reads it: the same fingerprint, PEM and signatures, the same refusals', () => {
    const challenge = newChallenge();
    for (let i = 0; i < 20; i++) {
      const { publicKey, privateKey } = generateKeyPairSync('ed25519');
      const pem = publicKey.export({ format: 'pem', type: 'spki' }).toString();
      const signature = sign(null, loginMessage(challenge, 'play.example:2567'), privateKey).toString('base64');
      // As sent, and with Windows line ends (the PEM kept is Node's own either way).
      for (const sent of [pem, pem.replace(/\n/g, '\r\n')]) {
        const presented = presentedKey(sent);
        expect(presented).toMatchObject({ fingerprint: fingerprintOf(publicKey), pem });
        expect(verifyLogin(presented!.key, challenge, 'play.example:2567', signature)).toBe(true);
        expect(verifyLogin(presented!.key, newChallenge(), 'play.example:2567', signature)).toBe(false);
      }
    }
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey.export({ format: 'pem', type: 'spki' });
    const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey.export({ format: 'pem', type: 'spki' });
    const short = '-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEA\n-----END PUBLIC KEY-----\n';
    for (const bad of [rsa, ec, short, key.publicPem.replace('M', 'N'), 'x', 42, `${key.publicPem}${'x'.repeat(600)}`]) expect(presentedKey(bad)).toBeNull();
  });
});
