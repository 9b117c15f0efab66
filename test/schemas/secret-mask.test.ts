import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MASK, maskingFor, maskTandemTokens, secretMasker } from '../../src/schemas/secret-mask.js';
import type { Claim } from '../../src/schemas/daemon.js';
import { knownSecrets } from '../../src/runner/transcript.js';
import { generateToken, RUN_TOKEN_PREFIX, RUNTIME_TOKEN_PREFIX } from '../../src/domain/people/tokens.js';

describe('secret masking (transcripts)', () => {
  it('masks every Tandem-shaped token to its prefix, whoever’s it is', () => {
    const api = generateToken();
    const runtime = generateToken(RUNTIME_TOKEN_PREFIX);
    const run = generateToken(RUN_TOKEN_PREFIX);
    const lease = generateToken('tdml_');
    const line = `ps: tandem runner --token ${runtime} | SERVICE_TOKEN=${run} ${api} lease=${lease}`;
    assert.equal(
      maskTandemTokens(line),
      `ps: tandem runner --token tdmr_${MASK} | SERVICE_TOKEN=tdmrun_${MASK} tdm_${MASK} lease=tdml_${MASK}`,
    );
    // Ordinary words and short prefixes are left alone.
    assert.equal(
      maskTandemTokens('tdm_ is the API prefix; tdmr_abc is short'),
      'tdm_ is the API prefix; tdmr_abc is short',
    );
  });

  it('masks known values of 4 characters or more, longest first, and tokens too', () => {
    const mask = secretMasker(['abc', 'secret-value', 'secret-value-long']);
    assert.equal(mask('abc secret-value-long secret-value'), `abc ${MASK} ${MASK}`);
    const run = generateToken(RUN_TOKEN_PREFIX);
    assert.equal(secretMasker([])(`token ${run}`), `token tdmrun_${MASK}`);
    assert.equal(secretMasker([run])(`token ${run}`), `token tdmrun_${MASK}`);
  });
});

describe('secret masking of encoded forms (decisions §12.4)', () => {
  const b64 = (text: string) => Buffer.from(text).toString('base64');
  const b64url = (text: string) => Buffer.from(text).toString('base64url');
  const decodes = (text: string, secret: string) =>
    text
      .split(/[^A-Za-z0-9+/=_-]+/)
      .some((part) => Buffer.from(part.replace(/-/g, '+').replace(/_/g, '/'), 'base64').includes(secret));

  it('masks the base64 of a value, standard and URL-safe, padded or not, at every offset', () => {
    const secret = 'sk-live-4f9a?b>c~d_e+f/g';
    const mask = maskingFor([secret]);
    for (const prefix of ['', 'x', 'xy', 'xyz', 'Authorization: Basic user:', '{"key":"']) {
      for (const suffix of ['', '"', '"}', ':tail-bytes']) {
        const plain = `${prefix}${secret}${suffix}`;
        for (const encoded of [
          b64(plain),
          b64(plain).replace(/=+$/, ''),
          b64url(plain),
          `${b64url(plain)}==`.slice(0, Math.ceil(b64url(plain).length / 4) * 4),
        ]) {
          const line = `header: ${encoded} end`;
          const masked = mask(line);
          assert.ok(masked.includes(MASK), `${JSON.stringify(plain)} as ${encoded} was not masked`);
          assert.ok(!decodes(masked, secret), `${masked} still decodes to the secret`);
          // At most two bytes of the value at each end stay visible: never a third of it.
          assert.ok(!decodes(masked, secret.slice(2, -2)), `${masked} decodes to most of the secret`);
        }
      }
    }
  });

  it('masks the value URL-encoded, in any of the usual spellings', () => {
    const secret = 'p@ss word/with&symbols!*';
    const mask = maskingFor([secret]);
    const forms = [
      encodeURIComponent(secret),
      encodeURIComponent(secret).toLowerCase(),
      encodeURIComponent(secret).replace(/%20/g, '+'),
      encodeURIComponent(secret).replace(/[!*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`),
    ];
    for (const form of forms) {
      assert.equal(mask(`GET /cb?token=${form}&x=1`), `GET /cb?token=${MASK}&x=1`, form);
    }
    assert.equal(mask(`plain ${secret}.`), `plain ${MASK}.`);
  });

  it('leaves ordinary text and other base64 alone', () => {
    const mask = maskingFor(['correct-horse-battery']);
    for (const text of ['correct horse', b64('correct-horse'), b64('an unrelated payload of bytes')]) {
      assert.equal(mask(text), text);
    }
  });

  it('masks a short value encoded alone, and not its fragments inside longer base64', () => {
    const mask = maskingFor(['pin7']);
    assert.equal(mask(`echo ${b64('pin7')}`), `echo ${MASK}`);
    assert.equal(mask(b64('a long text without it')), b64('a long text without it'));
  });

  it('the runner masks the runtime, lease and run tokens and the agent environment in all those forms', () => {
    const runtime = generateToken(RUNTIME_TOKEN_PREFIX);
    const run = generateToken(RUN_TOKEN_PREFIX);
    const lease = generateToken('tdml_');
    const claim = {
      lease: { token: lease, run_token: run },
      context: { agent: { custom_env: { API_KEY: 'sk-agent-secret-1234' } } },
    } as unknown as Claim;
    const mask = maskingFor(knownSecrets(claim, runtime));
    for (const secret of [runtime, run, lease, 'sk-agent-secret-1234']) {
      for (const prefix of ['', 'a', 'ab']) {
        for (const encoded of [b64(`${prefix}${secret}`), b64url(`${prefix}${secret}\n`)]) {
          const masked = mask(`out: ${encoded}`);
          assert.ok(!decodes(masked, secret.slice(2, -2)), `${secret} leaks as ${masked}`);
        }
      }
      assert.ok(!mask(`u=${encodeURIComponent(secret)}`).includes(secret.slice(2, -2)));
    }
  });
});

describe('secret masking of base64 wrapped over lines', () => {
  it('masks each line of a long value’s base64 as `base64` wraps it, at every offset', () => {
    const secret = `-----BEGIN KEY-----${'k7Qz0pLm'.repeat(12)}-----END KEY-----`;
    const mask = maskingFor([secret]);
    for (const prefix of ['', 'x', 'xy', 'xyz']) {
      const encoded = Buffer.from(`${prefix}${secret}\n`).toString('base64');
      const lines = encoded.match(/.{1,76}/g)!;
      assert.ok(lines.length >= 3);
      for (const line of lines) {
        const masked = mask(line);
        // What stays visible around the masks is a few characters: never 6 bytes of the value.
        for (const piece of masked.split(MASK)) assert.ok(piece.length <= 13, `${line} → ${masked}`);
      }
    }
    // Text before the value stays readable; the value's part of the line does not.
    const first = Buffer.from(`a header line\n${secret}`).toString('base64').slice(0, 76);
    const header = Buffer.from('a header line\n').toString('base64').slice(0, 18);
    assert.match(mask(first), new RegExp(`^${header}.{0,5}${MASK}$`));
  });

  it('leaves base64 lines of other data alone', () => {
    const mask = maskingFor([`secret-${'q'.repeat(80)}`]);
    const other = Buffer.from('x'.repeat(200))
      .toString('base64')
      .match(/.{1,76}/g)!;
    for (const line of other) assert.equal(mask(line), line);
  });
});
