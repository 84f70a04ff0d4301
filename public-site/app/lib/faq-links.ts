import { useEffect, useRef } from 'react';

/** The id of an FAQ entry's question button: `#faq-question-3` links to that entry. */
export const faqQuestionId = (id: number) => `faq-question-${id}`;

const HASH_PATTERN = /^#faq-question-(-?\d+)$/;
const OPEN_EVENT = 'faq:open';

/**
 * Asks the FAQ section to open an entry and bring it into view (the hero's question teaser), and
 * puts the entry's link into the address bar.
 */
export function openFaqEntry(id: number): void {
  history.replaceState(null, '', `#${faqQuestionId(id)}`);
  window.dispatchEvent(new CustomEvent<number>(OPEN_EVENT, { detail: id }));
}

/**
 * Calls `open` for every entry openFaqEntry asks for, and once after hydration for the entry
 * the page's address links to (a shared `/#faq-question-3`; the server renders the first entry
 * open, as it does not see the hash).
 */
export function useFaqEntryRequests(open: (id: number) => void): void {
  const latest = useRef(open);
  useEffect(() => {
    latest.current = open;
  });
  useEffect(() => {
    const match = HASH_PATTERN.exec(window.location.hash);
    if (match) latest.current(Number(match[1]));
    const onOpen = (event: Event) => latest.current((event as CustomEvent<number>).detail);
    window.addEventListener(OPEN_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_EVENT, onOpen);
  }, []);
}
