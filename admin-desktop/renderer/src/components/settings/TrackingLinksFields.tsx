import { useEffect, useState } from 'react';
import { Button, Form, Input, Modal, Tooltip, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined, QrcodeOutlined } from '@ant-design/icons';
import QRCode from 'qrcode';
import { sourceLabelValue, trackingLinkUrl } from '@shared/application-source.js';
import { SETTINGS_MAX as MAX } from './settings-form.js';

const TOOLTIP_CLASSES = { root: 'hint-tooltip' };

/** A QR code of the address as an SVG data URL (the control centre's CSP allows data: images). */
function useQrCode(url: string | null): string | null {
  const [made, setMade] = useState<{ url: string; image: string } | null>(null);
  useEffect(() => {
    if (!url) return;
    let current = true;
    QRCode.toString(url, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' })
      .then((svg) => {
        if (current) setMade({ url, image: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` });
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [url]);
  // Only the code of the address asked for: never the previous link's while the next one is made.
  return made && made.url === url ? made.image : null;
}

/** The QR code of one link, in a dialog, to show or download (for print or a LIVE shout-out). */
function QrDialog({ name, url, onClose }: { name: string; url: string | null; onClose: () => void }) {
  const image = useQrCode(url);
  const file = `qr-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-') || 'link'}.svg`;
  return (
    <Modal
      open={url !== null}
      title={`QR-Code: ${name}`}
      onCancel={onClose}
      footer={[
        <Button key="download" href={image ?? undefined} download={file} disabled={!image}>
          Herunterladen
        </Button>,
        <Button key="close" type="primary" onClick={onClose}>
          Schließen
        </Button>,
      ]}
    >
      {image ? (
        <img
          src={image}
          alt={`QR-Code für ${url}`}
          className="settings-tracking__qr"
          width={240}
          height={240}
        />
      ) : (
        <Typography.Paragraph type="secondary">QR-Code wird erstellt …</Typography.Paragraph>
      )}
      <Typography.Paragraph className="settings-tracking__qr-url">{url}</Typography.Paragraph>
    </Modal>
  );
}

/** One link's address, to copy, and its QR code; only once its ref is a valid label. */
function TrackingLinkAddress({
  index,
  siteOrigin,
  onQr,
}: {
  index: number;
  siteOrigin: string;
  onQr: (url: string, name: string) => void;
}) {
  const ref = Form.useWatch(['trackingLinks', index, 'ref']) as string | undefined;
  const name = (Form.useWatch(['trackingLinks', index, 'name']) as string | undefined) ?? '';
  const valid = sourceLabelValue(ref) === ref ? ref : null;
  if (!valid) {
    return (
      <Typography.Text type="secondary" className="settings-tracking__url">
        Die Adresse erscheint, sobald die Kennung gültig ist.
      </Typography.Text>
    );
  }
  const url = trackingLinkUrl(siteOrigin, valid);
  const number = index + 1;
  return (
    <div className="settings-tracking__url">
      <Typography.Text code copyable={{ text: url, tooltips: ['Link kopieren', 'Kopiert'] }}>
        {url}
      </Typography.Text>
      <Button
        icon={<QrcodeOutlined />}
        aria-label={`QR-Code für Tracking-Link ${number}`}
        onClick={() => onQr(url, name.trim() || `Tracking-Link ${number}`)}
      >
        QR-Code
      </Button>
    </div>
  );
}

/**
 * Tracking-Links: named addresses of the site with `?ref=` ("TikTok-Bio" → …/?ref=tiktok-bio) to
 * put in a bio, a post or a LIVE; the applications sent after them carry the ref as their source.
 */
export function TrackingLinksFields({ siteOrigin }: { siteOrigin: string }) {
  const [qr, setQr] = useState<{ url: string; name: string } | null>(null);
  return (
    <>
      <Typography.Paragraph type="secondary">
        Bewerbungen über diese Links zeigen die Kennung als Quelle. Es wird kein Cookie gesetzt.
      </Typography.Paragraph>
      <Form.List name="trackingLinks">
        {(fields, { add, remove }) => (
          <>
            {fields.length === 0 && (
              <Typography.Paragraph type="secondary">Keine Tracking-Links eingetragen.</Typography.Paragraph>
            )}
            <ol className="settings-partners settings-tracking">
              {fields.map((field, index) => {
                const number = index + 1;
                return (
                  <li key={field.key} className="settings-partner" aria-label={`Tracking-Link ${number}`}>
                    <Form.Item
                      name={[field.name, 'name']}
                      label={`Tracking-Link ${number}: Name`}
                      className="settings-partner__name"
                    >
                      <Input maxLength={MAX.trackingLinkName} placeholder="TikTok-Bio" />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'ref']}
                      label={`Tracking-Link ${number}: Kennung`}
                      className="settings-partner__url"
                      // The server takes lower case only (the source labels' rule): typed so at once.
                      normalize={(value: string) => value.toLowerCase().replace(/\s+/g, '-')}
                    >
                      <Input maxLength={MAX.trackingLinkRef} placeholder="tiktok-bio" />
                    </Form.Item>
                    <div className="settings-partner__actions">
                      <Tooltip classNames={TOOLTIP_CLASSES} title="Entfernen">
                        <Button
                          type="text"
                          danger
                          icon={<DeleteOutlined />}
                          aria-label={`Tracking-Link ${number} entfernen`}
                          onClick={() => remove(field.name)}
                        />
                      </Tooltip>
                    </div>
                    <TrackingLinkAddress
                      index={field.name}
                      siteOrigin={siteOrigin}
                      onQr={(url, name) => setQr({ url, name })}
                    />
                  </li>
                );
              })}
            </ol>
            <Button
              icon={<PlusOutlined />}
              onClick={() => add({ name: '', ref: '' })}
              disabled={fields.length >= MAX.trackingLinks}
            >
              Tracking-Link hinzufügen
            </Button>
            {fields.length >= MAX.trackingLinks && (
              <Typography.Text type="secondary" className="settings-partners__limit">
                Höchstens {MAX.trackingLinks} Tracking-Links.
              </Typography.Text>
            )}
          </>
        )}
      </Form.List>
      <QrDialog name={qr?.name ?? ''} url={qr?.url ?? null} onClose={() => setQr(null)} />
    </>
  );
}
