import { Form, Input, InputNumber, Modal, Rate, type FormInstance } from 'antd';
import type { Feedback } from '@shared/api-types.js';
import { DEFAULT_FEEDBACK_ROLE } from '@shared/constants.js';
import { validateFeedbackForm } from '@shared/admin-form-validators.js';
import type { FeedbackCreate } from '@shared/schemas/feedback.js';
import { hasChanges } from '@admin/lib/changes.js';
import { useDiscardGuard, useValueAtOpening } from '@admin/lib/discard-guard.js';
import { showFieldErrors } from '@admin/lib/form.js';
import { ImageUpload } from '../ImageUpload.js';
import { FEEDBACK_FIELDS, initialValues, toPayload, type FeedbackFormValues } from './feedback-form.js';

/** The <form> id, so the dialog's "Speichern" button submits it. */
const FORM_ID = 'feedback-form';

/**
 * The fields. It lives inside the dialog, which is destroyed when hidden: every opening starts
 * from its own initial values.
 */
function FeedbackForm({
  form,
  start,
  onSubmit,
}: {
  form: FormInstance<FeedbackFormValues>;
  start: FeedbackFormValues;
  onSubmit: (payload: FeedbackCreate) => void;
}) {
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
      initialValues={start}
      // The form instance outlives the dialog's content: each opening starts afresh.
      clearOnDestroy
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

interface FeedbackFormModalProps {
  open: boolean;
  feedback: Feedback | null;
  defaultOrder: number;
  saving: boolean;
  onSubmit: (payload: FeedbackCreate) => void;
  onCancel: () => void;
}

/**
 * Create and edit dialog; validates with the shared feedback schema before anything is sent.
 * Closing it with changed fields asks first (useDiscardGuard).
 */
export function FeedbackFormModal({
  open,
  saving,
  onCancel,
  feedback,
  defaultOrder,
  onSubmit,
}: FeedbackFormModalProps) {
  const [form] = Form.useForm<FeedbackFormValues>();
  const start = useValueAtOpening(open, initialValues(feedback, defaultOrder));
  const requestClose = useDiscardGuard(open, () => hasChanges(start, form.getFieldsValue(true)), onCancel);
  return (
    <Modal
      open={open}
      title={feedback ? 'Feedback bearbeiten' : 'Feedback hinzufügen'}
      okText="Speichern"
      cancelText="Abbrechen"
      okButtonProps={{ htmlType: 'submit', form: FORM_ID }}
      confirmLoading={saving}
      onCancel={requestClose}
      destroyOnHidden
    >
      <FeedbackForm form={form} start={start} onSubmit={onSubmit} />
    </Modal>
  );
}
