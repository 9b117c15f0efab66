import { createBrowserRouter } from 'react-router';
import { SignedIn } from './components/shell.js';
import { AgentsPage } from './pages/agents.js';
import { ArticlePage } from './pages/article.js';
import { CapacityPage } from './pages/capacity.js';
import { CyclesPage } from './pages/cycles.js';
import { AdminOnly, HomeRedirect, NotFoundPage, WorkOnly } from './pages/home.js';
import { InboxPage } from './pages/inbox.js';
import { InvitePage } from './pages/invite.js';
import { IssuesPage } from './pages/issues.js';
import { KnowledgeBasePage } from './pages/kb.js';
import { LoginPage } from './pages/login.js';
import { MeetingPage } from './pages/meeting.js';
import { MeetingsPage } from './pages/meetings.js';
import { MembersPage } from './pages/members.js';
import { ProfilePage } from './pages/profile.js';
import { RunPage } from './pages/run.js';
import { SetupPage } from './pages/setup.js';
import { TimePage } from './pages/time.js';
import { TokensPage } from './pages/tokens.js';
import { WebhookDetailPage } from './pages/webhook-detail.js';
import { WebhooksPage } from './pages/webhooks.js';
import { WhiteboardPage } from './pages/whiteboard.js';
import { WhiteboardsPage } from './pages/whiteboards.js';

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
      { path: 'issues', element: <IssuesPage /> },
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
      {
        path: 'time',
        element: (
          <WorkOnly>
            <TimePage />
          </WorkOnly>
        ),
      },
      {
        path: 'capacity',
        element: (
          <WorkOnly>
            <CapacityPage />
          </WorkOnly>
        ),
      },
      {
        path: 'cycles',
        element: (
          <WorkOnly>
            <CyclesPage />
          </WorkOnly>
        ),
      },
      {
        path: 'meetings',
        element: (
          <WorkOnly>
            <MeetingsPage />
          </WorkOnly>
        ),
      },
      {
        path: 'meetings/:id',
        element: (
          <WorkOnly>
            <MeetingPage />
          </WorkOnly>
        ),
      },
      {
        path: 'kb',
        element: (
          <WorkOnly>
            <KnowledgeBasePage />
          </WorkOnly>
        ),
      },
      {
        path: 'kb/:id',
        element: (
          <WorkOnly>
            <ArticlePage />
          </WorkOnly>
        ),
      },
      {
        path: 'whiteboards',
        element: (
          <WorkOnly>
            <WhiteboardsPage />
          </WorkOnly>
        ),
      },
      {
        path: 'whiteboards/:id',
        element: (
          <WorkOnly>
            <WhiteboardPage />
          </WorkOnly>
        ),
      },
      { path: 'runs/:ulid', element: <RunPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
