import type { ReactNode } from 'react';
import { Card, Typography } from 'antd';
import logoUrl from '../assets/logo.svg';

/** The card of the pages before a sign-in (login, invitation, password reset): logo, title, text. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="login-page">
      <Card className="login-card">
        <div className="login-card__brand">
          <img src={logoUrl} alt="" width={44} height={44} />
          <Typography.Title level={1} className="login-card__title">
            {title}
          </Typography.Title>
          {subtitle && <Typography.Text type="secondary">{subtitle}</Typography.Text>}
        </div>
        {children}
      </Card>
    </div>
  );
}
