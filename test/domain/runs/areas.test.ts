import assert from 'node:assert/strict';
import { posix } from 'node:path';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import {
  checkAreas,
  effectiveAreas,
  MAX_AREA_LENGTH,
  MAX_AREAS,
  overlappingPair,
  parseAreas,
  patternsOverlap,
} from '../../../src/domain/runs/areas.js';
import { ValidationError } from '../../../src/errors.js';

function refused(patterns: string[]): string[] {
  try {
    checkAreas('areas', patterns);
  } catch (error) {
    if (error instanceof ValidationError) return error.errors.areas ?? [];
    throw error;
  }
  return [];
}

/** A pattern covers a path it matches, and (as in .gitignore) everything under a path it matches. */
function covers(pattern: string, path: string): boolean {
  return posix.matchesGlob(path, pattern) || posix.matchesGlob(path, `${pattern}/**`);
}

describe('areas: accepted syntax', () => {
  it('keeps relative patterns, trimmed, without a trailing slash, duplicates dropped', () => {
    assert.deepEqual(
      checkAreas('areas', [' src/billing/** ', 'docs/', 'src/billing/**', '*.md', 'a/{b,c}/[x]?']),
      ['src/billing/**', 'docs', '*.md', 'a/{b,c}/[x]?'],
    );
    assert.deepEqual(checkAreas('areas', []), []);
  });

  it('refuses absolute paths, . and .., negation, backslashes, control characters and empty ones', () => {
    for (const bad of [
      '/etc/passwd',
      'C:/repo',
      '~/x',
      '../outside',
      'src/../../x',
      'src/./x',
      '.',
      '!src/x',
      'src\\billing',
      'src/\u0000x',
      'src/\nx',
      '',
      '   ',
      'src//x',
    ]) {
      assert.ok(refused([bad]).length > 0, `"${JSON.stringify(bad)}" should be refused`);
    }
  });

  it('limits the count and the length, naming the field', () => {
    const many = Array.from({ length: MAX_AREAS + 1 }, (_, i) => `dir${i}`);
    assert.match(refused(many).join(' '), /At most 50 areas/);
    assert.deepEqual(refused(['a'.repeat(MAX_AREA_LENGTH)]), []);
    assert.match(refused(['a'.repeat(MAX_AREA_LENGTH + 1)]).join(' '), /at most 200 characters/);
    assert.throws(
      () => checkAreas('project.areas', ['../x']),
      (error: unknown) => error instanceof ValidationError && 'project.areas' in error.errors,
    );
  });
});

describe('areas: effective areas', () => {
  it("is the issue's own, else its project's; unreadable JSON is none", () => {
    assert.deepEqual(effectiveAreas('["a"]', '["b"]'), ['a']);
    assert.deepEqual(effectiveAreas('[]', '["b"]'), ['b']);
    assert.deepEqual(effectiveAreas(null, null), []);
    assert.deepEqual(parseAreas('not json'), []);
    assert.deepEqual(parseAreas('{"a":1}'), []);
  });
});

describe('areas: overlap', () => {
  const cases: [string, string, boolean][] = [
    ['src/billing/**', 'src/billing/api/**', true],
    ['src/billing', 'src/billing/invoice.ts', true],
    ['src/billing/**', 'src/billing', true],
    ['src/billing/**', 'src/shipping/**', false],
    ['src/billing', 'src/billing-v2', false],
    ['src/bill*', 'src/billing/x.ts', true],
    ['src/*.ts', 'src/*.md', true],
    ['src/*.ts', 'docs/*.md', false],
    ['**', 'anything/at/all', true],
    ['*.md', 'src/deep/file.ts', true],
    ['Src/Billing', 'src/billing/x', true],
    ['docs', 'docs', true],
    ['a/b/c', 'a/b/d', false],
    ['a/{b,c}/x', 'a/d/x', true],
    ['a/[bc]/x', 'z/b/x', false],
  ];
  for (const [a, b, expected] of cases) {
    it(`${a} and ${b}: ${expected ? 'overlap' : 'apart'}`, () => {
      assert.equal(patternsOverlap(a, b), expected);
      assert.equal(patternsOverlap(b, a), expected, 'symmetric');
    });
  }

  it('finds the first overlapping pair of two lists; empty lists never overlap', () => {
    assert.deepEqual(overlappingPair(['docs/**', 'src/a/**'], ['src/b', 'src/a/x.ts']), [
      'src/a/**',
      'src/a/x.ts',
    ]);
    assert.equal(overlappingPair([], ['**']), null);
    assert.equal(overlappingPair(['**'], []), null);
    assert.equal(overlappingPair(['docs'], ['src']), null);
  });

  const segment = fc.constantFrom('src', 'Src', 'a', 'b', 'ab', 'docs', 'x.ts', 'y.md');
  const globSegment = fc.constantFrom('*', '**', '?', 'a*', '*.ts', '[ab]', '{a,b}', 'b?');
  const pattern = fc
    .array(fc.oneof(segment, segment, globSegment), { minLength: 1, maxLength: 4 })
    .map((parts) => parts.join('/'));
  const path = fc.array(segment, { minLength: 1, maxLength: 5 }).map((parts) => parts.join('/'));

  it('is sound: two patterns covering one path always overlap', () => {
    fc.assert(
      fc.property(pattern, pattern, path, (a, b, p) => {
        if (covers(a, p) && covers(b, p)) assert.ok(patternsOverlap(a, b), `${a} / ${b} both cover ${p}`);
      }),
      { numRuns: 5_000 },
    );
  });

  it('is exact for literal patterns: apart only when neither path contains the other', () => {
    fc.assert(
      fc.property(path, path, (a, b) => {
        const contains = (outer: string, inner: string) =>
          inner.toLowerCase() === outer.toLowerCase() ||
          inner.toLowerCase().startsWith(`${outer.toLowerCase()}/`);
        assert.equal(patternsOverlap(a, b), contains(a, b) || contains(b, a));
      }),
    );
  });
});
