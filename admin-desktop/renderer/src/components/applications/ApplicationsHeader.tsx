import { Segmented } from 'antd';
import { applicationListParams, type ApplicationListQuery } from '@shared/application-list.js';
import { ListFilters, type FilterChange } from '../list/ListFilters.js';
import { ListHeader } from '../list/ListHeader.js';
import { applicationFilters, boardFilters } from './application-filters.js';
import {
  APPLICATION_EXPORTS,
  BOARD_FILTER_KEYS,
  FILTER_KEYS,
  useApplicationSources,
  type ApplicationsView,
} from './applications-view.js';

/** The list's switch between „Liste“ and „Board“ (wide screens only). */
function ViewSwitch({ board, onChange }: { board: boolean; onChange: (board: boolean) => void }) {
  return (
    <Segmented
      className="applications-view-switch"
      aria-label="Ansicht"
      value={board ? 'board' : 'list'}
      options={[
        { value: 'list', label: 'Liste' },
        { value: 'board', label: 'Board' },
      ]}
      onChange={(value) => onChange(value === 'board')}
    />
  );
}

interface Props {
  view: ApplicationsView;
  /** Which of the two shows: the board's columns are the status and the outcome, so it filters by neither. */
  board: boolean;
  /** On a phone: the list only (no switch), with the order as a filter of its own. */
  phone?: boolean;
  onSwitch: (board: boolean) => void;
  onChange: FilterChange<ApplicationListQuery>;
}

/**
 * The applications' title and exports (of what is filtered), the switch between list and board,
 * and the filters: the same above the list and the board.
 */
export function ApplicationsHeader({ view, board, phone = false, onSwitch, onChange }: Props) {
  const sources = useApplicationSources();
  return (
    <>
      <ListHeader
        title="Bewerbungen"
        exports={APPLICATION_EXPORTS}
        filters={applicationListParams(view, { only: board ? BOARD_FILTER_KEYS : FILTER_KEYS })}
      />
      <div className="applications-toolbar">
        {!phone && <ViewSwitch board={board} onChange={onSwitch} />}
        <ListFilters
          block="applications-filters"
          fields={
            board
              ? boardFilters(sources.data ?? [], view.source)
              : applicationFilters(phone, sources.data ?? [], view.source)
          }
          filter={view}
          onChange={onChange}
        />
      </div>
    </>
  );
}
