import { Alert, Form, Input, Modal } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useAttempt } from '../../lib/attempt.js';

interface PasswordDialogProps {
  open: boolean;
  title: string;
  /** What happens once confirmed, in a sentence. */
  description: string;
  okText: string;
  danger?: boolean;
  /** Runs the step with the password; its German error (a wrong password) stays in the dialog. */
  onConfirm: (password: string) => Promise<void>;
  onCancel: () => void;
}

/** Asks for the password again before a step that weakens or replaces a factor. */
export function PasswordDialog({
  open,
  title,
  description,
  okText,
  danger,
  onConfirm,
  onCancel,
}: PasswordDialogProps) {
  const [form] = Form.useForm<{ password: string }>();
  const { error, setError, busy, run } = useAttempt();
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
      okButtonProps={{ danger, loading: busy, htmlType: 'submit', form: 'password-confirm' }}
      onCancel={() => {
        setError(null);
        onCancel();
      }}
      destroyOnHidden
    >
      <Form
        form={form}
        id="password-confirm"
        layout="vertical"
        onFinish={submit}
        requiredMark={false}
        aria-label={title}
      >
        <p>{description}</p>
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
