import { useState, type Ref } from 'react';
import { Alert, Button, Form, Input, type InputRef } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import type { AdminUser, LoginStep } from '@shared/api-types.js';
import { validationMessages } from '@shared/messages.js';
import { ApiError, reasonOf } from '../api/client.js';
import { useAuth } from './AuthContext.js';

const LOGIN_FAILED = 'Anmeldung fehlgeschlagen. Bitte überprüfen Sie Ihre Anmeldedaten.';

interface LoginFormProps {
  /** The form's accessible name. */
  label: string;
  /** Called after the session has started. */
  onSignedIn?: (user: AdminUser) => void;
  /** Called when the password was right and a step is left (second factor, enrolment), with the name typed. */
  onStep?: (step: Exclude<LoginStep, AdminUser>, username: string) => void;
  /** The user name filled in at the start (the password field then takes the focus). */
  initialUsername?: string;
  /** The password field, for a dialog that moves the focus there once it has opened. */
  passwordRef?: Ref<InputRef>;
  /** With it, 'Abbrechen' stands next to 'Anmelden' (the dialog); without, one wide button (the page). */
  onCancel?: () => void;
}

/**
 * The sign-in fields of the login page and of the in-place sign-in after a session ended: both
 * fields required, the server's own text when too many attempts were made, otherwise the one
 * failure message.
 */
export function LoginForm({
  label,
  onSignedIn,
  onStep,
  initialUsername,
  passwordRef,
  onCancel,
}: LoginFormProps) {
  const { login } = useAuth();
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
        onSuccess: (result) => ('next' in result ? onStep?.(result, username.trim()) : onSignedIn?.(result)),
        onError: (failure) => {
          // Too many attempts, a disabled account: the server's own German text says what to do
          // (not "check your credentials": they were right). Said once, beside the form: a toast
          // as well would say it twice, and stay over the next step once the password is right.
          const ownText = failure instanceof ApiError && (failure.status === 429 || failure.status === 403);
          setError(ownText ? reasonOf(failure) : LOGIN_FAILED);
        },
      },
    );
  };

  const submit = (
    <Button type="primary" htmlType="submit" size="large" block={!onCancel} loading={login.isPending}>
      {login.isPending ? 'Anmelden...' : 'Anmelden'}
    </Button>
  );

  return (
    <Form
      layout="vertical"
      onFinish={onFinish}
      requiredMark={false}
      aria-label={label}
      initialValues={{ username: initialUsername ?? '' }}
    >
      <Form.Item label="Benutzername" name="username">
        <Input prefix={<UserOutlined />} autoComplete="username" size="large" autoFocus={!initialUsername} />
      </Form.Item>
      <Form.Item label="Passwort" name="password">
        <Input.Password
          ref={passwordRef}
          prefix={<LockOutlined />}
          autoComplete="current-password"
          size="large"
          autoFocus={!!initialUsername}
        />
      </Form.Item>
      {error && <Alert type="error" showIcon title={error} className="login-card__error" role="alert" />}
      {onCancel ? (
        <div className="login-form__actions">
          <Button size="large" onClick={onCancel} disabled={login.isPending}>
            Abbrechen
          </Button>
          {submit}
        </div>
      ) : (
        submit
      )}
    </Form>
  );
}
