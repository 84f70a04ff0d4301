import { Alert, Button, Card, Form, Input, Typography, theme } from 'antd';
import { CloudServerOutlined } from '@ant-design/icons';
import type { DesktopApi } from '@shared/desktop-api.js';
import { useAttempt } from '../lib/attempt.js';

const NOT_SAVED = 'Die Adresse konnte nicht gespeichert werden.';

interface Props {
  api: DesktopApi;
  current: string | null;
  onSaved(address: string): void;
  onCancel?: () => void;
}

/**
 * Desktop app only: asks for the agency server's address (first start, or from the menu), has the
 * main process check it against the server's health endpoint and remember it.
 */
export function ServerAddressForm({ api, current, onSaved, onCancel }: Props) {
  const { token } = theme.useToken();
  // A failure says one sentence; a refusal, the main process's own words.
  const { error, setError, busy: pending, run } = useAttempt(() => NOT_SAVED);

  const onFinish = ({ address = '' }: { address?: string }) =>
    run(async () => {
      const result = await api.setServerAddress(address);
      if (result.ok && result.address) onSaved(result.address);
      else setError(result.message ?? NOT_SAVED);
    });

  return (
    <div className="login-page">
      <Card className="login-card">
        <div className="login-card__brand">
          <CloudServerOutlined style={{ fontSize: 40, color: token.colorPrimary }} />
          <Typography.Title level={2}>Server verbinden</Typography.Title>
          <Typography.Text type="secondary">
            Geben Sie die Adresse des Agentur-Servers ein, mit dem das Kontrollzentrum arbeitet.
          </Typography.Text>
        </div>
        <Form
          layout="vertical"
          onFinish={onFinish}
          initialValues={{ address: current ?? '' }}
          aria-label="Verbindung zum Server"
        >
          <Form.Item
            label="Server-Adresse"
            name="address"
            extra="https://… – für einen Server auf diesem Computer auch http://localhost:3000"
          >
            <Input
              size="large"
              placeholder="https://agentur.example"
              autoFocus
              inputMode="url"
              autoComplete="url"
            />
          </Form.Item>
          {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />}
          <Button type="primary" htmlType="submit" size="large" block loading={pending}>
            {pending ? 'Verbindung wird geprüft...' : 'Verbinden'}
          </Button>
          {onCancel && (
            <Button type="link" block onClick={onCancel} style={{ marginTop: 8 }}>
              Abbrechen
            </Button>
          )}
        </Form>
      </Card>
    </div>
  );
}
