import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, it } from 'node:test';
import { digestToken, generateToken } from '../../../src/domain/people/tokens.js';

describe('digestToken', () => {
  it('gives each token its own SHA-256, however calls for different tokens interleave', () => {
    const tokens = [generateToken(), generateToken(), generateToken()];
    const expected = (token: string) => createHash('sha256').update(token).digest('hex');
    for (const token of [...tokens, tokens[0]!, tokens[0]!, tokens[2]!, tokens[1]!]) {
      assert.equal(digestToken(token), expected(token));
    }
  });
});
