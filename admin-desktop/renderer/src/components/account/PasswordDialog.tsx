import type { ReactNode } from 'react';
import { Alert, Form, Input, Modal } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { reasonOf } from '../../api/client.js';
import { useAttempt } from '../../lib/attempt.js';
import { fieldErrorsOf } from '../../lib/form.js';

interface PasswordDialogProps {
  open: boolean;
  title: string;
  /** What happens once confirmed, in a sentence or two. */
  description: ReactNode;
  okText: string;
  danger?: boolean;
  /** Runs the step with the password; its German error (a wrong password) stays in the dialog. */
  onConfirm: (password: string) => Promise<void>;
  onCancel: () => void;
  /** The form's id, when two of these dialogs can be in the page at once. */
  id?: string;
}

/**
 * Asks for the password again before a step that adds, weakens or replaces a factor (or another
 * step that needs it). A wrong password (the server's 403 with a message for the field) shows at
 * the field; any other refusal above the buttons.
 */
export function PasswordDialog({
  open,
  title,
  description,
  okText,
  danger,
  onConfirm,
  onCancel,
  id = 'password-confirm',
}: PasswordDialogProps) {
  const [form] = Form.useForm<{ password: string }>();
  const { error, setError, busy, run } = useAttempt((failure) => {
    const wrong = fieldErrorsOf(failure)?.password;
    if (!wrong) return reasonOf(failure);
    form.setFields([{ name: 'password', errors: [wrong] }]);
    return null;
  });
  const submit = ({ password }: { password: string }) =>
    run(async () => {
      await onConfirm(password);
      form.resetFields();
    });
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText="Abbrechen"
      okButtonProps={{ danger, loading: busy, htmlType: 'submit', form: id }}
      onCancel={() => {
        setError(null);
        onCancel();
      }}
      destroyOnHidden
    >
      <Form form={form} id={id} name={id} layout="vertical" onFinish={submit} requiredMark={false} aria-label={title}>
        {typeof description === 'string' ? <p>{description}</p> : description}
        <Form.Item
          label="Ihr Passwort"
          name="password"
          rules={[{ required: true, message: 'Bitte geben Sie Ihr Passwort ein.' }]}
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="current-password" autoFocus />
        </Form.Item>
        {error && <Alert type="error" showIcon title={error} role="alert" />}
      </Form>
    </Modal>
  );
}
