import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { ConflictError } from '../errors.js';

/**
 * Agents' secrets at rest (decisions §12.4): AES-256-GCM with a key derived (HKDF-SHA256) from
 * SERVICE_SECRET_KEY, a random 96-bit nonce per value, and the secret's owner and name as associated
 * data, so a value copied onto another agent or name no longer opens. A sealed value is
 * `v1:<base64 of nonce | tag | ciphertext>`; `keyId` (stored beside it) names the key that sealed it,
 * a digest of the derived key, so a value sealed under an older key is told apart from a tampered one
 * and can be re-sealed once several keys are accepted.
 */
export const SECRET_KEY_MISSING =
  "Agents' secrets are stored encrypted with SERVICE_SECRET_KEY, which is not set on this server; set it (at least 32 characters, e.g. `openssl rand -base64 32`) and restart.";

const FORMAT = 'v1';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

/** A secret that cannot be opened: sealed under another key, or changed in the database. */
export class SecretUnreadableError extends ConflictError {
  constructor(
    readonly secretName: string,
    why: 'other-key' | 'tampered',
  ) {
    super(
      why === 'other-key'
        ? `The secret ${secretName} was encrypted with another SERVICE_SECRET_KEY than this server's; set the key it was stored with, or set the secret again.`
        : `The secret ${secretName} cannot be decrypted: its stored value was changed or damaged; set it again.`,
    );
  }
}

export interface SealedSecret {
  ciphertext: string;
  keyId: string;
}

export interface SecretOwner {
  agentId: number;
  name: string;
  /** What kind of secret, when not an agent's: a person's TOTP secret is `user totp` (issue 43). */
  kind?: string;
}

function associatedData(owner: SecretOwner): Buffer {
  const kind = owner.kind ?? 'agent secret';
  return Buffer.from(`tandem ${kind}\0${owner.agentId}\0${owner.name}`, 'utf8');
}

export class SecretBox {
  readonly keyId: string;
  private readonly key: Buffer;

  constructor(material: string) {
    this.key = Buffer.from(
      hkdfSync('sha256', Buffer.from(material, 'utf8'), 'tandem-agent-secrets', 'aes-256-gcm v1', 32),
    );
    this.keyId = createHmac('sha256', this.key).update('tandem key id').digest('hex').slice(0, 16);
  }

  seal(owner: SecretOwner, value: string): SealedSecret {
    const nonce = randomBytes(NONCE_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, nonce);
    cipher.setAAD(associatedData(owner));
    const body = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
    const packed = Buffer.concat([nonce, cipher.getAuthTag(), body]).toString('base64');
    return { ciphertext: `${FORMAT}:${packed}`, keyId: this.keyId };
  }

  /** The value; SecretUnreadableError when it was sealed under another key or does not open. */
  open(owner: SecretOwner, sealed: SealedSecret): string {
    if (sealed.keyId !== this.keyId) throw new SecretUnreadableError(owner.name, 'other-key');
    const [format, packed] = sealed.ciphertext.split(':', 2);
    const bytes = Buffer.from(packed ?? '', 'base64');
    if (format !== FORMAT || bytes.length < NONCE_BYTES + TAG_BYTES) {
      throw new SecretUnreadableError(owner.name, 'tampered');
    }
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, NONCE_BYTES));
      decipher.setAAD(associatedData(owner));
      decipher.setAuthTag(bytes.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES));
      const body = bytes.subarray(NONCE_BYTES + TAG_BYTES);
      return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
    } catch {
      throw new SecretUnreadableError(owner.name, 'tampered');
    }
  }
}

const boxes = new Map<string, SecretBox>();

/** The box for SERVICE_SECRET_KEY (derived once per key); null when the key is not set. */
export function secretBoxFor(secretKey: string | null): SecretBox | null {
  if (secretKey === null) return null;
  let box = boxes.get(secretKey);
  if (!box) {
    box = new SecretBox(secretKey);
    boxes.set(secretKey, box);
  }
  return box;
}

/** 409 when no key is set: nothing can be sealed. */
export function requireSecretBox(secretKey: string | null): SecretBox {
  const box = secretBoxFor(secretKey);
  if (!box) throw new ConflictError(SECRET_KEY_MISSING);
  return box;
}
