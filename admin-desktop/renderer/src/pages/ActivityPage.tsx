import { useEffect, useState } from 'react';
import { Button, Pagination, Space } from 'antd';
import { DownloadOutlined, FileExcelOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import type { ActivityActor, ActivityEntry } from '@shared/api-types.js';
import { adminPaths, usePagedList } from '../api/client.js';
import { PageHeader } from '../components/PageHeader.js';
import { useNarrowScreen } from '../components/ResponsiveList.js';
import { RetryAlert } from '../components/RetryAlert.js';
import { ActivityDialog } from '../components/activity/ActivityDialog.js';
import { ActivityFilters } from '../components/activity/ActivityFilters.js';
import { ActivityList } from '../components/activity/ActivityList.js';
import {
  ACTIVITY_PAGE_SIZES,
  ACTIVITY_VIEW,
  activityPageParams,
  activityViewParams,
  isFiltered,
  type ActivityViewFilter,
} from '../components/activity/activity-view.js';
import { useUrlView } from '../lib/url-view.js';
import '../components/activity/activity.css';

const withQuery = (path: string, params: URLSearchParams) => (params.size ? `${path}?${params}` : path);

/**
 * /admin/protokoll (owners and administration): the activity log, newest first, paged and filtered
 * by the server, with the view in the address (?action=update&entity=faqs&page=2, so Reload, Back
 * and a shared link show the same); a row opens its before and after; the exports take the filters.
 */
export default function ActivityPage() {
  const [view, navigateTo] = useUrlView(ACTIVITY_VIEW);
  // Every write elsewhere adds rows: the list is asked again whenever the screen opens.
  const list = usePagedList<ActivityEntry>(adminPaths.activity, activityPageParams(view), { fresh: true });
  const actors = useQuery<ActivityActor[]>({ queryKey: [adminPaths.activityActors] });
  const narrow = useNarrowScreen();
  const [opened, setOpened] = useState<ActivityEntry | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);

  const rows = list.data?.rows ?? [];
  const total = list.data?.total ?? 0;
  // A page past the end (an old link, a narrower filter): the last page instead.
  const lastPage = Math.max(1, Math.ceil(total / view.pageSize));
  const pastTheEnd = list.isSuccess && !list.isPlaceholderData && view.page > lastPage;
  useEffect(() => {
    if (pastTheEnd) navigateTo({ page: lastPage }, { replace: true });
  }, [pastTheEnd, lastPage, navigateTo]);

  const filterBy = (change: ActivityViewFilter) => navigateTo({ ...change, page: 1 });
  const open = (entry: ActivityEntry) => {
    setOpened(entry);
    setDialogOpen(true);
  };
  const filters = activityViewParams(view, true);

  return (
    <>
      <PageHeader
        title="Protokoll"
        extra={
          // Plain download links of the filtered view: the server names each file and records the export.
          <Space wrap>
            <Button href={withQuery(adminPaths.activityXlsx, filters)} download icon={<FileExcelOutlined />}>
              Excel exportieren
            </Button>
            <Button href={withQuery(adminPaths.activityCsv, filters)} download icon={<DownloadOutlined />}>
              CSV exportieren
            </Button>
          </Space>
        }
      />
      <ActivityFilters filter={view} actors={actors.data} onChange={filterBy} />
      {list.isError && !list.data ? (
        <RetryAlert
          title="Fehler beim Laden des Protokolls"
          retrying={list.isFetching}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <>
          <ActivityList
            entries={rows}
            loading={list.isPending || list.isPlaceholderData}
            emptyText={isFiltered(view) ? 'Keine passenden Einträge gefunden.' : 'Das Protokoll ist leer.'}
            onOpen={open}
          />
          {total > 0 && (
            <Pagination
              className="activity-pagination"
              current={Math.min(view.page, lastPage)}
              pageSize={view.pageSize}
              total={total}
              showSizeChanger
              pageSizeOptions={[...ACTIVITY_PAGE_SIZES]}
              showTotal={(all, [from, to]) => `${from}–${to} von ${all}`}
              size={narrow ? 'small' : undefined}
              showLessItems={narrow}
              onChange={(page, pageSize) =>
                navigateTo({ page: pageSize === view.pageSize ? page : 1, pageSize })
              }
            />
          )}
        </>
      )}
      {opened && <ActivityDialog entry={opened} open={dialogOpen} onClose={() => setDialogOpen(false)} />}
    </>
  );
}
