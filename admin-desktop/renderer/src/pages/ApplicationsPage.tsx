import { useMemo, useState } from 'react';
import { Alert, Button, Space } from 'antd';
import { DownloadOutlined, FileExcelOutlined } from '@ant-design/icons';
import type { Application } from '@shared/api-types.js';
import { adminPaths, reasonOf, useCrud, useList } from '../api/client.js';
import { PageHeader } from '../components/PageHeader.js';
import { ApplicationDialog } from '../components/applications/ApplicationDialog.js';
import {
  ApplicationFilters,
  matchesSearch,
  type StatusFilter,
} from '../components/applications/ApplicationFilters.js';
import { ApplicationsTable } from '../components/applications/ApplicationsTable.js';
import { useToast } from '../lib/toast.js';
import '../components/applications/applications.css';

const newestFirst = (a: Application, b: Application) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id;

/** /admin/bewerbungen: the creator applications with filter, search, detail dialog and Excel/CSV export. */
export default function ApplicationsPage() {
  const list = useList<Application>(adminPaths.applications);
  const { remove } = useCrud<Application>(adminPaths.applications);
  const toast = useToast();
  const [status, setStatus] = useState<StatusFilter>('all');
  const [search, setSearch] = useState('');
  // The opened application as it was when opened; the list's fresher copy wins while it exists.
  const [selected, setSelected] = useState<Application | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  // Part of the dialog's key: every opening starts from the stored values, not an old draft.
  const [openings, setOpenings] = useState(0);

  const visible = useMemo(
    () =>
      (list.data ?? [])
        .filter(
          (row) => (status === 'all' || row.status === status) && matchesSearch(row.tiktokUsername, search),
        )
        .sort(newestFirst),
    [list.data, status, search],
  );
  const current = selected && (list.data?.find((row) => row.id === selected.id) ?? selected);
  const filtered = status !== 'all' || search.trim() !== '';

  const open = (application: Application) => {
    setSelected(application);
    setOpenings((count) => count + 1);
    setDialogOpen(true);
  };

  const onDelete = (application: Application) =>
    remove.mutate(application.id, {
      onSuccess: () => {
        setDialogOpen(false);
        toast.success('Bewerbung gelöscht');
      },
      onError: (error) => toast.error('Die Bewerbung konnte nicht gelöscht werden.', reasonOf(error)),
    });

  return (
    <>
      <PageHeader
        title="Bewerbungen"
        extra={
          // Plain download links: the server answers each file with its own name.
          <Space wrap>
            <Button href={adminPaths.applicationsXlsx} download icon={<FileExcelOutlined />}>
              Excel exportieren
            </Button>
            <Button href={adminPaths.applicationsCsv} download icon={<DownloadOutlined />}>
              CSV exportieren
            </Button>
          </Space>
        }
      />
      {list.isError ? (
        <Alert type="error" showIcon role="alert" title="Fehler beim Laden der Bewerbungen." />
      ) : (
        <>
          <ApplicationFilters
            status={status}
            onStatusChange={setStatus}
            search={search}
            onSearchChange={setSearch}
          />
          <ApplicationsTable
            applications={visible}
            loading={list.isPending}
            emptyText={filtered ? 'Keine passenden Bewerbungen gefunden.' : 'Keine Bewerbungen vorhanden.'}
            onOpen={open}
            onDelete={onDelete}
          />
        </>
      )}
      {current && (
        <ApplicationDialog
          key={`${current.id}-${openings}`}
          application={current}
          open={dialogOpen}
          onClose={() => setDialogOpen(false)}
          onDelete={onDelete}
          deleting={remove.isPending}
        />
      )}
    </>
  );
}
