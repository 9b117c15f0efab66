import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A software authenticator for HTTP tests (the browser tests use Chromium's virtual one): it makes
 * ES256 passkeys with `none` attestation and signs assertions as a platform authenticator would.
 */
const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');

interface Held {
  privateKey: KeyObject;
  counter: number;
}

export class SoftAuthenticator {
  private readonly held = new Map<string, Held>();

  constructor(
    private readonly rpId: string,
    private readonly origin: string,
  ) {}

  private rpIdHash(): Buffer {
    return createHash('sha256').update(this.rpId).digest();
  }

  private clientData(type: string, challenge: string, origin = this.origin): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** `navigator.credentials.create` over these options' challenge (optionally from another origin). */
  register(options: { challenge: string }, origin = this.origin) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const cose = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, new Uint8Array(Buffer.from(jwk.x!, 'base64url'))],
        [-3, new Uint8Array(Buffer.from(jwk.y!, 'base64url'))],
      ]),
    );
    const credentialId = randomBytes(16);
    const length = Buffer.alloc(2);
    length.writeUInt16BE(credentialId.length);
    const authData = Buffer.concat([
      this.rpIdHash(),
      Buffer.from([0x45]), // user present, user verified, attested credential data
      Buffer.alloc(4),
      Buffer.alloc(16),
      length,
      credentialId,
      Buffer.from(cose),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Map<string, string> | Uint8Array>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', new Uint8Array(authData)],
      ]),
    );
    const id = b64url(credentialId);
    this.held.set(id, { privateKey, counter: 0 });
    return {
      id,
      rawId: id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', options.challenge, origin)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
    };
  }

  /** `navigator.credentials.get` with one of its passkeys (the latest made, unless named). */
  assert(options: { challenge: string }, credentialId?: string) {
    const id = credentialId ?? [...this.held.keys()].at(-1)!;
    const held = this.held.get(id)!;
    held.counter += 1;
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(held.counter);
    const authData = Buffer.concat([this.rpIdHash(), Buffer.from([0x05]), counter]);
    const clientData = this.clientData('webauthn.get', options.challenge);
    const signed = Buffer.concat([authData, createHash('sha256').update(clientData).digest()]);
    return {
      id,
      rawId: id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientData),
        authenticatorData: b64url(authData),
        signature: b64url(sign('sha256', signed, held.privateKey)),
      },
      clientExtensionResults: {},
    };
  }
}
