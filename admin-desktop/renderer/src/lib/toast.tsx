import type { ReactNode } from 'react';
import { App, Grid } from 'antd';

/** The header's height (antd's Layout.Header): toasts on narrow screens appear just below it. */
const HEADER_HEIGHT = 64;

/**
 * Where toasts appear: one at a time for 5 s (a new one replaces the last, so a success replaces
 * an earlier error), placed where they cover no control. Wide screens: bottom right, beside the
 * lists and away from the header's „Angemeldet als …“ and a screen's add button; narrow screens:
 * centred below the header, which keeps its menu button and name visible.
 */
export function ToastHost({ children }: { children: ReactNode }) {
  const wide = Grid.useBreakpoint().lg === true;
  return (
    <App
      message={{ maxCount: 1, duration: 5 }}
      notification={{
        maxCount: 1,
        duration: 5,
        placement: wide ? 'bottomRight' : 'top',
        top: HEADER_HEIGHT + 8,
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
