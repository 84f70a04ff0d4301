import type { CSSProperties } from 'react';
import type { Highlight } from '@shared/api-types.js';
import { SafeImage } from '../components/SafeImage.js';
import { SectionHeading } from '../components/SectionHeading.js';
import { useHighlights } from '../lib/queries.js';
import { useSettings } from '../lib/settings-context.js';

const SKELETON_COUNT = 3;

function CalendarIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
    >
      <rect x="3.5" y="5" width="17" height="15" rx="2.5" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
    </svg>
  );
}

function HighlightCard({ highlight, index }: { highlight: Highlight; index: number }) {
  return (
    <article className="card highlight-card reveal" style={{ '--stagger': index } as CSSProperties}>
      <div className="highlight-card__media">
        <SafeImage src={highlight.imageUrl} alt={highlight.title} width={1200} height={675} />
        {highlight.date && (
          <p className="highlight-card__date">
            <CalendarIcon />
            {highlight.date}
          </p>
        )}
      </div>
      <div className="highlight-card__body">
        <h3 className="highlight-card__title">{highlight.title}</h3>
        <p className="highlight-card__text">{highlight.description}</p>
      </div>
    </article>
  );
}

function HighlightSkeleton() {
  return (
    <div className="card highlight-card highlight-card--skeleton" aria-hidden="true">
      <div className="skeleton highlight-card__media" />
      <div className="highlight-card__body">
        <div className="skeleton highlight-card__line highlight-card__line--title" />
        <div className="skeleton highlight-card__line" />
        <div className="skeleton highlight-card__line highlight-card__line--short" />
      </div>
    </div>
  );
}

/** Agency highlights: events, campaigns and milestones as image cards. */
export function HighlightsSection() {
  const { texts } = useSettings();
  const { data, isPending } = useHighlights();
  const highlights = data ?? [];
  // The grid adapts to the count: 4 entries read best as 2x2, 1-2 should not leave empty columns.
  const count = isPending ? SKELETON_COUNT : highlights.length;

  return (
    <section id="highlights" className="section highlights" aria-labelledby="highlights-title">
      <div className="container">
        <SectionHeading text={texts.sections.highlights} id="highlights-title" />

        {isPending ? (
          <div className="highlights__grid" data-count={count} aria-busy="true">
            {Array.from({ length: SKELETON_COUNT }, (_, index) => (
              <HighlightSkeleton key={index} />
            ))}
          </div>
        ) : highlights.length === 0 ? (
          <p className="empty-state">Momentan sind keine Highlights verfügbar.</p>
        ) : (
          <div className="highlights__grid" data-count={count}>
            {highlights.map((highlight, index) => (
              <HighlightCard key={highlight.id} highlight={highlight} index={index} />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
