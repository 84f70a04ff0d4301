import { useState } from 'react';
import { Select } from 'antd';
import type { Application, ApplicationAssignee } from '@shared/api-types.js';
import { API, reasonOf, useApiQuery } from '@admin/api/client.js';
import { useToast } from '@admin/lib/toast.js';
import { useApplicationUpdate } from './applications-view.js';

/**
 * The colleagues to choose from (active, may see applications); also the names the list shows for
 * the assignees.
 */
export const useAssignees = () => useApiQuery(API.applications.assignees, null, { staleTime: 60_000 });

/** The value of the choice for nobody (a Select option cannot be null). */
const NOBODY = 0;

/**
 * An assignee's name: from the list of colleagues, „Konto Nr. 4“ for one no longer in it (disabled,
 * or without the permission now), a dash for nobody.
 */
export function assigneeName(
  assignees: readonly ApplicationAssignee[] | undefined,
  id: number | null,
): string {
  if (id === null) return '—';
  return assignees?.find((person) => person.id === id)?.name ?? `Konto Nr. ${id}`;
}

/** The choices of a select of colleagues: „Niemand“ first, then the colleagues by name. */
export function assigneeOptions(
  assignees: readonly ApplicationAssignee[] | undefined,
  current: number | null,
) {
  const people = (assignees ?? []).map((person) => ({ value: person.id, label: person.name }));
  // One assigned who is no longer a choice still shows by a name.
  if (current !== null && !people.some((person) => person.value === current))
    people.push({ value: current, label: assigneeName(assignees, current) });
  return [{ value: NOBODY, label: 'Niemand' }, ...people];
}

/**
 * The application dialog's „Zuständig“: a select of colleagues who may see applications, saved
 * as soon as it changes (PATCH with assigneeId only); back to the previous one when that fails.
 * `onSaved` hears each saved change (the dialog's „Verlauf“ asks again).
 */
export function AssigneeSelect({
  application,
  id,
  onSaved,
}: {
  application: Application;
  id: string;
  onSaved?: () => void;
}) {
  const toast = useToast();
  const assignees = useAssignees();
  const update = useApplicationUpdate();
  const [assigneeId, setAssigneeId] = useState<number | null>(application.assigneeId);
  const onChange = (value: number) => {
    const previous = assigneeId;
    const next = value === NOBODY ? null : value;
    setAssigneeId(next);
    update.mutate(
      { id: application.id, data: { assigneeId: next } },
      {
        onSuccess: () => {
          toast.success(next === null ? 'Zuständigkeit entfernt' : 'Zuständigkeit gespeichert');
          onSaved?.();
        },
        onError: (error) => {
          setAssigneeId(previous);
          toast.error('Die Zuständigkeit konnte nicht gespeichert werden.', reasonOf(error));
        },
      },
    );
  };
  return (
    <Select<number>
      id={id}
      value={assigneeId ?? NOBODY}
      onChange={onChange}
      options={assigneeOptions(assignees.data, assigneeId)}
      loading={assignees.isPending}
      disabled={update.isPending}
      showSearch={{ optionFilterProp: 'label' }}
    />
  );
}
