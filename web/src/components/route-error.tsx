import { useEffect, useState } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isChunkLoadError, mayReloadForNewVersion } from '../lib/route-error.js';
import { Button, Loading } from './ui.js';

type State = 'checking' | 'unreachable' | 'outdated' | 'failed';

/**
 * The error screen of every route (routes.tsx `errorElement`), in place of React Router's developer
 * screen. A page whose code failed to load is usually a new version deployed under the open tab (the
 * old chunk names are gone): the page reloads itself once. If the server does not answer, or reloading
 * did not help, it says so and offers to reload.
 */
export function RouteError() {
  const error = useRouteError();
  const chunk = isChunkLoadError(error);
  const [state, setState] = useState<State>(chunk ? 'checking' : 'failed');

  useEffect(() => {
    if (!chunk) return;
    let active = true;
    fetch('/', { method: 'HEAD', cache: 'no-store', headers: { accept: 'text/html' } }).then(
      (response) => {
        if (!active) return;
        if (!response.ok) return setState('unreachable');
        if (mayReloadForNewVersion(window.sessionStorage, Date.now())) window.location.reload();
        else setState('outdated');
      },
      () => active && setState('unreachable'),
    );
    return () => {
      active = false;
    };
  }, [chunk]);

  if (state === 'checking') {
    return (
      <main className="centered">
        <Loading label="Loading the latest version of Tandem…" />
      </main>
    );
  }
  const { title, text } = explanation(state, error);
  return (
    <main className="centered">
      <div className="auth-card route-error" role="alert" aria-labelledby="route-error-title">
        <h1 id="route-error-title">{title}</h1>
        <p>{text}</p>
        <div className="page-actions">
          <Button onClick={() => window.location.reload()}>Reload</Button>
          <a href="/">Go to the start page</a>
        </div>
      </div>
    </main>
  );
}

function explanation(state: State, error: unknown): { title: string; text: string } {
  if (state === 'unreachable') {
    return {
      title: 'Tandem cannot be reached',
      text: 'The server did not answer, so this page could not be opened. Nothing you saved is lost. Check your connection, then reload.',
    };
  }
  if (state === 'outdated') {
    return {
      title: 'This page could not be loaded',
      text: 'Its code did not arrive, even after reloading. Tandem may be in the middle of an update: try again in a minute.',
    };
  }
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : '';
  return {
    title: 'Something went wrong on this page',
    text: `The page stopped with an error${detail ? ` (${detail})` : ''}. Reloading usually helps.`,
  };
}
