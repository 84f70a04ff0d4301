import { App } from 'antd';

/** Toasts: antd notifications, one visible at a time for 5 s (configured in main.tsx). */
export function useToast() {
  const { notification } = App.useApp();
  return {
    success: (title: string, description?: string) => notification.success({ title, description }),
    error: (title: string, description?: string) => notification.error({ title, description }),
  };
}
