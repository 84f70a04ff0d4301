import { useCallback, useEffect, useState } from 'react';

/** Whether an element is at least partly in the window. */
function inView(element: Element): boolean {
  const rect = element.getBoundingClientRect();
  return rect.bottom >= 0 && rect.top <= window.innerHeight;
}

/** The settings section (its card's id) holding an element, or null. */
const sectionOf = (element: Element | null) => element?.closest('.settings-section[id]')?.id ?? null;

/**
 * The section navigation follows the keyboard: while a field has the focus and is in view, its
 * section is the highlighted one (Tab into another section highlights that), otherwise the
 * navigation follows the scrolling as before. The returned function is the Anchor's
 * `getCurrentAnchor`; it changes when the focus moves to another section, which makes the Anchor
 * ask again.
 */
export function useFocusedSection(): (scrolled: string) => string {
  const [focused, setFocused] = useState<string | null>(null);
  useEffect(() => {
    const onFocus = (event: FocusEvent) => setFocused(sectionOf(event.target as Element | null));
    document.addEventListener('focusin', onFocus);
    return () => document.removeEventListener('focusin', onFocus);
  }, []);
  return useCallback(
    (scrolled: string) => {
      const active = document.activeElement;
      if (!focused || !active || sectionOf(active) !== focused || !inView(active)) return scrolled;
      return `#${focused}`;
    },
    [focused],
  );
}
