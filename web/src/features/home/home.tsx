import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { isAdmin, useSession } from '../../api/session.js';
import { EmptyState, PageHeader } from '../../components/ui.js';

/**
 * `/`: where signing in lands (issue 30): the issues, for everyone who has issues; a Management account
 * has none, so it lands on its tokens.
 */
export function HomeRedirect() {
  const session = useSession();
  return <Navigate to={session.workspace.role === 'management' ? '/settings/tokens' : '/issues'} replace />;
}

export function NotFoundPage() {
  return (
    <>
      <PageHeader title="Page not found" />
      <EmptyState title="There is no page at this address.">
        <Link to="/">Go to the start page</Link>
      </EmptyState>
    </>
  );
}

/**
 * The planning pages (#20): the Management role has no issues and no API, so instead of a screen of
 * refusals it is told why the page is not open to it.
 */
export function WorkOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.workspace.role !== 'management') return children;
  return (
    <>
      <PageHeader title="Not available" />
      <EmptyState title="The Management role has no issues, so this page is not open to it.">
        <p>Time, capacity, cycles, meetings, articles and whiteboards are for the people who do the work.</p>
      </EmptyState>
    </>
  );
}

/** A page of the shell only owners and admins may open. */
export function AdminOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  if (isAdmin(session)) return children;
  return (
    <>
      <PageHeader title="Not available" />
      <EmptyState title="Only owners and admins of this workspace can open this page." />
    </>
  );
}
