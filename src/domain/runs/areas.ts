import { ValidationError } from '../../errors.js';

/**
 * Areas (decisions §12.11): path patterns of a repository that an issue's runs work in, so that two
 * runs about to edit the same files do not run at once.
 *
 * Accepted syntax (docs/decisions.md "Issue 39 — areas"): a relative path of `/`-separated segments,
 * anchored at the repository root, in which a segment may use the glob characters `*`, `?`, `**`,
 * `[…]` and `{…}`. A pattern without glob characters (`src/billing`) stands for that path and
 * everything under it, as in .gitignore; a trailing `/` is dropped (`docs/` is `docs`). Refused: an
 * absolute path (`/…`, `C:…`), `.` or `..` segments, a leading `!` (there is no negation), a backslash,
 * control characters, more than MAX_AREAS patterns or more than MAX_AREA_LENGTH characters in one.
 */
export const MAX_AREAS = 50;
export const MAX_AREA_LENGTH = 200;

const GLOB_CHARACTERS = /[*?[\]{}]/;
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/** Why `pattern` (already trimmed) is refused, or null when it is accepted. */
function refusal(pattern: string): string | null {
  if (pattern === '') return 'An area needs a path pattern.';
  if (pattern.length > MAX_AREA_LENGTH) return `An area has at most ${MAX_AREA_LENGTH} characters.`;
  if (CONTROL_CHARACTERS.test(pattern)) return 'An area must not contain control characters.';
  if (pattern.includes('\\')) return 'An area uses / between folders, never a backslash.';
  if (pattern.startsWith('/') || /^[A-Za-z]:/.test(pattern) || pattern.startsWith('~')) {
    return `The area "${pattern}" must be relative to the repository root, not an absolute path.`;
  }
  if (pattern.startsWith('!')) return `The area "${pattern}" cannot be negated with "!".`;
  const segments = pattern.replace(/\/+$/, '').split('/');
  if (segments.some((segment) => segment === '..' || segment === '.')) {
    return `The area "${pattern}" must not contain "." or ".." folders.`;
  }
  if (segments.some((segment) => segment === '')) return `The area "${pattern}" has an empty folder name.`;
  return null;
}

/** The stored form: trimmed, without a trailing `/`. */
function normalise(pattern: string): string {
  return pattern.trim().replace(/\/+$/, '');
}

/** The areas of a write, normalised (duplicates dropped, order kept), and why any are refused. */
export function readAreas(patterns: readonly string[]): { areas: string[]; refused: string[] } {
  const refused: string[] = [];
  if (patterns.length > MAX_AREAS) refused.push(`At most ${MAX_AREAS} areas.`);
  const accepted: string[] = [];
  for (const raw of patterns) {
    const trimmed = raw.trim();
    const why = refusal(trimmed);
    if (why !== null) refused.push(why);
    else accepted.push(normalise(trimmed));
  }
  return { areas: [...new Set(accepted)], refused: [...new Set(refused)] };
}

/** The areas of a write, checked and normalised; a 422 naming `field` lists every refused pattern. */
export function checkAreas(field: string, patterns: readonly string[]): string[] {
  const { areas, refused } = readAreas(patterns);
  if (refused.length > 0) throw new ValidationError({ [field]: refused });
  return areas;
}

/** The stored JSON of a column, as a list; anything unreadable counts as no areas. */
export function parseAreas(json: string | null | undefined): string[] {
  if (!json) return [];
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** An issue's effective areas: its own, else its project's (decisions §12.11). */
export function effectiveAreas(issueAreas: string | null, projectAreas: string | null): string[] {
  const own = parseAreas(issueAreas);
  return own.length > 0 ? own : parseAreas(projectAreas);
}

/**
 * The segments before the first one with a glob character, lower-cased: every path the pattern
 * matches starts with them (a literal segment matches only itself; `**` is a glob segment).
 * Lower case because a case-insensitive checkout (macOS, Windows) makes `Src/` and `src/` one folder.
 */
function literalPrefix(pattern: string): string[] {
  const prefix: string[] = [];
  for (const segment of pattern.split('/')) {
    if (GLOB_CHARACTERS.test(segment)) break;
    prefix.push(segment.toLowerCase());
  }
  return prefix;
}

function startsWith(list: string[], prefix: string[]): boolean {
  return prefix.length <= list.length && prefix.every((segment, index) => list[index] === segment);
}

/**
 * Whether some path could match both patterns: true when one's literal prefix is a prefix of the
 * other's, folder by folder. Sound (never false when a path matches both: such a path starts with both
 * prefixes, so one is a prefix of the other) and conservative (`src/*.ts` and `src/*.md` count as
 * overlapping: both may touch something under `src/`).
 */
export function patternsOverlap(a: string, b: string): boolean {
  const left = literalPrefix(a);
  const right = literalPrefix(b);
  return startsWith(left, right) || startsWith(right, left);
}

/** The first pair of overlapping patterns of two lists of areas, or null; empty lists never overlap. */
export function overlappingPair(a: readonly string[], b: readonly string[]): [string, string] | null {
  for (const left of a) {
    for (const right of b) {
      if (patternsOverlap(left, right)) return [left, right];
    }
  }
  return null;
}
