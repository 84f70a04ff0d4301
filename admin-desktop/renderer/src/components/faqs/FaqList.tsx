import { useState } from 'react';
import { Button, Collapse, Empty, Popconfirm, Space, Typography } from 'antd';
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  EditOutlined,
  RightOutlined,
} from '@ant-design/icons';
import type { Faq } from '../../../../../shared/api-types.js';
import type { Direction } from '../../lib/order.js';
import './faqs.css';

export interface FaqListProps {
  /** Already sorted by order. */
  entries: Faq[];
  /** True while a move is saved: the move buttons wait for it. */
  moving: boolean;
  onMove: (entry: Faq, direction: Direction) => void;
  onEdit: (entry: Faq) => void;
  onDelete: (entry: Faq) => Promise<unknown>;
}

/**
 * Single-open accordion of the FAQ entries. Only the header text toggles an entry (collapsible
 * "header"), so the action buttons are not nested inside the accordion's own button.
 */
export function FaqList({ entries, moving, onMove, onEdit, onDelete }: FaqListProps) {
  const [openId, setOpenId] = useState<string | undefined>(undefined);

  if (entries.length === 0) return <Empty description="Keine FAQ-Einträge vorhanden." />;

  const actions = (entry: Faq, index: number) => (
    <Space size={4} className="faq-list__actions">
      <Button
        type="text"
        icon={<ArrowUpOutlined />}
        aria-label="Nach oben"
        disabled={index === 0 || moving}
        onClick={() => onMove(entry, 'up')}
      />
      <Button
        type="text"
        icon={<ArrowDownOutlined />}
        aria-label="Nach unten"
        disabled={index === entries.length - 1 || moving}
        onClick={() => onMove(entry, 'down')}
      />
      <Button type="text" icon={<EditOutlined />} aria-label="Bearbeiten" onClick={() => onEdit(entry)} />
      <Popconfirm
        title="Wirklich löschen?"
        description="Der FAQ-Eintrag wird endgültig entfernt."
        okText="Löschen"
        cancelText="Abbrechen"
        okButtonProps={{ danger: true }}
        onConfirm={() => onDelete(entry)}
      >
        <Button type="text" danger icon={<DeleteOutlined />} aria-label="Löschen" />
      </Popconfirm>
    </Space>
  );

  return (
    <Collapse
      accordion
      className="faq-list"
      collapsible="header"
      activeKey={openId}
      onChange={(keys) => setOpenId(keys[0])}
      items={entries.map((entry, index) => {
        const key = String(entry.id);
        return {
          key,
          showArrow: false,
          label: (
            <span className="faq-list__label">
              <RightOutlined rotate={openId === key ? 90 : 0} className="faq-list__caret" aria-hidden />
              <span className="faq-list__position">{index + 1}.</span>
              <span className="faq-list__question">{entry.question}</span>
            </span>
          ),
          extra: actions(entry, index),
          children: (
            <Typography.Paragraph className="faq-list__answer" style={{ marginBottom: 0 }}>
              {entry.answer}
            </Typography.Paragraph>
          ),
        };
      })}
    />
  );
}
