import { useState } from 'react';
import { Alert, App, Button, Input, Pagination, Select, Space, Tag } from 'antd';
import { DeleteOutlined, DownloadOutlined, FileExcelOutlined, SearchOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import type { NewsletterSubscriber } from '@shared/api-types.js';
import { NEWSLETTER_STATUS_LABELS, NEWSLETTER_STATUSES, type NewsletterStatus } from '@shared/newsletter.js';
import { API, callApi, reasonOf, urlOf } from '../../api/client.js';
import { formatDateTime } from '../../lib/date.js';
import { useToast } from '../../lib/toast.js';
import { numberFormat } from '../dashboard/number-format.js';
import { ListCard, ResponsiveList, TouchActions } from '../ResponsiveList.js';
import { useNewsletterRefresh, useNewsletterSubscribers } from './api.js';
import { namedPageControls } from '../../lib/page-controls.js';
import { CLEARABLE } from '../../lib/named-controls.js';

export const SUBSCRIBER_PAGE_SIZE = 50;

interface Filter {
  q: string;
  status: NewsletterStatus | '';
  page: number;
}

/** The filter as the API's query (empty values left out). */
export function subscriberParams(filter: Filter, withPage = true): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.q) params.set('q', filter.q);
  if (filter.status) params.set('status', filter.status);
  if (withPage) {
    params.set('page', String(filter.page));
    params.set('pageSize', String(SUBSCRIBER_PAGE_SIZE));
  }
  return params;
}

/** The export's address: the file in the given format of what is filtered. */
export function exportUrl(format: 'csv' | 'xlsx', filter: Filter): string {
  const params = subscriberParams(filter, false);
  params.set('format', format);
  return urlOf(API.newsletter.subscribers.export, { query: params });
}

const statusTag = (status: NewsletterStatus) => (
  <Tag color={status === 'confirmed' ? 'success' : 'default'}>{NEWSLETTER_STATUS_LABELS[status]}</Tag>
);

/**
 * The subscribers (owners and administration only): search by address, filter by status, pages of
 * 50 from the server; remove (with a confirmation; the address goes on the block list) and the
 * export of what is filtered as CSV or Excel.
 */
export function SubscriberList() {
  const toast = useToast();
  const { modal } = App.useApp();
  const refresh = useNewsletterRefresh();
  const [filter, setFilter] = useState<Filter>({ q: '', status: '', page: 1 });
  const [search, setSearch] = useState('');
  const list = useNewsletterSubscribers(subscriberParams(filter));
  const items = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  const remove = (subscriber: NewsletterSubscriber) =>
    modal.confirm({
      title: 'Abonnent entfernen?',
      content: `${subscriber.email} erhält keine Ausgaben mehr und kommt auf die Sperrliste (nur ein Prüfwert, nicht die Adresse). Eine neue Anmeldung braucht wieder eine Bestätigung.`,
      okText: 'Entfernen',
      okButtonProps: { danger: true },
      cancelText: 'Abbrechen',
      onOk: () =>
        callApi(API.newsletter.subscribers.remove, { params: { id: subscriber.id } }).then(
          async () => {
            toast.success('Abonnent entfernt');
            // The last row of a later page: its page is gone, the one before is shown.
            if (items.length === 1 && filter.page > 1) setFilter({ ...filter, page: filter.page - 1 });
            await refresh();
          },
          (error: unknown) => toast.error('Der Abonnent wurde nicht entfernt.', reasonOf(error)),
        ),
    });

  const removeButton = (subscriber: NewsletterSubscriber) => (
    <Button
      danger
      icon={<DeleteOutlined />}
      aria-label={`${subscriber.email} entfernen`}
      onClick={() => remove(subscriber)}
    >
      Entfernen
    </Button>
  );

  const columns: ColumnsType<NewsletterSubscriber> = [
    { title: 'E-Mail', dataIndex: 'email', key: 'email' },
    { title: 'Status', key: 'status', render: (_, row) => statusTag(row.status) },
    { title: 'Angemeldet am', key: 'signedUpAt', render: (_, row) => formatDateTime(row.signedUpAt) },
    {
      title: 'Bestätigt am',
      key: 'confirmedAt',
      render: (_, row) => (row.confirmedAt ? formatDateTime(row.confirmedAt) : '–'),
    },
    { title: 'Einwilligungstext', key: 'consent', render: (_, row) => `Version ${row.consentVersion}` },
    { title: 'Aktion', key: 'action', render: (_, row) => removeButton(row) },
  ];

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <div className="newsletter-subscribers__filters" role="search" aria-label="Abonnenten filtern">
        <Space.Compact className="newsletter-subscribers__search">
          <Input
            type="search"
            aria-label="Nach E-Mail-Adresse suchen"
            placeholder="Nach E-Mail-Adresse suchen"
            allowClear={CLEARABLE}
            value={search}
            maxLength={254}
            onChange={(event) => {
              setSearch(event.target.value);
              if (!event.target.value) setFilter({ ...filter, q: '', page: 1 });
            }}
            onPressEnter={() => setFilter({ ...filter, q: search.trim(), page: 1 })}
          />
          <Button
            icon={<SearchOutlined />}
            onClick={() => setFilter({ ...filter, q: search.trim(), page: 1 })}
          >
            Suchen
          </Button>
        </Space.Compact>
        <Select<NewsletterStatus | ''>
          aria-label="Status"
          value={filter.status}
          onChange={(status) => setFilter({ ...filter, status, page: 1 })}
          options={[
            { value: '', label: 'Alle Status' },
            ...NEWSLETTER_STATUSES.map((status) => ({
              value: status,
              label: NEWSLETTER_STATUS_LABELS[status],
            })),
          ]}
          className="newsletter-subscribers__status"
        />
        <Space wrap>
          <Button href={exportUrl('xlsx', filter)} download icon={<FileExcelOutlined />}>
            Excel exportieren
          </Button>
          <Button href={exportUrl('csv', filter)} download icon={<DownloadOutlined />}>
            CSV exportieren
          </Button>
        </Space>
      </div>
      {list.isError ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title="Fehler beim Laden der Abonnenten"
          description={reasonOf(list.error)}
        />
      ) : (
        <>
          <p className="newsletter-subscribers__total" aria-live="polite">
            {list.isPending ? 'Wird geladen …' : `${numberFormat.format(total)} gefunden`}
          </p>
          <ResponsiveList<NewsletterSubscriber>
            items={items}
            loading={list.isPending}
            columns={columns}
            label="Abonnenten"
            emptyText={
              filter.q || filter.status ? 'Keine passenden Abonnenten gefunden.' : 'Noch keine Abonnenten.'
            }
            renderCard={(subscriber) => (
              <ListCard
                label={subscriber.email}
                title={subscriber.email}
                extra={statusTag(subscriber.status)}
                actions={<TouchActions end={removeButton(subscriber)} />}
              >
                <div>Angemeldet {formatDateTime(subscriber.signedUpAt)}</div>
                <div>
                  {subscriber.confirmedAt
                    ? `Bestätigt ${formatDateTime(subscriber.confirmedAt)}`
                    : 'Nicht bestätigt'}
                  {` · Einwilligungstext Version ${subscriber.consentVersion}`}
                </div>
              </ListCard>
            )}
          />
          <Pagination
            className="newsletter-subscribers__pages"
            align="center"
            current={filter.page}
            pageSize={SUBSCRIBER_PAGE_SIZE}
            total={total}
            hideOnSinglePage
            showSizeChanger={false}
            onChange={(page) => setFilter({ ...filter, page })}
            itemRender={namedPageControls}
          />
        </>
      )}
    </Space>
  );
}
