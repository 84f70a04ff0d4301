import { useState } from 'react';
import { Alert, Button, Form, Input, Space, Typography } from 'antd';
import { KeyOutlined } from '@ant-design/icons';
import { startAuthentication } from '@simplewebauthn/browser';
import type { AdminUser, SecondFactorMethod } from '@shared/api-types.js';
import { staffMessages } from '@shared/staff-texts.js';
import { API, callApi } from '../api/client.js';
import { useAttempt } from '../lib/attempt.js';
import { passkeyDialog, passkeysOffered } from './passkey-support.js';

const PASSKEY_CANCELLED = 'Die Anmeldung mit dem Passkey wurde abgebrochen.';

/** Signs in with a passkey: options from the server, the browser's dialog, the answer verified. */
export async function signInWithPasskey(): Promise<AdminUser> {
  const options = await callApi(API.auth.passkeyOptions);
  const response = await passkeyDialog(options, startAuthentication, PASSKEY_CANCELLED);
  return callApi(API.auth.passkey, { body: { response } });
}

interface SecondFactorStepProps {
  methods: SecondFactorMethod[];
  /** Signed in; `method` says how (after a recovery code the screens offer to set the app up again). */
  onSignedIn: (user: AdminUser, method: SecondFactorMethod) => void;
  /** Back to the password (another account, or the step took too long). */
  onBack: () => void;
}

/**
 * The second step of a sign-in: a code from the authenticator app, a passkey, or a recovery code,
 * whichever the account has. The server's German text says what went wrong.
 */
export function SecondFactorStep({ methods, onSignedIn, onBack }: SecondFactorStepProps) {
  const hasTotp = methods.includes('totp');
  const [useRecovery, setUseRecovery] = useState(!hasTotp && !methods.includes('passkey'));
  const attempt = useAttempt();
  const { error, setError, busy } = attempt;
  const run = (method: SecondFactorMethod, signIn: () => Promise<AdminUser>) =>
    attempt.run(async () => onSignedIn(await signIn(), method));

  const submit = ({ code = '' }: { code?: string }) => {
    const value = code.trim();
    if (!value) {
      setError(useRecovery ? staffMessages.recoveryCode : staffMessages.code);
      return;
    }
    void run(useRecovery ? 'recovery-code' : 'totp', async () => {
      const body = useRecovery ? { recoveryCode: value } : { code: value.replace(/\s/g, '') };
      return callApi(API.auth.secondFactor, { body });
    });
  };

  const showCodeForm = hasTotp || useRecovery;
  return (
    <div className="second-factor">
      <Typography.Paragraph type="secondary">
        {useRecovery
          ? 'Geben Sie einen Ihrer Wiederherstellungscodes ein. Jeder Code gilt einmal.'
          : hasTotp
            ? 'Geben Sie den 6-stelligen Code aus Ihrer Authenticator-App ein.'
            : 'Bestätigen Sie die Anmeldung mit Ihrem Passkey.'}
      </Typography.Paragraph>
      {showCodeForm && (
        <Form
          key={useRecovery ? 'recovery' : 'totp'}
          layout="vertical"
          onFinish={submit}
          requiredMark={false}
          aria-label="Zweiter Faktor"
        >
          <Form.Item label={useRecovery ? 'Wiederherstellungscode' : 'Code aus der App'} name="code">
            <Input
              size="large"
              autoFocus
              autoComplete={useRecovery ? 'off' : 'one-time-code'}
              inputMode={useRecovery ? 'text' : 'numeric'}
              maxLength={useRecovery ? 32 : 7}
            />
          </Form.Item>
          {error && <Alert type="error" showIcon title={error} role="alert" className="login-card__error" />}
          <Button type="primary" htmlType="submit" size="large" block loading={busy}>
            Bestätigen
          </Button>
        </Form>
      )}
      {!showCodeForm && error && (
        <Alert type="error" showIcon title={error} role="alert" className="login-card__error" />
      )}
      <Space direction="vertical" className="second-factor__alternatives">
        {methods.includes('passkey') && passkeysOffered() && (
          <Button
            icon={<KeyOutlined />}
            size="large"
            block={!showCodeForm}
            type={showCodeForm ? 'default' : 'primary'}
            loading={busy && !showCodeForm}
            onClick={() => void run('passkey', signInWithPasskey)}
          >
            Mit Passkey bestätigen
          </Button>
        )}
        {methods.includes('recovery-code') && (
          <Button
            type="link"
            onClick={() => {
              setUseRecovery((on) => !on);
              setError(null);
            }}
          >
            {useRecovery
              ? hasTotp
                ? 'Code aus der App verwenden'
                : 'Passkey verwenden'
              : 'Wiederherstellungscode verwenden'}
          </Button>
        )}
        <Button type="link" onClick={onBack}>
          Zurück zur Anmeldung
        </Button>
      </Space>
    </div>
  );
}
