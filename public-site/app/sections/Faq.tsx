import { useEffect, useRef, useState } from 'react';
import type { Faq } from '@shared/api-types.js';
import { SectionHeading } from '../components/SectionHeading.js';
import { faqQuestionId, useFaqEntryRequests } from '../lib/faq-links.js';
import { scrollSmoothlyTo } from '../lib/links.js';
import { useFaqs } from '../lib/queries.js';
import { useSettings } from '../lib/settings-context.js';

const SKELETON_COUNT = 4;

function FaqItem({ faq, open, onToggle }: { faq: Faq; open: boolean; onToggle: () => void }) {
  const buttonId = faqQuestionId(faq.id);
  const panelId = `faq-answer-${faq.id}`;
  return (
    <div className={open ? 'faq-item faq-item--open' : 'faq-item'}>
      <h3 className="faq-item__heading">
        <button
          type="button"
          id={buttonId}
          className="faq-item__button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
        >
          <span className="faq-item__question">{faq.question}</span>
          <span className="faq-item__icon" aria-hidden="true" />
        </button>
      </h3>
      {/* Always in the HTML (search engines read the answers); closed panels are hidden by CSS. */}
      <div id={panelId} role="region" aria-labelledby={buttonId} className="faq-item__panel">
        <div className="faq-item__inner">
          <p className="faq-item__answer">{faq.answer}</p>
        </div>
      </div>
    </div>
  );
}

/**
 * Frequently asked questions: a single-open accordion whose first entry starts open. A link to an
 * entry (the hero's teaser, or an address ending in #faq-question-<id>) opens it and scrolls to it.
 */
export function FaqSection() {
  const { texts } = useSettings();
  const { items, isPending } = useFaqs();
  // undefined: nobody has clicked yet, so the first entry is open (even if the list arrives later).
  const [openId, setOpenId] = useState<number | null | undefined>(undefined);
  const currentId = openId === undefined ? items[0]?.id : openId;
  // The entry a link asked for (a new object per request, so asking again scrolls again).
  const [requested, setRequested] = useState<{ id: number } | null>(null);
  const list = useRef<HTMLDivElement>(null);

  useFaqEntryRequests((id) => {
    if (!items.some((faq) => faq.id === id)) return;
    setOpenId(id);
    setRequested({ id });
  });

  useEffect(() => {
    const button = requested && document.getElementById(faqQuestionId(requested.id));
    if (!button) return;
    let cancelled = false;
    // The answer closing above the entry moves it up: scroll once the accordion has settled. Not
    // while the section is far below (content-visibility: auto skips it): its transitions run
    // only once it is rendered, which is what the scroll brings about.
    const rendered = button.checkVisibility?.({ contentVisibilityAuto: true }) ?? true;
    const transitions = rendered ? (list.current?.getAnimations({ subtree: true }) ?? []) : [];
    void Promise.allSettled(transitions.map((transition) => transition.finished)).then(() => {
      if (cancelled) return;
      // Like a followed link: keyboard focus continues from the entry.
      button.focus({ preventScroll: true });
      scrollSmoothlyTo(button);
    });
    return () => {
      cancelled = true;
    };
  }, [requested]);

  return (
    <section id="faq" className="section faq" aria-labelledby="faq-title">
      <div className="container">
        <SectionHeading text={texts.sections.faq} id="faq-title" />

        {items.length === 0 ? (
          isPending ? (
            <div className="faq__list" aria-busy="true">
              {Array.from({ length: SKELETON_COUNT }, (_, index) => (
                <div key={index} className="skeleton faq__skeleton" />
              ))}
            </div>
          ) : (
            <p className="empty-state">Momentan sind keine FAQ-Einträge verfügbar.</p>
          )
        ) : (
          <div className="faq__list" ref={list}>
            {items.map((faq) => (
              <FaqItem
                key={faq.id}
                faq={faq}
                open={faq.id === currentId}
                onToggle={() => setOpenId(faq.id === currentId ? null : faq.id)}
              />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
