import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { MailOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { staffMessages } from '@shared/staff-texts.js';
import { API, callApi } from '../api/client.js';
import { useAttempt } from '../lib/attempt.js';
import { AuthCard } from '../components/AuthCard.js';

/**
 * /admin/passwort-vergessen: asks for a reset link by e-mail (the answer is the same for any
 * address, and says what to do when the server sends no mail). Without mail an owner or the
 * administration makes the link on the team screen („Passwort zurücksetzen“); the page says so
 * from the start, and shows the server's answer as it is.
 */
export default function PasswordForgotPage() {
  const [answer, setAnswer] = useState<string | null>(null);
  const { error, setError, busy, run } = useAttempt();

  const submit = async ({ email = '' }: { email?: string }) => {
    if (!/^[^\s@]+@[^\s@]+$/.test(email.trim())) {
      setError(staffMessages.email);
      return;
    }
    await run(async () => {
      setAnswer((await callApi(API.links.passwordReset, { body: { email: email.trim() } })).message);
    });
  };

  return (
    <AuthCard
      title="Passwort vergessen"
      subtitle="Über einen Link wählen Sie ein neues Passwort. Verschickt dieser Server keine E-Mails, erstellt ein Inhaber oder die Administration den Link im Bereich „Team“ für Sie."
    >
      {answer ? (
        <Alert type="success" showIcon title={answer} role="status" />
      ) : (
        <Form layout="vertical" onFinish={submit} requiredMark={false} aria-label="Passwort zurücksetzen">
          <Form.Item label="E-Mail-Adresse Ihres Kontos" name="email">
            <Input prefix={<MailOutlined />} type="email" autoComplete="email" size="large" autoFocus />
          </Form.Item>
          {error && <Alert type="error" showIcon title={error} role="alert" className="login-card__error" />}
          <Button type="primary" htmlType="submit" size="large" block loading={busy}>
            Link anfordern
          </Button>
        </Form>
      )}
      <div className="login-card__links">
        <Link to="/">Zur Anmeldung</Link>
      </div>
    </AuthCard>
  );
}
