import { Form, Input, InputNumber } from 'antd';
import type { Faq } from '@shared/api-types.js';
import { validateFaqForm } from '@shared/admin-form-validators.js';
import type { FaqCreate } from '@shared/schemas/faq.js';
import { showFieldErrors } from '@admin/lib/form.js';
import { FormDialog } from '../FormDialog.js';

interface FormValues {
  question?: string;
  answer?: string;
  order?: number | null;
}

export interface FaqFormDialogProps {
  open: boolean;
  /** The entry being edited; null creates a new one. */
  entry: Faq | null;
  /** Order of a new entry (highest order + 1, spec section 7). */
  defaultOrder: number;
  saving: boolean;
  onSubmit: (payload: FaqCreate) => void;
  onCancel: () => void;
}

function toPayload(values: FormValues): Record<string, unknown> {
  return {
    question: values.question?.trim() ?? '',
    answer: values.answer?.trim() ?? '',
    // A cleared order field leaves the choice to the server (highest order + 1).
    order: values.order ?? undefined,
  };
}

/** Create/edit dialog of one FAQ entry; the shared schema decides what is valid. */
export function FaqFormDialog({ open, entry, defaultOrder, saving, onSubmit, onCancel }: FaqFormDialogProps) {
  const [form] = Form.useForm<FormValues>();
  const initialValues: FormValues = entry
    ? { question: entry.question, answer: entry.answer, order: entry.order }
    : { order: defaultOrder };

  const submit = (values: FormValues) => {
    const payload = toPayload(values);
    if (!showFieldErrors(form, validateFaqForm(payload))) return;
    onSubmit(payload as FaqCreate);
  };

  return (
    <FormDialog
      open={open}
      title={entry ? 'FAQ bearbeiten' : 'FAQ hinzufügen'}
      name="faq"
      form={form}
      initialValues={initialValues}
      saving={saving}
      onFinish={submit}
      onCancel={onCancel}
    >
      <Form.Item name="question" label="Frage" required>
        <Input maxLength={300} />
      </Form.Item>
      <Form.Item name="answer" label="Antwort" required>
        <Input.TextArea rows={5} maxLength={5000} />
      </Form.Item>
      <Form.Item name="order" label="Position">
        <InputNumber min={1} precision={0} style={{ width: '100%' }} />
      </Form.Item>
    </FormDialog>
  );
}
