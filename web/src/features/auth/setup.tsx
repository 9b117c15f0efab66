import { Navigate } from 'react-router';
import { useSetupQuery } from '../../api/session.js';
import { CopyButton, ErrorNotice, Loading } from '../../components/ui.js';

/** First run: no workspace exists yet; the one command that makes it (and its owner) is shown. */
export function SetupPage() {
  const setup = useSetupQuery();
  if (setup.isPending) {
    return (
      <main className="centered">
        <Loading />
      </main>
    );
  }
  if (setup.isError) {
    return (
      <main className="centered">
        <ErrorNotice error={setup.error} />
      </main>
    );
  }
  if (!setup.data.needs_setup) return <Navigate to="/login" replace />;
  return (
    <main className="auth">
      <div className="auth-card auth-card-wide">
        <div className="brand brand-large">
          <span className="brand-mark" aria-hidden="true">
            T
          </span>
          <span>Tandem</span>
        </div>
        <h1>Set up Tandem</h1>
        <p>
          Tandem is running, but it has no workspace yet. Create the first workspace and its owner by running
          this command on the server with your own values (it asks for the owner's password on standard
          input), then reload this page and sign in.
        </p>
        <pre className="secret" aria-label="Setup command">
          {setup.data.command}
        </pre>
        <div className="row">
          <CopyButton text={setup.data.command} label="Copy command" />
          <a className="button button-secondary" href="/login">
            Go to sign in
          </a>
        </div>
      </div>
    </main>
  );
}
