import { Tag, Tooltip } from 'antd';
import type { Application } from '@shared/api-types.js';
import { applicationSourceLabel, applicationSourceText } from '@shared/application-source.js';
import { previousLabel } from './EarlierApplications.js';

/** The list's "Quelle": the label it counts under; what else is known in the tooltip. */
export function SourceCell({ source }: { source: Application['source'] }) {
  const label = applicationSourceLabel(source);
  const text = applicationSourceText(source);
  if (text === label) return <span className="break-long-words">{label}</span>;
  return (
    <Tooltip title={text}>
      <span className="break-long-words application-source--more">{label}</span>
    </Tooltip>
  );
}

/** "Bereits beworben (2×)" beside the name, when the person applied before. */
export function PreviousTag({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <Tag color="orange" className="application-previous">
      {previousLabel(count)}
    </Tag>
  );
}
