import type { ClaimCheckItem } from '../../schemas/artifacts.js';

/**
 * Claim check (contract: Artifact). When a run reports a summary and the paths it changed, each rule
 * looks for a claim in the summary that a list of file paths can settle, and reports the claims the
 * paths do not bear out. It answers only "was this claim kept?"; it is not a code review.
 *
 * The rule set is meant to grow: a rule is a name, a recogniser for the claim in one clause of the
 * summary, and a test on the changed paths. Add one to `claimRules`.
 */
export interface ClaimRule {
  claim: string;
  /** True when this clause of the summary (already free of negations) makes the claim. */
  isClaimedBy(clause: string): boolean;
  /** True when a changed path keeps the claim. */
  keptBy(path: string): boolean;
  /** The `found` text when none of the paths keeps it. */
  describeMissing(pathCount: number): string;
}

const SAYS_MAX_LENGTH = 200;

/** A clause with one of these does not claim anything ("no tests were added", "without docs"). */
const NEGATION = /\b(no|not|without|never|none|nor|skipped)\b|n't\b/i;

function noneOf(count: number, what: string): string {
  return count === 1
    ? `The one changed path is not ${what}.`
    : `None of the ${count} changed paths is ${what}.`;
}

/** A verb of change followed closely by the thing, or the thing followed closely by a verb of change. */
function changeClaim(thing: string): RegExp[] {
  const verbs =
    '(add|adds|added|adding|wrote|write|writes|written|writing|update|updates|updated|updating|extend|extends|extended|expand|expanded|create|creates|created|adjust|adjusted|rewrote|rewritten|new|fix|fixes|fixed)';
  const passive = '(added|updated|written|extended|expanded|adjusted|created|changed|rewritten|included)';
  return [
    new RegExp(`\\b${verbs}\\b(\\s+[\\w-]+){0,2}?\\s+${thing}\\b`, 'i'),
    new RegExp(`\\b${thing}\\b(\\s+[\\w-]+){0,3}?\\s+${passive}\\b`, 'i'),
    new RegExp(
      `\\b(with|including|plus|covered by)\\s+(new\\s+|more\\s+|unit\\s+|integration\\s+)*${thing}\\b`,
      'i',
    ),
  ];
}

const TEST_WORDS = '(tests?|specs?|test cases?|test coverage|test suite)';
/** "tests pass", "the tests ran": reporting a result, not a change. */
const TEST_RESULTS =
  /\b(tests?|specs?|test suite)\s+(still\s+)?(pass|passes|passed|passing|succeed|succeeded|ran|run|runs|are green|fail|failed|failing)\b/gi;

const TEST_PATHS = [
  /(^|\/)(tests?|__tests__|specs?|testing|e2e|cypress|playwright)\//i,
  /\.(test|spec|tests|specs)\.[a-z0-9]+$/i,
  /(^|\/)test_[^/]+\.py$/i,
  /_(test|spec)\.[a-z0-9]+$/i,
  /(Test|Tests|Spec|IT)\.(java|kt|kts|scala|cs|swift|php|groovy|m)$/,
];

const testsRule: ClaimRule = {
  claim: 'tests',
  isClaimedBy: (clause) => {
    const withoutResults = clause.replace(TEST_RESULTS, ' ');
    return changeClaim(TEST_WORDS).some((pattern) => pattern.test(withoutResults));
  },
  keptBy: (path) => TEST_PATHS.some((pattern) => pattern.test(path)),
  describeMissing: (count) => noneOf(count, 'a test file'),
};

const DOC_WORDS = '(docs|documentation|readme|changelog|user guide|guide)';
const DOC_PATHS = [
  /(^|\/)(docs?|documentation|guides?)\//i,
  /\.(md|mdx|markdown|rst|adoc|asciidoc|txt)$/i,
  /(^|\/)(readme|changelog|changes|contributing)(\.[a-z]+)?$/i,
];

const docsRule: ClaimRule = {
  claim: 'docs',
  isClaimedBy: (clause) =>
    /\bdocumented\b/i.test(clause) || changeClaim(DOC_WORDS).some((p) => p.test(clause)),
  keptBy: (path) => DOC_PATHS.some((pattern) => pattern.test(path)),
  describeMissing: (count) => noneOf(count, 'documentation'),
};

export const claimRules: ClaimRule[] = [testsRule, docsRule];

/** Sentences of the summary, markdown bullets and headings stripped. */
function sentencesOf(summary: string): string[] {
  return summary
    .split(/\n+|(?<=[.!?])\s+/)
    .map((line) =>
      line
        .replace(/^\s*([-*+•]|\d+[.)]|#+)\s+/, '')
        .replace(/[`*_]/g, '')
        .trim(),
    )
    .filter((sentence) => sentence.length > 0);
}

/** Clauses of a sentence: a negation in one ("added tests, no docs") must not cancel the other. */
function clausesOf(sentence: string): string[] {
  return sentence.split(/[;,:]|\s+\bbut\b\s+|\s+\band\b\s+(?=\w+ed\b)/i).map((c) => c.trim());
}

function normalisePath(path: string): string {
  return path.trim().replace(/\\/g, '/').replace(/^\.\//, '').replace(/^\/+/, '');
}

function quote(sentence: string): string {
  return sentence.length <= SAYS_MAX_LENGTH ? sentence : `${sentence.slice(0, SAYS_MAX_LENGTH - 1)}…`;
}

/**
 * The claims of `summary` that `changedPaths` contradict. Null when there is nothing to check against
 * (no summary text, or no changed path): the artifact then reads "never checked". An empty array means
 * checked, nothing to report.
 */
export function checkClaims(
  summary: string | null | undefined,
  changedPaths: readonly string[] | null | undefined,
  rules: readonly ClaimRule[] = claimRules,
): ClaimCheckItem[] | null {
  const paths = (changedPaths ?? []).map(normalisePath).filter((p) => p.length > 0);
  if (!summary || summary.trim() === '' || paths.length === 0) return null;
  const sentences = sentencesOf(summary);
  const items: ClaimCheckItem[] = [];
  for (const rule of rules) {
    const says = sentences.find((sentence) =>
      clausesOf(sentence).some((clause) => !NEGATION.test(clause) && rule.isClaimedBy(clause)),
    );
    if (says === undefined || paths.some((path) => rule.keptBy(path))) continue;
    items.push({ claim: rule.claim, says: quote(says), found: rule.describeMissing(paths.length) });
  }
  return items;
}
