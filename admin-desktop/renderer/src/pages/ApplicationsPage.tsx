import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Grid } from 'antd';
import { MAX_BULK_IDS, PAGE_SIZES } from '@shared/application-list.js';
import type { ApplicationBulk } from '@shared/schemas/application-list.js';
import { API, reasonOf, urlOf, useApiWrite } from '../api/client.js';
import { ApplicationBulkBar, applicationsCount } from '../components/applications/ApplicationBulkBar.js';
import { ApplicationCards } from '../components/applications/ApplicationCards.js';
import { useApplicationDialog } from '../components/applications/useApplicationDialog.js';
import { ApplicationsTable } from '../components/applications/ApplicationsTable.js';
import { UrlSyncedList } from '../components/list/UrlSyncedList.js';
import { useUrlList } from '../components/list/useUrlList.js';
import { useToast } from '../lib/toast.js';
import { useUrlView } from '../lib/url-view.js';
import { ApplicationBoardScreen } from '../components/applications/ApplicationBoard.js';
import { ApplicationsHeader } from '../components/applications/ApplicationsHeader.js';
import {
  APPLICATIONS_VIEW,
  FILTER_KEYS,
  pageParams,
} from '../components/applications/applications-view.js';
import '../components/applications/applications.css';

const LIST = { codec: APPLICATIONS_VIEW, endpoint: API.applications.list, request: pageParams };
/** The filters that narrow the list (the order does not): a change clears the selection. */
const NARROWING_KEYS = FILTER_KEYS.filter((key) => key !== 'sort');

/**
 * /admin/bewerbungen: the creator applications as a list, or with ?ansicht=board as a board (wide
 * screens only: phones keep the list), with the same filters in the URL.
 */
export default function ApplicationsPage() {
  const [view, navigateTo] = useUrlView(APPLICATIONS_VIEW);
  const [, setSearchParams] = useSearchParams();
  const md = Grid.useBreakpoint().md;
  // The switch writes the view as shown (every filter kept), `ansicht` only for the board.
  const onSwitch = (board: boolean) => setSearchParams(APPLICATIONS_VIEW.write({ ...view, board }));
  // The first render does not know the width yet: no list request when the board is asked for.
  if (view.board && md === undefined) return null;
  return view.board && md ? (
    <ApplicationBoardScreen view={view} navigateTo={navigateTo} onSwitch={onSwitch} />
  ) : (
    <ApplicationsList phone={!md} onSwitch={onSwitch} />
  );
}

/**
 * The list: paged, filtered, searched and sorted by the server, with the view in the URL
 * (?status=new&q=anna&page=2), a selection across pages with bulk actions, the detail dialog and
 * the exports.
 */
function ApplicationsList({ phone, onSwitch }: { phone: boolean; onSwitch: (board: boolean) => void }) {
  const list = useUrlList(LIST);
  const query = list.view;
  const bulk = useApiWrite(API.applications.bulk, {
    input: (body: ApplicationBulk) => ({ body }),
    invalidates: [API.applications.list],
  });
  const toast = useToast();

  // The selection holds across pages, sorting and page sizes, but not across other filters.
  const [selectedIds, setSelectedIds] = useState<number[]>([]);
  const filterKey = JSON.stringify(NARROWING_KEYS.map((key) => query[key]));
  const [selectionFilterKey, setSelectionFilterKey] = useState(filterKey);
  if (filterKey !== selectionFilterKey) {
    setSelectionFilterKey(filterKey);
    setSelectedIds([]);
  }

  const filtered = NARROWING_KEYS.some((key) => query[key] !== undefined);

  const opened = useApplicationDialog(list.rows, (application) =>
    setSelectedIds((ids) => ids.filter((id) => id !== application.id)),
  );

  const onSelectionChange = (ids: number[]) => {
    if (ids.length > MAX_BULK_IDS) {
      toast.error(`Höchstens ${MAX_BULK_IDS} Bewerbungen auf einmal auswählen.`);
      return;
    }
    setSelectedIds(ids);
  };

  const runBulk = async (request: ApplicationBulk, done: string, failed: string) => {
    try {
      const { changed } = await bulk.mutateAsync(request);
      setSelectedIds([]);
      toast.success(`${applicationsCount(changed)} ${done}`);
    } catch (error) {
      toast.error(failed, reasonOf(error));
    }
  };

  const selection = new URLSearchParams({ ids: selectedIds.join(',') });

  const listProps = {
    applications: list.rows,
    loading: list.loading,
    emptyText: filtered ? 'Keine passenden Bewerbungen gefunden.' : 'Keine Bewerbungen vorhanden.',
    selectedIds,
    onSelectionChange,
    onOpen: opened.open,
    onDelete: opened.onDelete,
  };

  return (
    <>
      <ApplicationsHeader
        view={query}
        board={false}
        phone={phone}
        onSwitch={onSwitch}
        onChange={list.filterBy}
      />
      {selectedIds.length > 0 && (
        <ApplicationBulkBar
          count={selectedIds.length}
          busy={bulk.isPending}
          onStatusChange={(status, outcome) =>
            void runBulk(
              { ids: selectedIds, action: 'status', status, ...(outcome !== undefined ? { outcome } : {}) },
              'aktualisiert',
              'Die Bewerbungen konnten nicht aktualisiert werden.',
            )
          }
          onAssign={(assigneeId) =>
            void runBulk(
              { ids: selectedIds, action: 'assign', assigneeId },
              assigneeId === null ? 'ohne Zuständigkeit' : 'zugewiesen',
              'Die Zuständigkeit konnte nicht gespeichert werden.',
            )
          }
          onDelete={() =>
            runBulk(
              { ids: selectedIds, action: 'delete' },
              'gelöscht',
              'Die Bewerbungen konnten nicht gelöscht werden.',
            )
          }
          csvHref={urlOf(API.applications.exportCsv, { query: selection })}
          xlsxHref={urlOf(API.applications.exportXlsx, { query: selection })}
          onClear={() => setSelectedIds([])}
        />
      )}
      <UrlSyncedList
        list={list}
        block="applications"
        errorTitle="Fehler beim Laden der Bewerbungen"
        pageSizes={PAGE_SIZES}
        narrow={phone}
      >
        {phone ? (
          <ApplicationCards {...listProps} />
        ) : (
          <ApplicationsTable
            {...listProps}
            sort={query.sort}
            onSortChange={(sort) => list.filterBy({ sort })}
          />
        )}
      </UrlSyncedList>
      {opened.dialog}
    </>
  );
}
