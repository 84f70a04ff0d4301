import { Spin } from 'antd';

/**
 * The spinner while something loads, as a status named „Wird geladen“ for screen readers (a name
 * needs a role, and antd's Spin takes none). `screen` centres a large one in the content area.
 */
export function Loading({ screen = false }: { screen?: boolean }) {
  return (
    <div role="status" aria-label="Wird geladen" className={screen ? 'admin-spinner' : undefined}>
      <Spin size={screen ? 'large' : 'default'} />
    </div>
  );
}
