import type { ReactElement } from 'react';
import { Button, Space, Tooltip } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { Direction } from '@admin/lib/order.js';
import { ConfirmDelete } from '../ConfirmDelete.js';
import { TouchActions } from '../ResponsiveList.js';
import './ordered.css';

export interface OrderedRowActionsProps {
  isFirst: boolean;
  isLast: boolean;
  /**
   * Whether the entry can move at all (a list with slots: another entry shares its slot). Without,
   * the move buttons are left out; a spacer of their width keeps the other buttons in line.
   */
  movable?: boolean;
  /** A reorder is under way: moving again waits for it. */
  moving: boolean;
  onMove: (direction: Direction) => void;
  onEdit: () => void;
  /** Resolves when the delete has finished (the confirmation shows a spinner until then). */
  onDelete: () => Promise<unknown>;
  /** The sentence under "Wirklich löschen?", naming what goes. */
  deleteDescription: string;
  /**
   * Narrow screens: large buttons, edit and delete spelled out, no hints (a tap would leave them
   * open), moving on the left and the rest on the right.
   */
  touch?: boolean;
}

/**
 * The hints only explain the icons: they never catch a click. After a move the row changes place
 * under the pointer, and a hint left behind would otherwise cover the neighbouring button.
 */
const TOOLTIP_CLASSES = { root: 'hint-tooltip' };

/** The actions of an ordered list's row: move up/down, edit, delete with confirmation. */
export function OrderedRowActions(props: OrderedRowActionsProps) {
  const {
    isFirst,
    isLast,
    movable = true,
    moving,
    onMove,
    onEdit,
    onDelete,
    deleteDescription,
    touch = false,
  } = props;
  const size = touch ? 'large' : 'middle';
  const hint = (title: string, button: ReactElement) =>
    touch ? (
      button
    ) : (
      <Tooltip classNames={TOOLTIP_CLASSES} title={title}>
        {button}
      </Tooltip>
    );

  const move = (direction: Direction, label: string, icon: ReactElement, atEnd: boolean) =>
    hint(
      label,
      <Button
        type="text"
        size={size}
        icon={icon}
        aria-label={label}
        disabled={atEnd || moving}
        onClick={() => onMove(direction)}
      />,
    );
  const up = movable && move('up', 'Nach oben', <ArrowUpOutlined />, isFirst);
  const down = movable && move('down', 'Nach unten', <ArrowDownOutlined />, isLast);
  const edit = hint(
    'Bearbeiten',
    <Button type="text" size={size} icon={<EditOutlined />} aria-label="Bearbeiten" onClick={onEdit}>
      {touch && 'Bearbeiten'}
    </Button>,
  );
  const remove = (
    <ConfirmDelete description={deleteDescription} onConfirm={onDelete}>
      <Button type="text" size={size} danger icon={<DeleteOutlined />} aria-label="Löschen">
        {touch && 'Löschen'}
      </Button>
    </ConfirmDelete>
  );

  if (touch) {
    return (
      <TouchActions
        start={
          movable && (
            <>
              {up}
              {down}
            </>
          )
        }
        end={
          <>
            {edit}
            {remove}
          </>
        }
      />
    );
  }
  return (
    <Space size={4} wrap={false}>
      {movable ? (
        <>
          {up}
          {down}
        </>
      ) : (
        <span className="ordered-actions__no-move" aria-hidden />
      )}
      {edit}
      {remove}
    </Space>
  );
}
