import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { clientNetwork, isAddressOrRange, proxyTrust } from '../src/addresses.js';

describe('proxy addresses and client networks', () => {
  it('trusts exactly the listed addresses and ranges, IPv4 clients of a dual-stack socket included', () => {
    const trusted = proxyTrust(['10.0.0.0/8', '::1', '192.168.1.7', '::ffff:172.16.0.0/108']);
    assert.equal(trusted('10.20.30.40'), true);
    assert.equal(trusted('::ffff:10.20.30.40'), true);
    assert.equal(trusted('::1'), true);
    assert.equal(trusted('192.168.1.7'), true);
    assert.equal(trusted('172.16.3.4'), true);
    assert.equal(trusted('11.0.0.1'), false);
    assert.equal(trusted('192.168.1.8'), false);
    assert.equal(trusted('2001:db8::1'), false);
    assert.equal(trusted('not an address'), false);
    assert.equal(proxyTrust([])('127.0.0.1'), false);
  });

  it('accepts addresses and CIDR ranges, nothing else', () => {
    for (const good of ['10.0.0.0/8', '127.0.0.1', '::1', 'fd00::/8'])
      assert.equal(isAddressOrRange(good), true, good);
    for (const bad of ['10.0.0.0/33', 'localhost', '10.0.0', '', '10.0.0.1/']) {
      assert.equal(isAddressOrRange(bad), false, bad);
    }
  });

  it('counts an IPv6 client by its /64 network and an IPv4 one by its address', () => {
    assert.equal(clientNetwork('2001:db8:1:2:aaaa::1'), '2001:db8:1:2::/64');
    assert.equal(clientNetwork('2001:db8:1:2:ffff:ffff:ffff:ffff'), '2001:db8:1:2::/64');
    assert.equal(clientNetwork('::ffff:203.0.113.9'), '203.0.113.9');
    assert.equal(clientNetwork('203.0.113.9'), '203.0.113.9');
  });
});
