import type { ReactNode } from 'react';
import { App, Grid } from 'antd';

/**
 * Where toasts appear: one at a time for 5 s (a new one replaces the last, so a success replaces
 * an earlier error), away from the header's „Angemeldet als …“, the menu button and a screen's
 * add button: bottom right on wide screens, at the bottom on phones (where a dialog's buttons sit
 * below the fold or mid-screen, not at the very bottom).
 */
export function ToastHost({ children }: { children: ReactNode }) {
  const wide = Grid.useBreakpoint().lg === true;
  return (
    <App
      message={{ maxCount: 1, duration: 5 }}
      notification={{
        maxCount: 1,
        duration: 5,
        placement: wide ? 'bottomRight' : 'bottom',
      }}
    >
      {children}
    </App>
  );
}

/** Toasts: antd notifications, shown by the ToastHost. */
export function useToast() {
  const { notification } = App.useApp();
  return {
    success: (title: string, description?: string) => notification.success({ title, description }),
    error: (title: string, description?: string) => notification.error({ title, description }),
  };
}
