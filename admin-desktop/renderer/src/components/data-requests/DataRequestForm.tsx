import { useState } from 'react';
import { Alert, Button, Col, Form, Input, Row } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import {
  DATA_REQUEST_MAX_LENGTH,
  givenIdentifiers,
  identifierErrors,
  type DataRequestField,
  type DataRequestIdentifiers,
} from '@shared/data-request.js';
import { showFieldErrors } from '@admin/lib/form.js';
import { CLEARABLE } from '../../lib/named-controls.js';

const FIELDS: {
  name: DataRequestField;
  label: string;
  placeholder: string;
  inputMode?: 'tel' | 'email';
  extra?: string;
}[] = [
  { name: 'tiktok', label: 'TikTok-Name', placeholder: '@name' },
  {
    name: 'whatsapp',
    label: 'WhatsApp-Nummer',
    placeholder: '+49 170 1234567',
    inputMode: 'tel',
    extra: 'Mit Ländervorwahl, sonst sind Treffer unsicher.',
  },
  { name: 'telegram', label: 'Telegram-Name', placeholder: '@name oder t.me-Link' },
  { name: 'email', label: 'E-Mail', placeholder: 'name@beispiel.de', inputMode: 'email' },
];

/** The person's identifiers; the same rules as the server's before anything is sent. */
export function DataRequestForm({
  searching,
  onSearch,
}: {
  searching: boolean;
  onSearch: (identifiers: DataRequestIdentifiers) => void;
}) {
  const [form] = Form.useForm<Partial<Record<DataRequestField, string>>>();
  const [formError, setFormError] = useState<string | null>(null);

  const submit = (values: Partial<Record<DataRequestField, string>>) => {
    const identifiers = givenIdentifiers(values);
    const { _: missing, ...fieldErrors } = identifierErrors(identifiers);
    setFormError(missing ?? null);
    if (missing || !showFieldErrors(form, fieldErrors)) return;
    onSearch(identifiers);
  };

  return (
    <Form
      form={form}
      layout="vertical"
      aria-label="Angaben zur Person"
      requiredMark={false}
      onFinish={submit}
      onValuesChange={() => setFormError(null)}
    >
      <Row gutter={16}>
        {FIELDS.map((field) => (
          <Col key={field.name} xs={24} sm={12} xl={6}>
            <Form.Item name={field.name} label={field.label} extra={field.extra}>
              <Input
                allowClear={CLEARABLE}
                maxLength={DATA_REQUEST_MAX_LENGTH[field.name]}
                placeholder={field.placeholder}
                inputMode={field.inputMode}
                autoComplete="off"
                spellCheck={false}
              />
            </Form.Item>
          </Col>
        ))}
      </Row>
      {formError && (
        <Alert className="data-request__form-error" type="error" showIcon role="alert" title={formError} />
      )}
      <Button type="primary" htmlType="submit" icon={<SearchOutlined />} loading={searching}>
        Suchen
      </Button>
    </Form>
  );
}
