import { Button, Popconfirm, Space, Tooltip } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { Direction } from '../../lib/order.js';

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

/** The action cell of the ordered tables: move up/down, edit, delete with confirmation. */
export function OrderedRowActions(props: OrderedRowActionsProps) {
  const { isFirst, isLast, moving, onMove, onEdit, onDelete, deleteDescription } = props;
  return (
    <Space size={4} wrap={false}>
      <Tooltip title="Nach oben">
        <Button
          type="text"
          icon={<ArrowUpOutlined />}
          aria-label="Nach oben"
          disabled={isFirst || moving}
          onClick={() => onMove('up')}
        />
      </Tooltip>
      <Tooltip title="Nach unten">
        <Button
          type="text"
          icon={<ArrowDownOutlined />}
          aria-label="Nach unten"
          disabled={isLast || moving}
          onClick={() => onMove('down')}
        />
      </Tooltip>
      <Tooltip title="Bearbeiten">
        <Button type="text" icon={<EditOutlined />} aria-label="Bearbeiten" onClick={onEdit} />
      </Tooltip>
      <Popconfirm
        title="Wirklich löschen?"
        description={deleteDescription}
        okText="Löschen"
        cancelText="Abbrechen"
        okButtonProps={{ danger: true }}
        onConfirm={onDelete}
      >
        <Button type="text" danger icon={<DeleteOutlined />} aria-label="Löschen" />
      </Popconfirm>
    </Space>
  );
}
