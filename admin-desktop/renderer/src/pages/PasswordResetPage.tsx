import { useEffect, useState } from 'react';
import { Alert, Button, Form } from 'antd';
import { useSearchParams } from 'react-router';
import { API, callApi, reasonOf } from '../api/client.js';
import { AuthCard } from '../components/AuthCard.js';
import { LinkOutcome, type LinkState } from '../components/LinkOutcome.js';
import { Loading } from '../components/Loading.js';
import { NewPasswordFields } from '../auth/NewPasswordFields.js';
import { useAttempt } from '../lib/attempt.js';
import { fieldErrorsOf, showFieldErrors } from '../lib/form.js';

/**
 * /admin/passwort-zuruecksetzen?token=…: a new password from the mailed link. An expired or used
 * link says so at once; afterwards the sign-in asks for the second factor as always.
 */
export default function PasswordResetPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [form] = Form.useForm();
  const [state, setState] = useState<LinkState>('checking');
  const { error, busy, run } = useAttempt((failure) => {
    const fields = fieldErrorsOf(failure);
    if (!fields?.password) return reasonOf(failure);
    showFieldErrors(form, { password: fields.password });
    return null;
  });

  useEffect(() => {
    callApi(API.links.passwordResetCheck, { body: { token } }).then(
      () => setState('ready'),
      (failure: unknown) => setState({ invalid: reasonOf(failure) }),
    );
  }, [token]);

  const submit = ({ password }: { password: string }) =>
    run(async () => {
      await callApi(API.links.passwordResetConfirm, { body: { token, password } });
      setState('done');
    });

  return (
    <AuthCard title="Neues Passwort">
      {state === 'checking' && <Loading />}
      <LinkOutcome
        state={state}
        done={{
          title: 'Passwort geändert',
          subTitle:
            'Melden Sie sich mit dem neuen Passwort und Ihrem zweiten Faktor an. Alle anderen Sitzungen wurden beendet.',
        }}
        onward="Zur Anmeldung"
      />
      {state === 'ready' && (
        <Form
          form={form}
          layout="vertical"
          onFinish={submit}
          requiredMark={false}
          aria-label="Neues Passwort wählen"
        >
          <NewPasswordFields />
          {error && <Alert type="error" showIcon title={error} role="alert" className="login-card__error" />}
          <Button type="primary" htmlType="submit" size="large" block loading={busy}>
            Passwort speichern
          </Button>
        </Form>
      )}
    </AuthCard>
  );
}
