import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { epicsQuery } from '../api/issues.js';
import { labelsQuery } from '../api/labels.js';
import { projectsQuery } from '../api/projects.js';
import { Picker, type PickerOption } from './picker.js';

/** A project or epic as the new-issue form keeps it. */
export interface Choice {
  id: string;
  label: string;
}

export type OpenPicker = 'project' | 'epic' | 'label' | null;

/** The new-issue form's pickers; at most one is open, and choosing closes it. */
export function QuickCreatePickers({
  open,
  picker,
  labels,
  onClose,
  onProject,
  onEpic,
  onLabel,
}: {
  open: boolean;
  picker: OpenPicker;
  labels: string[];
  onClose: () => void;
  onProject: (choice: Choice | null) => void;
  onEpic: (choice: Choice | null) => void;
  onLabel: (name: string) => void;
}) {
  return (
    <>
      <ProjectPicker
        open={open && picker === 'project'}
        onClose={onClose}
        onPick={(choice) => {
          onProject(choice);
          onClose();
        }}
      />
      <EpicPicker
        open={open && picker === 'epic'}
        onClose={onClose}
        onPick={(choice) => {
          onEpic(choice);
          onClose();
        }}
      />
      <LabelPicker
        open={open && picker === 'label'}
        chosen={labels}
        onClose={onClose}
        onPick={(name) => {
          onLabel(name);
          onClose();
        }}
      />
    </>
  );
}

/** A picker's choice as the field keeps it; the first option (NONE) clears the field. */
function picked(onPick: (choice: Choice | null) => void) {
  return (option: PickerOption) => onPick(option.id === NONE ? null : { id: option.id, label: option.label });
}

const NONE = '';

function ProjectPicker({
  open,
  onClose,
  onPick,
}: {
  open: boolean;
  onClose: () => void;
  onPick: (choice: Choice | null) => void;
}) {
  const projects = useQuery({ ...projectsQuery, enabled: open });
  const options: PickerOption[] = [
    { id: NONE, label: 'No project' },
    ...(projects.data ?? []).map((project) => ({ id: String(project.id), label: project.name })),
  ];
  return (
    <Picker
      open={open}
      title="Project of the new issue"
      label="Project"
      options={options}
      loading={projects.isPending}
      status={
        projects.isPending
          ? 'Loading projects…'
          : projects.isError
            ? 'Projects could not be loaded.'
            : undefined
      }
      onClose={onClose}
      onPick={picked(onPick)}
    />
  );
}

function EpicPicker({
  open,
  onClose,
  onPick,
}: {
  open: boolean;
  onClose: () => void;
  onPick: (choice: Choice | null) => void;
}) {
  const epics = useQuery({ ...epicsQuery, enabled: open });
  const options: PickerOption[] = [
    { id: NONE, label: 'No epic' },
    ...(epics.data ?? []).map((epic) => ({ id: epic.id, label: epic.title, hint: epic.id })),
  ];
  return (
    <Picker
      open={open}
      title="Epic of the new issue"
      label="Epic"
      options={options}
      loading={epics.isPending}
      status={epics.isPending ? 'Loading epics…' : epics.isError ? 'Epics could not be loaded.' : undefined}
      onClose={onClose}
      onPick={picked(onPick)}
    />
  );
}

/** The workspace's labels not chosen yet, and a new name typed (which the API creates with the issue). */
function LabelPicker({
  open,
  chosen,
  onClose,
  onPick,
}: {
  open: boolean;
  chosen: string[];
  onClose: () => void;
  onPick: (name: string) => void;
}) {
  const labels = useQuery({ ...labelsQuery(), enabled: open });
  const [query, setQuery] = useState('');
  const typed = query.trim();
  const taken = (name: string) => chosen.some((other) => other.toLowerCase() === name.toLowerCase());
  const known = (labels.data ?? []).map((label) => label.name).filter((name) => !taken(name));
  const matching = known.filter((name) => name.toLowerCase().includes(typed.toLowerCase()));
  const isNew =
    typed !== '' &&
    !taken(typed) &&
    !(labels.data ?? []).some((label) => label.name.toLowerCase() === typed.toLowerCase());
  const options: PickerOption[] = [
    ...matching.map((name) => ({ id: `label:${name}`, label: name })),
    ...(isNew ? [{ id: `new:${typed}`, label: typed, hint: 'New label: created with the issue' }] : []),
  ];
  return (
    <Picker
      open={open}
      title="Add a label"
      label="Label"
      placeholder="Find or name a label"
      query={query}
      onQueryChange={setQuery}
      options={options}
      loading={labels.isPending}
      status={
        labels.isPending
          ? 'Loading labels…'
          : options.length === 0
            ? typed
              ? 'Already chosen.'
              : 'No labels yet: type a name to create one.'
            : undefined
      }
      onClose={() => {
        setQuery('');
        onClose();
      }}
      onPick={(option) => {
        setQuery('');
        onPick(option.label);
      }}
    />
  );
}
