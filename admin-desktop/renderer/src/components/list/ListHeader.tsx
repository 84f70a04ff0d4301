import { Button, Space } from 'antd';
import { DownloadOutlined, FileExcelOutlined } from '@ant-design/icons';
import { PageHeader } from '../PageHeader.js';

/** An address with its query, or without when there is none. */
export const withQuery = (path: string, params: URLSearchParams) =>
  params.size ? `${path}?${params}` : path;

/** The two files of a list's export. */
export interface ExportPaths {
  xlsx: string;
  csv: string;
}

/**
 * The screen's title, and plain download links of what is filtered: the server answers each file
 * with its own name (and records the export).
 */
export function ListHeader({
  title,
  exports,
  filters,
}: {
  title: string;
  exports: ExportPaths;
  filters: URLSearchParams;
}) {
  const buttons = (
    <Space wrap>
      <Button href={withQuery(exports.xlsx, filters)} download icon={<FileExcelOutlined />}>
        Excel exportieren
      </Button>
      <Button href={withQuery(exports.csv, filters)} download icon={<DownloadOutlined />}>
        CSV exportieren
      </Button>
    </Space>
  );
  return <PageHeader title={title} extra={buttons} />;
}
