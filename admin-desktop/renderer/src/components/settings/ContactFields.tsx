import { Checkbox, Col, Form, Input, Row, Select, TimePicker, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import {
  COUNTRY_CODES,
  COUNTRY_NAMES,
  OPENING_DAYS,
  OPENING_DAY_LABELS,
  type CountryCode,
} from '@shared/site-settings.js';
import { SettingItem } from './SettingItem.js';
import { SETTINGS_MAX as MAX } from './settings-form.js';

const DAY_OPTIONS = OPENING_DAYS.map((day) => ({ value: day, label: OPENING_DAY_LABELS[day] }));
const COUNTRY_OPTIONS = COUNTRY_CODES.map((code) => ({ value: code, label: COUNTRY_NAMES[code] }));

/** The settings keep a time as "09:00"; the picker works with dayjs values. */
const timeProps = {
  getValueProps: (value: unknown) => ({
    value: typeof value === 'string' && value ? dayjs(`2000-01-01T${value}`) : null,
  }),
  normalize: (value: Dayjs | null) => (value ? value.format('HH:mm') : ''),
};

/** Kontakt: phone and e-mail, the address and the opening hours. */
export function ContactFields() {
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
        <Col xs={24}>
          <SettingItem path="contact.phoneHours" extra="Steht auf der Kontaktseite, z. B. „Mo–Fr 9:00–19:00 Uhr“.">
            <Input maxLength={MAX.phoneHours} />
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

      <Typography.Title level={3} className="settings-subheading">
        Öffnungszeiten
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Diese Zeiten stehen in den strukturierten Daten für Suchmaschinen.
      </Typography.Paragraph>
      <SettingItem path="openingHours.days">
        <Checkbox.Group options={DAY_OPTIONS} className="settings-days" />
      </SettingItem>
      <Row gutter={16}>
        <Col xs={12} md={6}>
          <SettingItem path="openingHours.opens" {...timeProps}>
            <TimePicker format="HH:mm" minuteStep={5} needConfirm={false} style={{ width: '100%' }} />
          </SettingItem>
        </Col>
        <Col xs={12} md={6}>
          <SettingItem path="openingHours.closes" {...timeProps}>
            <TimePicker format="HH:mm" minuteStep={5} needConfirm={false} style={{ width: '100%' }} />
          </SettingItem>
        </Col>
      </Row>
    </>
  );
}
