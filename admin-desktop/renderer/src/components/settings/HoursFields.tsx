import { Alert, Checkbox, Col, Form, Input, Row, TimePicker, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { hoursConflictMessage } from '@shared/phone-hours.js';
import {
  OPENING_DAYS,
  OPENING_DAY_LABELS,
  type OpeningDay,
  type SiteSettings,
} from '@shared/site-settings.js';
import { SettingItem } from './SettingItem.js';
import { SETTINGS_MAX as MAX } from './settings-form.js';
import './hours.css';

const DAY_OPTIONS = OPENING_DAYS.map((day) => ({ value: day, label: OPENING_DAY_LABELS[day] }));

/** The settings keep a time as "09:00"; the picker works with dayjs values. */
const timeProps = {
  getValueProps: (value: unknown) => ({
    value: typeof value === 'string' && value ? dayjs(`2000-01-01T${value}`) : null,
  }),
  normalize: (value: Dayjs | null) => (value ? value.format('HH:mm') : ''),
};

type Hours = { phoneHours: string; openingHours: SiteSettings['openingHours'] };

const sameHours = (a: Hours, b: Hours) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The warning while the form's hours contradict each other after an edit: the saved values may
 * differ on purpose (the spec's 9–19 on the phone, 09:00–17:00 for search engines), so only a
 * change of either kind of hours brings it up. Unreadable phone hours give none.
 */
export function hoursWarning(now: Hours, saved: Hours | undefined): string | null {
  if (saved && sameHours(now, saved)) return null;
  return hoursConflictMessage(now.phoneHours, now.openingHours);
}

/**
 * Erreichbarkeit: the two kinds of hours side by side, each under its heading with what it is for
 * (no labelled region: "Telefonzeiten" stays the name of the field alone). The phone hours
 * are text for visitors (/kontakt), the opening hours are only stated to search engines.
 */
export function HoursFields({ saved }: { saved?: SiteSettings }) {
  const phoneHours = (Form.useWatch(['contact', 'phoneHours']) as string | undefined) ?? '';
  const days = (Form.useWatch(['openingHours', 'days']) as OpeningDay[] | undefined) ?? [];
  const opens = (Form.useWatch(['openingHours', 'opens']) as string | undefined) ?? '';
  const closes = (Form.useWatch(['openingHours', 'closes']) as string | undefined) ?? '';
  const warning = hoursWarning(
    { phoneHours, openingHours: { days, opens, closes } },
    saved && { phoneHours: saved.contact.phoneHours, openingHours: saved.openingHours },
  );
  return (
    <>
      <Typography.Title level={3} className="settings-subheading">
        Erreichbarkeit
      </Typography.Title>
      <Row gutter={24} className="settings-hours">
        <Col xs={24} md={12}>
          <div className="settings-hours__kind">
            <Typography.Title level={4} className="settings-hours__title">
              Telefonzeiten
            </Typography.Title>
            <Typography.Paragraph type="secondary" className="settings-hours__purpose">
              Für Besucher: steht auf der Kontaktseite unter „Erreichbarkeit“. Freier Text, z. B. „Mo–Fr
              9:00–19:00 Uhr“.
            </Typography.Paragraph>
            <SettingItem path="contact.phoneHours">
              <Input maxLength={MAX.phoneHours} />
            </SettingItem>
          </div>
        </Col>
        <Col xs={24} md={12}>
          <div className="settings-hours__kind">
            <Typography.Title level={4} className="settings-hours__title">
              Öffnungszeiten
            </Typography.Title>
            <Typography.Paragraph type="secondary" className="settings-hours__purpose">
              Nur für Suchmaschinen (z. B. Google): stehen in den strukturierten Daten der Website, nicht auf
              einer Seite.
            </Typography.Paragraph>
            <SettingItem path="openingHours.days">
              <Checkbox.Group options={DAY_OPTIONS} className="settings-days" />
            </SettingItem>
            <Row gutter={16}>
              <Col xs={12}>
                <SettingItem path="openingHours.opens" {...timeProps}>
                  <TimePicker format="HH:mm" minuteStep={5} needConfirm={false} style={{ width: '100%' }} />
                </SettingItem>
              </Col>
              <Col xs={12}>
                <SettingItem path="openingHours.closes" {...timeProps}>
                  <TimePicker format="HH:mm" minuteStep={5} needConfirm={false} style={{ width: '100%' }} />
                </SettingItem>
              </Col>
            </Row>
          </div>
        </Col>
      </Row>
      {warning && (
        <Alert
          type="warning"
          showIcon
          className="settings-hours__warning"
          title={warning}
          description="Speichern geht trotzdem. Weichen die Zeiten mit Absicht ab (das Telefon ist länger besetzt), ist das in Ordnung; sonst bitte angleichen."
        />
      )}
    </>
  );
}
