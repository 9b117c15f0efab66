import { createBrowserRouter } from 'react-router';
import { SignedIn } from './components/shell.js';
import { AgentsPage } from './pages/agents.js';
import { AdminOnly, HomeRedirect, NotFoundPage } from './pages/home.js';
import { InboxPage } from './pages/inbox.js';
import { InvitePage } from './pages/invite.js';
import { LoginPage } from './pages/login.js';
import { MembersPage } from './pages/members.js';
import { ProfilePage } from './pages/profile.js';
import { SetupPage } from './pages/setup.js';
import { TokensPage } from './pages/tokens.js';
import { WebhookDetailPage } from './pages/webhook-detail.js';
import { WebhooksPage } from './pages/webhooks.js';

/**
 * The client routes (decisions §9.7 addresses). Pages of later parts (issues, inbox, time, meetings,
 * knowledge base, whiteboards) join the signed-in children and the navigation in components/shell.tsx.
 */
export const router = createBrowserRouter([
  { path: '/login', element: <LoginPage /> },
  { path: '/setup', element: <SetupPage /> },
  { path: '/invite/:token', element: <InvitePage /> },
  {
    path: '/',
    element: <SignedIn />,
    children: [
      { index: true, element: <HomeRedirect /> },
      {
        path: 'issues/:identifier',
        // The editor (ProseMirror) is loaded with the issue page only, not with every other page.
        lazy: async () => ({ Component: (await import('./pages/issue.js')).IssuePage }),
      },
      { path: 'inbox', element: <InboxPage /> },
      { path: 'settings/profile', element: <ProfilePage /> },
      { path: 'settings/tokens', element: <TokensPage /> },
      { path: 'admin/members', element: <MembersPage /> },
      {
        path: 'admin/webhooks',
        element: (
          <AdminOnly>
            <WebhooksPage />
          </AdminOnly>
        ),
      },
      {
        path: 'admin/webhooks/:id',
        element: (
          <AdminOnly>
            <WebhookDetailPage />
          </AdminOnly>
        ),
      },
      { path: 'admin/agents', element: <AgentsPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
