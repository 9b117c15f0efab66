import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSwitchWorkspace, type Session } from '../api/session.js';
import { ErrorNotice, Loading } from './ui.js';

/** The query parameter of links that name their workspace (mails: `/issues/ACME-12?workspace=acme`). */
const WORKSPACE_PARAM = 'workspace';

/**
 * A link that names a workspace opens in it: the session switches there first when the reader belongs
 * to it, and the parameter then leaves the address. A workspace the reader does not belong to changes
 * nothing (the page answers as it would without the parameter).
 */
export function WorkspaceFromLink({ session, children }: { session: Session; children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const wanted = new URLSearchParams(location.search).get(WORKSPACE_PARAM);
  const member = wanted !== null && session.workspaces.some((workspace) => workspace.slug === wanted);
  const needsSwitch = member && wanted !== session.workspace.slug;
  const switchTo = useSwitchWorkspace();
  const { mutate, isIdle } = switchTo;

  useEffect(() => {
    if (wanted === null) return;
    if (needsSwitch) {
      if (isIdle) mutate(wanted);
      return;
    }
    const search = new URLSearchParams(location.search);
    search.delete(WORKSPACE_PARAM);
    const rest = search.toString();
    void navigate(`${location.pathname}${rest ? `?${rest}` : ''}${location.hash}`, { replace: true });
  }, [wanted, needsSwitch, isIdle, mutate, navigate, location]);

  if (switchTo.isError) {
    return (
      <main className="centered">
        <ErrorNotice error={switchTo.error} title="The workspace this link names could not be opened." />
      </main>
    );
  }
  if (needsSwitch) {
    return (
      <main className="centered">
        <Loading label="Opening the workspace…" />
      </main>
    );
  }
  return children;
}
