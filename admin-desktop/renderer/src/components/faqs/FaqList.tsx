import { useState } from 'react';
import { Collapse, Empty, Typography } from 'antd';
import { RightOutlined } from '@ant-design/icons';
import type { Faq } from '@shared/api-types.js';
import type { OwnListProps } from '../../content/view.js';
import { orderedRowActions } from '../ordered/actions-column.js';
import { useNarrowScreen } from '../ResponsiveList.js';
import './faqs.css';

const DELETE_DESCRIPTION = 'Der FAQ-Eintrag wird endgültig entfernt.';

/**
 * The FAQ entries, one open at a time. Only the header text toggles an entry (collapsible
 * "header"), so the action buttons are not nested inside its button; not antd's accordion mode,
 * whose tab list may hold nothing but tabs. On narrow screens the actions go under the question
 * as touch-sized buttons.
 */
export function FaqList(props: OwnListProps<Faq>) {
  const { entries } = props;
  const [openId, setOpenId] = useState<string | undefined>(undefined);
  const narrow = useNarrowScreen();

  if (entries.length === 0) return <Empty description="Keine FAQ-Einträge vorhanden." />;

  const actions = (entry: Faq, index: number) => (
    <div className="faq-list__actions">
      {orderedRowActions({ ...props, items: entries }, DELETE_DESCRIPTION, entry, index, narrow)}
    </div>
  );

  return (
    <Collapse
      className={narrow ? 'faq-list faq-list--narrow' : 'faq-list'}
      collapsible="header"
      activeKey={openId === undefined ? [] : [openId]}
      // The newly opened entry closes the one open before; closing it leaves none open.
      onChange={(keys) => setOpenId(keys.find((key) => key !== openId))}
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
