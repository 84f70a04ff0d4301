import { useEffect, useState } from 'react';
import { Alert, Button, Form, Input, Typography } from 'antd';
import type { RecoveryCodes, TotpEnrolment } from '@shared/api-types.js';
import { staffMessages } from '@shared/staff-texts.js';
import { adminPaths, apiRequest, reasonOf } from '../api/client.js';
import { Loading } from '../components/Loading.js';
import { useAttempt } from '../lib/attempt.js';

/**
 * Setting up the authenticator app: the QR code and the key as text, then one code from the app
 * confirms it; answers the recovery codes.
 */
export function TotpSetup({ onConfirmed }: { onConfirmed: (codes: string[]) => void }) {
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const { error, setError, busy, run } = useAttempt();

  useEffect(() => {
    let current = true;
    apiRequest('POST', adminPaths.totp)
      .then((response) => response.json() as Promise<TotpEnrolment>)
      .then((started) => current && setEnrolment(started))
      .catch((failure: unknown) => current && setError(reasonOf(failure)));
    return () => {
      current = false;
    };
    // Once: setError is a state setter, the same on every render.
  }, [setError]);

  const confirm = async ({ code = '' }: { code?: string }) => {
    if (!/^\d{6}$/.test(code.replace(/\s/g, ''))) {
      setError(staffMessages.code);
      return;
    }
    await run(async () => {
      const response = await apiRequest('POST', adminPaths.totpConfirm, { code: code.replace(/\s/g, '') });
      onConfirmed(((await response.json()) as RecoveryCodes).recoveryCodes);
    });
  };

  if (!enrolment) return error ? <Alert type="error" showIcon title={error} role="alert" /> : <Loading />;
  return (
    <div className="totp-setup">
      <Typography.Paragraph>
        Scannen Sie den QR-Code mit Ihrer Authenticator-App (zum Beispiel Google Authenticator, Microsoft
        Authenticator oder 2FAS) oder geben Sie den Schlüssel von Hand ein.
      </Typography.Paragraph>
      <img
        className="totp-setup__qr"
        src={enrolment.qrCode}
        alt="QR-Code für die Authenticator-App"
        width={200}
        height={200}
      />
      <Typography.Paragraph>
        Schlüssel:{' '}
        <Typography.Text code copyable={{ text: enrolment.secret, tooltips: ['Kopieren', 'Kopiert'] }}>
          {enrolment.secret}
        </Typography.Text>
      </Typography.Paragraph>
      <Form
        layout="vertical"
        onFinish={confirm}
        requiredMark={false}
        aria-label="Authenticator-App bestätigen"
      >
        <Form.Item label="Code aus der App" name="code">
          <Input inputMode="numeric" autoComplete="one-time-code" maxLength={7} size="large" autoFocus />
        </Form.Item>
        {error && <Alert type="error" showIcon title={error} role="alert" className="login-card__error" />}
        <Button type="primary" htmlType="submit" loading={busy}>
          Bestätigen
        </Button>
      </Form>
    </div>
  );
}
