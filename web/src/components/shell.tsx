import { Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { NavLink, Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import {
  canSeeWorkspaceLists,
  isAdmin,
  useSessionQuery,
  useSetupQuery,
  useSignOut,
  useSwitchWorkspace,
  type Session,
} from '../api/session.js';
import { humanize } from '../lib/format.js';
import { loginPathFor } from '../lib/next-path.js';
import { TimerChip } from './timer-chip.js';
import { UnreadInboxCount } from './unread-count.js';
import { CommandPalette } from './command-palette.js';
import { ErrorNotice, Loading } from './ui.js';
import { useFirstPageCodeReady } from '../lib/first-page-code.js';
import { WorkspaceFromLink } from './workspace-from-link.js';

interface NavEntry {
  to: string;
  label: string;
}

/** The navigation of this build: only pages that exist. Later parts add Issues, Inbox, Time, … */
export function navigationFor(session: Session): { title: string; entries: NavEntry[] }[] {
  // Management accounts have no issues, so no inbox either.
  const work: NavEntry[] = [{ to: '/issues', label: 'Issues' }];
  if (session.workspace.role !== 'management') work.push({ to: '/inbox', label: 'Inbox' });
  if (session.workspace.role !== 'management') work.push({ to: '/runs', label: 'Runs' });
  if (session.workspace.role !== 'management') work.push({ to: '/agents', label: 'Scorecards' });
  const groups: { title: string; entries: NavEntry[] }[] = [
    { title: 'Work', entries: work },
    ...planningNavigation(session),
    {
      title: 'Settings',
      entries: [
        { to: '/settings/profile', label: 'Profile' },
        { to: '/settings/notifications', label: 'Notifications' },
        { to: '/settings/sessions', label: 'Sessions' },
        { to: '/settings/security', label: 'Security' },
        { to: '/settings/tokens', label: 'API tokens' },
      ],
    },
  ];
  const admin: NavEntry[] = [];
  if (isAdmin(session)) admin.push({ to: '/admin/workspace', label: 'Workspace' });
  if (canSeeWorkspaceLists(session)) admin.push({ to: '/admin/projects', label: 'Projects' });
  if (isAdmin(session)) admin.push({ to: '/admin/labels', label: 'Labels' });
  if (isAdmin(session)) admin.push({ to: '/admin/workflow', label: 'Workflow' });
  if (isAdmin(session)) admin.push({ to: '/admin/fields', label: 'Fields' });
  if (isAdmin(session)) admin.push({ to: '/admin/repositories', label: 'Repositories' });
  if (isAdmin(session)) admin.push({ to: '/admin/templates', label: 'Templates' });
  if (canSeeWorkspaceLists(session)) admin.push({ to: '/admin/members', label: 'Members' });
  if (isAdmin(session)) admin.push({ to: '/admin/webhooks', label: 'Webhooks' });
  if (isAdmin(session)) admin.push({ to: '/admin/integrations', label: 'Integrations' });
  if (isAdmin(session)) admin.push({ to: '/admin/audit-log', label: 'Audit log' });
  if (canSeeWorkspaceLists(session)) admin.push({ to: '/admin/agents', label: 'Agents' });
  if (isAdmin(session)) admin.push({ to: '/admin/skills', label: 'Skills' });
  if (admin.length > 0) groups.push({ title: 'Administration', entries: admin });
  return groups;
}

/** The planning screens (#20); Management has no issues, so none of them. */
function planningNavigation(session: Session): { title: string; entries: NavEntry[] }[] {
  if (session.workspace.role === 'management') return [];
  return [
    {
      title: 'Plan',
      entries: [
        { to: '/time', label: 'Time' },
        { to: '/capacity', label: 'Capacity' },
        { to: '/cycles', label: 'Cycles' },
        { to: '/roadmap', label: 'Roadmap' },
        // Insights are for members: guests see no member list, so no hours by person either (issue 41).
        ...(session.workspace.role === 'guest' ? [] : [{ to: '/insights', label: 'Insights' }]),
        { to: '/meetings', label: 'Meetings' },
        { to: '/kb', label: 'Knowledge base' },
        { to: '/whiteboards', label: 'Whiteboards' },
      ],
    },
  ];
}

/** Pages of the signed-in shell: without a session, first run goes to /setup and else to /login. */
export function SignedIn() {
  const session = useSessionQuery();
  const location = useLocation();
  const needsSession = session.isSuccess && session.data === null;
  const setup = useSetupQuery(needsSession);
  const firstPageCodeReady = useFirstPageCodeReady();
  if (session.isPending || (session.data && !firstPageCodeReady)) return <FullPageLoading />;
  if (session.isError) {
    return (
      <main className="centered">
        <ErrorNotice error={session.error} title="Tandem could not load your session." />
      </main>
    );
  }
  if (session.data === null) {
    if (setup.isPending) return <FullPageLoading />;
    if (setup.data?.needs_setup) return <Navigate to="/setup" replace />;
    return <Navigate to={loginPathFor(location.pathname + location.search)} replace />;
  }
  // Issue 43: a workspace that requires a second factor opens nothing else until its member has one.
  if (session.data.second_factor_setup_required && location.pathname !== '/settings/security') {
    return <Navigate to="/settings/security" replace />;
  }
  return (
    <WorkspaceFromLink session={session.data}>
      {/* A workspace switch starts the pages afresh: none keeps reading the workspace it left. */}
      <Shell key={session.data.workspace.slug} session={session.data} />
    </WorkspaceFromLink>
  );
}

function FullPageLoading() {
  return (
    <main className="centered">
      <Loading />
    </main>
  );
}

/** While a page's code loads: the shape of a page (heading, a section), quietly, and a spoken status. */
function PageLoading() {
  return (
    <div className="page-loading">
      <div className="skeleton-line skeleton-title" aria-hidden="true" />
      <div className="skeleton-line skeleton-text" aria-hidden="true" />
      <div className="skeleton-block" aria-hidden="true" />
      <Loading label="Loading the page…" />
    </div>
  );
}

function Shell({ session }: { session: Session }) {
  const main = useRef<HTMLElement>(null);
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  // Following a link (or any other route change) closes the phone's menu.
  useEffect(() => setMenuOpen(false), [location.pathname, location.search]);
  useFocusHeadingOnRouteChange(main, location.pathname);

  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <aside className={`sidebar${menuOpen ? ' sidebar-open' : ''}`}>
        <div className="sidebar-inner">
          <div className="sidebar-top">
            <div className="brand">
              <span className="brand-mark" aria-hidden="true">
                T
              </span>
              <span>Tandem</span>
            </div>
            {/* Shown on narrow screens only (styles.css): there the navigation waits behind it. */}
            <button
              type="button"
              className="button button-ghost menu-button"
              aria-expanded={menuOpen}
              aria-controls="sidebar-menu"
              onClick={() => setMenuOpen((open) => !open)}
            >
              <span className="menu-icon" aria-hidden="true" />
              Menu
            </button>
          </div>
          <div className="sidebar-menu" id="sidebar-menu">
            <WorkspaceSwitcher session={session} />
            {session.workspace.role !== 'management' && !session.second_factor_setup_required ? (
              <TimerChip />
            ) : null}
            <MainNavigation session={session} />
            <SignedInPerson session={session} />
          </div>
        </div>
      </aside>
      <main id="main" ref={main} className="main" tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <CommandPalette pages={navigationFor(session).flatMap((group) => group.entries)} />
    </div>
  );
}

// On a route change, focus moves to the new page's heading so a screen reader announces it and the
// keyboard starts from the top of the page, not from the link that was followed. A page whose code is
// still loading has no heading yet: it gets the focus when it arrives, unless the focus moved meanwhile.
function useFocusHeadingOnRouteChange(main: RefObject<HTMLElement | null>, pathname: string) {
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const focusHeading = () => {
      const heading = main.current?.querySelector<HTMLElement>('h1');
      heading?.focus();
      return Boolean(heading);
    };
    if (focusHeading() || !main.current) return;
    const focused = document.activeElement;
    const observer = new MutationObserver(() => {
      if (document.activeElement !== focused || focusHeading()) observer.disconnect();
    });
    observer.observe(main.current, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [pathname]);
}

function MainNavigation({ session }: { session: Session }) {
  return (
    <nav aria-label="Main">
      {navigationFor(session).map((group) => (
        <div className="nav-group" key={group.title}>
          <p className="nav-title" id={`nav-${group.title}`}>
            {group.title}
          </p>
          <ul aria-labelledby={`nav-${group.title}`}>
            {group.entries.map((entry) => (
              <li key={entry.to}>
                <NavLink to={entry.to} className="nav-link">
                  {entry.label}
                  {entry.to === '/inbox' ? <UnreadInboxCount /> : null}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

function WorkspaceSwitcher({ session }: { session: Session }) {
  const navigate = useNavigate();
  const switchTo = useSwitchWorkspace(() => void navigate('/'));
  if (session.workspaces.length < 2) {
    return (
      <div className="workspace">
        <span className="workspace-name">{session.workspace.name}</span>
        <span className="workspace-role">{humanize(session.workspace.role)}</span>
      </div>
    );
  }
  return (
    <div className="workspace">
      <label htmlFor="workspace-switcher" className="visually-hidden">
        Workspace
      </label>
      <select
        id="workspace-switcher"
        className="workspace-select"
        value={session.workspace.slug}
        disabled={switchTo.isPending}
        onChange={(event) => switchTo.mutate(event.target.value)}
      >
        {session.workspaces.map((workspace) => (
          <option key={workspace.slug} value={workspace.slug}>
            {workspace.name}
          </option>
        ))}
      </select>
      <ErrorNotice error={switchTo.error} />
    </div>
  );
}

function SignedInPerson({ session }: { session: Session }) {
  const navigate = useNavigate();
  const signOut = useSignOut(() => void navigate('/login'));
  return (
    <div className="person">
      <div className="person-text">
        <span className="person-name">{session.user.name}</span>
        <span className="person-email">{session.user.email}</span>
      </div>
      <button
        type="button"
        className="button button-ghost"
        onClick={() => signOut.mutate()}
        disabled={signOut.isPending}
      >
        Sign out
      </button>
    </div>
  );
}
