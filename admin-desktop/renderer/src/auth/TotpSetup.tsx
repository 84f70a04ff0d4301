import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Form, Input, Typography } from 'antd';
import type { TotpEnrolment } from '@shared/api-types.js';
import { staffMessages } from '@shared/staff-texts.js';
import { API, callApi, reasonOf } from '../api/client.js';
import { Loading } from '../components/Loading.js';
import { useAttempt } from '../lib/attempt.js';

/**
 * Starts one set-up of the authenticator app at the enrolment step of a sign-in (no password: it
 * was just given), or right after accepting an invitation where the second factor may wait (the
 * person is signed in, so the password typed on that page goes with it). Asked once for the lifetime of the component that calls it: the promise is
 * kept in a ref, so React's second effect run (StrictMode) and a switch to the passkey tab and
 * back show the same QR code instead of a new secret, which would fail the code of the key just
 * scanned.
 */
export function useTotpEnrolment(password?: string): {
  enrolment: TotpEnrolment | null;
  error: string | null;
} {
  const started = useRef<Promise<TotpEnrolment> | null>(null);
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    started.current ??= callApi(API.account.totp.start, password === undefined ? {} : { body: { password } });
    started.current.then(
      (answer) => current && setEnrolment(answer),
      (failure: unknown) => current && setError(reasonOf(failure)),
    );
    return () => {
      current = false;
    };
    // Once: the password of the page does not change while the step is shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return { enrolment, error };
}

interface TotpSetupProps {
  /** The started set-up (its QR code and key); null while it is being asked for. */
  enrolment: TotpEnrolment | null;
  /** Why the set-up could not be started. */
  startError?: string | null;
  /** What the dialog says above the QR code (a replacement says that the old app keeps working). */
  intro?: string;
  /**
   * The code was right. The recovery codes when this was the account's first factor; null when
   * the account keeps its codes (a replacement, or a passkey already there).
   */
  onConfirmed: (codes: string[] | null) => void;
}

const INTRO =
  'Scannen Sie den QR-Code mit Ihrer Authenticator-App (zum Beispiel Google Authenticator, Microsoft Authenticator oder 2FAS) oder geben Sie den Schlüssel von Hand ein.';

/**
 * Setting up the authenticator app: the QR code and the key as text, then one code from the app
 * confirms it. The set-up itself is started by the caller (with or without the password), once.
 */
export function TotpSetup({ enrolment, startError, intro = INTRO, onConfirmed }: TotpSetupProps) {
  const { error, setError, busy, run } = useAttempt();

  const confirm = async ({ code = '' }: { code?: string }) => {
    if (!/^\d{6}$/.test(code.replace(/\s/g, ''))) {
      setError(staffMessages.code);
      return;
    }
    await run(async () => {
      const confirmed = await callApi(API.account.totp.confirm, { body: { code: code.replace(/\s/g, '') } });
      onConfirmed(confirmed.recoveryCodes ?? null);
    });
  };

  if (!enrolment)
    return startError ? <Alert type="error" showIcon title={startError} role="alert" /> : <Loading />;
  return (
    <div className="totp-setup">
      <Typography.Paragraph>{intro}</Typography.Paragraph>
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
