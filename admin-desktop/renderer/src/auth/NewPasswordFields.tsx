import { Form, Input } from 'antd';
import { LockOutlined } from '@ant-design/icons';

/** The new password twice; the server's policy message appears under the first field. */
export function NewPasswordFields({
  name = 'password',
  label = 'Neues Passwort',
}: {
  name?: string;
  label?: string;
}) {
  return (
    <>
      <Form.Item
        label={label}
        name={name}
        extra="Mindestens 10 Zeichen; ein Satz aus vier unzusammenhängenden Wörtern ist leicht zu merken und schwer zu erraten."
        rules={[{ required: true, message: 'Bitte geben Sie ein neues Passwort ein.' }]}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" size="large" />
      </Form.Item>
      <Form.Item
        label="Passwort wiederholen"
        name={`${name}Repeat`}
        dependencies={[name]}
        rules={[
          { required: true, message: 'Bitte wiederholen Sie das Passwort.' },
          ({ getFieldValue }) => ({
            validator: (_rule, value: string | undefined) =>
              !value || value === getFieldValue(name)
                ? Promise.resolve()
                : Promise.reject(new Error('Die beiden Passwörter stimmen nicht überein.')),
          }),
        ]}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" size="large" />
      </Form.Item>
    </>
  );
}
