import { useState } from 'react';
import { Alert, Button, Card, Form, Input, Space } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import type { AdminUser } from '@shared/api-types.js';
import { EMAIL_CHANGE, STAFF_LIMITS } from '@shared/constants.js';
import { API, callApi, queryKeyOf, reasonOf } from '../../api/client.js';
import { fieldErrorsOf, showFieldErrors } from '../../lib/form.js';
import { useToast } from '../../lib/toast.js';

interface ProfileValues {
  displayName: string;
  email: string;
  password: string;
}

/** Where the address changes when this server sends no mail (nothing could confirm a new one). */
const TEAM_ONLY =
  'Dieser Server verschickt keine E-Mails. Ihre Adresse ändern die Inhaber oder die Administration im Team-Bereich.';

/**
 * Name and e-mail of the signed-in person; changing them asks for the password. A new address
 * takes effect once the link mailed to it is confirmed: until then the card says „Bestätigung
 * ausstehend“ with the address waiting, and the link can be sent again or the change withdrawn.
 */
export function ProfileCard({ user }: { user: AdminUser }) {
  const [form] = Form.useForm<ProfileValues>();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [pendingBusy, setPendingBusy] = useState<null | 'resend' | 'cancel'>(null);
  const byTeam = user.emailChange === 'team';
  // Every step here answers the account as it is now: the header and this card show it.
  const answered = (updated: AdminUser) => {
    queryClient.setQueryData(queryKeyOf(API.auth.user), updated);
    return updated;
  };

  const save = async ({ displayName, email, password }: ProfileValues) => {
    const typed = email.trim();
    const newEmail = !byTeam && typed && typed.toLowerCase() !== user.email ? typed : undefined;
    try {
      const updated = answered(
        await callApi(API.account.update, {
          body: { displayName: displayName.trim(), ...(newEmail ? { email: newEmail } : {}), password },
        }),
      );
      // The field shows the address in use; the one waiting is named above it.
      form.setFieldsValue({ password: '', email: updated.email ?? '' });
      if (newEmail && updated.pendingEmail) {
        toast.success(
          'Bestätigungslink verschickt',
          `Ihre neue Adresse gilt, sobald Sie den Link in der E-Mail an ${updated.pendingEmail} bestätigen.`,
        );
      } else toast.success('Gespeichert', 'Ihr Profil ist geändert.');
    } catch (failure) {
      const fields = fieldErrorsOf(failure);
      if (fields) showFieldErrors(form, fields);
      else toast.error('Nicht gespeichert', reasonOf(failure));
    }
  };

  const pendingStep = async (step: 'resend' | 'cancel') => {
    setPendingBusy(step);
    try {
      answered(
        step === 'resend' ? await callApi(API.account.emailResend) : await callApi(API.account.emailCancel),
      );
      if (step === 'resend') {
        toast.success('Link erneut verschickt', `An ${user.pendingEmail}; der frühere Link gilt nicht mehr.`);
      } else toast.success('Änderung zurückgenommen', 'Ihre bisherige Adresse bleibt.');
    } catch (failure) {
      toast.error(step === 'resend' ? 'Nicht verschickt' : 'Nicht zurückgenommen', reasonOf(failure));
    } finally {
      setPendingBusy(null);
    }
  };

  return (
    <Card title="Profil">
      {user.pendingEmail && (
        <Alert
          type="warning"
          showIcon
          className="account-pending-email"
          title="Bestätigung ausstehend"
          description={
            <>
              <p>
                Neue Adresse: <strong>{user.pendingEmail}</strong>. Sie gilt, sobald Sie den Link in der
                E-Mail an diese Adresse bestätigen (innerhalb von {EMAIL_CHANGE.linkHours} Stunden). Bis dahin
                bleibt {user.email ? <strong>{user.email}</strong> : 'Ihr Konto ohne Adresse'}.
              </p>
              <Space wrap>
                <Button
                  size="small"
                  loading={pendingBusy === 'resend'}
                  onClick={() => void pendingStep('resend')}
                >
                  Link erneut senden
                </Button>
                <Button
                  size="small"
                  loading={pendingBusy === 'cancel'}
                  onClick={() => void pendingStep('cancel')}
                >
                  Änderung zurücknehmen
                </Button>
              </Space>
            </>
          }
        />
      )}
      <Form<ProfileValues>
        form={form}
        layout="vertical"
        onFinish={save}
        aria-label="Profil"
        initialValues={{ displayName: user.displayName, email: user.email ?? '', password: '' }}
      >
        <Form.Item label="Benutzername" htmlFor="account-username">
          <Input id="account-username" value={user.username} disabled />
        </Form.Item>
        <Form.Item
          label="Name"
          name="displayName"
          rules={[
            { required: true, min: 2, message: 'Bitte geben Sie einen Namen ein (mindestens 2 Zeichen).' },
          ]}
        >
          <Input maxLength={STAFF_LIMITS.nameMax} autoComplete="name" />
        </Form.Item>
        <Form.Item
          label="E-Mail-Adresse"
          name="email"
          extra={
            byTeam
              ? TEAM_ONLY
              : 'Für Einladungen und „Passwort vergessen?“. Eine neue Adresse gilt, sobald Sie den Link bestätigen, den wir an sie schicken.'
          }
        >
          <Input type="email" maxLength={STAFF_LIMITS.emailMax} autoComplete="email" disabled={byTeam} />
        </Form.Item>
        <Form.Item
          label="Ihr Passwort zur Bestätigung"
          name="password"
          rules={[{ required: true, message: 'Bitte geben Sie Ihr Passwort ein.' }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          Profil speichern
        </Button>
      </Form>
    </Card>
  );
}
