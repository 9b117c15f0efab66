import { useSyncExternalStore } from 'react';

/**
 * Whether the code of the page at the first address has arrived (routes.tsx, preloadPageFor). Until
 * it has, the signed-in shell keeps its full-page loading state rather than drawing the page's Suspense
 * fallback: React holds back what replaces a fallback for about 300 ms after the fallback was shown, so
 * a fallback drawn for the few milliseconds between the session and the code arriving would delay the
 * first page by that much (docs/performance.md, "First load"). Later visits use the Suspense fallback.
 */
let ready = true;
const listeners = new Set<() => void>();

export function awaitFirstPageCode(loading: Promise<unknown>): void {
  ready = false;
  void loading.finally(() => {
    ready = true;
    for (const listener of listeners) listener();
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useFirstPageCodeReady(): boolean {
  return useSyncExternalStore(subscribe, () => ready);
}
