import type { ReactNode } from 'react';
import { Col, Form, Input, InputNumber, Rate, Row, Select, Switch, type FormInstance } from 'antd';
import { validateContentForm } from '@shared/admin-form-validators.js';
import { POSITION, type ContentDefinition } from '@shared/content/define.js';
import { isRequired, type Field } from '@shared/content/fields.js';
import type { ContentTypeName } from '@shared/content-types.js';
import { API } from '@admin/api/client.js';
import { showFieldErrors } from '@admin/lib/form.js';
import { namedStars } from '@admin/lib/named-controls.js';
import { FormDialog } from '../FormDialog.js';
import { ImageUpload } from '../ImageUpload.js';
import { LastChange } from '../LastChange.js';
import {
  choiceOptions,
  formPlaces,
  initialValues,
  toPayload,
  type FormPlace,
  type FormValues,
} from './content-form.js';

/** What a content type's form does beyond its fields (declared per type in content/views). */
export interface FormExtras {
  /** Inputs of their own for some fields (the streamer's tag colour with its swatches). */
  inputs?: Record<string, ReactNode>;
  /** Called on every change (the streamer's name follows its TikTok name). */
  onValuesChange?: (changed: FormValues) => void;
  /** Runs before the schema check; false stops the submit (after telling why). */
  beforeSubmit?: (values: FormValues) => boolean;
}

/** A hook giving a form's extras, for the open dialog's form and entry. */
export type UseFormExtras = (
  form: FormInstance<FormValues>,
  open: boolean,
  entry: Record<string, unknown> | null,
) => FormExtras;

const useNoExtras: UseFormExtras = () => ({});

/** The input of one field, as its kind asks for. */
function inputOf(field: Field): ReactNode {
  switch (field.kind) {
    case 'text':
      if (field.multiline) {
        return <Input.TextArea rows={field.rows} maxLength={field.max} showCount={field.showCount} />;
      }
      return (
        <Input
          maxLength={field.max}
          placeholder={field.placeholder ?? field.suggest?.()}
          autoComplete={field.autoComplete}
        />
      );
    case 'url':
      return field.browserCheck ? (
        <Input
          type="url"
          maxLength={1000}
          placeholder={field.placeholder}
          autoComplete={field.autoComplete}
        />
      ) : (
        <Input
          maxLength={1000}
          placeholder={field.placeholder}
          inputMode="url"
          autoComplete={field.autoComplete}
        />
      );
    case 'choice':
      return <Select options={choiceOptions(field)} placeholder={field.placeholder} />;
    case 'boolean':
      return <Switch />;
    case 'image':
      return <ImageUpload type={field.picture} hint={field.uploadHint} />;
    case 'rating':
      return <Rate allowHalf={field.step < 1} allowClear={false} characterRender={namedStars} />;
  }
}

function FormPlaceItem({
  definition,
  place,
  extras,
}: {
  definition: ContentDefinition;
  place: FormPlace;
  extras: FormExtras;
}) {
  if (!('field' in place)) {
    return (
      <Form.Item name="order" label={POSITION} extra={definition.order.hint}>
        <InputNumber min={1} precision={0} style={{ width: '100%' }} />
      </Form.Item>
    );
  }
  const { key, field } = place;
  return (
    <Form.Item
      name={key}
      label={field.label}
      extra={field.hint}
      required={isRequired(field) ? true : undefined}
      valuePropName={field.kind === 'boolean' ? 'checked' : undefined}
    >
      {extras.inputs?.[key] ?? inputOf(field)}
    </Form.Item>
  );
}

/** The places, half-width ones paired in a row. */
function layout(places: FormPlace[]): FormPlace[][] {
  const rows: FormPlace[][] = [];
  for (const place of places) {
    const last = rows.at(-1);
    if (place.half && last?.length === 1 && last[0]!.half) last.push(place);
    else rows.push([place]);
  }
  return rows;
}

export interface ContentFormDialogProps {
  name: ContentTypeName;
  definition: ContentDefinition;
  useExtras?: UseFormExtras;
  open: boolean;
  /** The entry being edited, null for a new one. */
  entry: Record<string, unknown> | null;
  /** Order of a new entry (the definition's new-entry rule). */
  defaultOrder: number;
  saving: boolean;
  onSubmit: (payload: Record<string, unknown>) => void;
  onCancel: () => void;
}

/**
 * The create/edit dialog of a content type, built from its definition: a field per definition
 * field (its label, hint, input and limits), the order field, and the shared schema's check
 * before anything is sent.
 */
export function ContentFormDialog({
  name,
  definition,
  useExtras = useNoExtras,
  open,
  entry,
  defaultOrder,
  saving,
  onSubmit,
  onCancel,
}: ContentFormDialogProps) {
  const [form] = Form.useForm<FormValues>();
  const extras = useExtras(form, open, entry);
  const { admin } = definition;

  const onFinish = (values: FormValues) => {
    const proceed = extras.beforeSubmit?.(values) ?? true;
    const payload = toPayload(definition, values);
    // Messages of an earlier attempt go first; the schema sets those that still apply.
    form.setFields(Object.keys(form.getFieldsValue(true)).map((field) => ({ name: field, errors: [] })));
    const valid = showFieldErrors(form, validateContentForm[name]({ ...payload }));
    if (valid && proceed) onSubmit(payload);
  };

  return (
    <FormDialog
      open={open}
      title={entry ? `${admin.one} bearbeiten` : `${admin.one} hinzufügen`}
      name={admin.form}
      form={form}
      initialValues={initialValues(definition, entry, defaultOrder)}
      saving={saving}
      width={admin.width}
      onFinish={onFinish}
      onCancel={onCancel}
      onValuesChange={(changed) => extras.onValuesChange?.(changed)}
    >
      {layout(formPlaces(definition)).map((row) =>
        row.length === 1 && !row[0]!.half ? (
          <FormPlaceItem key={row[0]!.key} definition={definition} place={row[0]!} extras={extras} />
        ) : (
          <Row gutter={16} key={row.map((place) => place.key).join('-')}>
            {row.map((place) => (
              <Col xs={24} sm={12} key={place.key}>
                <FormPlaceItem definition={definition} place={place} extras={extras} />
              </Col>
            ))}
          </Row>
        ),
      )}
      {typeof entry?.id === 'number' && (
        <LastChange endpoint={API.content[name].admin.lastChange} id={entry.id} needs="content.read" />
      )}
    </FormDialog>
  );
}
