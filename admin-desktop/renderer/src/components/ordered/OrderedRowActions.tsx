import { Button, Space, Tooltip } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { Direction } from '@admin/lib/order.js';
import { ConfirmDelete } from '../ConfirmDelete.js';

export interface OrderedRowActionsProps {
  isFirst: boolean;
  isLast: boolean;
  /** A reorder is under way: moving again waits for it. */
  moving: boolean;
  onMove: (direction: Direction) => void;
  onEdit: () => void;
  /** Resolves when the delete has finished (the confirmation shows a spinner until then). */
  onDelete: () => Promise<unknown>;
  /** The sentence under "Wirklich löschen?", naming what goes. */
  deleteDescription: string;
}

/**
 * The hints only explain the icons: they never catch a click. After a move the row changes place
 * under the pointer, and a hint left behind would otherwise cover the neighbouring button.
 */
const TOOLTIP_CLASSES = { root: 'hint-tooltip' };

/** The action cell of the ordered tables: move up/down, edit, delete with confirmation. */
export function OrderedRowActions(props: OrderedRowActionsProps) {
  const { isFirst, isLast, moving, onMove, onEdit, onDelete, deleteDescription } = props;
  return (
    <Space size={4} wrap={false}>
      <Tooltip classNames={TOOLTIP_CLASSES} title="Nach oben">
        <Button
          type="text"
          icon={<ArrowUpOutlined />}
          aria-label="Nach oben"
          disabled={isFirst || moving}
          onClick={() => onMove('up')}
        />
      </Tooltip>
      <Tooltip classNames={TOOLTIP_CLASSES} title="Nach unten">
        <Button
          type="text"
          icon={<ArrowDownOutlined />}
          aria-label="Nach unten"
          disabled={isLast || moving}
          onClick={() => onMove('down')}
        />
      </Tooltip>
      <Tooltip classNames={TOOLTIP_CLASSES} title="Bearbeiten">
        <Button type="text" icon={<EditOutlined />} aria-label="Bearbeiten" onClick={onEdit} />
      </Tooltip>
      <ConfirmDelete description={deleteDescription} onConfirm={onDelete}>
        <Button type="text" danger icon={<DeleteOutlined />} aria-label="Löschen" />
      </ConfirmDelete>
    </Space>
  );
}
