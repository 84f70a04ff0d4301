import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { App } from 'antd';
import { useBlocker, type BlockerFunction } from 'react-router';
import { askToDiscard, SCREEN_CHANGES_LOST, unsavedWork, type UnsavedWork } from '../lib/discard-guard.js';

/**
 * Asks before the app leaves unsaved work (lib/discard-guard.ts): one router blocker for every
 * navigation (the sidebar, a link in a screen or in a dialog, Back and Forward), fed by whichever
 * screen or dialog holds changes, and the browser's own question before a reload or closing the
 * tab (the desktop app's main process asks it in a window's words: admin-desktop/main/unload.ts).
 * Mounted once inside the router; the blocker exists only while some work is registered.
 */
export function LeaveGuard() {
  const registered = useSyncExternalStore(unsavedWork.subscribe, unsavedWork.count) > 0;
  useEffect(() => {
    if (!registered) return;
    const ask = (event: BeforeUnloadEvent) => {
      if (unsavedWork.lostBy()) event.preventDefault();
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [registered]);
  return registered ? <NavigationQuestion /> : null;
}

/** „Änderungen verwerfen?“ for a blocked navigation: 'Verwerfen' goes on, 'Weiter bearbeiten' stays. */
function NavigationQuestion() {
  const { modal } = App.useApp();
  const blockedBy = useRef<UnsavedWork | undefined>(undefined);
  const blocks = useCallback<BlockerFunction>(({ currentLocation, nextLocation }) => {
    blockedBy.current = unsavedWork.lostBy(currentLocation, nextLocation);
    return blockedBy.current !== undefined;
  }, []);
  const blocker = useBlocker(blocks);
  const latest = useRef(blocker);
  useEffect(() => {
    latest.current = blocker;
  });
  const blocked = blocker.state === 'blocked';
  useEffect(() => {
    if (!blocked) return;
    const question = askToDiscard(
      modal,
      blockedBy.current?.lost() ?? SCREEN_CHANGES_LOST,
      () => latest.current.proceed?.(),
      () => latest.current.reset?.(),
    );
    return () => question.destroy();
  }, [blocked, modal]);
  return null;
}
