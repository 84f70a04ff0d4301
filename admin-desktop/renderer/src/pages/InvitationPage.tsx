import { useEffect, useState } from 'react';
import { Alert, Button, Form, Input, Result, Typography } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { AdminUser, InvitationPreview } from '@shared/api-types.js';
import { ROLE_LABELS } from '@shared/roles.js';
import { API, callApi, reasonOf } from '../api/client.js';
import { useAuth } from '../auth/AuthContext.js';
import { EnrolStep } from '../auth/EnrolStep.js';
import { NewPasswordFields } from '../auth/NewPasswordFields.js';
import { AuthCard } from '../components/AuthCard.js';
import { Loading } from '../components/Loading.js';
import { useAttempt } from '../lib/attempt.js';
import { fieldErrorsOf, showFieldErrors } from '../lib/form.js';

type State =
  | { at: 'checking' }
  | { at: 'invalid'; reason: string }
  | { at: 'form'; invitation: InvitationPreview }
  | { at: 'enrol'; required: boolean; user: AdminUser | null; password?: string };

/**
 * /admin/einladung?token=…: the invited person chooses username and password, then sets up the
 * second factor (required unless STAFF_2FA=optional, where it can wait). An expired, used or
 * revoked link says so in German.
 */
export default function InvitationPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const { signedIn } = useAuth();
  const [form] = Form.useForm();
  const [state, setState] = useState<State>({ at: 'checking' });
  const { error, busy, run } = useAttempt((failure) => {
    const fields = fieldErrorsOf(failure);
    if (!fields || !(fields.username || fields.password)) return reasonOf(failure);
    showFieldErrors(form, fields);
    return null;
  });

  useEffect(() => {
    callApi(API.links.invitationCheck, { body: { token } }).then(
      (invitation) => setState({ at: 'form', invitation }),
      (failure: unknown) => setState({ at: 'invalid', reason: reasonOf(failure) }),
    );
  }, [token]);

  const enter = async (user?: AdminUser | null) => {
    const signedInUser = user ?? (await callApi(API.auth.user));
    signedIn(signedInUser);
    void navigate('/dashboard', { replace: true });
  };

  const submit = ({ username, password }: { username: string; password: string }) =>
    run(async () => {
      const step = await callApi(API.links.invitationAccept, {
        body: { token, username: username.trim(), password },
      });
      setState(
        'next' in step
          ? { at: 'enrol', required: true, user: null }
          : // Signed in already (the factor may wait): adding one is confirmed with this password.
            { at: 'enrol', required: false, user: step, password },
      );
    });

  return (
    <AuthCard
      title="Einladung"
      subtitle={state.at === 'form' ? `für ${state.invitation.name} (${state.invitation.email})` : undefined}
    >
      {state.at === 'checking' && <Loading />}
      {state.at === 'invalid' && (
        <Result status="warning" title={state.reason} extra={<Link to="/">Zur Anmeldung</Link>} />
      )}
      {state.at === 'form' && (
        <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} aria-label="Konto anlegen">
          <Typography.Paragraph>
            Sie wurden als <strong>{ROLE_LABELS[state.invitation.role]}</strong> eingeladen. Wählen Sie
            Benutzernamen und Passwort.
          </Typography.Paragraph>
          <Form.Item
            label="Benutzername"
            name="username"
            extra="3 bis 64 Zeichen: Buchstaben, Ziffern und . _ @ -"
            rules={[{ required: true, message: 'Bitte wählen Sie einen Benutzernamen.' }]}
          >
            <Input prefix={<UserOutlined />} autoComplete="username" size="large" />
          </Form.Item>
          <NewPasswordFields label="Passwort" />
          {error && <Alert type="error" showIcon title={error} role="alert" className="login-card__error" />}
          <Button type="primary" htmlType="submit" size="large" block loading={busy}>
            Konto anlegen
          </Button>
        </Form>
      )}
      {state.at === 'enrol' && (
        <>
          <EnrolStep
            intro={
              state.required
                ? 'Ihr Konto ist angelegt. Richten Sie jetzt den zweiten Faktor ein; er ist vorgeschrieben.'
                : 'Ihr Konto ist angelegt. Richten Sie jetzt einen zweiten Faktor ein, um die Bewerberdaten zu schützen.'
            }
            password={state.password}
            onDone={() => void enter(null)}
          />
          {!state.required && (
            <Button type="link" block onClick={() => void enter(state.user)}>
              Später einrichten
            </Button>
          )}
        </>
      )}
    </AuthCard>
  );
}
