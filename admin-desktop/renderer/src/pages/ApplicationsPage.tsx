import { useEffect, useState } from 'react';
import { Button, Grid, Pagination, Space } from 'antd';
import { DownloadOutlined, FileExcelOutlined } from '@ant-design/icons';
import type { Application } from '@shared/api-types.js';
import {
  applicationListParams,
  MAX_BULK_IDS,
  PAGE_SIZES,
  readApplicationListParams,
  type ApplicationFilter,
  type ApplicationListQuery,
  type ApplicationSort,
} from '@shared/application-list.js';
import type { ApplicationStatus } from '@shared/constants.js';
import { adminPaths, reasonOf, useApiMutation, useCrud, usePagedList } from '../api/client.js';
import { PageHeader } from '../components/PageHeader.js';
import { RetryAlert } from '../components/RetryAlert.js';
import { ApplicationBulkBar, applicationsCount } from '../components/applications/ApplicationBulkBar.js';
import { ApplicationCards } from '../components/applications/ApplicationCards.js';
import { ApplicationDialog } from '../components/applications/ApplicationDialog.js';
import { ApplicationFilters } from '../components/applications/ApplicationFilters.js';
import { ApplicationsTable } from '../components/applications/ApplicationsTable.js';
import { useToast } from '../lib/toast.js';
import { useUrlView, type ViewCodec } from '../lib/url-view.js';
import { useOpenOnArrival } from '../lib/open-on-arrival.js';
import '../components/applications/applications.css';

type BulkRequest =
  { ids: number[]; action: 'status'; status: ApplicationStatus } | { ids: number[]; action: 'delete' };

const FILTER_KEYS = ['status', 'country', 'q', 'sort'] as const;

/** The server's parameters for one page: page and size always, so the answer is a page. */
function pageParams(query: ApplicationListQuery): URLSearchParams {
  const params = new URLSearchParams({ page: String(query.page), pageSize: String(query.pageSize) });
  for (const [key, value] of applicationListParams(query, { only: FILTER_KEYS })) params.set(key, value);
  return params;
}

const withQuery = (path: string, params: URLSearchParams) => (params.size ? `${path}?${params}` : path);

/**
 * /admin/bewerbungen: the creator applications, paged, filtered, searched and sorted by the server,
 * with the view in the URL (?status=new&q=anna&page=2, so Reload, Back and a shared link show the
 * same list), a selection across pages with bulk actions, the detail dialog and the exports.
 */
/** The list's view in the URL (?status=new&q=anna&page=2). */
const LIST_VIEW: ViewCodec<ApplicationListQuery> = {
  read: readApplicationListParams,
  write: (view: ApplicationListQuery) => applicationListParams(view),
};

export default function ApplicationsPage() {
  const [query, navigateTo] = useUrlView(LIST_VIEW);
  const list = usePagedList<Application>(adminPaths.applications, pageParams(query));
  const { remove } = useCrud<Application>(adminPaths.applications);
  const bulk = useApiMutation<BulkRequest, { changed: number }>(adminPaths.applications, (body) => ({
    method: 'POST',
    url: adminPaths.applicationsBulk,
    body,
  }));
  const toast = useToast();
  const phone = !Grid.useBreakpoint().md;

  // The opened application as it was when opened; the list's fresher copy wins while it exists.
  const [opened, setOpened] = useState<Application | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  // Part of the dialog's key: every opening starts from the stored values, not an old draft.
  const [openings, setOpenings] = useState(0);

  // The selection holds across pages, sorting and page sizes, but not across other filters.
  const [selectedIds, setSelectedIds] = useState<number[]>([]);
  const filterKey = JSON.stringify([query.status, query.country, query.q]);
  const [selectionFilterKey, setSelectionFilterKey] = useState(filterKey);
  if (filterKey !== selectionFilterKey) {
    setSelectionFilterKey(filterKey);
    setSelectedIds([]);
  }

  const filterBy = (change: ApplicationFilter, options?: { replace?: boolean }) =>
    navigateTo({ ...change, page: 1 }, options);
  const sortBy = (sort: ApplicationSort) => navigateTo({ sort, page: 1 });

  const rows = list.data?.rows ?? [];
  const total = list.data?.total ?? 0;
  // A page past the end (its last rows were deleted, or an old link): show the last page instead.
  const lastPage = Math.max(1, Math.ceil(total / query.pageSize));
  const pastTheEnd = list.isSuccess && !list.isPlaceholderData && query.page > lastPage;
  useEffect(() => {
    if (pastTheEnd) navigateTo({ page: lastPage }, { replace: true });
  }, [pastTheEnd, lastPage, navigateTo]);

  const current = opened && (rows.find((row) => row.id === opened.id) ?? opened);
  const filtered = Boolean(query.status || query.country || query.q);

  const open = (application: Application) => {
    setOpened(application);
    setOpenings((count) => count + 1);
    setDialogOpen(true);
  };

  // An application the dashboard links to opens on arrival.
  useOpenOnArrival(open);

  const onDelete = (application: Application) =>
    remove.mutate(application.id, {
      onSuccess: () => {
        setDialogOpen(false);
        setSelectedIds((ids) => ids.filter((id) => id !== application.id));
        toast.success('Bewerbung gelöscht');
      },
      onError: (error) => toast.error('Die Bewerbung konnte nicht gelöscht werden.', reasonOf(error)),
    });

  const onSelectionChange = (ids: number[]) => {
    if (ids.length > MAX_BULK_IDS) {
      toast.error(`Höchstens ${MAX_BULK_IDS} Bewerbungen auf einmal auswählen.`);
      return;
    }
    setSelectedIds(ids);
  };

  const runBulk = async (request: BulkRequest, done: string, failed: string) => {
    try {
      const { changed } = await bulk.mutateAsync(request);
      setSelectedIds([]);
      toast.success(`${applicationsCount(changed)} ${done}`);
    } catch (error) {
      toast.error(failed, reasonOf(error));
    }
  };

  const selection = new URLSearchParams({ ids: selectedIds.join(',') });
  const filters = applicationListParams(query, { only: FILTER_KEYS });

  const listProps = {
    applications: rows,
    loading: list.isPending || list.isPlaceholderData,
    emptyText: filtered ? 'Keine passenden Bewerbungen gefunden.' : 'Keine Bewerbungen vorhanden.',
    selectedIds,
    onSelectionChange,
    onOpen: open,
    onDelete,
  };

  return (
    <>
      <PageHeader
        title="Bewerbungen"
        extra={
          // Plain download links of what is filtered: the server answers each file with its own name.
          <Space wrap>
            <Button
              href={withQuery(adminPaths.applicationsXlsx, filters)}
              download
              icon={<FileExcelOutlined />}
            >
              Excel exportieren
            </Button>
            <Button
              href={withQuery(adminPaths.applicationsCsv, filters)}
              download
              icon={<DownloadOutlined />}
            >
              CSV exportieren
            </Button>
          </Space>
        }
      />
      <ApplicationFilters
        filter={query}
        onFilterChange={(change) => filterBy(change)}
        onSearch={(q) => filterBy({ q: q || undefined }, { replace: true })}
        sort={phone ? { value: query.sort, onChange: sortBy } : undefined}
      />
      {selectedIds.length > 0 && (
        <ApplicationBulkBar
          count={selectedIds.length}
          busy={bulk.isPending}
          onStatusChange={(status) =>
            void runBulk(
              { ids: selectedIds, action: 'status', status },
              'aktualisiert',
              'Die Bewerbungen konnten nicht aktualisiert werden.',
            )
          }
          onDelete={() =>
            runBulk(
              { ids: selectedIds, action: 'delete' },
              'gelöscht',
              'Die Bewerbungen konnten nicht gelöscht werden.',
            )
          }
          csvHref={withQuery(adminPaths.applicationsCsv, selection)}
          xlsxHref={withQuery(adminPaths.applicationsXlsx, selection)}
          onClear={() => setSelectedIds([])}
        />
      )}
      {list.isError && !list.data ? (
        <RetryAlert
          title="Fehler beim Laden der Bewerbungen"
          retrying={list.isFetching}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <>
          {phone ? (
            <ApplicationCards {...listProps} />
          ) : (
            <ApplicationsTable {...listProps} sort={query.sort} onSortChange={sortBy} />
          )}
          {total > 0 && (
            <Pagination
              className="applications-pagination"
              current={Math.min(query.page, lastPage)}
              pageSize={query.pageSize}
              total={total}
              showSizeChanger
              pageSizeOptions={[...PAGE_SIZES]}
              showTotal={(all, [from, to]) => `${from}–${to} von ${all}`}
              size={phone ? 'small' : undefined}
              showLessItems={phone}
              onChange={(page, pageSize) =>
                navigateTo({ page: pageSize === query.pageSize ? page : 1, pageSize })
              }
            />
          )}
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
