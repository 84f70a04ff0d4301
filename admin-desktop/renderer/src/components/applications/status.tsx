import { Tag } from 'antd';
import {
  APPLICATION_STATUSES,
  APPLICATION_STATUS_LABELS,
  type ApplicationStatus,
} from '@shared/constants.js';

/** One colour per status, so the three states tell apart at a glance. */
const STATUS_COLORS: Record<ApplicationStatus, string> = {
  new: 'blue',
  in_progress: 'gold',
  completed: 'green',
};

export const STATUS_OPTIONS = APPLICATION_STATUSES.map((status) => ({
  value: status,
  label: APPLICATION_STATUS_LABELS[status],
}));

export function StatusTag({ status }: { status: ApplicationStatus }) {
  return <Tag color={STATUS_COLORS[status]}>{APPLICATION_STATUS_LABELS[status]}</Tag>;
}
