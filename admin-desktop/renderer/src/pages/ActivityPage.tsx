import { API, useApiQuery } from '../api/client.js';
import { useNarrowScreen } from '../components/ResponsiveList.js';
import { ActivityDialog } from '../components/activity/ActivityDialog.js';
import { ACTIVITY_RESETS, activityFilters } from '../components/activity/activity-filters.js';
import { ActivityList } from '../components/activity/ActivityList.js';
import {
  ACTIVITY_PAGE_SIZES,
  ACTIVITY_VIEW,
  activityPageParams,
  activityViewParams,
  isFiltered,
} from '../components/activity/activity-view.js';
import { ListFilters } from '../components/list/ListFilters.js';
import { ListHeader } from '../components/list/ListHeader.js';
import { UrlSyncedList } from '../components/list/UrlSyncedList.js';
import { useOpenedEntry } from '../components/list/useOpenedEntry.js';
import { useUrlList } from '../components/list/useUrlList.js';
import '../components/activity/activity.css';

const EXPORTS = { xlsx: API.activity.exportXlsx.path, csv: API.activity.exportCsv.path };
// Every write elsewhere adds rows: the list is asked again whenever the screen opens.
const LIST = { codec: ACTIVITY_VIEW, endpoint: API.activity.list, request: activityPageParams, fresh: true };

/**
 * /admin/protokoll (owners and administration): the activity log, newest first, paged and filtered
 * by the server, with the view in the address (?action=update&entity=faqs&page=2, so Reload, Back
 * and a shared link show the same); a row opens its before and after; the exports take the filters.
 */
export default function ActivityPage() {
  const list = useUrlList(LIST);
  const actors = useApiQuery(API.activity.actors);
  const narrow = useNarrowScreen();
  const opened = useOpenedEntry(list.rows);

  return (
    <>
      <ListHeader title="Protokoll" exports={EXPORTS} filters={activityViewParams(list.view, true)} />
      <ListFilters
        block="activity-filters"
        label="Protokoll filtern"
        fields={activityFilters(actors.data)}
        filter={list.view}
        onChange={list.filterBy}
        resets={ACTIVITY_RESETS}
      />
      <UrlSyncedList
        list={list}
        block="activity"
        errorTitle="Fehler beim Laden des Protokolls"
        pageSizes={ACTIVITY_PAGE_SIZES}
        narrow={narrow}
      >
        <ActivityList
          entries={list.rows}
          loading={list.loading}
          emptyText={isFiltered(list.view) ? 'Keine passenden Einträge gefunden.' : 'Das Protokoll ist leer.'}
          onOpen={opened.open}
        />
      </UrlSyncedList>
      {opened.current && (
        <ActivityDialog entry={opened.current} open={opened.dialogOpen} onClose={opened.close} />
      )}
    </>
  );
}
