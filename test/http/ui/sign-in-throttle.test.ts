import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { startTestApp, type TestApp } from '../../helpers/app.js';
import { buildMember, buildScene } from '../../helpers/factories.js';
import { Browser, givePassword, signedIn, TEST_PASSWORD } from '../../helpers/session.js';

// The test client connects from the loopback address: trusting it as a proxy lets each request name
// the client address it comes from in X-Forwarded-For.
const app = await startTestApp({ SERVICE_TRUST_PROXY: '127.0.0.1,::1' });

async function personWithPassword(on: TestApp = app) {
  const scene = await buildScene(on.db);
  const person = await buildMember(on.db, scene.workspace);
  await givePassword(on, person.id);
  return person;
}

let nextAddress = 1;
/** An address no other test uses (TEST-NET-3, then more of 10/8). */
function freshAddress(): string {
  const n = nextAddress++;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

function signInFrom(address: string, email: string, password: string, on: TestApp = app) {
  return new Browser(on).request(
    'POST',
    '/api/ui/login',
    { email, password },
    { 'x-forwarded-for': address },
  );
}

async function failures(email: string, on: TestApp = app) {
  const rows = await on.db
    .selectFrom('sign_in_attempts')
    .select('address')
    .where('account', '=', email.toLowerCase())
    .execute();
  return rows.length;
}

describe('sign-in throttle', () => {
  it('slows the address that guesses, even for the right password, with 429 and Retry-After', async () => {
    const person = await personWithPassword();
    const guesser = freshAddress();
    for (let i = 0; i < 5; i++) {
      assert.equal((await signInFrom(guesser, person.email, `wrong ${i}`)).status, 401);
    }
    const refused = await signInFrom(guesser, person.email, TEST_PASSWORD);
    assert.equal(refused.status, 429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    assert.ok(retryAfter > 0 && retryAfter <= 30, `Retry-After ${retryAfter}`);
    assert.match(refused.body.message, /Too many failed sign-in attempts/);
    // Refused attempts check no password and are not counted: the count stays at the five failures.
    assert.equal(await failures(person.email), 5);
  });

  it('does not let a stranger lock the owner out: the right password from another address signs in', async () => {
    const person = await personWithPassword();
    const stranger = freshAddress();
    for (let i = 0; i < 8; i++) await signInFrom(stranger, person.email, `guess ${i}`);
    assert.equal((await signInFrom(stranger, person.email, 'guess 9')).status, 429);
    const owner = await signInFrom(freshAddress(), person.email, TEST_PASSWORD);
    assert.equal(owner.status, 200);
  });

  it('slows guessing one account from many addresses, but never from an address the owner signs in from', async () => {
    const person = await personWithPassword();
    const home = freshAddress();
    assert.equal((await signInFrom(home, person.email, TEST_PASSWORD)).status, 200);
    // A botnet: one guess from each of many addresses.
    for (let i = 0; i < 20; i++) {
      assert.equal((await signInFrom(freshAddress(), person.email, `botnet ${i}`)).status, 401);
    }
    const newcomer = await signInFrom(freshAddress(), person.email, TEST_PASSWORD);
    assert.equal(newcomer.status, 429, 'an address the account never signed in from waits');
    assert.ok(Number(newcomer.headers.get('retry-after')) > 0);
    assert.equal((await signInFrom(home, person.email, TEST_PASSWORD)).status, 200);
  });

  it('lets a browser that signed in before in from a new address, however many strangers guess (issue 37)', async () => {
    const person = await personWithPassword();
    const first = await signInFrom(freshAddress(), person.email, TEST_PASSWORD);
    const set = first.headers.getSetCookie().find((c) => c.startsWith('tandem_device='))!;
    assert.match(set, /HttpOnly/i);
    assert.match(set, /SameSite=Strict/i);
    assert.match(set, /Path=\/api\/ui\/login/);
    const device = set.split(';')[0]!;
    // A botnet fills the account's loose count from many addresses.
    for (let i = 0; i < 25; i++) await signInFrom(freshAddress(), person.email, `botnet ${i}`);
    const travelling = () =>
      new Browser(app).request(
        'POST',
        '/api/ui/login',
        { email: person.email, password: TEST_PASSWORD },
        { 'x-forwarded-for': freshAddress(), cookie: device },
      );
    assert.equal((await travelling()).status, 200, 'the owner’s browser, at an address never used');
    assert.equal(
      (await signInFrom(freshAddress(), person.email, TEST_PASSWORD)).status,
      429,
      'a new browser waits',
    );
    // A made-up or another account's device cookie is no such browser.
    const forged = await new Browser(app).request(
      'POST',
      '/api/ui/login',
      { email: person.email, password: TEST_PASSWORD },
      { 'x-forwarded-for': freshAddress(), cookie: `tandem_device=${'A'.repeat(43)}` },
    );
    assert.equal(forged.status, 429);
    const other = await personWithPassword();
    const otherDevice = (await signInFrom(freshAddress(), other.email, TEST_PASSWORD)).headers
      .getSetCookie()
      .find((c) => c.startsWith('tandem_device='))!
      .split(';')[0]!;
    const borrowed = await new Browser(app).request(
      'POST',
      '/api/ui/login',
      { email: person.email, password: TEST_PASSWORD },
      { 'x-forwarded-for': freshAddress(), cookie: otherDevice },
    );
    assert.equal(borrowed.status, 429);
    // The browser's own failures count against it alone: five, then it waits too.
    for (let i = 0; i < 5; i++) {
      const wrong = await new Browser(app).request(
        'POST',
        '/api/ui/login',
        { email: person.email, password: `mine wrong ${i}` },
        { 'x-forwarded-for': freshAddress(), cookie: device },
      );
      assert.equal(wrong.status, 401);
    }
    assert.equal((await travelling()).status, 429);
  });

  it('purges old attempts of accounts nobody tries again, a bounded batch at a time', async () => {
    const old = new Date(Date.now() - 3600_000).toISOString();
    await app.db
      .insertInto('sign_in_attempts')
      .values(
        Array.from({ length: 150 }, (_, i) => ({
          account: `gone-${i}@example.com`,
          address: '203.0.113.9',
          created_at: old,
        })),
      )
      .execute();
    const count = async () =>
      Number(
        (
          await app.db
            .selectFrom('sign_in_attempts')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('account', 'like', 'gone-%')
            .executeTakeFirstOrThrow()
        ).n,
      );
    const person = await personWithPassword();
    await signInFrom(freshAddress(), person.email, 'one failure');
    assert.equal(await count(), 50, 'a failure deletes at most 100 old rows');
    await signInFrom(freshAddress(), person.email, 'another failure');
    assert.equal(await count(), 0);
  });

  it('lets people behind one shared address sign in however many failures that address has', async () => {
    const office = freshAddress();
    const regular = await personWithPassword();
    assert.equal((await signInFrom(office, regular.email, TEST_PASSWORD)).status, 200);
    const colleague = await personWithPassword();
    // Someone at the office sprays passwords over 50 accounts (the address-wide allowance).
    for (let i = 0; i < 50; i++) {
      assert.equal(
        (await signInFrom(office, `sprayed-${i}-${office}@example.com`, 'Winter2026!')).status,
        401,
      );
    }
    assert.equal((await signInFrom(office, `sprayed-x-${office}@example.com`, 'Winter2026!')).status, 429);
    // The colleague's own count is clean and the regular has signed in from here: both get in.
    assert.equal((await signInFrom(office, regular.email, TEST_PASSWORD)).status, 200);
    assert.equal((await signInFrom(freshAddress(), colleague.email, TEST_PASSWORD)).status, 200);
  });

  it('counts an IPv6 client by its /64 network, so stepping through addresses buys nothing', async () => {
    const person = await personWithPassword();
    for (let i = 1; i <= 5; i++) {
      assert.equal((await signInFrom(`2001:db8:7:7::${i}`, person.email, `wrong ${i}`)).status, 401);
    }
    assert.equal((await signInFrom('2001:db8:7:7:ffff::1', person.email, 'wrong 6')).status, 429);
    assert.equal((await signInFrom('2001:db8:7:8::1', person.email, TEST_PASSWORD)).status, 200);
  });

  it('checks no more passwords than the allowance when guesses arrive side by side', async () => {
    const person = await personWithPassword();
    const guesser = freshAddress();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => signInFrom(guesser, person.email, `parallel ${i}`)),
    );
    const statuses = answers.map((answer) => answer.status);
    const checked = statuses.filter((status) => status === 401).length;
    assert.ok(checked <= 5, `${checked} passwords checked: ${statuses.join(',')}`);
    assert.ok(
      statuses.every((status) => status === 401 || status === 429),
      statuses.join(','),
    );
    assert.equal(await failures(person.email), checked);
    // Attempts refused while others were in flight checked nothing, so what is left of the allowance
    // may still be used, one guess after another, and not one guess more.
    let later = 0;
    while (later <= 5 && (await signInFrom(guesser, person.email, `later ${later}`)).status === 401) later++;
    assert.equal(checked + later, 5, `${checked} side by side, then ${later}`);
  });

  it('forgives an address its own failures once it gives the right password', async () => {
    const person = await personWithPassword();
    const here = freshAddress();
    for (let i = 0; i < 4; i++) await signInFrom(here, person.email, `typo ${i}`);
    assert.equal((await signInFrom(here, person.email, TEST_PASSWORD)).status, 200);
    for (let i = 0; i < 5; i++) {
      assert.equal((await signInFrom(here, person.email, `typo again ${i}`)).status, 401);
    }
  });

  it('throttles an unknown email exactly like an account, so the answers tell nothing', async () => {
    const guesser = freshAddress();
    const email = `nobody-${guesser}@example.com`;
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await signInFrom(guesser, email, `x ${i}`)).status);
    assert.deepEqual(statuses, [401, 401, 401, 401, 401, 429]);
  });
});

describe('changing the password is throttled like sign-in', () => {
  it('slows guessing the current password through a session, then refuses even the right one', async () => {
    const person = await personWithPassword();
    const session = await signedIn(app, person.email);
    const change = (current: string) =>
      session.request('PUT', '/api/ui/password', {
        current_password: current,
        new_password: 'a brand new passphrase',
      });
    for (let i = 0; i < 5; i++) assert.equal((await change(`guess ${i}`)).status, 422);
    const refused = await change(TEST_PASSWORD);
    assert.equal(refused.status, 429);
    assert.ok(Number(refused.headers.get('retry-after')) > 0);
    // The password did not change.
    assert.equal((await signInFrom(freshAddress(), person.email, TEST_PASSWORD)).status, 200);
  });

  it('checks no more current passwords than the allowance when guesses arrive side by side', async () => {
    const person = await personWithPassword();
    const session = await signedIn(app, person.email);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        session.request('PUT', '/api/ui/password', {
          current_password: `parallel ${i}`,
          new_password: 'a brand new passphrase',
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    const checked = statuses.filter((status) => status === 422).length;
    assert.ok(checked <= 5, `${checked} passwords checked: ${statuses.join(',')}`);
    assert.ok(
      statuses.every((status) => status === 422 || status === 429),
      statuses.join(','),
    );
  });
});

describe('SERVICE_TRUST_PROXY', () => {
  it('takes the client address and scheme from a trusted proxy: the session list and a Secure cookie', async () => {
    const person = await personWithPassword();
    const browser = new Browser(app);
    const response = await browser.request(
      'POST',
      '/api/ui/login',
      { email: person.email, password: TEST_PASSWORD },
      { 'x-forwarded-for': '198.51.100.23', 'x-forwarded-proto': 'https' },
    );
    assert.equal(response.status, 200);
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('tandem_session='))!;
    assert.match(cookie, /Secure/i);
    const sessions = await browser.request('GET', '/api/ui/sessions');
    assert.equal(sessions.body.data[0].ip, '198.51.100.23');
  });

  it('is off by default: X-Forwarded-For and X-Forwarded-Proto are not believed, so guessing cannot hide behind them', async () => {
    const direct = await startTestApp();
    const person = await personWithPassword(direct);
    for (let i = 0; i < 5; i++) {
      const wrong = await signInFrom(`192.0.2.${i + 1}`, person.email, `wrong ${i}`, direct);
      assert.equal(wrong.status, 401);
    }
    assert.equal((await signInFrom('192.0.2.99', person.email, 'wrong 6', direct)).status, 429);

    const other = await personWithPassword(direct);
    const browser = new Browser(direct);
    const response = await browser.request(
      'POST',
      '/api/ui/login',
      { email: other.email, password: TEST_PASSWORD },
      { 'x-forwarded-for': '198.51.100.23', 'x-forwarded-proto': 'https' },
    );
    assert.equal(response.status, 200);
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('tandem_session='))!;
    assert.doesNotMatch(cookie, /Secure/i);
    const ip = (await browser.request('GET', '/api/ui/sessions')).body.data[0].ip;
    assert.match(ip, /127\.0\.0\.1|::1/);
  });

  it('believes only the listed proxies: a forwarded address from elsewhere is not taken', async () => {
    const elsewhere = await startTestApp({ SERVICE_TRUST_PROXY: '10.0.0.0/8' });
    const person = await personWithPassword(elsewhere);
    const browser = new Browser(elsewhere);
    await browser.request(
      'POST',
      '/api/ui/login',
      { email: person.email, password: TEST_PASSWORD },
      { 'x-forwarded-for': '198.51.100.23' },
    );
    const ip = (await browser.request('GET', '/api/ui/sessions')).body.data[0].ip;
    assert.match(ip, /127\.0\.0\.1|::1/);
  });
});
