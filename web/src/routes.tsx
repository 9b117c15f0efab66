import { lazy, type ComponentType, type ReactElement } from 'react';
import { createBrowserRouter } from 'react-router';
import { SignedIn } from './components/shell.js';
import { AdminOnly, HomeRedirect, NotFoundPage, WorkOnly } from './features/home/home.js';
import { InvitePage } from './features/auth/invite.js';
import { LoginPage } from './features/auth/login.js';
import { SetupPage } from './features/auth/setup.js';

/**
 * A page loaded with its own code when first visited, so the first load carries only the shell and
 * sign-in; the shell's Suspense boundary shows a loading state meanwhile (components/shell.tsx).
 */
function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): ReactElement {
  const Page = lazy<ComponentType>(async () => ({ default: (await load())[name] }));
  return <Page />;
}

/** A planning page, which a Management account is told is not open to it (pages/home.tsx). */
function workPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): ReactElement {
  return <WorkOnly>{lazyPage(load, name)}</WorkOnly>;
}

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
      { path: 'issues', element: lazyPage(() => import('./features/issues/issues.js'), 'IssuesPage') },
      // The editor (ProseMirror) is loaded with the issue page only, not with every other page.
      {
        path: 'issues/:identifier',
        element: lazyPage(() => import('./features/issue/issue.js'), 'IssuePage'),
      },
      { path: 'inbox', element: lazyPage(() => import('./features/inbox/inbox.js'), 'InboxPage') },
      {
        path: 'settings/profile',
        element: lazyPage(() => import('./features/settings/profile.js'), 'ProfilePage'),
      },
      {
        path: 'settings/tokens',
        element: lazyPage(() => import('./features/settings/tokens.js'), 'TokensPage'),
      },
      {
        path: 'admin/members',
        element: lazyPage(() => import('./features/admin/members.js'), 'MembersPage'),
      },
      {
        path: 'admin/webhooks',
        element: (
          <AdminOnly>{lazyPage(() => import('./features/admin/webhooks.js'), 'WebhooksPage')}</AdminOnly>
        ),
      },
      {
        path: 'admin/webhooks/:id',
        element: (
          <AdminOnly>
            {lazyPage(() => import('./features/admin/webhook-detail.js'), 'WebhookDetailPage')}
          </AdminOnly>
        ),
      },
      {
        path: 'admin/workspace',
        element: (
          <AdminOnly>
            {lazyPage(() => import('./features/admin/workspace.js'), 'WorkspaceSettingsPage')}
          </AdminOnly>
        ),
      },
      {
        path: 'admin/projects',
        element: workPage(() => import('./features/admin/projects.js'), 'ProjectsPage'),
      },
      {
        path: 'admin/labels',
        element: <AdminOnly>{lazyPage(() => import('./features/admin/labels.js'), 'LabelsPage')}</AdminOnly>,
      },
      { path: 'admin/agents', element: lazyPage(() => import('./features/admin/agents.js'), 'AgentsPage') },
      { path: 'time', element: workPage(() => import('./features/planning/time.js'), 'TimePage') },
      {
        path: 'capacity',
        element: workPage(() => import('./features/planning/capacity.js'), 'CapacityPage'),
      },
      { path: 'cycles', element: workPage(() => import('./features/planning/cycles.js'), 'CyclesPage') },
      {
        path: 'meetings',
        element: workPage(() => import('./features/meetings/meetings.js'), 'MeetingsPage'),
      },
      {
        path: 'meetings/:id',
        element: workPage(() => import('./features/meetings/meeting.js'), 'MeetingPage'),
      },
      { path: 'kb', element: workPage(() => import('./features/kb/kb.js'), 'KnowledgeBasePage') },
      { path: 'kb/:id', element: workPage(() => import('./features/kb/article.js'), 'ArticlePage') },
      {
        path: 'whiteboards',
        element: workPage(() => import('./features/whiteboards/whiteboards.js'), 'WhiteboardsPage'),
      },
      {
        path: 'whiteboards/:id',
        element: workPage(() => import('./features/whiteboards/whiteboard.js'), 'WhiteboardPage'),
      },
      { path: 'runs', element: workPage(() => import('./features/runs/runs.js'), 'RunsPage') },
      { path: 'runs/:ulid', element: lazyPage(() => import('./features/runs/run.js'), 'RunPage') },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
