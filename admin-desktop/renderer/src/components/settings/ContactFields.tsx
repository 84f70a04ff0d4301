import { Col, Form, Input, Row, Select, Typography } from 'antd';
import { COUNTRY_CODES, COUNTRY_NAMES, type CountryCode, type SiteSettings } from '@shared/site-settings.js';
import { HoursFields } from './HoursFields.js';
import { SettingItem } from './SettingItem.js';
import { SETTINGS_MAX as MAX } from './settings-form.js';

const COUNTRY_OPTIONS = COUNTRY_CODES.map((code) => ({ value: code, label: COUNTRY_NAMES[code] }));

/** Kontakt: phone and e-mail, the address, and the phone and opening hours (`saved`: the values the form started from). */
export function ContactFields({ saved }: { saved?: SiteSettings }) {
  const form = Form.useFormInstance();
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <SettingItem path="contact.phone">
            <Input type="tel" maxLength={MAX.phone} autoComplete="off" />
          </SettingItem>
        </Col>
        <Col xs={24} md={12}>
          <SettingItem path="contact.email">
            <Input type="email" maxLength={MAX.email} autoComplete="off" />
          </SettingItem>
        </Col>
      </Row>

      <Typography.Title level={3} className="settings-subheading">
        Anschrift
      </Typography.Title>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <SettingItem path="address.street">
            <Input maxLength={MAX.street} />
          </SettingItem>
        </Col>
        <Col xs={10} md={4}>
          <SettingItem path="address.postalCode">
            <Input inputMode="numeric" maxLength={5} />
          </SettingItem>
        </Col>
        <Col xs={14} md={8}>
          <SettingItem path="address.city">
            <Input maxLength={MAX.city} />
          </SettingItem>
        </Col>
        <Col xs={24} md={12}>
          <SettingItem path="address.countryCode">
            <Select
              options={COUNTRY_OPTIONS}
              // The country's name follows its code unless someone wrote their own.
              onChange={(code: CountryCode) => {
                const name = form.getFieldValue(['address', 'country']) as string;
                if (!name || Object.values(COUNTRY_NAMES).includes(name)) {
                  form.setFieldValue(['address', 'country'], COUNTRY_NAMES[code]);
                }
              }}
            />
          </SettingItem>
        </Col>
        <Col xs={24} md={12}>
          <SettingItem path="address.country" extra="So steht das Land in der Anschrift.">
            <Input maxLength={MAX.country} />
          </SettingItem>
        </Col>
      </Row>

      <HoursFields saved={saved} />
    </>
  );
}
