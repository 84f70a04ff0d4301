import { useEffect, useRef, useState } from 'react';
import { App } from 'antd';

/**
 * The value `value` had when the dialog opened (while `open`): a dialog's fields start from it,
 * even when the value given later changes (such as a new entry's default position after the list
 * was fetched again).
 */
export function useValueAtOpening<T>(open: boolean, value: T): T {
  const [opened, setOpened] = useState<{ value: T } | null>(null);
  if (open && opened === null) setOpened({ value });
  else if (!open && opened !== null) setOpened(null);
  return opened ? opened.value : value;
}

/**
 * Closing a dialog that holds unsaved changes: returns the function for every way a user closes it
 * (Escape, the close button, 'Abbrechen', a click outside). Without changes it closes at once;
 * with changes it first asks „Änderungen verwerfen?“ – 'Verwerfen' closes, 'Weiter bearbeiten'
 * (also Escape) returns to the dialog as it was. Closing after a successful save does not go
 * through here. A question still open when the dialog closes otherwise goes with it.
 */
export function useDiscardGuard(open: boolean, changed: () => boolean, close: () => void): () => void {
  const { modal } = App.useApp();
  const question = useRef<{ destroy(): void } | null>(null);

  useEffect(() => {
    if (open) return;
    question.current?.destroy();
    question.current = null;
  }, [open]);
  useEffect(() => () => question.current?.destroy(), []);

  return () => {
    if (question.current) return;
    if (!changed()) {
      close();
      return;
    }
    question.current = modal.confirm({
      title: 'Änderungen verwerfen?',
      content: 'Ihre Eingaben in diesem Dialog sind noch nicht gespeichert.',
      okText: 'Verwerfen',
      okButtonProps: { danger: true },
      cancelText: 'Weiter bearbeiten',
      autoFocusButton: 'cancel',
      centered: true,
      // Without parameters: antd hands a function that takes one the job of closing the question.
      onOk: () => {
        question.current = null;
        close();
      },
      // Answered at once, not after the fade-out: the next Escape may ask again right away.
      onCancel: () => {
        question.current = null;
      },
    });
  };
}
