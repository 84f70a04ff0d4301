import type { ReactNode } from 'react';
import { Popconfirm } from 'antd';

/**
 * The delete confirmation of every admin list: 'Wirklich löschen?' with a sentence naming what
 * goes, 'Löschen' / 'Abbrechen'. A promise from onConfirm keeps the button spinning until done.
 * A title of its own names what goes when the description cannot (several at once).
 */
export function ConfirmDelete({
  title = 'Wirklich löschen?',
  description,
  onConfirm,
  children,
}: {
  title?: string;
  description: string;
  onConfirm: () => unknown;
  children: ReactNode;
}) {
  return (
    <Popconfirm
      title={title}
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
