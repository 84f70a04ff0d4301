import { useEffect, useRef } from 'react';
import { Col, Form, Input, InputNumber, Row, Select, Switch } from 'antd';
import type { Streamer } from '@shared/api-types.js';
import { validateStreamerForm } from '@shared/admin-form-validators.js';
import { validationMessages } from '@shared/messages.js';
import type { StreamerCreate } from '@shared/schemas/streamer.js';
import { ImageUpload } from '../ImageUpload.js';
import { showFieldErrors } from '@admin/lib/form.js';
import { useToast } from '@admin/lib/toast.js';
import {
  isCustomName,
  missingRequired,
  nameFromTiktok,
  streamerFormValues,
  streamerPayload,
  type StreamerFormValues,
} from './streamer-form.js';
import { COUNTRY_OPTIONS, FRAME_OPTIONS, TAG_COLOR_OPTIONS, TAG_COLOR_LABELS } from './streamer-options.js';
import './streamers.css';
import { FormDialog } from '../FormDialog.js';

export interface StreamerFormDialogProps {
  open: boolean;
  /** The streamer being edited, null for a new one. */
  entry: Streamer | null;
  /** Order of a new streamer: the current count (spec section 7). */
  defaultOrder: number;
  saving: boolean;
  onSubmit: (payload: StreamerCreate) => void;
  onCancel: () => void;
}

const colorOption = (option: { value?: unknown; label?: unknown }) => (
  <span className="tag-color-option">
    <span
      className="tag-color-option__swatch"
      style={{ background: TAG_COLOR_LABELS[option.value as keyof typeof TAG_COLOR_LABELS]?.swatch }}
      aria-hidden="true"
    />
    {String(option.label)}
  </span>
);

/** Create/edit dialog of a streamer (spec section 5): the extra required-fields check, then the shared schema. */
export function StreamerFormDialog({
  open,
  entry,
  defaultOrder,
  saving,
  onSubmit,
  onCancel,
}: StreamerFormDialogProps) {
  const [form] = Form.useForm<StreamerFormValues>();
  const toast = useToast();
  const initialValues = streamerFormValues(entry, defaultOrder);
  // The name follows the TikTok name until the user types a name of his own.
  const customName = useRef(false);
  useEffect(() => {
    if (open) customName.current = isCustomName(streamerFormValues(entry, 0));
  }, [open, entry]);

  const onValuesChange = (changed: StreamerFormValues) => {
    if ('name' in changed) customName.current = (changed.name ?? '').trim() !== '';
    if ('tiktokUsername' in changed && !customName.current) {
      form.setFieldValue('name', nameFromTiktok(changed.tiktokUsername ?? ''));
    }
  };

  const onFinish = (values: StreamerFormValues) => {
    const missing = missingRequired(values);
    if (missing.length > 0) {
      toast.error(validationMessages.streamer.missingRequired, `Es fehlt: ${missing.join(', ')}`);
    }
    const payload = streamerPayload(values);
    const valid = showFieldErrors(form, validateStreamerForm({ ...payload }));
    if (valid && missing.length === 0) onSubmit(payload);
  };

  return (
    <FormDialog
      open={open}
      title={entry ? 'Streamer bearbeiten' : 'Streamer hinzufügen'}
      name="streamer"
      form={form}
      initialValues={initialValues}
      saving={saving}
      width={640}
      onFinish={onFinish}
      onCancel={onCancel}
      onValuesChange={onValuesChange}
    >
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item label="TikTok-Name" name="tiktokUsername">
            <Input maxLength={100} placeholder="@name" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="Name" name="name" extra="Leer lassen: wird aus dem TikTok-Namen übernommen.">
            <Input maxLength={100} autoComplete="off" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label="TikTok-URL" name="tiktokUrl">
        <Input maxLength={1000} placeholder="https://www.tiktok.com/@name" inputMode="url" />
      </Form.Item>
      <Form.Item label="Profilbild" name="profileImageUrl">
        <ImageUpload type="profile" hint="Empfohlen: 400x400 Pixel, quadratisch" />
      </Form.Item>
      <Form.Item label="Beschreibung" name="description">
        <Input.TextArea rows={3} maxLength={2000} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item label="Land" name="country">
            <Select options={COUNTRY_OPTIONS} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="Rahmen" name="frameType">
            <Select options={FRAME_OPTIONS} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        label="Tags"
        name="tags"
        extra="Mehrere Tags mit Komma trennen; der erste wird als Erfolg angezeigt."
      >
        <Input maxLength={500} placeholder="Top Gifter, Gaming, Musik" />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item label="Tag-Farbe" name="tagColor">
            <Select options={TAG_COLOR_OPTIONS} optionRender={colorOption} labelRender={colorOption} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="Reihenfolge" name="order">
            <InputNumber min={0} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        label="Hervorgehoben"
        name="featured"
        valuePropName="checked"
        extra="Nur hervorgehobene Streamer erscheinen auf der Website."
      >
        <Switch />
      </Form.Item>
    </FormDialog>
  );
}
