import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { App } from 'antd';
import type { Location } from 'react-router';
import { dialogStepsOf } from './dialog-steps.js';

/**
 * Unsaved changes, wherever they are: a screen's form (Einstellungen, the newsletter editor) or an
 * open dialog registers here while it may hold some, and every way out asks „Änderungen
 * verwerfen?“ first: the router's navigations (the sidebar, a link anywhere, Back and Forward)
 * through the one blocker of components/LeaveGuard.tsx, a reload or closing the tab through the
 * browser's own question, and the few ways out that are no navigation (a tab of the screen,
 * signing out, the desktop app's server address) through useLeaveCheck.
 */
export interface UnsavedWork {
  /** Whether it holds changes now: asked when someone leaves, never earlier. */
  changed(): boolean;
  /** Whether a navigation from one address to the other takes it away. */
  leaves(from: Location, to: Location): boolean;
  /** What the question says would be lost. */
  lost(): string;
}

/** A screen is left when the path changes (its search, its hash and their links stay on it). */
export const leavesScreen = (from: Location, to: Location): boolean => from.pathname !== to.pathname;

/**
 * A dialog opened on a screen is left with the screen, and when the entry it shows changes (an
 * earlier application opened from it, Back to the one before: lib/dialog-steps.ts). A list's
 * filters in the address stay under it.
 */
export const leavesDialog = (from: Location, to: Location): boolean =>
  leavesScreen(from, to) || dialogStepsOf(from.state).join() !== dialogStepsOf(to.state).join();

export const SCREEN_CHANGES_LOST = 'Ihre Änderungen auf dieser Seite sind noch nicht gespeichert.';
export const DIALOG_CHANGES_LOST = 'Ihre Eingaben in diesem Dialog sind noch nicht gespeichert.';

const works = new Set<UnsavedWork>();
const listeners = new Set<() => void>();
/** Set while a way out the person chose (signing out, „Abbrechen“ of the sign-in) runs: nothing asks. */
let leavingOnPurpose = false;

export const unsavedWork = {
  /** Registers a work; answers the function that removes it again. */
  add(work: UnsavedWork): () => void {
    works.add(work);
    listeners.forEach((listener) => listener());
    return () => {
      works.delete(work);
      listeners.forEach((listener) => listener());
    };
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** How many works are registered (changed or not): the blocker is there only while some are. */
  count: (): number => works.size,
  /**
   * The work a way out would lose: the newest registered (a dialog over its screen) that holds
   * changes and, for a navigation, that the navigation leaves. None while a way out runs on purpose.
   */
  lostBy(from?: Location, to?: Location): UnsavedWork | undefined {
    if (leavingOnPurpose) return undefined;
    return [...works].reverse().find((work) => (!from || !to || work.leaves(from, to)) && work.changed());
  },
};

/**
 * Runs a way out the person chose, knowing it drops any changes (they were asked, or cancelled the
 * sign-in): the navigations it starts at once are not blocked, a page it loads is not asked about.
 */
export function leaveOnPurpose(go: () => void, { page = false } = {}): void {
  leavingOnPurpose = true;
  try {
    go();
  } finally {
    // A page being replaced stays released until it is gone (its beforeunload comes later).
    if (!page) leavingOnPurpose = false;
  }
}

type Modal = ReturnType<typeof App.useApp>['modal'];

/** The one question of every way out: 'Verwerfen' goes on, 'Weiter bearbeiten' (and Escape) stays. */
export function askToDiscard(
  modal: Modal,
  lost: string,
  onDiscard: () => void,
  onKeep?: () => void,
): { destroy(): void } {
  return modal.confirm({
    title: 'Änderungen verwerfen?',
    content: lost,
    okText: 'Verwerfen',
    okButtonProps: { danger: true },
    cancelText: 'Weiter bearbeiten',
    autoFocusButton: 'cancel',
    centered: true,
    // Without parameters: antd hands a function that takes one the job of closing the question.
    onOk: () => onDiscard(),
    // Answered at once, not after the fade-out: the next Escape may ask again right away.
    onCancel: () => onKeep?.(),
  });
}

/**
 * Registers unsaved work while `active`: `changed` is asked when someone leaves; `leaves` says which
 * navigations take it away (a screen's by default). The latest arguments count.
 */
export function useUnsavedWork(
  active: boolean,
  changed: () => boolean,
  {
    lost = SCREEN_CHANGES_LOST,
    leaves = leavesScreen,
  }: { lost?: string; leaves?: UnsavedWork['leaves'] } = {},
): void {
  const latest = useRef({ changed, leaves, lost });
  useLayoutEffect(() => {
    latest.current = { changed, leaves, lost };
  });
  useEffect(() => {
    if (!active) return;
    return unsavedWork.add({
      changed: () => latest.current.changed(),
      leaves: (from, to) => latest.current.leaves(from, to),
      lost: () => latest.current.lost,
    });
  }, [active]);
}

/**
 * A way out that is no navigation (a tab of the screen, signing out, the desktop app's server
 * address): the function runs `go` at once without unsaved changes, and after „Verwerfen“ with some.
 */
export function useLeaveCheck(): (go: () => void) => void {
  const { modal } = App.useApp();
  return (go) => {
    const work = unsavedWork.lostBy();
    if (!work) go();
    else askToDiscard(modal, work.lost(), go);
  };
}

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
 * through here. A question still open when the dialog closes otherwise goes with it. While open,
 * the dialog's changes also hold back every navigation that leaves it (leavesDialog): a link in
 * it, the sidebar behind it, Back.
 */
export function useDiscardGuard(open: boolean, changed: () => boolean, close: () => void): () => void {
  const { modal } = App.useApp();
  const question = useRef<{ destroy(): void } | null>(null);
  // Set once „Verwerfen“ was said: the closing navigation (if any) is not asked about again.
  const discarded = useRef(false);

  useEffect(() => {
    discarded.current = false;
    if (open) return;
    question.current?.destroy();
    question.current = null;
  }, [open]);
  useEffect(() => () => question.current?.destroy(), []);
  useUnsavedWork(open, () => !discarded.current && changed(), {
    lost: DIALOG_CHANGES_LOST,
    leaves: leavesDialog,
  });

  return () => {
    if (question.current) return;
    if (!changed()) {
      close();
      return;
    }
    question.current = askToDiscard(
      modal,
      DIALOG_CHANGES_LOST,
      () => {
        question.current = null;
        discarded.current = true;
        close();
      },
      () => {
        question.current = null;
      },
    );
  };
}
