import { createCipheriv, createDecipheriv, generateKeyPair, hkdfSync, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';

const generate = promisify(generateKeyPair);

/** A DKIM key pair: the public key as published in DNS, the private key as PEM (a secret). */
export interface DkimKeyPair {
  /** base64 DER (SPKI): the `p=` of the DKIM record. */
  publicKeyBase64: string;
  privateKeyPem: string;
}

/** A 2048-bit RSA pair (rsa-sha256 is what every receiver verifies). */
export async function generateDkimKeyPair(): Promise<DkimKeyPair> {
  const { publicKey, privateKey } = await generate('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'der' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return { publicKeyBase64: publicKey.toString('base64'), privateKeyPem: privateKey };
}

/** A selector that changes with each key, so a new domain's record never collides with an old one. */
export function newDkimSelector(now: Date): string {
  return `tf${now.toISOString().slice(0, 7).replace('-', '')}${randomBytes(2).toString('hex')}`;
}

/**
 * Seals DKIM private keys at rest: AES-256-GCM under a key derived from APP_SECRET (HKDF), so a
 * database dump alone does not give away an agency's signing key.
 */
export class DkimKeyVault {
  private readonly key: Buffer;

  constructor(appSecret: string) {
    this.key = Buffer.from(hkdfSync('sha256', appSecret, 'mail-domains', 'dkim private key v1', 32));
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
  }

  open(sealed: string): string {
    const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
    if (!iv || !tag || !data) throw new Error('sealed key is malformed');
    const decipher = createDecipheriv('aes-256-gcm', this.key, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
  }
}
