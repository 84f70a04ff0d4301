import type { ReactNode } from 'react';
import { Pagination } from 'antd';
import { RetryAlert } from '../RetryAlert.js';
import type { PagedView, UrlList } from './useUrlList.js';
import './list.css';
import { namedPageControls } from '../../lib/page-controls.js';

export interface UrlSyncedListProps<T, V extends PagedView> {
  list: UrlList<T, V>;
  /** The screen's BEM block: its pager is `${block}-pagination` (the browser tests find it by that). */
  block: string;
  /** The alert's title when the list cannot be loaded. */
  errorTitle: string;
  pageSizes: readonly number[];
  /** Phones: a smaller pager with fewer page buttons. */
  narrow: boolean;
  /** The rows as a table or as cards (the screen decides which, and how). */
  children: ReactNode;
}

/**
 * The body of a URL-synced list: the load error with a retry, else the rows and the pager under
 * them (shared by table and cards), whose page and size go into the address.
 */
export function UrlSyncedList<T, V extends PagedView>(props: UrlSyncedListProps<T, V>) {
  const { list, narrow } = props;
  if (list.failed)
    return <RetryAlert title={props.errorTitle} retrying={list.retrying} onRetry={list.retry} />;
  return (
    <>
      {props.children}
      {list.total > 0 && (
        <Pagination
          className={`list-pagination ${props.block}-pagination`}
          current={list.page}
          pageSize={list.view.pageSize}
          total={list.total}
          showSizeChanger
          pageSizeOptions={[...props.pageSizes]}
          showTotal={(all, [from, to]) => `${from}–${to} von ${all}`}
          size={narrow ? 'small' : undefined}
          showLessItems={narrow}
          onChange={list.turnTo}
          itemRender={namedPageControls}
        />
      )}
    </>
  );
}
