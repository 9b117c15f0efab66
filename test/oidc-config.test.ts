import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ConfigError, loadConfig } from '../src/config.js';

const OIDC = {
  SERVICE_OIDC_ISSUER: 'https://login.example.com/realms/acme',
  SERVICE_OIDC_CLIENT_ID: 'tandem',
  SERVICE_OIDC_CLIENT_SECRET: 's3cret-value',
};

function refused(env: Record<string, string>, pattern: RegExp) {
  assert.throws(
    () => loadConfig(env),
    (error: unknown) => error instanceof ConfigError && pattern.test(error.message),
    JSON.stringify(env),
  );
}

describe('SERVICE_OIDC_*', () => {
  it('is off by default, password sign-in on', () => {
    const config = loadConfig({});
    assert.equal(config.oidc, null);
    assert.equal(config.passwordSignIn, true);
  });

  it('reads issuer, client, name and join rules', () => {
    const config = loadConfig({
      ...OIDC,
      SERVICE_OIDC_NAME: 'Acme SSO',
      SERVICE_OIDC_JOIN: 'Example.com=acme:member, other.org=beta:guest,example.com=beta:admin',
    });
    assert.deepEqual(config.oidc, {
      issuer: 'https://login.example.com/realms/acme',
      clientId: 'tandem',
      clientSecret: 's3cret-value',
      name: 'Acme SSO',
      join: [
        { domain: 'example.com', workspace: 'acme', role: 'member' },
        { domain: 'other.org', workspace: 'beta', role: 'guest' },
        { domain: 'example.com', workspace: 'beta', role: 'admin' },
      ],
    });
    assert.equal(loadConfig(OIDC).oidc?.name, 'single sign-on');
    assert.deepEqual(loadConfig(OIDC).oidc?.join, []);
  });

  it('refuses a half-configured provider, naming what is missing and never the secret', () => {
    refused(
      { SERVICE_OIDC_ISSUER: OIDC.SERVICE_OIDC_ISSUER },
      /missing SERVICE_OIDC_CLIENT_ID, SERVICE_OIDC_CLIENT_SECRET/,
    );
    refused({ ...OIDC, SERVICE_OIDC_CLIENT_ID: '' }, /missing SERVICE_OIDC_CLIENT_ID$/);
    refused({ SERVICE_OIDC_CLIENT_SECRET: 'x' }, /missing SERVICE_OIDC_ISSUER, SERVICE_OIDC_CLIENT_ID/);
    refused({ SERVICE_OIDC_NAME: 'Acme' }, /SERVICE_OIDC_NAME set without SERVICE_OIDC_ISSUER/);
    refused({ SERVICE_OIDC_JOIN: 'example.com=acme:member' }, /SERVICE_OIDC_JOIN set without/);
    assert.throws(
      () => loadConfig({ ...OIDC, SERVICE_OIDC_ISSUER: 'not a url' }),
      (error: unknown) => error instanceof ConfigError && !error.message.includes('s3cret-value'),
    );
  });

  it('takes plain http only for a provider on this machine', () => {
    refused({ ...OIDC, SERVICE_OIDC_ISSUER: 'http://login.example.com' }, /must start with https:\/\//);
    refused({ ...OIDC, SERVICE_OIDC_ISSUER: 'https://login.example.com/?x=1' }, /no query/);
    refused({ ...OIDC, SERVICE_OIDC_ISSUER: 'ftp://login.example.com' }, /https/);
    assert.equal(
      loadConfig({ ...OIDC, SERVICE_OIDC_ISSUER: 'http://127.0.0.1:9000' }).oidc?.issuer,
      'http://127.0.0.1:9000',
    );
    assert.equal(
      loadConfig({ ...OIDC, SERVICE_OIDC_ISSUER: 'http://localhost:9000/' }).oidc?.issuer,
      'http://localhost:9000/',
    );
  });

  it('refuses join rules it cannot read, ownership by domain, and repeats', () => {
    refused({ ...OIDC, SERVICE_OIDC_JOIN: 'example.com=acme' }, /DOMAIN=WORKSPACE:ROLE.*"example.com=acme"/);
    refused({ ...OIDC, SERVICE_OIDC_JOIN: 'example.com:acme:member' }, /DOMAIN=WORKSPACE:ROLE/);
    refused({ ...OIDC, SERVICE_OIDC_JOIN: '@example.com=acme:member' }, /DOMAIN=WORKSPACE:ROLE/);
    refused({ ...OIDC, SERVICE_OIDC_JOIN: 'example.com=Acme Corp:member' }, /DOMAIN=WORKSPACE:ROLE/);
    refused({ ...OIDC, SERVICE_OIDC_JOIN: 'example.com=acme:owner' }, /never owner/);
    refused(
      { ...OIDC, SERVICE_OIDC_JOIN: 'example.com=acme:boss' },
      /must be one of admin, member, guest, management/,
    );
    refused({ ...OIDC, SERVICE_OIDC_JOIN: 'example.com=acme:member,EXAMPLE.com=acme:guest' }, /twice/);
  });
});

describe('SERVICE_PASSWORD_SIGNIN', () => {
  it('is on unless off, and off only with OpenID Connect', () => {
    assert.equal(loadConfig({ SERVICE_PASSWORD_SIGNIN: 'on' }).passwordSignIn, true);
    assert.equal(loadConfig({ ...OIDC, SERVICE_PASSWORD_SIGNIN: 'OFF' }).passwordSignIn, false);
    refused({ SERVICE_PASSWORD_SIGNIN: 'off' }, /needs OpenID Connect/);
    refused({ ...OIDC, SERVICE_PASSWORD_SIGNIN: 'disabled' }, /must be on or off, got "disabled"/);
  });
});
