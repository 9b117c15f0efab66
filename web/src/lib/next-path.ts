/**
 * Where to go after signing in: the `next` parameter when it names a page of this application (a
 * path starting with one slash), never another origin — `//evil.example` and `https://…` are refused.
 */
export function safeNextPath(next: string | null | undefined, fallback = '/'): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  if (next.startsWith('/login')) return fallback;
  return next;
}

/** `/login?next=<the current page>`, the address a 401 sends the reader to. */
export function loginPathFor(currentPath: string): string {
  if (currentPath === '/' || currentPath.startsWith('/login')) return '/login';
  return `/login?next=${encodeURIComponent(currentPath)}`;
}
