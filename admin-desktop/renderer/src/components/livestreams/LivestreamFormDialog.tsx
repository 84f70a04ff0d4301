import { Form, Input, InputNumber, Select, Switch } from 'antd';
import type { Livestream } from '@shared/api-types.js';
import { validateLivestreamForm } from '@shared/admin-form-validators.js';
import type { LivestreamCreate } from '@shared/schemas/livestream.js';
import { DAY_OPTIONS, dayValue } from '@admin/lib/days.js';
import { emptyToNull, showFieldErrors } from '@admin/lib/form.js';
import { FormDialog } from '../FormDialog.js';

interface FormValues {
  day?: string;
  time?: string;
  title?: string;
  description?: string;
  isLive?: boolean;
  order?: number | null;
}

export interface LivestreamFormDialogProps {
  open: boolean;
  /** The entry being edited; null creates a new one. */
  entry: Livestream | null;
  /** Order of a new entry (the current count, spec section 7). */
  defaultOrder: number;
  saving: boolean;
  onSubmit: (payload: LivestreamCreate) => void;
  onCancel: () => void;
}

function initialValues(entry: Livestream | null, defaultOrder: number): FormValues {
  if (!entry) return { isLive: false, order: defaultOrder };
  return {
    day: dayValue(entry.day),
    time: entry.time,
    title: entry.title,
    description: entry.description ?? '',
    isLive: entry.isLive,
    order: entry.order,
  };
}

function toPayload(values: FormValues): Record<string, unknown> {
  return {
    day: values.day,
    time: values.time?.trim() ?? '',
    title: values.title?.trim() ?? '',
    description: emptyToNull(values.description),
    isLive: values.isLive ?? false,
    // A cleared order field leaves the choice to the server (the current count).
    order: values.order ?? undefined,
  };
}

/** Create/edit dialog of one livestream entry; the shared schema decides what is valid. */
export function LivestreamFormDialog({
  open,
  entry,
  defaultOrder,
  saving,
  onSubmit,
  onCancel,
}: LivestreamFormDialogProps) {
  const [form] = Form.useForm<FormValues>();

  const submit = (values: FormValues) => {
    const payload = toPayload(values);
    if (!showFieldErrors(form, validateLivestreamForm(payload))) return;
    onSubmit(payload as LivestreamCreate);
  };

  return (
    <FormDialog
      open={open}
      title={entry ? 'Livestream bearbeiten' : 'Livestream hinzufügen'}
      name="livestream"
      form={form}
      initialValues={initialValues(entry, defaultOrder)}
      saving={saving}
      onFinish={submit}
      onCancel={onCancel}
    >
      <Form.Item name="day" label="Tag" required>
        <Select options={DAY_OPTIONS} placeholder="Tag auswählen" />
      </Form.Item>
      <Form.Item name="time" label="Uhrzeit" required>
        <Input placeholder="19:00" maxLength={50} />
      </Form.Item>
      <Form.Item name="title" label="Titel" required>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="description" label="Beschreibung">
        <Input.TextArea rows={3} maxLength={2000} />
      </Form.Item>
      <Form.Item name="isLive" label="Gerade live" valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="order" label="Reihenfolge">
        <InputNumber min={0} precision={0} style={{ width: '100%' }} />
      </Form.Item>
    </FormDialog>
  );
}
