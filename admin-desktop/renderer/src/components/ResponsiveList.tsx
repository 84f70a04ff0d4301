import { useState, type MouseEventHandler, type ReactNode } from 'react';
import { Card, Empty, Grid, Pagination, Table, type TableProps } from 'antd';
import './responsive-list.css';
import { Loading } from './Loading.js';
import { namedPageControls } from '../lib/page-controls.js';

/**
 * True below antd's `lg` breakpoint, where the layout shows the navigation drawer: the lists
 * switch from tables to cards there. Before the first measurement the screen counts as wide.
 */
export function useNarrowScreen(): boolean {
  return Grid.useBreakpoint().lg === false;
}

export interface ResponsiveListProps<T extends { id: number }> extends Pick<
  TableProps<T>,
  'columns' | 'scroll' | 'rowClassName' | 'onRow'
> {
  items: readonly T[];
  loading: boolean;
  emptyText: string;
  /** Accessible name of the card list on narrow screens (the table has its column headers). */
  label: string;
  /** Pages of this many rows or cards; without it everything is shown. */
  pageSize?: number;
  /** One card per row on narrow screens; `index` counts from the start of the whole list. */
  renderCard: (item: T, index: number) => ReactNode;
}

/**
 * A list of the control centre: the table on wide screens, one card per row on narrow ones, so
 * every action of a row stays in reach on a phone without scrolling sideways.
 */
export function ResponsiveList<T extends { id: number }>(props: ResponsiveListProps<T>) {
  const { items, loading, emptyText, label, pageSize, renderCard } = props;
  const narrow = useNarrowScreen();
  const [page, setPage] = useState(1);

  if (!narrow) {
    return (
      <Table<T>
        rowKey="id"
        columns={props.columns}
        dataSource={items as T[]}
        loading={loading}
        pagination={
          pageSize
            ? { pageSize, hideOnSinglePage: true, showSizeChanger: false, itemRender: namedPageControls }
            : false
        }
        scroll={props.scroll}
        // Each column at least as wide as its longest word, so words stay whole; a column's
        // width is what it starts from, and a long text is cut by ClampedText, not the layout.
        tableLayout="auto"
        rowClassName={props.rowClassName}
        onRow={props.onRow}
        locale={{ emptyText }}
      />
    );
  }

  if (loading) return <Loading screen />;
  if (items.length === 0) return <Empty description={emptyText} />;

  // A page left behind by deletions falls back to the last one there is.
  const pages = pageSize ? Math.ceil(items.length / pageSize) : 1;
  const current = Math.min(page, pages);
  const start = pageSize ? (current - 1) * pageSize : 0;
  const shown = pageSize ? items.slice(start, start + pageSize) : items;

  return (
    <>
      <ul className="responsive-list" aria-label={label}>
        {shown.map((item, offset) => (
          <li key={item.id} className="responsive-list__item">
            {renderCard(item, start + offset)}
          </li>
        ))}
      </ul>
      {pageSize && (
        <Pagination
          className="responsive-list__pagination"
          align="center"
          current={current}
          pageSize={pageSize}
          total={items.length}
          hideOnSinglePage
          showSizeChanger={false}
          onChange={setPage}
          itemRender={namedPageControls}
        />
      )}
    </>
  );
}

export interface ListCardProps {
  /** Names the card for assistive technology, e.g. the entry's title. */
  label: string;
  /** Thumbnail or avatar left of the text. */
  media?: ReactNode;
  title: ReactNode;
  /** Right of the title, e.g. the position. */
  extra?: ReactNode;
  /** Further lines under the title. */
  children?: ReactNode;
  /** The row's actions as touch-sized buttons; clicks there never reach `onClick`. */
  actions: ReactNode;
  className?: string;
  /** The whole card opens the entry (as a click on a table row does). */
  onClick?: MouseEventHandler<HTMLElement>;
}

/** One row of a list as a card: media, title, details and the row's actions underneath. */
export function ListCard({
  label,
  media,
  title,
  extra,
  children,
  actions,
  className,
  onClick,
}: ListCardProps) {
  return (
    <Card
      size="small"
      role="article"
      aria-label={label}
      className={['list-card', onClick && 'list-card--clickable', className].filter(Boolean).join(' ')}
      onClick={onClick}
    >
      <div className="list-card__main">
        {media && <div className="list-card__media">{media}</div>}
        <div className="list-card__body">
          <div className="list-card__head">
            <div className="list-card__title">{title}</div>
            {extra}
          </div>
          {children}
        </div>
      </div>
      {/* The confirmation is a portal that still bubbles through React: it must not open the card. */}
      <div className="list-card__actions" onClick={(event) => event.stopPropagation()}>
        {actions}
      </div>
    </Card>
  );
}

/** Touch-sized actions: `start` on the left (e.g. moving), `end` on the right; they wrap rather than overflow. */
export function TouchActions({ start, end }: { start?: ReactNode; end: ReactNode }) {
  return (
    <div className="touch-actions">
      {start && <div className="touch-actions__group">{start}</div>}
      <div className="touch-actions__group touch-actions__group--end">{end}</div>
    </div>
  );
}
