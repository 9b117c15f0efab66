import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadConfig, ConfigError } from '../../src/config.js';
import { parseSkillMd } from '../../src/domain/runs/skills.js';
import {
  requireSecretBox,
  SecretBox,
  SecretUnreadableError,
  SECRET_KEY_MISSING,
} from '../../src/domain/secret-box.js';
import { ConflictError, ValidationError } from '../../src/errors.js';

const KEY = 'unit-test-secret-key-0123456789abcdefgh';
const owner = { agentId: 7, name: 'API_KEY' };

describe('SecretBox (AES-256-GCM, decisions §12.4)', () => {
  it('opens what it sealed, with a fresh nonce each time and the key id beside it', () => {
    const box = new SecretBox(KEY);
    const first = box.seal(owner, 'sk-value-ü');
    const second = box.seal(owner, 'sk-value-ü');
    assert.notEqual(first.ciphertext, second.ciphertext, 'a random nonce per value');
    assert.match(first.ciphertext, /^v1:[A-Za-z0-9+/=]+$/);
    assert.equal(first.keyId, box.keyId);
    assert.match(box.keyId, /^[0-9a-f]{16}$/);
    assert.equal(box.open(owner, first), 'sk-value-ü');
    assert.equal(new SecretBox(KEY).keyId, box.keyId, 'the key id depends on the key only');
  });

  it('refuses another key, another owner, and any changed byte with a clear error', () => {
    const box = new SecretBox(KEY);
    const sealed = box.seal(owner, 'value');
    const other = new SecretBox(`${KEY}-rotated`);
    assert.notEqual(other.keyId, box.keyId);
    assert.throws(() => other.open(owner, sealed), /another SERVICE_SECRET_KEY/);
    // Forged key id: the tag still fails.
    assert.throws(() => other.open(owner, { ...sealed, keyId: other.keyId }), /cannot be decrypted/);
    assert.throws(() => box.open({ agentId: 8, name: 'API_KEY' }, sealed), SecretUnreadableError);
    assert.throws(() => box.open({ agentId: 7, name: 'OTHER' }, sealed), SecretUnreadableError);
    const bytes = Buffer.from(sealed.ciphertext.slice(3), 'base64');
    for (const index of [0, 12, 20, bytes.length - 1]) {
      const changed = Buffer.from(bytes);
      changed[index] = changed[index]! ^ 0x01;
      assert.throws(
        () => box.open(owner, { ...sealed, ciphertext: `v1:${changed.toString('base64')}` }),
        (error: unknown) => error instanceof SecretUnreadableError && error.status === 409,
      );
    }
    for (const ciphertext of ['', 'v1:', 'v2:AAAA', 'v1:short', 'garbage']) {
      assert.throws(() => box.open(owner, { ...sealed, ciphertext }), /cannot be decrypted/);
    }
  });

  it('needs SERVICE_SECRET_KEY of at least 32 characters; without it, a 409 saying so', () => {
    assert.equal(loadConfig({}).secretKey, null);
    assert.equal(loadConfig({ SERVICE_SECRET_KEY: KEY }).secretKey, KEY);
    assert.throws(() => loadConfig({ SERVICE_SECRET_KEY: 'short' }), ConfigError);
    assert.throws(
      () => requireSecretBox(null),
      (error: unknown) => error instanceof ConflictError && error.message === SECRET_KEY_MISSING,
    );
    assert.match(SECRET_KEY_MISSING, /SERVICE_SECRET_KEY/);
  });
});

describe('parseSkillMd', () => {
  it('reads name and description from the front matter and keeps the body', () => {
    assert.deepEqual(parseSkillMd(`---\nname: "quoted-name"\ndescription: 'It''s fine'\n---\nBody\n`), {
      name: 'quoted-name',
      description: "It's fine",
      content: 'Body\n',
    });
    assert.deepEqual(parseSkillMd('---\r\nname: x\r\ndescription: |\r\n  one\r\n  two\r\n---\r\n'), {
      name: 'x',
      description: 'one\ntwo',
      content: '',
    });
    assert.throws(() => parseSkillMd('# just markdown'), ValidationError);
  });
});
