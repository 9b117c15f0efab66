import { useState } from 'react';
import { useChangeProject, type ProjectRecord } from '../../api/projects.js';
import { AreasEditor } from '../../components/areas-editor.js';
import { Button } from '../../components/ui.js';

/**
 * A project's areas (decisions §12.11) in its row of Administration → Projects: a button that opens
 * the editor across the row; its issues without areas of their own work in these.
 */
export function ProjectAreas({ project, rowId }: { project: ProjectRecord; rowId: string }) {
  const [editing, setEditing] = useState(false);
  const change = useChangeProject();
  if (!editing) {
    return (
      <Button aria-describedby={rowId} onClick={() => setEditing(true)}>
        Areas
      </Button>
    );
  }
  return (
    <div className="areas-row">
      <AreasEditor
        name={project.name}
        current={project.areas}
        busy={change.isPending}
        error={change.error}
        onSave={(areas) => change.mutate({ id: project.id, areas }, { onSuccess: () => setEditing(false) })}
        onCancel={() => {
          change.reset();
          setEditing(false);
        }}
      />
    </div>
  );
}
