// @vitest-environment jsdom
import { fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FaqSection } from '@public-site/app/sections/Faq.js';
import { publicContentQueryKey } from '@shared/content-types.js';
import { FakeApi } from '@tests/helpers/dom/fake-api.js';
import { renderPublic, screen } from '@tests/helpers/dom/render-public.js';
import { factories } from '@tests/helpers/factories.js';

/**
 * The FAQ accordion once hydrated: the first entry starts open and at most one is open. That a
 * closed answer is hidden (CSS) and the teaser's links open and scroll to an entry stay in the
 * browser (navigation.spec.ts).
 */
const FAQS = [1, 2, 3, 4, 5, 6].map((id) => ({
  id,
  ...factories.content('faqs'),
  question: `Frage Nummer ${id}?`,
  order: id,
}));

async function accordion() {
  const [path] = publicContentQueryKey('faqs');
  const api = new FakeApi().on('GET', new RegExp(`^${path}$`), () => ({ status: 200, body: FAQS }));
  renderPublic(<FaqSection />, { api });
  const buttons = await screen.findAllByRole('button', { name: /^Frage Nummer \d\?$/ });
  expect(buttons).toHaveLength(6);
  /** Which entries are open: their numbers, by the button's state and the entry's class alike. */
  const open = () => {
    const expanded = buttons.flatMap((button, index) =>
      button.getAttribute('aria-expanded') === 'true' ? [index + 1] : [],
    );
    const marked = buttons.flatMap((button, index) =>
      button.closest('.faq-item')!.classList.contains('faq-item--open') ? [index + 1] : [],
    );
    expect(marked).toEqual(expanded);
    return expanded;
  };
  return { buttons, open };
}

describe('the FAQ accordion', () => {
  it('starts with the first entry open; opening another closes it; the open one closes on a click', async () => {
    const { buttons, open } = await accordion();
    expect(open()).toEqual([1]);
    // Each button controls its own answer, which the region names after the question.
    const panel = document.getElementById(buttons[0]!.getAttribute('aria-controls')!)!;
    expect(panel.getAttribute('aria-labelledby')).toBe(buttons[0]!.id);
    expect(panel.textContent).toBe(FAQS[0]!.answer);

    fireEvent.click(buttons[2]!);
    expect(open()).toEqual([3]);
    fireEvent.click(buttons[2]!);
    expect(open()).toEqual([]);
    fireEvent.click(buttons[0]!);
    expect(open()).toEqual([1]);
  });
});
