import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { ApiError, setUnauthorizedHandler } from './api/client.js';
import { fetchSession, SESSION_KEY } from './api/session.js';
import { RateLimitNotice } from './components/rate-limit-notice.js';
import { browserStorage, forgetExpiredDrafts } from './lib/drafts.js';
import { loginPathFor } from './lib/next-path.js';
import { preloadPageFor, router } from './routes.js';
import './styles.css';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A 4xx will not change by asking again; a lost connection may. A 429 has been waited out and
      // sent again already (api/rate-limit-wait.ts): asking again here would multiply those attempts.
      retry: (failures, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2,
      refetchOnWindowFocus: true,
    },
  },
});

// Any 401 (the session ended: signed out elsewhere, password changed, removed) leads to sign-in and back.
setUnauthorizedHandler(() => {
  const here = window.location.pathname + window.location.search;
  queryClient.setQueryData(['session'], null);
  void router.navigate(loginPathFor(here), { replace: true });
});

// The first page's session, code and data load side by side, not one after the other: without this the
// shell asks for the session when it first renders, the page's code only once the session has arrived,
// and the page's data only once its code has run.
void queryClient.prefetchQuery({ queryKey: SESSION_KEY, queryFn: fetchSession, staleTime: 60_000 });
preloadPageFor(window.location, queryClient);

// Drafts older than their limit go as the app starts (anyone's: storage must not grow forever).
forgetExpiredDrafts(browserStorage());

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <RateLimitNotice />
      </QueryClientProvider>
    </StrictMode>,
  );
}
