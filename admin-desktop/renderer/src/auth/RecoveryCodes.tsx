import { Alert, Button, Space, Typography } from 'antd';
import { CopyOutlined, DownloadOutlined } from '@ant-design/icons';
import { useToast } from '../lib/toast.js';

/**
 * The recovery codes, shown once: each signs in once when the phone or passkey is lost. Copy and
 * save as a text file; 'Weiter' once they are kept somewhere safe.
 */
export function RecoveryCodes({
  codes,
  onDone,
  doneLabel = 'Weiter',
}: {
  codes: string[];
  onDone: () => void;
  doneLabel?: string;
}) {
  const toast = useToast();
  const text = codes.join('\n');
  const copy = () =>
    void navigator.clipboard.writeText(text).then(
      () => toast.success('Kopiert', 'Die Wiederherstellungscodes sind in der Zwischenablage.'),
      () =>
        toast.error('Nicht kopiert', 'Bitte schreiben Sie die Codes ab oder speichern Sie sie als Datei.'),
    );
  const save = () => {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([`${text}\n`], { type: 'text/plain;charset=utf-8' }));
    link.download = 'wiederherstellungscodes.txt';
    link.click();
    URL.revokeObjectURL(link.href);
  };
  return (
    <section aria-label="Wiederherstellungscodes" className="recovery-codes">
      <Alert
        type="warning"
        showIcon
        title="Bewahren Sie diese Codes sicher auf"
        description="Jeder Code meldet Sie einmal an, wenn Handy oder Passkey fehlen. Sie werden nur jetzt angezeigt."
      />
      <ol className="recovery-codes__list">
        {codes.map((code) => (
          <li key={code}>
            <Typography.Text code>{code}</Typography.Text>
          </li>
        ))}
      </ol>
      <Space wrap>
        <Button icon={<CopyOutlined />} onClick={copy}>
          Kopieren
        </Button>
        <Button icon={<DownloadOutlined />} onClick={save}>
          Als Datei speichern
        </Button>
        <Button type="primary" onClick={onDone}>
          {doneLabel}
        </Button>
      </Space>
    </section>
  );
}
