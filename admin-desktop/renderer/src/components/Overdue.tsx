import { Tag } from 'antd';
import { ANSWER_PROMISE_HOURS } from '@shared/constants.js';
import { formatAge, formatDateTime } from '../lib/date.js';
import './overdue.css';

/** „überfällig“: waiting past the agency's promise to answer within 48 hours (shared/overdue.ts). */
export function OverdueTag({ overdue }: { overdue: boolean }) {
  if (!overdue) return null;
  return (
    <Tag color="red" className="overdue-tag" title={`Seit über ${ANSWER_PROMISE_HOURS} Stunden ohne Antwort`}>
      überfällig
    </Tag>
  );
}

/** When it arrived, and below it how long ago („vor 3 Tagen“). */
export function Arrival({ at, now }: { at: string; now: number }) {
  return (
    <span className="arrival">
      <span>{formatDateTime(at)}</span>
      <span className="arrival__age">{formatAge(at, now)}</span>
    </span>
  );
}
