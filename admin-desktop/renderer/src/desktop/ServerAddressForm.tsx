import { useState } from 'react';
import { Alert, Button, Card, Form, Input, Typography, theme } from 'antd';
import { CloudServerOutlined } from '@ant-design/icons';
import type { DesktopApi } from '@shared/desktop-api.js';

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
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const onFinish = async ({ address = '' }: { address?: string }) => {
    setPending(true);
    setError(null);
    try {
      const result = await api.setServerAddress(address);
      if (result.ok && result.address) onSaved(result.address);
      else setError(result.message ?? 'Die Adresse konnte nicht gespeichert werden.');
    } catch {
      setError('Die Adresse konnte nicht gespeichert werden.');
    } finally {
      setPending(false);
    }
  };

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
