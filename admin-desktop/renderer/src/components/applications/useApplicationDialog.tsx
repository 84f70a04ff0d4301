import type { Application } from '@shared/api-types.js';
import { API, reasonOf, useApiWrite } from '@admin/api/client.js';
import { useToast } from '@admin/lib/toast.js';
import { useOpenedEntry } from '../list/useOpenedEntry.js';
import { ApplicationDialog } from './ApplicationDialog.js';

/**
 * The detail dialog of the applications list and of the board, wired once: the application opened
 * (the list's fresher copy winning; one the dashboard links to opens on arrival), its delete with
 * the toasts, and the dialog to render. `onDeleted` hears a delete before its toast (the list drops
 * the id from its selection).
 */
export function useApplicationDialog(
  rows: readonly Application[],
  onDeleted?: (application: Application) => void,
) {
  const toast = useToast();
  const remove = useApiWrite(API.applications.remove, {
    input: (id: number) => ({ params: { id } }),
    invalidates: [API.applications.list],
  });
  const opened = useOpenedEntry(rows);

  const onDelete = (application: Application) =>
    remove.mutate(application.id, {
      onSuccess: () => {
        opened.close();
        onDeleted?.(application);
        toast.success('Bewerbung gelöscht');
      },
      onError: (error) => toast.error('Die Bewerbung konnte nicht gelöscht werden.', reasonOf(error)),
    });

  const dialog = opened.current && (
    <ApplicationDialog
      key={`${opened.current.id}-${opened.openings}`}
      application={opened.current}
      open={opened.dialogOpen}
      onClose={opened.close}
      onDelete={onDelete}
      deleting={remove.isPending}
      onOpenApplication={opened.openFurther}
      back={opened.back}
    />
  );

  return { open: opened.open, onDelete, dialog };
}
