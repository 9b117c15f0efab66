import type { QueryClient } from '@tanstack/react-query';
import { isValidElement, lazy, useState, type ComponentType, type ReactElement } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { prefetchIssueLists } from './api/issues.js';
import { awaitFirstPageCode } from './lib/first-page-code.js';
import { RouteError } from './components/route-error.js';
import { SignedIn } from './components/shell.js';
import { AdminOnly, HomeRedirect, NotFoundPage, WorkOnly } from './features/home/home.js';
import { InvitePage } from './features/auth/invite.js';
import { LoginPage } from './features/auth/login.js';
import { SetupPage } from './features/auth/setup.js';
import { ForgotPasswordPage } from './features/auth/forgot-password.js';
import { ResetPasswordPage } from './features/auth/reset-password.js';
import { UnsubscribePage } from './features/settings/unsubscribe.js';

/**
 * A page loaded with its own code when first visited, so the first load carries only the shell and
 * sign-in; the shell's Suspense boundary shows a loading state meanwhile (components/shell.tsx).
 *
 * A page whose code has already arrived (preloadPageFor started it beside the session) renders at once
 * instead of through `lazy`: `lazy` suspends on its first render even then, and React holds back the
 * content of a Suspense boundary that has just shown its fallback for about 300 ms (measured: the first
 * row drawn at 540 ms instead of 200 on an idle machine). Each mounted page keeps the form it mounted
 * with, so a later render never swaps one component for the other (which would reset its state).
 */
function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): ReactElement {
  let loading: Promise<Record<K, ComponentType>> | undefined;
  let loaded: ComponentType | undefined;
  const loadOnce = () => {
    loading ??= load().then(
      (module) => {
        loaded = module[name];
        return module;
      },
      (error: unknown) => {
        loading = undefined; // the next visit tries again (a new version, the server back)
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy<ComponentType>(async () => ({ default: (await loadOnce())[name] }));
  function Page() {
    const [Ready] = useState(() => loaded);
    return Ready ? <Ready /> : <Lazy />;
  }
  const element = <Page />;
  pageLoaders.set(element, loadOnce);
  return element;
}

/** Each lazy page's element and the import that loads its code (preloadPageFor). */
const pageLoaders = new WeakMap<object, () => Promise<unknown>>();

/** The loader of a page element, or of the one page a wrapper (WorkOnly, AdminOnly) holds. */
function loaderOf(element: unknown): (() => Promise<unknown>) | undefined {
  if (!isValidElement(element)) return undefined;
  return pageLoaders.get(element) ?? loaderOf((element.props as { children?: unknown }).children);
}

/** What a route may start before its page's code has arrived: the data its first render reads. */
interface RouteHandle {
  prefetch?: (queryClient: QueryClient, search: URLSearchParams) => void;
}

/**
 * Starts loading the code of the page at the address now, while the session is being read, instead of
 * after the signed-in shell has rendered (main.tsx, before the first render), and with it the page's
 * first data when its route says what that is (`handle.prefetch`): data and code then arrive side by
 * side. A failure is left to the page's own import, which shows the route error screen.
 */
export function preloadPageFor(
  location: { pathname: string; search: string },
  queryClient: QueryClient,
): void {
  const loadingCode: Promise<unknown>[] = [];
  for (const match of matchRoutes(routes, location.pathname) ?? []) {
    const loading = loaderOf(match.route.element)?.();
    if (loading) loadingCode.push(loading.catch(() => undefined));
    (match.route.handle as RouteHandle | undefined)?.prefetch?.(
      queryClient,
      new URLSearchParams(location.search),
    );
  }
  awaitFirstPageCode(Promise.all(loadingCode));
}

/** A planning page, which a Management account is told is not open to it (pages/home.tsx). */
function workPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): ReactElement {
  return <WorkOnly>{lazyPage(load, name)}</WorkOnly>;
}

/**
 * The client routes (decisions §9.7 addresses). Pages of later parts (issues, inbox, time, meetings,
 * knowledge base, whiteboards) join the signed-in children and the navigation in components/shell.tsx.
 */
export const routes: RouteObject[] = [
  { path: '/login', element: <LoginPage />, errorElement: <RouteError /> },
  { path: '/setup', element: <SetupPage />, errorElement: <RouteError /> },
  { path: '/invite/:token', element: <InvitePage />, errorElement: <RouteError /> },
  { path: '/forgot-password', element: <ForgotPasswordPage />, errorElement: <RouteError /> },
  { path: '/reset-password/:token', element: <ResetPasswordPage />, errorElement: <RouteError /> },
  { path: '/unsubscribe/:token', element: <UnsubscribePage />, errorElement: <RouteError /> },
  {
    path: '/',
    element: <SignedIn />,
    // A page that fails (its code did not load: a new version, the server down) shows a designed screen.
    errorElement: <RouteError />,
    children: [
      { index: true, element: <HomeRedirect /> },
      {
        path: 'issues',
        element: lazyPage(() => import('./features/issues/issues.js'), 'IssuesPage'),
        handle: { prefetch: prefetchIssueLists } satisfies RouteHandle,
      },
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
        path: 'settings/notifications',
        element: lazyPage(() => import('./features/settings/notifications.js'), 'NotificationsPage'),
      },
      {
        path: 'settings/sessions',
        element: lazyPage(() => import('./features/settings/sessions.js'), 'SessionsPage'),
      },
      {
        path: 'settings/security',
        element: lazyPage(() => import('./features/settings/security.js'), 'SecurityPage'),
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
        path: 'admin/audit-log',
        element: (
          <AdminOnly>{lazyPage(() => import('./features/admin/audit-log.js'), 'AuditLogPage')}</AdminOnly>
        ),
      },
      {
        path: 'admin/integrations',
        element: (
          <AdminOnly>
            {lazyPage(() => import('./features/admin/integrations.js'), 'IntegrationsPage')}
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
        path: 'admin/templates',
        element: (
          <AdminOnly>{lazyPage(() => import('./features/admin/templates.js'), 'TemplatesPage')}</AdminOnly>
        ),
      },
      {
        path: 'admin/workflow',
        element: (
          <AdminOnly>{lazyPage(() => import('./features/admin/workflow.js'), 'WorkflowPage')}</AdminOnly>
        ),
      },
      {
        path: 'admin/fields',
        element: <AdminOnly>{lazyPage(() => import('./features/admin/fields.js'), 'FieldsPage')}</AdminOnly>,
      },
      {
        path: 'admin/labels',
        element: <AdminOnly>{lazyPage(() => import('./features/admin/labels.js'), 'LabelsPage')}</AdminOnly>,
      },
      {
        path: 'admin/repositories',
        element: (
          <AdminOnly>
            {lazyPage(() => import('./features/admin/repositories.js'), 'RepositoriesPage')}
          </AdminOnly>
        ),
      },
      {
        path: 'admin/skills',
        element: <AdminOnly>{lazyPage(() => import('./features/admin/skills.js'), 'SkillsPage')}</AdminOnly>,
      },
      { path: 'admin/agents', element: lazyPage(() => import('./features/admin/agents.js'), 'AgentsPage') },
      { path: 'time', element: workPage(() => import('./features/planning/time.js'), 'TimePage') },
      {
        path: 'capacity',
        element: workPage(() => import('./features/planning/capacity.js'), 'CapacityPage'),
      },
      { path: 'cycles', element: workPage(() => import('./features/planning/cycles.js'), 'CyclesPage') },
      {
        path: 'roadmap',
        element: workPage(() => import('./features/planning/roadmap.js'), 'RoadmapPage'),
      },
      {
        path: 'insights',
        element: workPage(() => import('./features/insights/insights.js'), 'InsightsPage'),
      },
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
      {
        path: 'agents',
        element: workPage(() => import('./features/agents/agents.js'), 'AgentsOverviewPage'),
      },
      { path: 'agents/:id', element: workPage(() => import('./features/agents/agent.js'), 'AgentPage') },
      { path: 'runs/:ulid', element: lazyPage(() => import('./features/runs/run.js'), 'RunPage') },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
