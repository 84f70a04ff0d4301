import { Form, Input, InputNumber, Modal, Rate } from 'antd';
import type { Feedback } from '@shared/api-types.js';
import { DEFAULT_FEEDBACK_ROLE } from '@shared/constants.js';
import { validateFeedbackForm } from '@shared/admin-form-validators.js';
import type { FeedbackCreate } from '@shared/schemas/feedback.js';
import { showFieldErrors } from '@admin/lib/form.js';
import { ImageUpload } from '../ImageUpload.js';
import { FEEDBACK_FIELDS, initialValues, toPayload, type FeedbackFormValues } from './feedback-form.js';

/** The <form> id, so the dialog's "Speichern" button submits it. */
const FORM_ID = 'feedback-form';

interface FeedbackFormProps {
  feedback: Feedback | null;
  defaultOrder: number;
  onSubmit: (payload: FeedbackCreate) => void;
}

/**
 * The fields. It owns its form instance and lives inside the dialog, which is destroyed when
 * hidden: every opening starts from its own initial values.
 */
function FeedbackForm({ feedback, defaultOrder, onSubmit }: FeedbackFormProps) {
  const [form] = Form.useForm<FeedbackFormValues>();

  const submit = (values: FeedbackFormValues) => {
    const payload = toPayload(values);
    // Messages of an earlier attempt go first; the schema sets those that still apply.
    form.setFields(FEEDBACK_FIELDS.map((name) => ({ name, errors: [] })));
    if (showFieldErrors(form, validateFeedbackForm({ ...payload }))) onSubmit(payload);
  };

  return (
    <Form
      form={form}
      name={FORM_ID}
      layout="vertical"
      initialValues={initialValues(feedback, defaultOrder)}
      onFinish={submit}
    >
      <Form.Item name="name" label="Name">
        <Input maxLength={100} autoComplete="off" />
      </Form.Item>
      <Form.Item name="content" label="Text">
        <Input.TextArea rows={4} maxLength={2000} showCount />
      </Form.Item>
      <Form.Item name="rating" label="Bewertung">
        <Rate allowHalf allowClear={false} />
      </Form.Item>
      <Form.Item name="role" label="Rolle" extra={`Leer lassen für „${DEFAULT_FEEDBACK_ROLE}“`}>
        <Input maxLength={100} placeholder={DEFAULT_FEEDBACK_ROLE} autoComplete="off" />
      </Form.Item>
      <Form.Item name="profileImageUrl" label="Profilbild">
        <ImageUpload type="profile" hint="Empfohlen: 400x400 Pixel, quadratisch" />
      </Form.Item>
      <Form.Item name="tiktokUrl" label="TikTok-URL">
        <Input type="url" maxLength={1000} placeholder="https://www.tiktok.com/@name" autoComplete="off" />
      </Form.Item>
      <Form.Item name="order" label="Position">
        <InputNumber min={1} precision={0} style={{ width: '100%' }} />
      </Form.Item>
    </Form>
  );
}

interface FeedbackFormModalProps extends FeedbackFormProps {
  open: boolean;
  saving: boolean;
  onCancel: () => void;
}

/** Create and edit dialog; validates with the shared feedback schema before anything is sent. */
export function FeedbackFormModal({ open, saving, onCancel, ...formProps }: FeedbackFormModalProps) {
  return (
    <Modal
      open={open}
      title={formProps.feedback ? 'Feedback bearbeiten' : 'Feedback hinzufügen'}
      okText="Speichern"
      cancelText="Abbrechen"
      okButtonProps={{ htmlType: 'submit', form: FORM_ID }}
      confirmLoading={saving}
      onCancel={onCancel}
      destroyOnHidden
      maskClosable={false}
    >
      <FeedbackForm {...formProps} />
    </Modal>
  );
}
