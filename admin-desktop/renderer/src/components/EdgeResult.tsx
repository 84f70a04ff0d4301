import type { ReactNode } from 'react';
import { Button, Result } from 'antd';
import { CompassOutlined, LockOutlined } from '@ant-design/icons';
import { useHref, useNavigate } from 'react-router';
import './edge-result.css';

/**
 * A screen that is not there for this person, inside the control centre's frame: an icon in the
 * theme's colours (no bright picture on the dark theme), the heading, a sentence and the way back.
 */
function EdgeResult({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  const navigate = useNavigate();
  const href = useHref('/dashboard');
  return (
    <Result
      className="edge-result"
      icon={<span className="edge-result__icon">{icon}</span>}
      title={<h1 className="edge-result__title">{title}</h1>}
      subTitle={text}
      extra={
        // A link (it goes somewhere) that looks like the screen's main button.
        <Button
          type="primary"
          href={href}
          onClick={(event) => {
            event.preventDefault();
            void navigate('/dashboard');
          }}
        >
          Zum Dashboard
        </Button>
      }
    />
  );
}

/** An address below /admin that names no screen: said so, and the address stays as typed. */
export const NotFound = () => (
  <EdgeResult
    icon={<CompassOutlined />}
    title="Seite nicht gefunden"
    text="Unter dieser Adresse gibt es im Kontrollzentrum keine Seite."
  />
);

/** A screen the person's role does not open. */
export const NoAccess = () => (
  <EdgeResult icon={<LockOutlined />} title="Kein Zugriff" text="Ihre Rolle erlaubt diesen Bereich nicht." />
);
