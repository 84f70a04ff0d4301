import { Button, Card, Form, Input } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import type { AdminUser } from '@shared/api-types.js';
import { STAFF_LIMITS } from '@shared/constants.js';
import { adminPaths, apiRequest, reasonOf } from '../../api/client.js';
import { fieldErrorsOf, showFieldErrors } from '../../lib/form.js';
import { useToast } from '../../lib/toast.js';

interface ProfileValues {
  displayName: string;
  email: string;
  password: string;
}

/** Name and e-mail of the signed-in person; changing them asks for the password. */
export function ProfileCard({ user }: { user: AdminUser }) {
  const [form] = Form.useForm<ProfileValues>();
  const queryClient = useQueryClient();
  const toast = useToast();
  const save = async ({ displayName, email, password }: ProfileValues) => {
    try {
      const response = await apiRequest('PATCH', adminPaths.account, {
        displayName: displayName.trim(),
        ...(email.trim() ? { email: email.trim() } : {}),
        password,
      });
      queryClient.setQueryData([adminPaths.user], (await response.json()) as AdminUser);
      form.setFieldValue('password', '');
      toast.success('Gespeichert', 'Name und E-Mail-Adresse sind geändert.');
    } catch (failure) {
      const fields = fieldErrorsOf(failure);
      if (fields) showFieldErrors(form, fields);
      else toast.error('Nicht gespeichert', reasonOf(failure));
    }
  };
  return (
    <Card title="Profil">
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
        <Form.Item label="E-Mail-Adresse" name="email" extra="Für Einladungen und „Passwort vergessen?“.">
          <Input type="email" maxLength={STAFF_LIMITS.emailMax} autoComplete="email" />
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
