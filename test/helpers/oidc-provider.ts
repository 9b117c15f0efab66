import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after } from 'node:test';
import Provider from 'oidc-provider';
import { TEST_APP_URL } from './app.js';

/** What the provider says of a person (the test chooses; `sub` is the login typed at the provider). */
export interface ProviderPerson {
  email: string;
  email_verified: unknown;
  name?: string;
}

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Login → claims: who may sign in at the provider. */
  people: Map<string, ProviderPerson>;
  /** The environment that points the application at this provider. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * A real OpenID provider (panva's certified `oidc-provider`) on 127.0.0.1 and a random port, in the test
 * process. One client, whose redirect URI is the test application's callback; its development
 * interactions are the login page (any password; the login names the person, whose claims the test sets
 * in `people`). Consent is granted without asking, as for a first-party application.
 */
export async function startOidcProvider(appUrl = TEST_APP_URL): Promise<TestProvider> {
  const server: Server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = 'tandem-test';
  const clientSecret = 'a-client-secret-for-the-tests-only-0123456789';
  const people = new Map<string, ProviderPerson>();
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [`${appUrl}/auth/oidc/callback`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    cookies: { keys: ['oidc-provider-test-cookie-key'] },
    async findAccount(_ctx: unknown, id: string) {
      const person = people.get(id);
      if (!person) return undefined;
      return { accountId: id, claims: async () => ({ sub: id, ...person }) };
    },
    async loadExistingGrant(ctx: any) {
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client.clientId,
        accountId: ctx.oidc.session.accountId,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  // Its development-only warnings are expected here.
  provider.on('server_error', (_ctx: unknown, error: Error) => console.error('oidc-provider', error));
  server.on('request', provider.callback());
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  after(close);
  return {
    issuer,
    clientId,
    clientSecret,
    people,
    env: {
      SERVICE_OIDC_ISSUER: issuer,
      SERVICE_OIDC_CLIENT_ID: clientId,
      SERVICE_OIDC_CLIENT_SECRET: clientSecret,
      SERVICE_OIDC_NAME: 'Test Identity',
    },
    close,
  };
}

/** A port nothing listens on: a provider that is down. */
export async function deadIssuer(): Promise<string> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

/** Cookies of one site, as a browser keeps them (name → value; path and expiry ignored). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  take(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const index = pair!.indexOf('=');
      const name = pair!.slice(0, index).trim();
      const value = pair!.slice(index + 1).trim();
      const expired = attributes.some((a) => /^\s*(max-age=0|expires=thu, 01 jan 1970)/i.test(a));
      if (value === '' || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  set(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}
