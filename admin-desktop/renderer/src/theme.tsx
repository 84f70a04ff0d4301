import type { ReactNode } from 'react';
import { ConfigProvider, theme, type ThemeConfig } from 'antd';
import deDE from 'antd/locale/de_DE';
import { usePrefersReducedMotion } from './lib/reduced-motion.js';

/**
 * The public site's colours and font (public-site/styles/base.css), which the control centre
 * shares. Every colour of the control centre comes from here through Ant Design's tokens; its
 * style sheets use the tokens' CSS variables (`var(--ant-color-…)`), never colours of their own.
 */
const SITE = {
  /** The page: the site's --bg. */
  page: '#07060d',
  /** Cards, tables and fields: the site's --bg-raised. */
  raised: '#0f0d1a',
  /** Dialogs, dropdowns and popovers, a step above the cards. */
  elevated: '#1a1729',
  /** Tooltips. */
  spotlight: '#2b2740',
  border: '#3a3450',
  borderSecondary: '#26223a',
  text: '#f5f3ff',
  /** The site's pink (--pink) as a seed; the dark algorithm darkens it so white text on it reads. */
  pink: '#e0357d',
  /** Links: a lighter pink that reads at 5:1 on cards and dialogs. */
  link: '#ff6fa8',
  linkHover: '#ff9cc4',
  /** The focus ring: light pink, 7:1 against every surface. */
  focus: '#ff7eb3',
  violet: '#8b5cf6',
  danger: '#ff6b6b',
  font: "'Inter Variable', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
} as const;

/** Transparent white for hover and selection backgrounds. */
const whiteAlpha = (alpha: number) => `rgba(255, 255, 255, ${alpha})`;

/**
 * The control centre's one theme: the dark algorithm with the site's surfaces, pink and Inter.
 * Global tokens wherever Ant Design offers one; the few component tokens are the places where one
 * global value cannot serve both uses (white text on a pink or red fill versus pink or red text on
 * the dark surface; the sidebar, header and drawer on the page's own surface).
 */
export function adminTheme(reducedMotion: boolean): ThemeConfig {
  return {
    algorithm: theme.darkAlgorithm,
    token: {
      fontFamily: SITE.font,
      colorPrimary: SITE.pink,
      colorInfo: SITE.violet,
      colorLink: SITE.link,
      colorLinkHover: SITE.linkHover,
      colorLinkActive: SITE.link,
      colorError: SITE.danger,
      colorTextBase: SITE.text,
      // Secondary and tertiary text (hints, descriptions, empty lists) at 4.5:1 or more.
      colorTextSecondary: 'rgba(245, 243, 255, 0.72)',
      colorTextTertiary: 'rgba(245, 243, 255, 0.62)',
      colorTextDescription: 'rgba(245, 243, 255, 0.62)',
      // Placeholders and empty-list notes are read too (disabled controls stay fainter).
      colorTextPlaceholder: 'rgba(245, 243, 255, 0.55)',
      colorBgLayout: SITE.page,
      colorBgContainer: SITE.raised,
      colorBgElevated: SITE.elevated,
      colorBgSpotlight: SITE.spotlight,
      colorBorder: SITE.border,
      colorBorderSecondary: SITE.borderSecondary,
      colorSplit: SITE.borderSecondary,
      // Ant Design draws every focus ring (buttons, menus, checkboxes, links) in this colour.
      colorPrimaryBorder: SITE.focus,
      lineWidthFocus: 2,
      borderRadius: 10,
      motion: !reducedMotion,
    },
    components: {
      Layout: { bodyBg: SITE.page, headerBg: SITE.page, siderBg: SITE.page },
      Drawer: { colorBgElevated: SITE.page },
      // The current entry of an in-page navigation (the settings' sections) reads like a link:
      // the primary pink gives 3.75:1 on the page.
      Anchor: { colorPrimary: SITE.link },
      // The selected tab's title the same way (the Newsletter's Ausgaben | Abonnenten).
      Tabs: {
        itemSelectedColor: SITE.link,
        itemActiveColor: SITE.link,
        itemHoverColor: SITE.linkHover,
        inkBarColor: SITE.link,
      },
      // An empty table's note („Keine Daten“, a list's own empty text) is read, not disabled.
      Table: { colorTextDisabled: 'rgba(245, 243, 255, 0.62)' },
      // The open date picker's days of the next and previous month are read too (the dark
      // algorithm's disabled text gives 2.17:1 on the popup): 4.5:1 or more.
      DatePicker: { colorTextDisabled: 'rgba(245, 243, 255, 0.55)' },
      Menu: {
        itemBg: 'transparent',
        subMenuItemBg: 'transparent',
        itemHoverBg: whiteAlpha(0.06),
        itemActiveBg: whiteAlpha(0.1),
        itemSelectedBg: 'rgba(255, 61, 139, 0.16)',
        itemSelectedColor: SITE.text,
      },
      Button: {
        // A primary button under the pointer keeps white text at 4.5:1 (the dark algorithm's
        // lighter pink gives 3.72:1); default buttons keep that pink for their hover text.
        colorPrimaryHover: '#cb4080',
        defaultHoverColor: '#d75888',
        defaultHoverBorderColor: '#d75888',
        // White on the red of danger text (3.6:1) does not read: a solid red button has dark text.
        dangerColor: SITE.page,
      },
    },
  };
}

/**
 * Ant Design's German words, except the date picker's month and year buttons: they are named by
 * what they show ("Dezember", "2026"), not "Wähle einen Monat", so the visible text is part of
 * the name (WCAG 2.5.3); and except the few its German locale leaves in English or words wrongly
 * (the page size's "Page Size", "Zusammenbruch" for collapsing a text, "Alle Daten löschen" for
 * clearing a selection).
 */
const NO_LABEL = undefined as unknown as string;
let german: typeof deDE | undefined;
export function germanLocale(): typeof deDE {
  // The locale is a CommonJS module: bundled, the default import is its exports object.
  const base = (deDE as typeof deDE & { default?: typeof deDE }).default ?? deDE;
  german ??= {
    ...base,
    DatePicker: base.DatePicker && {
      ...base.DatePicker,
      // Unset (the type asks for a string): the buttons get no aria-label at all.
      lang: { ...base.DatePicker.lang, monthSelect: NO_LABEL, yearSelect: NO_LABEL },
    },
    Pagination: base.Pagination && { ...base.Pagination, page_size: 'Einträge pro Seite' },
    Table: base.Table && {
      ...base.Table,
      selectAll: 'Alle auf dieser Seite auswählen',
      selectInvert: 'Auswahl auf dieser Seite umkehren',
      selectNone: 'Auswahl aufheben',
    },
    Text: base.Text && { ...base.Text, collapse: 'Einklappen' },
    Upload: base.Upload && { ...base.Upload, downloadFile: 'Datei herunterladen' },
  };
  return german;
}

/**
 * The control centre's theme and German locale. Dialogs, drawers, menus and toasts open and close
 * without their zoom and slide animations, and buttons without their click ripple, when the system
 * asks for reduced motion.
 */
export function AdminTheme({ children }: { children: ReactNode }) {
  const reducedMotion = usePrefersReducedMotion();
  return (
    <ConfigProvider
      locale={germanLocale()}
      wave={{ disabled: reducedMotion }}
      theme={adminTheme(reducedMotion)}
    >
      {children}
    </ConfigProvider>
  );
}
