import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MASK, maskTandemTokens, secretMasker } from '../../src/schemas/secret-mask.js';
import { generateToken, RUN_TOKEN_PREFIX, RUNTIME_TOKEN_PREFIX } from '../../src/domain/tokens.js';

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
