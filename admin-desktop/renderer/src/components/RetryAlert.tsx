import { Alert, Button, Space } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';

/**
 * A load error: the list's own title, 'Fehler beim Laden der Daten' and a retry button.
 * The button sits under the text rather than as the alert's action, which squeezes it on phones.
 */
export function RetryAlert({
  title,
  retrying,
  onRetry,
}: {
  title: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={title}
      description={
        <Space orientation="vertical" size={12} align="start">
          Fehler beim Laden der Daten
          <Button icon={<ReloadOutlined />} loading={retrying} onClick={onRetry}>
            Erneut versuchen
          </Button>
        </Space>
      }
    />
  );
}
