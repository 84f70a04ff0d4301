import type { ReactNode } from 'react';
import { Typography } from 'antd';

/** Title (the screen's h1) and the actions of a screen. */
export function PageHeader({ title, extra }: { title: string; extra?: ReactNode }) {
  return (
    <div className="page-header">
      <Typography.Title level={1} style={{ fontSize: 26 }}>
        {title}
      </Typography.Title>
      {extra && <div>{extra}</div>}
    </div>
  );
}
