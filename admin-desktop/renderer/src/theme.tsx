import type { ReactNode } from 'react';
import { ConfigProvider, theme } from 'antd';
import deDE from 'antd/locale/de_DE';
import { usePrefersReducedMotion } from './lib/reduced-motion.js';

/**
 * The control centre's dark theme and German locale. Dialogs, drawers, menus and toasts open and
 * close without their zoom and slide animations, and buttons without their click ripple, when the
 * system asks for reduced motion.
 */
export function AdminTheme({ children }: { children: ReactNode }) {
  const reducedMotion = usePrefersReducedMotion();
  return (
    <ConfigProvider
      locale={deDE}
      wave={{ disabled: reducedMotion }}
      theme={{
        algorithm: theme.darkAlgorithm,
        token: {
          colorPrimary: '#e0357d',
          colorInfo: '#8b5cf6',
          borderRadius: 10,
          colorBgLayout: '#0b0a12',
          // Lighter than the dark algorithm's, so secondary text, links and red text (danger
          // buttons, field errors) reach a 4.5:1 contrast on the dark backgrounds.
          colorTextDescription: 'rgba(255, 255, 255, 0.6)',
          colorError: '#ff6b6b',
          colorLink: '#a78bfa',
          colorLinkHover: '#c4b5fd',
          colorLinkActive: '#8b5cf6',
          motion: !reducedMotion,
        },
        components: {
          Button: {
            // A primary button under the pointer keeps white text at 4.5:1 (the dark algorithm's
            // hover pink #d75888 gives 3.72:1); default buttons keep that pink for their hover text.
            colorPrimaryHover: '#cb4080',
            defaultHoverColor: '#d75888',
            defaultHoverBorderColor: '#d75888',
          },
        },
      }}
    >
      {children}
    </ConfigProvider>
  );
}
