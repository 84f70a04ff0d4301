import { Button, Drawer, Popconfirm, Tag, Typography } from 'antd';
import { HistoryOutlined } from '@ant-design/icons';
import { API, useApiQuery } from '../../api/client.js';
import type { SettingsVersion } from '@shared/api-types.js';
import { formatValue } from '@shared/activity-wording.js';
import { fieldLabel } from '@shared/site-settings-sections.js';
import { formatDateTime } from '../../lib/date.js';
import { Loading } from '../Loading.js';
import { RetryAlert } from '../RetryAlert.js';
import { useNarrowScreen } from '../ResponsiveList.js';

/** The longest value shown in full; a longer text is cut (the Protokoll holds it whole). */
const SHOWN_CHARACTERS = 120;
const shortened = (text: string) =>
  text.length > SHOWN_CHARACTERS ? `${text.slice(0, SHOWN_CHARACTERS - 1)}…` : text;

/** A value of a version as the control centre shows it elsewhere (yes/no, a partner's name and address). */
const valueText = (path: string, value: unknown) => shortened(formatValue('settings', path, value));

/** What a save changed: each field by its label, its value before and after. */
function VersionChanges({ version }: { version: SettingsVersion }) {
  // Older servers answer only the paths.
  const changes =
    version.changes ?? version.changed.map((path) => ({ path, before: undefined, after: undefined }));
  if (changes.length === 0) return <Typography.Text type="secondary">Ausgangswerte</Typography.Text>;
  return (
    <ul className="settings-version__changes" aria-label="Geänderte Werte">
      {changes.map((change) => (
        <li key={change.path}>
          <strong>{fieldLabel(change.path)}</strong>
          {change.before !== undefined || change.after !== undefined ? (
            <>
              {': '}
              <span className="settings-version__before">{valueText(change.path, change.before)}</span>
              {' → '}
              <span className="settings-version__after">{valueText(change.path, change.after)}</span>
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function VersionEntry({
  version,
  restoredFrom,
  restoring,
  onRestore,
}: {
  version: SettingsVersion;
  restoredFrom: SettingsVersion | undefined;
  restoring: boolean;
  onRestore: () => Promise<unknown>;
}) {
  return (
    <li className="settings-version" aria-current={version.current ? 'true' : undefined}>
      <div className="settings-version__head">
        <Typography.Text strong>{formatDateTime(version.savedAt)}</Typography.Text>
        {version.current && <Tag color="green">Aktuell</Tag>}
      </div>
      <Typography.Text type="secondary">von {version.savedBy}</Typography.Text>
      {version.restoredFrom !== null && (
        <Typography.Text type="secondary" className="settings-version__restored">
          Wiederhergestellt: Fassung
          {restoredFrom ? ` vom ${formatDateTime(restoredFrom.savedAt)}` : ` Nr. ${version.restoredFrom}`}
        </Typography.Text>
      )}
      <div className="settings-version__changed">
        <VersionChanges version={version} />
      </div>
      {!version.current && (
        <Popconfirm
          title="Diese Fassung wiederherstellen?"
          description="Die Einstellungen werden wieder so, wie sie mit dieser Fassung waren. Nicht gespeicherte Änderungen gehen verloren."
          okText="Wiederherstellen"
          cancelText="Abbrechen"
          onConfirm={onRestore}
        >
          <Button size="small" icon={<HistoryOutlined />} loading={restoring}>
            Wiederherstellen
          </Button>
        </Popconfirm>
      )}
    </li>
  );
}

/**
 * „Versionen“: every save of the settings, newest first, with who saved, what changed (each
 * field's label with its value before and after) and a way back to any earlier one (a restore is a new save).
 */
export function VersionsDrawer({
  open,
  onClose,
  restoringId,
  onRestore,
}: {
  open: boolean;
  onClose: () => void;
  restoringId: number | null;
  onRestore: (version: SettingsVersion) => Promise<unknown>;
}) {
  const narrow = useNarrowScreen();
  const versions = useApiQuery(API.settings.versions, undefined, { enabled: open, staleTime: 0 });
  const byId = new Map((versions.data ?? []).map((version) => [version.id, version]));

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title="Versionen"
      placement="right"
      size={narrow ? '100%' : 480}
      className="settings-versions"
    >
      {versions.isPending ? (
        <Loading />
      ) : versions.isError ? (
        <RetryAlert
          title="Fehler beim Laden der Versionen"
          retrying={versions.isFetching}
          onRetry={() => void versions.refetch()}
        />
      ) : (
        <ol className="settings-versions__list" aria-label="Gespeicherte Fassungen">
          {versions.data.map((version) => (
            <VersionEntry
              key={version.id}
              version={version}
              restoredFrom={version.restoredFrom === null ? undefined : byId.get(version.restoredFrom)}
              restoring={restoringId === version.id}
              onRestore={() => onRestore(version)}
            />
          ))}
        </ol>
      )}
    </Drawer>
  );
}
