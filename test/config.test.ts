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

describe('SERVICE_SESSION_THROTTLE', () => {
  it('allows the interface 1,200 calls a minute per person by default, apart from SERVICE_API_THROTTLE', () => {
    assert.equal(loadConfig({}).sessionThrottle, 1200);
    assert.equal(loadConfig({ SERVICE_API_THROTTLE: '5' }).sessionThrottle, 1200);
    assert.equal(loadConfig({ SERVICE_SESSION_THROTTLE: '6000' }).sessionThrottle, 6000);
  });

  it('refuses less than one call a ten-second window, or anything but a whole number', () => {
    for (const value of ['5', '0', '-1', '1.5', 'lots']) {
      assert.throws(
        () => loadConfig({ SERVICE_SESSION_THROTTLE: value }),
        (error: unknown) => error instanceof ConfigError && /SERVICE_SESSION_THROTTLE/.test(error.message),
      );
    }
  });
});
