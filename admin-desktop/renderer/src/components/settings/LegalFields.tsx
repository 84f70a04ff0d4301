import { Col, Form, Input, Row, Switch } from 'antd';
import { SettingItem } from './SettingItem.js';
import { SETTINGS_MAX as MAX } from './settings-form.js';

/**
 * Impressum: who represents the company, its register entry and VAT ID (each asked for only when
 * the company has one) and who is responsible for the content.
 */
export function LegalFields() {
  const registered = Form.useWatch(['legal', 'registered']) as boolean | undefined;
  const hasVatId = Form.useWatch(['legal', 'hasVatId']) as boolean | undefined;
  return (
    <>
      <SettingItem path="legal.representative" extra="Z. B. „Marta Muster (Geschäftsführerin)“.">
        <Input maxLength={MAX.legalText} />
      </SettingItem>
      <SettingItem path="legal.registered" valuePropName="checked">
        <Switch />
      </SettingItem>
      {registered && (
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <SettingItem path="legal.registerCourt">
              <Input maxLength={MAX.registerCourt} placeholder="Amtsgericht …" />
            </SettingItem>
          </Col>
          <Col xs={24} md={12}>
            <SettingItem path="legal.registerNumber">
              <Input maxLength={MAX.registerNumber} placeholder="HRB …" />
            </SettingItem>
          </Col>
        </Row>
      )}
      <SettingItem path="legal.hasVatId" valuePropName="checked">
        <Switch />
      </SettingItem>
      {hasVatId && (
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <SettingItem path="legal.vatId" extra="Z. B. DE123456789.">
              <Input maxLength={MAX.vatId} />
            </SettingItem>
          </Col>
        </Row>
      )}
      <SettingItem path="legal.contentResponsible" extra="Name und Anschrift der verantwortlichen Person.">
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={MAX.legalText} showCount />
      </SettingItem>
    </>
  );
}
