import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { EVENT_NAMES } from '../../src/schemas/enums.js';
import { isPageRequest, webBuildDirectory } from '../../src/http/web-assets.js';
import { parseEnvLines } from '../../web/src/lib/env-lines.js';
import {
  expiryFromDays,
  formatDate,
  formatDateTime,
  formatDuration,
  formatRelative,
  humanize,
} from '../../web/src/lib/format.js';
import { loginPathFor, safeNextPath } from '../../web/src/lib/next-path.js';
import { oidcFailureMessage, oidcStartHref, signInFailureMessage } from '../../web/src/lib/sign-in.js';
import { blockLines, tokenBlock } from '../../web/src/lib/token-block.js';
import { describeUserAgent } from '../../web/src/lib/user-agent.js';
import { eventGroups, isSuccessStatus, summarizeEvents } from '../../web/src/lib/webhook-events.js';

describe('the token block', () => {
  it('is exactly three lines naming the URL, the token and the workspace', () => {
    const block = tokenBlock('https://tandem.example', 'tdm_abc', 'acme');
    assert.equal(block, 'SERVICE_URL=https://tandem.example\nSERVICE_TOKEN=tdm_abc\nSERVICE_WORKSPACE=acme');
    assert.deepEqual(blockLines(`${block}\n`), block.split('\n'));
    assert.deepEqual(blockLines('A=1\r\n\r\nB=2\n'), ['A=1', 'B=2']);
  });
});

describe('formatting', () => {
  it('formats durations short and never as NaN', () => {
    assert.equal(formatDuration(0), '0 ms');
    assert.equal(formatDuration(340.4), '340 ms');
    assert.equal(formatDuration(1234), '1.2 s');
    assert.equal(formatDuration(42_000), '42 s');
    assert.equal(formatDuration(125_000), '2 min 5 s');
    assert.equal(formatDuration(120_000), '2 min');
    assert.equal(formatDuration(null), '—');
    assert.equal(formatDuration(undefined), '—');
    assert.equal(formatDuration(Number.NaN), '—');
    assert.equal(formatDuration(-5), '—');
  });

  it('formats dates in the given locale and zone, and leaves what is not a date alone', () => {
    assert.equal(formatDate('2026-11-25T23:30:00.000Z', 'en-GB', 'UTC'), '25 Nov 2026');
    assert.equal(formatDate('2026-11-25T23:30:00.000Z', 'en-GB', 'Europe/Berlin'), '26 Nov 2026');
    assert.equal(formatDateTime('2026-11-25T14:05:00.000Z', 'en-GB', 'UTC'), '25 Nov 2026, 14:05');
    assert.equal(formatDate('not a date'), 'not a date');
  });

  it('says how long ago or how far ahead', () => {
    const now = new Date('2026-11-25T12:00:00.000Z');
    assert.equal(formatRelative('2026-11-25T11:59:30.000Z', now, 'en'), 'just now');
    assert.equal(formatRelative('2026-11-25T11:55:00.000Z', now, 'en'), '5 minutes ago');
    assert.equal(formatRelative('2026-11-25T09:00:00.000Z', now, 'en'), '3 hours ago');
    assert.equal(formatRelative('2026-11-28T12:00:00.000Z', now, 'en'), 'in 3 days');
    assert.equal(formatRelative('2026-11-24T12:00:00.000Z', now, 'en'), 'yesterday');
    assert.equal(formatRelative('2026-01-02T12:00:00.000Z', now, 'en-GB'), '2 Jan 2026');
  });

  it('turns an expiry in days into an instant, and none into null', () => {
    const now = new Date('2026-11-25T12:00:00.000Z');
    assert.equal(expiryFromDays(30, now), '2026-12-25T12:00:00.000Z');
    assert.equal(expiryFromDays(null, now), null);
  });

  it('humanizes enumeration values', () => {
    assert.equal(humanize('owner'), 'Owner');
    assert.equal(humanize('in_progress'), 'In progress');
    assert.equal(humanize('issue.status_changed'), 'Issue status changed');
  });
});

describe('the webhook events', () => {
  it('are grouped by subject and summarised', () => {
    assert.deepEqual(
      eventGroups().map((group) => group.subject),
      ['issue', 'comment', 'run', 'delivery', 'runtime', 'approval'],
    );
    assert.deepEqual(eventGroups()[0]?.events.length, 4);
    assert.equal(summarizeEvents([...EVENT_NAMES]), 'All events');
    assert.equal(summarizeEvents(['issue.created', 'run.failed']), 'issue.created, run.failed');
    assert.equal(summarizeEvents([]), 'No events');
  });

  it('count a delivery as successful on a 2xx answer only', () => {
    assert.equal(isSuccessStatus(200), true);
    assert.equal(isSuccessStatus(204), true);
    assert.equal(isSuccessStatus(301), false);
    assert.equal(isSuccessStatus(500), false);
    assert.equal(isSuccessStatus(null), false);
  });
});

describe('where sign-in leads', () => {
  it('follows next only to a page of this application', () => {
    assert.equal(safeNextPath('/settings/tokens?x=1'), '/settings/tokens?x=1');
    assert.equal(safeNextPath(null), '/');
    assert.equal(safeNextPath('https://evil.example/'), '/');
    assert.equal(safeNextPath('//evil.example/'), '/');
    assert.equal(safeNextPath('/\\evil.example'), '/');
    assert.equal(safeNextPath('/login?next=/x'), '/');
  });

  it('sends a 401 to sign-in with the page to come back to', () => {
    assert.equal(loginPathFor('/admin/webhooks?x=1'), '/login?next=%2Fadmin%2Fwebhooks%3Fx%3D1');
    assert.equal(loginPathFor('/'), '/login');
    assert.equal(loginPathFor('/login?next=%2Fx'), '/login');
  });

  it('says one thing for a refused sign-in and how long to wait when throttled', () => {
    const wrong = { status: 401, message: 'The email or password is incorrect.', retryAfter: null };
    assert.equal(signInFailureMessage(wrong), 'The email or password is incorrect.');
    assert.equal(
      signInFailureMessage({ status: 429, message: 'Too many requests', retryAfter: 30 }),
      'Too many attempts to sign in. Try again in 30 seconds.',
    );
    assert.equal(
      signInFailureMessage({ status: 429, message: 'x', retryAfter: null }),
      'Too many attempts to sign in. Try again later.',
    );
    assert.equal(signInFailureMessage(null), 'Signing in failed. Try again.');
  });

  it('words a refused OpenID Connect sign-in from its code only, never from the address', () => {
    assert.equal(oidcFailureMessage(null, 'Okta'), null);
    assert.match(oidcFailureMessage('unavailable', 'Okta')!, /^Okta could not be reached/);
    assert.match(oidcFailureMessage('no_workspace', 'Okta')!, /no workspace here accepts your email/);
    assert.match(
      oidcFailureMessage('unverified', 'Okta')!,
      /did not confirm that your email address is verified/,
    );
    const generic = oidcFailureMessage('invalid', 'Okta');
    assert.equal(oidcFailureMessage('Call 555-0100 to restore your account', 'Okta'), generic);
  });

  it('sends the provider button back to the page asked for', () => {
    assert.equal(oidcStartHref('/auth/oidc/start', '/'), '/auth/oidc/start');
    assert.equal(
      oidcStartHref('/auth/oidc/start', '/issues?assignee=me'),
      '/auth/oidc/start?return_to=%2Fissues%3Fassignee%3Dme',
    );
  });
});

describe('custom environment lines', () => {
  it('parses NAME=value lines, skipping blanks and comments, and names bad lines', () => {
    assert.deepEqual(parseEnvLines('A=1\n\n# note\nB_2 = x=y\n'), {
      env: { A: '1', B_2: ' x=y' },
      errors: [],
    });
    assert.deepEqual(parseEnvLines('A=1\nnot a line\n1X=2').errors, [
      'Line 2 is not NAME=value.',
      'Line 3 is not NAME=value.',
    ]);
  });
});

describe('sessions list', () => {
  it('names a browser and its system from the User-Agent', () => {
    const chrome =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
    assert.equal(describeUserAgent(chrome), 'Chrome on Linux');
    assert.equal(
      describeUserAgent('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Gecko/20100101 Firefox/130.0'),
      'Firefox on macOS',
    );
    assert.equal(describeUserAgent('curl/8.5.0'), 'curl');
    assert.equal(describeUserAgent(null), 'Unknown browser');
  });
});

describe('serving the interface', () => {
  it('answers the page to a browser asking for HTML outside the API, the assets and the probes', () => {
    assert.equal(isPageRequest('/', 'text/html,application/xhtml+xml'), true);
    assert.equal(isPageRequest('/issues/ACME-1', 'text/html'), true);
    assert.equal(isPageRequest('/settings/tokens', 'application/json'), false);
    assert.equal(isPageRequest('/settings/tokens', undefined), true);
    assert.equal(isPageRequest('/', '*/*'), true);
    for (const path of ['/api', '/api/v1/issues', '/api/ui/session', '/assets/x.js', '/healthz', '/readyz']) {
      assert.equal(isPageRequest(path, 'text/html'), false, path);
    }
  });

  it('finds the build at the package root', () => {
    assert.match(webBuildDirectory(), /[/\\]dist[/\\]web$/);
    assert.doesNotMatch(webBuildDirectory(), /dist[/\\]dist/);
  });
});
