import { Button, Modal, Typography } from 'antd';
import { formatDateTime } from '../../lib/date.js';

/**
 * Someone saved the settings while this person was editing them (the save answered 409): load the
 * newest values (their changes are dropped) or save theirs over the other save. Closing keeps the
 * form as it is. Says who saved and when, as the 409 answered it.
 */
export function ConflictDialog({
  open,
  busy,
  savedBy,
  savedAt,
  onReload,
  onOverwrite,
  onClose,
}: {
  open: boolean;
  busy: 'reload' | 'overwrite' | null;
  savedBy?: string;
  savedAt?: string;
  onReload: () => void;
  onOverwrite: () => void;
  onClose: () => void;
}) {
  return (
    <Modal
      open={open}
      title="Inzwischen geändert"
      onCancel={onClose}
      centered
      footer={[
        <Button key="cancel" onClick={onClose}>
          Abbrechen
        </Button>,
        <Button key="reload" onClick={onReload} loading={busy === 'reload'} disabled={busy === 'overwrite'}>
          Neu laden
        </Button>,
        <Button
          key="overwrite"
          type="primary"
          danger
          onClick={onOverwrite}
          loading={busy === 'overwrite'}
          disabled={busy === 'reload'}
        >
          Überschreiben
        </Button>,
      ]}
    >
      <Typography.Paragraph>
        {savedBy && savedAt ? (
          <>
            <strong>{savedBy}</strong> hat die Einstellungen am {formatDateTime(savedAt)} gespeichert, während
            Sie sie bearbeitet haben.
          </>
        ) : (
          'Jemand hat die Einstellungen gespeichert, während Sie sie bearbeitet haben.'
        )}
      </Typography.Paragraph>
      <Typography.Paragraph>
        <strong>Neu laden</strong> zeigt die neueste Fassung; Ihre Änderungen gehen verloren.{' '}
        <strong>Überschreiben</strong> speichert Ihre Fassung; die andere Änderung an Ihren Bereichen geht
        verloren.
      </Typography.Paragraph>
    </Modal>
  );
}
