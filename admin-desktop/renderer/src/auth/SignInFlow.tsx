import { useState, type Ref } from 'react';
import { Alert, Button, Divider, Typography, type InputRef } from 'antd';
import { KeyOutlined } from '@ant-design/icons';
import type { AdminUser, LoginStep, SecondFactorMethod } from '@shared/api-types.js';
import { API, callApi, useApiQuery } from '../api/client.js';
import { useAttempt } from '../lib/attempt.js';
import { useAuth } from './AuthContext.js';
import { EnrolStep } from './EnrolStep.js';
import { LoginForm } from './LoginForm.js';
import { passkeysOffered } from './passkey-support.js';
import { SecondFactorStep, signInWithPasskey } from './SecondFactorStep.js';

interface SignInFlowProps {
  label: string;
  onSignedIn?: (user: AdminUser) => void;
  initialUsername?: string;
  passwordRef?: Ref<InputRef>;
  onCancel?: () => void;
  /** Offer "Mit Passkey anmelden" (the login page in the browser). */
  offerPasskey?: boolean;
}

/**
 * A whole sign-in: the password, then whatever step the server answers (the second factor, or
 * enrolling one when the account has none and one is required), or a passkey alone.
 */
export function SignInFlow({
  label,
  onSignedIn,
  initialUsername,
  passwordRef,
  onCancel,
  offerPasskey = false,
}: SignInFlowProps) {
  const { signedIn } = useAuth();
  const [step, setStep] = useState<Exclude<LoginStep, AdminUser> | null>(null);
  // The account the password was right for: the enrolment step names it.
  const [username, setUsername] = useState('');
  const passkey = useAttempt();
  // Offered only where passkeys work: this browser, and the server's address (no plain IP).
  const passkeyLogin = useApiQuery(API.auth.passkeyAvailability, null, {
    enabled: offerPasskey && passkeysOffered(),
    staleTime: Infinity,
  });

  const finish = (user: AdminUser, method?: SecondFactorMethod) => {
    signedIn(user, { withRecoveryCode: method === 'recovery-code' });
    onSignedIn?.(user);
  };

  /**
   * The way out of the enrolment step: the half-finished sign-in is given up. Its session is not
   * signed in, so the logout route may answer 401 (the server then ends it when its 10 minutes
   * pass); whatever it answers, nothing of it stays here and the login form is shown again.
   */
  const cancelEnrolment = async () => {
    try {
      await callApi(API.auth.logout);
    } catch {
      // Nothing more to end from here.
    }
    setStep(null);
  };

  if (step?.next === 'second-factor') {
    return <SecondFactorStep methods={step.methods} onSignedIn={finish} onBack={() => setStep(null)} />;
  }
  if (step?.next === 'enrol') {
    return (
      <section aria-labelledby="enrol-title" className="enrol-flow">
        <Typography.Title level={2} id="enrol-title" className="enrol-flow__title">
          Zweiten Faktor einrichten
        </Typography.Title>
        <Typography.Paragraph type="secondary">
          für das Konto <strong>{username}</strong>
        </Typography.Paragraph>
        <EnrolStep onDone={() => void callApi(API.auth.user).then((user) => finish(user))} />
        <Button type="link" block onClick={() => void cancelEnrolment()}>
          Abbrechen und abmelden
        </Button>
      </section>
    );
  }

  const passkeySignIn = () => passkey.run(async () => finish(await signInWithPasskey()));

  return (
    <>
      <LoginForm
        label={label}
        onSignedIn={onSignedIn}
        onStep={(next, name) => {
          setUsername(name);
          setStep(next);
        }}
        initialUsername={initialUsername}
        passwordRef={passwordRef}
        onCancel={onCancel}
      />
      {passkeyLogin.data?.available && (
        <>
          <Divider plain>
            <Typography.Text type="secondary">oder</Typography.Text>
          </Divider>
          {passkey.error && (
            <Alert type="error" showIcon title={passkey.error} role="alert" className="login-card__error" />
          )}
          <Button
            size="large"
            block
            icon={<KeyOutlined />}
            loading={passkey.busy}
            onClick={() => void passkeySignIn()}
          >
            Mit Passkey anmelden
          </Button>
        </>
      )}
    </>
  );
}
