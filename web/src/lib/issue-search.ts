/**
 * The order of the command palette's issue matches (issue 30): the API lists a search's matches newest
 * first whatever field matched, so an issue whose title holds every typed word comes before one that
 * matched only in its description or comments; each group keeps the API's order.
 */
export function titleMatchesFirst<T extends { title: string }>(text: string, issues: T[]): T[] {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  const titleWords = (issue: T) => issue.title.toLowerCase().split(/[^\p{L}\p{N}]+/u);
  const inTitle = (issue: T) =>
    words.length > 0 && words.every((word) => titleWords(issue).some((part) => part.startsWith(word)));
  return [...issues.filter(inTitle), ...issues.filter((issue) => !inTitle(issue))];
}
