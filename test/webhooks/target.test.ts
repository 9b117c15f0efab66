import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { sendDelivery } from '../../src/webhooks/send.js';
import {
  classifyAddress,
  parseTargetUrl,
  TargetRefusedError,
  type Resolver,
} from '../../src/webhooks/target.js';
import { startReceiver } from './helpers.js';

const delivery = (url: string) => ({
  url,
  secret: 'secret',
  uid: '01JDDDDDDDDDDDDDDDDDDDDDDD',
  event: 'issue.created',
  body: '{"event":"issue.created"}',
});

describe('Webhook targets (SSRF guard)', async () => {
  const server = await startReceiver();
  after(() => server.close());
  const port = server.port;

  it('classifies addresses: public unicast, link-local, everything else private', () => {
    const cases: [string, string][] = [
      ['93.184.216.34', 'public'],
      ['2606:2800:220:1:248:1893:25c8:1946', 'public'],
      ['169.254.169.254', 'link-local'],
      ['fe80::1', 'link-local'],
      ['fe80::1%eth0', 'link-local'],
      ['::ffff:169.254.169.254', 'link-local'],
      ['64:ff9b::a9fe:a9fe', 'link-local'],
      ['2002:a9fe:a9fe::1', 'link-local'],
      ['127.0.0.1', 'private'],
      ['127.1.2.3', 'private'],
      ['10.0.0.1', 'private'],
      ['172.16.5.4', 'private'],
      ['192.168.1.1', 'private'],
      ['100.64.0.1', 'private'],
      ['0.0.0.0', 'private'],
      ['255.255.255.255', 'private'],
      ['224.0.0.1', 'private'],
      ['240.0.0.1', 'private'],
      ['::1', 'private'],
      ['::', 'private'],
      ['fc00::1', 'private'],
      ['fd12:3456::1', 'private'],
      ['::ffff:127.0.0.1', 'private'],
      ['::ffff:8.8.8.8', 'private'],
      ['::127.0.0.1', 'private'],
      ['64:ff9b::7f00:1', 'private'],
      ['64:ff9b::808:808', 'private'],
      ['2002:7f00:1::', 'private'],
      ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'private'],
      ['ff02::1', 'private'],
      ['not an address', 'private'],
    ];
    for (const [address, verdict] of cases) assert.equal(classifyAddress(address), verdict, address);
  });

  it('refuses credentials in the URL, other schemes and link-local hosts, whatever the setting', () => {
    for (const allowPrivate of [false, true]) {
      for (const url of [
        'http://user:pass@example.com/hook',
        'https://token@example.com/hook',
        'ftp://example.com/hook',
        'file:///etc/passwd',
        'not a url',
        'http://169.254.169.254/latest/meta-data/',
        'http://[fe80::1]/',
        'http://[::ffff:169.254.169.254]/',
        'http://2852039166/', // 169.254.169.254 as one decimal number
        'http://0xa9.0xfe.0xa9.0xfe/',
      ]) {
        assert.throws(
          () => parseTargetUrl(url, allowPrivate),
          TargetRefusedError,
          `${url} (${allowPrivate})`,
        );
      }
    }
  });

  // Every way of writing a private or loopback address that the URL parser or ipaddr.js knows.
  const privateLiterals = [
    `http://127.0.0.1:${port}/`,
    `http://2130706433:${port}/`,
    `http://0x7f000001:${port}/`,
    `http://0x7f.1:${port}/`,
    `http://0177.0.0.1:${port}/`,
    `http://017700000001:${port}/`,
    `http://127.1:${port}/`,
    `http://0:${port}/`,
    `http://0.0.0.0:${port}/`,
    `http://[::1]:${port}/`,
    `http://[::ffff:127.0.0.1]:${port}/`,
    `http://[::ffff:7f00:1]:${port}/`,
    `http://[0:0:0:0:0:ffff:127.0.0.1]:${port}/`,
    `http://[64:ff9b::127.0.0.1]:${port}/`,
    `http://[2002:7f00:1::]:${port}/`,
    `http://[::127.0.0.1]:${port}/`,
    `http://100.64.0.1:${port}/`,
    `http://10.0.0.1:${port}/`,
    `http://192.168.0.1:${port}/`,
    `http://[fd00::1]:${port}/`,
  ];

  it('refuses private and loopback literals in every spelling unless private targets are allowed', () => {
    for (const url of privateLiterals) {
      assert.throws(() => parseTargetUrl(url, false), TargetRefusedError, url);
      assert.doesNotThrow(() => parseTargetUrl(url, true), url);
    }
  });

  it('makes no connection at all to a refused target, literal or resolved', async () => {
    const before = server.connections;
    // A resolver answering a private address for every name (the DNS-rebinding case).
    let lookups = 0;
    const privateResolver: Resolver = async () => {
      lookups++;
      return [{ address: '127.0.0.1', family: 4 }];
    };
    const mixedResolver: Resolver = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '127.0.0.1', family: 4 },
    ];
    const linkLocalResolver: Resolver = async () => [{ address: '169.254.169.254', family: 4 }];
    const mappedResolver: Resolver = async () => [{ address: '::ffff:127.0.0.1', family: 6 }];

    const attempts: [string, Resolver, boolean][] = [
      ...privateLiterals.map((url): [string, Resolver, boolean] => [url, privateResolver, false]),
      [`http://rebind.example:${port}/`, privateResolver, false],
      [`http://localhost:${port}/`, privateResolver, false],
      [`http://mixed.example:${port}/`, mixedResolver, false],
      [`http://mapped.example:${port}/`, mappedResolver, false],
      [`http://metadata.example:${port}/`, linkLocalResolver, true],
      [`http://user:pass@127.0.0.1:${port}/`, privateResolver, true],
    ];
    for (const [url, resolver, allowPrivate] of attempts) {
      const result = await sendDelivery(delivery(url), { timeoutMs: 2000, allowPrivate, resolver });
      assert.equal(result.outcome, 'give_up', url);
      assert.equal(result.status, null, url);
      assert.match(result.error ?? '', /Target refused|Credentials/, url);
    }
    assert.ok(lookups >= 2, 'hostnames went through the resolver');
    assert.equal(server.connections - before, 0, 'no connection was made');
    assert.equal(server.requests.length, 0);
  });

  it('connects to the address it checked (the lookup is pinned), when private targets are allowed', async () => {
    const resolved: string[] = [];
    const resolver: Resolver = async (hostname) => {
      resolved.push(hostname);
      return [{ address: '127.0.0.1', family: 4 }];
    };
    const result = await sendDelivery(delivery(`http://receiver.example:${port}/hook`), {
      timeoutMs: 2000,
      allowPrivate: true,
      resolver,
    });
    assert.equal(result.outcome, 'delivered');
    assert.deepEqual(resolved, ['receiver.example'], 'resolved exactly once for the attempt');
    const request = server.requests.at(-1)!;
    assert.equal(request.headers.host, `receiver.example:${port}`);
  });

  it('reports a name that does not resolve as a retryable failure', async () => {
    const resolver: Resolver = async () => {
      const error: NodeJS.ErrnoException = new Error('getaddrinfo ENOTFOUND nowhere.example');
      error.code = 'ENOTFOUND';
      throw error;
    };
    const result = await sendDelivery(delivery(`http://nowhere.example:${port}/`), {
      timeoutMs: 2000,
      allowPrivate: true,
      resolver,
    });
    assert.equal(result.outcome, 'retry');
    assert.match(result.error ?? '', /ENOTFOUND/);
  });
});
