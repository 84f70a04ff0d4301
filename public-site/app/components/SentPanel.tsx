import { useEffect, useId, useRef, type ReactNode } from 'react';

export interface SentPanelProps {
  /** The heading, "Danke …". */
  title: string;
  /** What happens next. */
  children: ReactNode;
  /** The button that brings back an empty form. */
  againLabel: string;
  onAgain: () => void;
  /** The heading's level in its page: 3 in a landing-page section, 2 on a page of its own. */
  level?: 2 | 3;
}

/**
 * What takes the form's place after it was sent (issue 39): a thank-you heading, what happens next
 * and a button for another one. A named live region (not a second role="status": the toast is the
 * page's status message); the focus moves to its heading, so keyboard and screen-reader users land
 * on the confirmation instead of on a button that is gone.
 */
export function SentPanel({ title, children, againLabel, onAgain, level = 3 }: SentPanelProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="form card form-sent" aria-live="polite" aria-labelledby={headingId}>
      <span className="form-sent__icon" aria-hidden="true">
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
          <path d="M5 12.5l4.5 4.5L19 7.5" />
        </svg>
      </span>
      <Heading id={headingId} className="form-sent__title" ref={heading} tabIndex={-1}>
        {title}
      </Heading>
      <div className="form-sent__next">{children}</div>
      <button type="button" className="button button--ghost form-sent__again" onClick={onAgain}>
        {againLabel}
      </button>
    </section>
  );
}
