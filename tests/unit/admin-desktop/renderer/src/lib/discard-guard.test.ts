import type { Location } from 'react-router';
import { describe, expect, it, onTestFinished } from 'vitest';
import {
  leaveOnPurpose,
  leavesDialog,
  leavesScreen,
  unsavedWork,
  type UnsavedWork,
} from '@admin/lib/discard-guard.js';
import { stepFurther } from '@admin/lib/dialog-steps.js';

/**
 * Which way out loses which unsaved work (lib/discard-guard.ts); the screens that ask are tested
 * in jsdom (SettingsPage, NewsletterPage, FormDialog, EarlierApplications, routes).
 */
const at = (path: string, state: unknown = null): Location => {
  const url = new URL(path, 'https://agentur.example');
  return { pathname: url.pathname, search: url.search, hash: url.hash, state, key: path };
};

function register(name: string, changed: boolean, leaves: UnsavedWork['leaves'] = leavesScreen) {
  const remove = unsavedWork.add({ changed: () => changed, leaves, lost: () => name });
  onTestFinished(remove);
}
const lost = (from?: Location, to?: Location) => unsavedWork.lostBy(from, to)?.lost();

describe('what leaves a screen or a dialog', () => {
  it('a screen is left by another path, not by its own search or hash (a link to one of its fields)', () => {
    expect(leavesScreen(at('/einstellungen'), at('/faq'))).toBe(true);
    expect(leavesScreen(at('/einstellungen'), at('/einstellungen?feld=legal.vatId'))).toBe(false);
    expect(leavesScreen(at('/einstellungen'), at('/einstellungen#kontakt'))).toBe(false);
  });

  it('a dialog is left with its screen and when another entry is shown in it; the list’s filters stay under it', () => {
    expect(leavesDialog(at('/bewerbungen'), at('/dashboard'))).toBe(true);
    expect(leavesDialog(at('/bewerbungen'), at('/bewerbungen', stepFurther([], 5)))).toBe(true);
    expect(leavesDialog(at('/bewerbungen', stepFurther([], 5)), at('/bewerbungen'))).toBe(true);
    expect(leavesDialog(at('/bewerbungen?status=new'), at('/bewerbungen?status=new&page=2'))).toBe(false);
    expect(leavesDialog(at('/bewerbungen', { open: 3 }), at('/bewerbungen'))).toBe(false);
  });
});

describe('unsavedWork.lostBy', () => {
  it('answers the newest work with changes that the way out leaves (a dialog before its screen)', () => {
    register('screen', true);
    register('dialog', true, leavesDialog);
    expect(lost()).toBe('dialog');
    expect(lost(at('/bewerbungen'), at('/faq'))).toBe('dialog');
    expect(lost(at('/bewerbungen'), at('/bewerbungen?page=2'))).toBeUndefined();
    expect(unsavedWork.count()).toBe(2);
  });

  it('skips work without changes', () => {
    register('screen', true);
    register('dialog', false, leavesDialog);
    expect(lost(at('/einstellungen'), at('/faq'))).toBe('screen');
    expect(lost(at('/einstellungen'), at('/einstellungen?feld=x'))).toBeUndefined();
  });

  it('answers nothing while a way out runs on purpose, and again once it ran', () => {
    register('screen', true);
    let during: string | undefined = 'not asked';
    leaveOnPurpose(() => {
      during = lost(at('/einstellungen'), at('/'));
    });
    expect(during).toBeUndefined();
    expect(lost()).toBe('screen');
  });

  it('forgets a work that was removed', () => {
    const remove = unsavedWork.add({ changed: () => true, leaves: leavesScreen, lost: () => 'gone' });
    remove();
    expect(lost()).toBeUndefined();
    expect(unsavedWork.count()).toBe(0);
  });
});
