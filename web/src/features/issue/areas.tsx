import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIssueUpdate, type Issue } from '../../api/issue-page.js';
import { projectsQuery } from '../../api/projects.js';
import { Button } from '../../components/ui.js';
import { AreasEditor, AreasList } from '../../components/areas-editor.js';

/**
 * The issue's areas in its sidebar (decisions §12.11): its own, or, when it has none, its project's,
 * which are the ones its runs work with (said so, so nobody wonders why an issue without areas waits).
 */
export function AreasProperty({
  issue,
  identifier,
  canEdit,
}: {
  issue: Issue;
  identifier: string;
  canEdit: boolean;
}) {
  const [editing, setEditing] = useState(false);
  const update = useIssueUpdate(identifier);
  const projects = useQuery(projectsQuery);
  const project = issue.project ? projects.data?.find((p) => p.id === issue.project?.id) : undefined;
  const inherited = issue.areas.length === 0 && project && project.areas.length > 0 ? project : undefined;
  if (editing) {
    return (
      <div className="property">
        <AreasEditor
          name={identifier}
          current={issue.areas}
          busy={update.isPending}
          error={update.error}
          onSave={(areas) => update.mutate({ areas }, { onSuccess: () => setEditing(false) })}
          onCancel={() => {
            update.reset();
            setEditing(false);
          }}
        />
      </div>
    );
  }
  return (
    <div className="property" role="group" aria-labelledby="areas-label">
      <span className="property-label" id="areas-label">
        Areas
      </span>
      <div className="property-control">
        {inherited ? (
          <>
            <AreasList areas={inherited.areas} label={`Areas of ${inherited.name}`} empty="None" />
            <p className="field-hint">From the project {inherited.name}.</p>
          </>
        ) : (
          <AreasList areas={issue.areas} label="Areas of this issue" empty="None" />
        )}
        {canEdit ? (
          <Button variant="ghost" className="areas-edit" onClick={() => setEditing(true)}>
            Edit areas
          </Button>
        ) : null}
      </div>
    </div>
  );
}
