import { Input, Select } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import type { ApplicationStatus } from '@shared/constants.js';
import { STATUS_OPTIONS } from './status.js';

export type StatusFilter = ApplicationStatus | 'all';

interface Props {
  status: StatusFilter;
  onStatusChange: (status: StatusFilter) => void;
  search: string;
  onSearchChange: (search: string) => void;
}

const FILTER_OPTIONS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'Alle Status' },
  ...STATUS_OPTIONS,
];

/** Status filter and search by TikTok name above the applications table. */
export function ApplicationFilters({ status, onStatusChange, search, onSearchChange }: Props) {
  return (
    <div className="applications-filters">
      <Select<StatusFilter>
        aria-label="Nach Status filtern"
        className="applications-filters__status"
        value={status}
        onChange={onStatusChange}
        options={FILTER_OPTIONS}
      />
      <Input
        aria-label="Nach TikTok-Name suchen"
        className="applications-filters__search"
        placeholder="Nach TikTok-Name suchen"
        prefix={<SearchOutlined />}
        allowClear
        value={search}
        onChange={(event) => onSearchChange(event.target.value)}
      />
    </div>
  );
}

/** Case-insensitive match on the TikTok name; a leading @ in either is ignored. */
export function matchesSearch(tiktokUsername: string, search: string): boolean {
  const normalise = (value: string) => value.trim().replace(/^@/, '').toLocaleLowerCase('de-DE');
  return normalise(tiktokUsername).includes(normalise(search));
}
