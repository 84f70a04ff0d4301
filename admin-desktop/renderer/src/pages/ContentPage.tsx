import { Alert, Button, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { CONTENT } from '@shared/content/index.js';
import { POSITION_CHANGED, type ContentDefinition, type FailureText } from '@shared/content/define.js';
import type { ContentTypeName } from '@shared/content-types.js';
import { API } from '../api/client.js';
import { ContentFormDialog } from '../components/content/ContentFormDialog.js';
import { ContentTable, type Entry } from '../components/content/ContentTable.js';
import {
  failure,
  useListEditor,
  type FailureText as ToastText,
} from '../components/ordered/useListEditor.js';
import { useReorder } from '../components/ordered/useReorder.js';
import { PageHeader } from '../components/PageHeader.js';
import { RetryAlert } from '../components/RetryAlert.js';
import { viewOf } from '../content/index.js';
import { countOrder, neighbourSwap, nextOrder, singleMoveUpdates, type Direction } from '../lib/order.js';
import { useToast } from '../lib/toast.js';
import { Loading } from '../components/Loading.js';

const toastOf = ([form, text]: FailureText): ToastText => failure[form](text);

/**
 * The screen of one content type, from its definition (shared/content/) and its view
 * (content/): the list in order (by slot first where the type has slots: the livestreams' day and
 * time), a table with cards on phones or the type's own list, moving entries within their slot, the create/edit dialog, deleting with confirmation, and the toasts of each write.
 */
export function ContentPage({ name }: { name: ContentTypeName }) {
  const definition = CONTENT[name] as unknown as ContentDefinition;
  const view = viewOf(name);
  const { admin, order } = definition;
  const endpoints = API.content[name].admin;
  const editor = useListEditor<Entry, Record<string, unknown>>(
    endpoints,
    {
      created: admin.created,
      updated: admin.updated,
      deleted: admin.deleted,
      createFailed: toastOf(admin.createFailed),
      updateFailed: toastOf(admin.updateFailed),
      deleteFailed: toastOf(admin.deleteFailed),
    },
    order.slots,
  );
  const { list, items } = editor;
  const reorder = useReorder(endpoints);
  const toast = useToast();

  const move = (entry: Entry, direction: Direction) =>
    reorder.apply(
      order.move === 'single'
        ? singleMoveUpdates(items, entry.id, direction, order.first)
        : neighbourSwap(items, entry.id, direction, order.slots),
      {
        onSuccess: () => toast.success(POSITION_CHANGED),
        onError: (error) => toast.error(...toastOf(admin.moveFailed ?? ['plain', ''])(error)),
      },
    );
  const listProps = {
    entries: items,
    slots: order.slots,
    moving: reorder.isPending,
    onMove: move,
    onEdit: editor.openEdit,
    onDelete: editor.destroy,
  };
  const OwnList = view.list;

  return (
    <>
      <PageHeader
        title={admin.title}
        extra={
          // A new entry's order comes from the list: not before it is there.
          <Button type="primary" icon={<PlusOutlined />} disabled={!list.data} onClick={editor.openNew}>
            {admin.add}
          </Button>
        }
      />
      {admin.help && (
        <Typography.Paragraph type="secondary" className="page-help">
          {admin.help}
        </Typography.Paragraph>
      )}
      {admin.whenEmpty && list.isSuccess && items.length === 0 && (
        <Alert type="info" showIcon title={admin.whenEmpty} className="page-help" />
      )}
      {OwnList ? (
        list.isPending ? (
          <Loading screen />
        ) : list.isError ? (
          <RetryAlert
            title={admin.loadFailed}
            retrying={list.isFetching}
            onRetry={() => void list.refetch()}
          />
        ) : (
          <OwnList {...listProps} />
        )
      ) : list.isError ? (
        <Alert type="error" showIcon title={admin.loadFailed} role="alert" />
      ) : (
        <ContentTable
          definition={definition}
          cells={view.cells ?? {}}
          card={view.card ?? {}}
          loading={list.isPending}
          {...listProps}
        />
      )}
      <ContentFormDialog
        name={name}
        definition={definition}
        useExtras={view.useFormExtras}
        open={editor.dialog.open}
        entry={editor.dialog.entry}
        defaultOrder={order.newEntry === 'count' ? countOrder(items) : nextOrder(items)}
        saving={editor.saving}
        onSubmit={(payload) => void editor.save(payload)}
        onCancel={editor.close}
      />
    </>
  );
}
