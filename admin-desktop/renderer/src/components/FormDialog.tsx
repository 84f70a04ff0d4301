import type { ReactNode } from 'react';
import { Form, Modal, type FormInstance } from 'antd';
import { hasChanges } from '../lib/changes.js';
import { useDiscardGuard, useValueAtOpening } from '../lib/discard-guard.js';

export interface FormDialogProps<V> {
  open: boolean;
  title: string;
  /** The accessible name of the form (and its id prefix). */
  name: string;
  form: FormInstance<V>;
  initialValues: Partial<V>;
  saving: boolean;
  width?: number;
  onFinish: (values: V) => void;
  onCancel: () => void;
  /** Called after a changed field's schema message was cleared. */
  onValuesChange?: (changed: Partial<V>, values: V) => void;
  children: ReactNode;
}

/**
 * The create/edit dialog of the control centre's lists: an antd Modal whose body is one Form
 * ('Speichern' submits, 'Abbrechen' closes). The form is destroyed on close, so every opening
 * starts from its own initial values; a field's schema message stays until that field changes.
 * Closing it with values other than those it opened with asks first (useDiscardGuard).
 */
export function FormDialog<V>({
  open,
  title,
  name,
  form,
  initialValues,
  saving,
  width,
  onFinish,
  onCancel,
  onValuesChange,
  children,
}: FormDialogProps<V>) {
  const startValues = useValueAtOpening(open, initialValues);
  const requestClose = useDiscardGuard(
    open,
    () => hasChanges(startValues, form.getFieldsValue(true)),
    onCancel,
  );
  return (
    <Modal
      open={open}
      title={title}
      okText="Speichern"
      cancelText="Abbrechen"
      okButtonProps={{ htmlType: 'submit', loading: saving }}
      onCancel={requestClose}
      width={width}
      destroyOnHidden
      modalRender={(dialog) => (
        <Form<V>
          form={form}
          layout="vertical"
          name={name}
          aria-label={title}
          initialValues={initialValues}
          clearOnDestroy
          onFinish={onFinish}
          onValuesChange={(changed: Partial<V>, values: V) => {
            form.setFields(
              Object.keys(changed as object).map((field) => ({ name: field, errors: [] })) as never,
            );
            onValuesChange?.(changed, values);
          }}
        >
          {dialog}
        </Form>
      )}
    >
      {children}
    </Modal>
  );
}
