import { Form, Input, InputNumber } from 'antd';
import type { Highlight } from '@shared/api-types.js';
import { validateHighlightForm } from '@shared/admin-form-validators.js';
import { validationMessages } from '@shared/messages.js';
import type { HighlightCreate } from '@shared/schemas/highlight.js';
import { ImageUpload } from '../ImageUpload.js';
import { currentMonthYear } from '@admin/lib/date.js';
import { showFieldErrors } from '@admin/lib/form.js';
import { highlightFormValues, highlightPayload, type HighlightFormValues } from './highlight-form.js';
import { FormDialog } from '../FormDialog.js';

export interface HighlightFormDialogProps {
  open: boolean;
  /** The highlight being edited, null for a new one. */
  entry: Highlight | null;
  /** Order of a new highlight: the current count (spec section 7). */
  defaultOrder: number;
  saving: boolean;
  onSubmit: (payload: HighlightCreate) => void;
  onCancel: () => void;
}

/** Create/edit dialog of a highlight; validates with the shared schema before anything is sent. */
export function HighlightFormDialog({
  open,
  entry,
  defaultOrder,
  saving,
  onSubmit,
  onCancel,
}: HighlightFormDialogProps) {
  const [form] = Form.useForm<HighlightFormValues>();

  const onFinish = (values: HighlightFormValues) => {
    const payload = highlightPayload(values);
    if (showFieldErrors(form, validateHighlightForm({ ...payload }))) onSubmit(payload);
  };

  return (
    <FormDialog
      open={open}
      title={entry ? 'Highlight bearbeiten' : 'Highlight hinzufügen'}
      name="highlight"
      form={form}
      initialValues={highlightFormValues(entry, { date: currentMonthYear(), order: defaultOrder })}
      saving={saving}
      onFinish={onFinish}
      onCancel={onCancel}
    >
      <Form.Item label="Titel" name="title">
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item label="Beschreibung" name="description">
        <Input.TextArea rows={4} maxLength={2000} />
      </Form.Item>
      <Form.Item label="Thumbnail" name="imageUrl">
        <ImageUpload type="highlight" />
      </Form.Item>
      <Form.Item label="Datum" name="date" extra={validationMessages.highlight.dateHint}>
        <Input maxLength={50} placeholder={currentMonthYear()} />
      </Form.Item>
      <Form.Item label="Reihenfolge" name="order" extra="0 = ganz oben">
        <InputNumber min={0} precision={0} style={{ width: '100%' }} />
      </Form.Item>
    </FormDialog>
  );
}
