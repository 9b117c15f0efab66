/**
 * What the route error screen (components/route-error.tsx) decides without React: whether an error is
 * a page's code failing to load, and whether the page may reload itself for it once more.
 */

/** The messages browsers give a failed `import()`: Chromium, Firefox, Safari, and Vite's CSS preload. */
const CHUNK_FAILURES = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
];

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CHUNK_FAILURES.some((pattern) => pattern.test(message));
}

const RELOADED_AT = 'tandem:reloaded-for-new-version';
/** A second failure within this long after reloading is not cured by reloading again. */
const RELOAD_GUARD_MS = 60_000;

/**
 * Whether to reload now for a page whose code failed to load: yes once, then not again for a minute,
 * so a chunk that is truly gone shows the error screen instead of reloading forever. Records the reload.
 */
export function mayReloadForNewVersion(storage: Pick<Storage, 'getItem' | 'setItem'>, now: number): boolean {
  const last = Number(storage.getItem(RELOADED_AT) ?? 0);
  if (Number.isFinite(last) && now - last < RELOAD_GUARD_MS) return false;
  storage.setItem(RELOADED_AT, String(now));
  return true;
}
