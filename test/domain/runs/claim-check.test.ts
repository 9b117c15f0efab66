import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkClaims, claimRules, type ClaimRule } from '../../../src/domain/runs/claim-check.js';

const claims = (summary: string, paths: string[]) => checkClaims(summary, paths)?.map((item) => item.claim);

describe('claim check', () => {
  it('is never checked without a summary or without changed paths', () => {
    assert.equal(checkClaims(null, ['src/a.ts']), null);
    assert.equal(checkClaims('   ', ['src/a.ts']), null);
    assert.equal(checkClaims('Added tests.', null), null);
    assert.equal(checkClaims('Added tests.', []), null);
    assert.equal(checkClaims('Added tests.', ['  ']), null);
  });

  it('reports a tests claim that no test file among the paths bears out', () => {
    assert.deepEqual(checkClaims('Fixed the parser. Added unit tests for empty input.', ['src/parser.ts']), [
      {
        claim: 'tests',
        says: 'Added unit tests for empty input.',
        found: 'The one changed path is not a test file.',
      },
    ]);
    assert.deepEqual(
      checkClaims('Tests were updated', ['src/a.ts', 'src/b.ts'])?.[0]?.found,
      'None of the 2 changed paths is a test file.',
    );
  });

  it('is checked with nothing to report when the claim was kept or never made', () => {
    assert.deepEqual(
      checkClaims('Added tests for the parser.', ['src/parser.ts', 'test/parser.test.ts']),
      [],
    );
    assert.deepEqual(checkClaims('Fixed the off-by-one in the pager.', ['src/pager.ts']), []);
  });

  it('recognises test files of many ecosystems', () => {
    for (const path of [
      'test/a.ts',
      'tests/unit/a.py',
      'src/__tests__/a.js',
      'spec/models/user_spec.rb',
      'src/a.test.tsx',
      'src/a.spec.js',
      'pkg/server/handler_test.go',
      'app/test_views.py',
      'src/main/java/FooTest.java',
      './test/x.ts',
      'web\\tests\\a.cs',
    ]) {
      assert.deepEqual(claims('Added tests.', [path]), [], path);
    }
    for (const path of ['src/testing-utils.ts', 'src/contest.ts', 'src/attestation.py', 'latest/notes.ts']) {
      assert.deepEqual(claims('Added tests.', [path]), ['tests'], path);
    }
  });

  it('does not read results or negations as claims', () => {
    for (const summary of [
      'Fixed the bug; all tests pass.',
      'Fixed the bug so the tests pass again.',
      'No tests were added.',
      'I did not add tests.',
      "Didn't update the tests.",
      'Refactored without new tests.',
      'Ran the test suite.',
    ]) {
      assert.deepEqual(claims(summary, ['src/a.ts']), [], summary);
    }
  });

  it('keeps a claim next to a negation in another clause', () => {
    assert.deepEqual(claims('Added tests, no docs changes.', ['src/a.ts']), ['tests']);
    assert.deepEqual(claims('Fixed the bug and added regression tests', ['src/a.ts']), ['tests']);
  });

  it('recognises the claim in many phrasings, including markdown bullets', () => {
    for (const summary of [
      'Wrote integration tests for the importer.',
      '- added a few tests',
      '* Tests added for the edge cases',
      'Implemented paging with tests.',
      'Extended the test coverage of the scheduler.',
      '1. Updated the specs',
      'Test cases were added for empty lists.',
    ]) {
      assert.deepEqual(claims(summary, ['src/a.ts']), ['tests'], summary);
    }
  });

  it('checks documentation claims too', () => {
    assert.deepEqual(claims('Updated the README with the new flag.', ['src/cli.ts']), ['docs']);
    assert.deepEqual(claims('Updated the README with the new flag.', ['README.md']), []);
    assert.deepEqual(claims('Documented the endpoint.', ['docs/api/runs.html']), []);
  });

  it('reports each broken claim once, quoting the sentence', () => {
    const items = checkClaims('Added tests.\nAlso added more tests. Updated the docs.', ['src/a.ts']);
    assert.deepEqual(
      items?.map((i) => [i.claim, i.says]),
      [
        ['tests', 'Added tests.'],
        ['docs', 'Updated the docs.'],
      ],
    );
  });

  it('quotes at most 200 characters', () => {
    const long = `Added tests ${'and more words '.repeat(30)}.`;
    const says = checkClaims(long, ['src/a.ts'])![0]!.says;
    assert.equal(says.length, 200);
    assert.ok(says.endsWith('…'));
  });

  it('grows by adding a rule', () => {
    const migrations: ClaimRule = {
      claim: 'migrations',
      isClaimedBy: (clause) => /\badded a migration\b/i.test(clause),
      keptBy: (path) => path.includes('migrations/'),
      describeMissing: () => 'No migration among the changed paths.',
    };
    assert.deepEqual(checkClaims('Added a migration.', ['src/a.ts'], [...claimRules, migrations]), [
      { claim: 'migrations', says: 'Added a migration.', found: 'No migration among the changed paths.' },
    ]);
  });
});
