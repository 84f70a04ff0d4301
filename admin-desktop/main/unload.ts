import { desktopMessages } from './messages.js';

/** The parts of webContents the question needs (Electron's WebContents fits). */
export interface UnloadingContents {
  on(event: 'will-prevent-unload', listener: (event: { preventDefault(): void }) => void): unknown;
}

/** The options of the question (Electron's dialog.showMessageBoxSync takes them); answers the button's index. */
export interface UnloadQuestion {
  type: 'question';
  title: string;
  message: string;
  detail: string;
  buttons: string[];
  defaultId: number;
  cancelId: number;
  noLink: boolean;
}

const DISCARD = 0;

/**
 * Closing or reloading the window while a screen holds unsaved changes: the renderer refuses the
 * unload (its beforeunload, components/LeaveGuard.tsx), which Electron alone answers by keeping the
 * window without a word. Here the person is asked „Änderungen verwerfen?“: 'Verwerfen' closes or
 * reloads, 'Weiter bearbeiten' (the default, also Escape) keeps the window as it is.
 */
export function askBeforeUnload(
  contents: UnloadingContents,
  ask: (question: UnloadQuestion) => number,
): void {
  contents.on('will-prevent-unload', (event) => {
    const answer = ask({
      type: 'question',
      title: desktopMessages.discardTitle,
      message: desktopMessages.discardTitle,
      detail: desktopMessages.discardDetail,
      buttons: [desktopMessages.discard, desktopMessages.keepEditing],
      defaultId: 1,
      cancelId: 1,
      noLink: true,
    });
    // Preventing the default of this event overrides the page's refusal: the unload goes ahead.
    if (answer === DISCARD) event.preventDefault();
  });
}
