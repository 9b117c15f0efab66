import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ConfigError, loadConfig } from '../src/config.js';

describe('SERVICE_TRUST_PROXY', () => {
  it('is off by default', () => {
    assert.deepEqual(loadConfig({}).trustProxy, []);
    assert.deepEqual(loadConfig({ SERVICE_TRUST_PROXY: ' ' }).trustProxy, []);
  });

  it('reads a comma-separated list of addresses and CIDR ranges', () => {
    assert.deepEqual(loadConfig({ SERVICE_TRUST_PROXY: '10.0.0.0/8, ::1,192.168.0.10' }).trustProxy, [
      '10.0.0.0/8',
      '::1',
      '192.168.0.10',
    ]);
  });

  it('refuses an entry that is neither, naming it', () => {
    assert.throws(
      () => loadConfig({ SERVICE_TRUST_PROXY: '10.0.0.0/8,loadbalancer' }),
      (error: unknown) =>
        error instanceof ConfigError && /SERVICE_TRUST_PROXY.*"loadbalancer"/.test(error.message),
    );
  });
});
