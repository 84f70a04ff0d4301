import type { ReactNode } from 'react';
import { Alert, Modal } from 'antd';
import { useAttempt } from '../../lib/attempt.js';

/**
 * A confirmation that says in full what a step does before it is taken (disabling or deleting an
 * owner, taking the owner role away): the server's refusal stays in the dialog.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  okText,
  danger,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  okText: string;
  danger?: boolean;
  onConfirm: () => Promise<void>;
  onCancel: () => void;
}) {
  const { error, setError, busy, run } = useAttempt();
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText="Abbrechen"
      okButtonProps={{ danger, loading: busy }}
      onOk={() => void run(onConfirm)}
      onCancel={() => {
        setError(null);
        onCancel();
      }}
      destroyOnHidden
    >
      {children}
      {error && <Alert type="error" showIcon title={error} role="alert" />}
    </Modal>
  );
}
