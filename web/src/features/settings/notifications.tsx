import { useQuery } from '@tanstack/react-query';
import { notificationPreferencesQuery, useUpdateNotificationPreferences } from '../../api/mail.js';
import { ErrorNotice, Loading, PageHeader, Section } from '../../components/ui.js';

type Kind = 'mentions' | 'assignments' | 'runs';

const CHOICES: { kind: Kind; label: string; detail: string }[] = [
  { kind: 'mentions', label: 'Mentions', detail: ' — someone mentions you in a comment' },
  { kind: 'assignments', label: 'Assignments', detail: ' — someone assigns an issue to you' },
  {
    kind: 'runs',
    label: 'Runs',
    detail: ' — a run you queued completes or fails, a run of your agent fails, a runtime goes offline',
  },
];

/** Settings → Notifications: which mails one gets (issue 29; each on until turned off). */
export function NotificationsPage() {
  const preferences = useQuery(notificationPreferencesQuery);
  const change = useUpdateNotificationPreferences();
  return (
    <>
      <PageHeader
        title="Notifications"
        description="Mails about what concerns you. Several within a minute on one issue come as one mail."
      />
      {preferences.isPending ? <Loading /> : null}
      {preferences.isError ? <ErrorNotice error={preferences.error} /> : null}
      {preferences.data ? (
        <Section title="Mail me about" description={`Mails go to ${preferences.data.email}.`}>
          {preferences.data.mail_enabled ? null : (
            <div className="notice" role="status">
              Mail is off on this installation: nothing is sent until an administrator sets it up. Your
              choices are kept for then.
            </div>
          )}
          <div className="form-narrow" role="group" aria-label="Mail me about">
            {CHOICES.map((choice) => (
              <label key={choice.kind} className="check">
                <input
                  type="checkbox"
                  checked={preferences.data[choice.kind]}
                  disabled={change.isPending}
                  onChange={(event) => change.mutate({ [choice.kind]: event.target.checked })}
                />
                {choice.label}
                <span className="muted">{choice.detail}</span>
              </label>
            ))}
          </div>
          {change.isError ? <ErrorNotice error={change.error} /> : null}
        </Section>
      ) : null}
    </>
  );
}
