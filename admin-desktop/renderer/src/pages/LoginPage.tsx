import { useState } from 'react';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { validationMessages } from '@shared/messages.js';
import { ApiError, reasonOf } from '../api/client.js';
import { useAuth } from '../auth/AuthContext.js';
import { useToast } from '../lib/toast.js';
import logoUrl from '../assets/logo.svg';

const LOGIN_FAILED = 'Anmeldung fehlgeschlagen. Bitte überprüfen Sie Ihre Anmeldedaten.';

/** /admin: the login (spec sections 2, 5 and 8). */
export default function LoginPage() {
  const { login } = useAuth();
  const navigate = useNavigate();
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);

  const onFinish = ({ username = '', password = '' }: { username?: string; password?: string }) => {
    if (!username.trim() || !password) {
      setError(validationMessages.login.required);
      return;
    }
    setError(null);
    login.mutate(
      { username: username.trim(), password },
      {
        onSuccess: () => {
          toast.success('Login erfolgreich', 'Willkommen zurück im Admin-Panel!');
          void navigate('/dashboard', { replace: true });
        },
        onError: (failure) => {
          // Too many attempts: the server's own German text says how long to wait.
          setError(failure instanceof ApiError && failure.status === 429 ? reasonOf(failure) : LOGIN_FAILED);
          toast.error('Login fehlgeschlagen', 'Bitte überprüfen Sie Ihre Anmeldedaten.');
        },
      },
    );
  };

  return (
    <div className="login-page">
      <Card className="login-card">
        <div className="login-card__brand">
          <img src={logoUrl} alt="" width={44} height={44} />
          <Typography.Title level={2}>Kontrollzentrum</Typography.Title>
          <Typography.Text type="secondary">Bitte melden Sie sich an.</Typography.Text>
        </div>
        <Form layout="vertical" onFinish={onFinish} requiredMark={false} aria-label="Anmeldung">
          <Form.Item label="Benutzername" name="username">
            <Input prefix={<UserOutlined />} autoComplete="username" size="large" autoFocus />
          </Form.Item>
          <Form.Item label="Passwort" name="password">
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" size="large" />
          </Form.Item>
          {error && <Alert type="error" showIcon title={error} className="login-card__error" role="alert" />}
          <Button type="primary" htmlType="submit" size="large" block loading={login.isPending}>
            {login.isPending ? 'Anmelden...' : 'Anmelden'}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
