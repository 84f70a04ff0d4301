import type { ReactNode } from 'react';
import { Popconfirm } from 'antd';

/**
 * The delete confirmation of every admin list: 'Wirklich löschen?' with a sentence naming what
 * goes, 'Löschen' / 'Abbrechen'. A promise from onConfirm keeps the button spinning until done.
 */
export function ConfirmDelete({
  description,
  onConfirm,
  children,
}: {
  description: string;
  onConfirm: () => unknown;
  children: ReactNode;
}) {
  return (
    <Popconfirm
      title="Wirklich löschen?"
      description={description}
      okText="Löschen"
      cancelText="Abbrechen"
      okButtonProps={{ danger: true }}
      onConfirm={onConfirm as () => Promise<void> | void}
    >
      {children}
    </Popconfirm>
  );
}
