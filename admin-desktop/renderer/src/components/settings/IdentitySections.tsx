import { Col, Input, InputNumber, Row } from 'antd';
import { ImageUpload } from '../ImageUpload.js';
import { SettingItem } from './SettingItem.js';
import { SETTINGS_MAX as MAX } from './settings-form.js';

/** Agentur: the agency's names, founding year and claim. */
export function AgencyFields() {
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <SettingItem path="name">
          <Input maxLength={MAX.name} />
        </SettingItem>
      </Col>
      <Col xs={24} md={12}>
        <SettingItem path="alternateName">
          <Input maxLength={MAX.alternateName} />
        </SettingItem>
      </Col>
      <Col xs={24} md={12}>
        <SettingItem path="legalName" extra="So steht die Firma im Impressum, z. B. „Beispiel GmbH“.">
          <Input maxLength={MAX.legalName} />
        </SettingItem>
      </Col>
      <Col xs={24} md={12}>
        <SettingItem
          path="foundingYear"
          rules={[{ required: true, message: 'Bitte ein Gründungsjahr zwischen 1900 und 2100 angeben' }]}
        >
          <InputNumber min={1900} max={2100} precision={0} style={{ width: '100%' }} />
        </SettingItem>
      </Col>
      <Col xs={24}>
        <SettingItem path="tagline" extra="Steht für {tagline} in den Texten der Startseite.">
          <Input maxLength={MAX.tagline} />
        </SettingItem>
      </Col>
    </Row>
  );
}

/** Gründer: who founded the agency, with a picture. */
export function FounderFields() {
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <SettingItem path="founder.name">
          <Input maxLength={MAX.name} />
        </SettingItem>
      </Col>
      <Col xs={24} md={12}>
        <SettingItem path="founder.role">
          <Input maxLength={MAX.founderRole} />
        </SettingItem>
      </Col>
      <Col xs={24}>
        <SettingItem path="founder.bio">
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} maxLength={MAX.bio} showCount />
        </SettingItem>
      </Col>
      <Col xs={24}>
        <SettingItem path="founder.quote">
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={MAX.quote} showCount />
        </SettingItem>
      </Col>
      <Col xs={24}>
        <SettingItem path="founder.photo" extra="Ohne Foto stehen die Initialen an seiner Stelle.">
          <ImageUpload type="profile" />
        </SettingItem>
      </Col>
    </Row>
  );
}

/** Links: the channel, the join link, the community and Instagram. */
export function LinksFields() {
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <SettingItem path="links.tiktok">
          <Input type="url" maxLength={MAX.link} placeholder="https://" />
        </SettingItem>
      </Col>
      <Col xs={24} md={12}>
        <SettingItem path="links.join" extra="Ziel der Beitreten-Knöpfe in Kopfzeile und Startbereich.">
          <Input type="url" maxLength={MAX.link} placeholder="https://" />
        </SettingItem>
      </Col>
      <Col xs={24} md={12}>
        <SettingItem path="links.community">
          <Input type="url" maxLength={MAX.link} placeholder="https://" />
        </SettingItem>
      </Col>
      <Col xs={24} md={12}>
        <SettingItem path="links.instagram" extra="Leer lassen, wenn es kein Instagram-Konto gibt.">
          <Input type="url" maxLength={MAX.link} placeholder="https://" />
        </SettingItem>
      </Col>
    </Row>
  );
}

/** Suchmaschinen: the descriptions and the picture of shared links. */
export function SeoFields() {
  return (
    <>
      <SettingItem path="seo.description" extra="Erscheint in Suchergebnissen und in geteilten Links.">
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={MAX.description} showCount />
      </SettingItem>
      <SettingItem path="seo.botDescription" extra="{name} und {tagline} werden ersetzt.">
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={MAX.botDescription} showCount />
      </SettingItem>
      <SettingItem path="seo.shareImage" extra="Ohne eigenes Bild wird das mitgelieferte verwendet.">
        <ImageUpload type="share" hint="Wird auf 1200 × 630 Pixel zugeschnitten" />
      </SettingItem>
    </>
  );
}
