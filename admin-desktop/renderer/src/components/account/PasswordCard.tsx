import { Button, Card, Checkbox, Form, Input } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { API, callApi, queryKeyOf, reasonOf } from '../../api/client.js';
import { NewPasswordFields } from '../../auth/NewPasswordFields.js';
import { fieldErrorsOf, showFieldErrors } from '../../lib/form.js';
import { useToast } from '../../lib/toast.js';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  endOtherSessions: boolean;
}

/** A new password: the current one first; by default every other session ends. */
export function PasswordCard() {
  const [form] = Form.useForm<PasswordValues>();
  const toast = useToast();
  const queryClient = useQueryClient();
  const save = async ({ currentPassword, newPassword, endOtherSessions }: PasswordValues) => {
    try {
      const { endedSessions } = await callApi(API.account.password, {
        body: { currentPassword, newPassword, endOtherSessions },
      });
      form.resetFields();
      await queryClient.invalidateQueries({ queryKey: queryKeyOf(API.sessions.list) });
      toast.success(
        'Passwort geändert',
        endedSessions > 0
          ? `${endedSessions} andere Sitzung(en) wurden beendet.`
          : 'Ihre anderen Sitzungen bleiben angemeldet.',
      );
    } catch (failure) {
      const fields = fieldErrorsOf(failure);
      if (fields) showFieldErrors(form, fields);
      else toast.error('Nicht geändert', reasonOf(failure));
    }
  };
  return (
    <Card title="Passwort ändern">
      <Form<PasswordValues>
        form={form}
        layout="vertical"
        onFinish={save}
        aria-label="Passwort ändern"
        initialValues={{ endOtherSessions: true }}
      >
        <Form.Item
          label="Aktuelles Passwort"
          name="currentPassword"
          rules={[{ required: true, message: 'Bitte geben Sie Ihr Passwort ein.' }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <NewPasswordFields name="newPassword" />
        <Form.Item name="endOtherSessions" valuePropName="checked">
          <Checkbox>Alle anderen Sitzungen beenden</Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit">
          Passwort ändern
        </Button>
      </Form>
    </Card>
  );
}
