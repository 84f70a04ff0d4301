// @vitest-environment jsdom
import { useContext } from 'react';
import { act } from '@testing-library/react';
import { ConfigProvider, theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { adminTheme, germanLocale } from '@admin/theme.js';
import { setReducedMotion } from '@tests/helpers/dom/environment.js';
import { renderAdmin, screen } from '@tests/helpers/dom/render-admin.js';

/**
 * Motion follows the system setting (theme.tsx, lib/reduced-motion.ts): with reduced motion Ant
 * Design's motion is off (every transition 0s: no zoom or slide of dialogs, drawers, menus and
 * toasts) and buttons have no click ripple; without it both are on; and a change of the setting
 * while the app runs applies at once. That rc-motion then really skips a dialog's zoom cannot be
 * seen in jsdom (no transitions at all): that stays the browser's (admin-reduced-motion.spec.ts).
 */

/** What the theme gives a component: the duration of a button's transition and the ripple setting. */
function MotionProbe() {
  const { token } = theme.useToken();
  const { wave } = useContext(ConfigProvider.ConfigContext);
  return (
    <output aria-label="Bewegung">
      {token.motionDurationMid} {wave?.disabled ? 'ohne Welle' : 'mit Welle'}
    </output>
  );
}

const probe = () => screen.getByLabelText('Bewegung').textContent;

describe('motion', () => {
  it('adminTheme turns Ant Design’s motion off for reduced motion, and leaves it on otherwise', () => {
    expect(adminTheme(true).token?.motion).toBe(false);
    expect(adminTheme(false).token?.motion).toBe(true);
  });

  it('follows the system setting while the app runs', () => {
    setReducedMotion(true);
    renderAdmin(<MotionProbe />);
    expect(probe()).toBe('0s ohne Welle');

    act(() => setReducedMotion(false));
    expect(probe()).toMatch(/^0\.[1-9]\d*s mit Welle$/);

    act(() => setReducedMotion(true));
    expect(probe()).toBe('0s ohne Welle');
  });
});

describe('the German words of Ant Design', () => {
  /** Every text of the locale, as `path=text`. */
  function texts(value: unknown, path = ''): string[] {
    if (typeof value === 'string') return [`${path}=${value}`];
    if (!value || typeof value !== 'object') return [];
    return Object.entries(value).flatMap(([key, inner]) => texts(inner, path ? `${path}.${key}` : key));
  }

  it('leave nothing in English and no wrong word (formats and the locale’s own name aside)', () => {
    const words = texts(germanLocale()).filter((entry) => !/(^locale=|Format=|format=)/.test(entry));
    expect(words.length).toBeGreaterThan(100);
    expect(
      words.filter((entry) =>
        /=.*(Page Size|Select|Zusammenbruch|Selektiere|Alle Daten löschen|Download-)/.test(entry),
      ),
    ).toEqual([]);
    expect(germanLocale().Pagination?.page_size).toBe('Einträge pro Seite');
  });
});
