import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { unsubscribeQuery, useUnsubscribe } from '../../api/mail.js';
import { Button, ErrorNotice, Loading } from '../../components/ui.js';
import { AuthCard } from '../../components/auth-card.js';

const WORDS: Record<string, string> = {
  mentions: 'mentions of you',
  assignments: 'issues assigned to you',
  runs: 'runs that finish or fail, and runtimes that go offline',
};

/** `/unsubscribe/:token`: a notification mail's link, signed out; one click turns that kind off. */
export function UnsubscribePage() {
  const { token = '' } = useParams();
  const link = useQuery(unsubscribeQuery(token));
  const done = useUnsubscribe(token);
  const kinds = (link.data?.kinds ?? []).map((kind) => WORDS[kind] ?? kind).join(', ');
  let body: React.ReactNode;
  if (link.isPending) body = <Loading />;
  else if (link.isError) {
    body = (
      <div className="notice notice-error" role="alert">
        This unsubscribe link does not work. You can choose your mails in Settings → Notifications.
      </div>
    );
  } else if (done.isSuccess) {
    body = (
      <div className="notice notice-good" role="status">
        Done: no more mails about {kinds}.
      </div>
    );
  } else {
    body = (
      <>
        <p>Stop the mails about {kinds}?</p>
        {done.isError ? <ErrorNotice error={done.error} /> : null}
        <Button
          variant="primary"
          className="button-block"
          busy={done.isPending}
          onClick={() => done.mutate()}
        >
          Unsubscribe
        </Button>
      </>
    );
  }
  return (
    <AuthCard title="Mail from Tandem">
      {body}
      <p className="auth-foot">
        <Link to="/settings/notifications">All notification settings</Link>
      </p>
    </AuthCard>
  );
}
