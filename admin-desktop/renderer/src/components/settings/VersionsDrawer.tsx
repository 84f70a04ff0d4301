import { Button, Drawer, Popconfirm, Tag, Typography } from 'antd';
import { HistoryOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import type { SettingsVersion } from '@shared/api-types.js';
import { SETTINGS_PATHS, fieldLabel } from '@shared/site-settings-sections.js';
import { formatDateTime } from '../../lib/date.js';
import { Loading } from '../Loading.js';
import { RetryAlert } from '../RetryAlert.js';
import { useNarrowScreen } from '../ResponsiveList.js';

/** A save's changed fields by their labels, each once (a partner's name and address: „Partner“). */
const changedLabels = (paths: string[]) => [...new Set(paths.map((path) => fieldLabel(path)))];

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
  const labels = changedLabels(version.changed);
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
        {labels.length > 0 ? (
          labels.map((label) => <Tag key={label}>{label}</Tag>)
        ) : (
          <Typography.Text type="secondary">Ausgangswerte</Typography.Text>
        )}
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
 * „Versionen“: every save of the settings, newest first, with who saved, what changed (by the
 * fields' labels) and a way back to any earlier one (a restore is a new save).
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
  const versions = useQuery<SettingsVersion[]>({
    queryKey: [SETTINGS_PATHS.versions],
    enabled: open,
    staleTime: 0,
  });
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
