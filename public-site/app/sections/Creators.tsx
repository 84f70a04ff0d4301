import type { CSSProperties } from 'react';
import type { Streamer } from '@shared/api-types.js';
import { SafeImage } from '../components/SafeImage.js';
import { SectionHeading } from '../components/SectionHeading.js';
import { achievementOf, displayUsername, frameBadgeOf, tagColorOf, tiktokUrlOf } from '../lib/display.js';
import { useStreamers } from '../lib/queries.js';
import { useSettings } from '../lib/settings-context.js';

const SKELETON_COUNT = 3;

function PinIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
    >
      <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </svg>
  );
}

function StarIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
    </svg>
  );
}

/** Tags after the first (the first one is shown as the achievement). */
function otherTagsOf(tags: string | null): string[] {
  return (tags ?? '')
    .split(',')
    .slice(1)
    .map((tag) => tag.trim())
    .filter(Boolean);
}

function CreatorCard({ streamer, index }: { streamer: Streamer; index: number }) {
  const badge = frameBadgeOf(streamer.frameType);
  // Only known frame types get a styled ring; anything else (and "standard") stays plain.
  const frame = badge ? streamer.frameType : 'standard';
  const handle = displayUsername(streamer);
  const name = streamer.name?.trim() || handle.slice(1);
  const otherTags = otherTagsOf(streamer.tags);

  return (
    <article
      className={`card creator-card creator-card--${frame} reveal`}
      style={{ '--stagger': index % 3 } as CSSProperties}
    >
      <div className="creator-card__avatar">
        <div className="creator-card__ring">
          <SafeImage
            src={streamer.profileImageUrl}
            alt={`Profilbild von ${name}`}
            fallbackName={name}
            width={400}
            height={400}
          />
        </div>
        {badge && (
          <p className="creator-card__badge">
            <StarIcon />
            {badge}
          </p>
        )}
      </div>
      <h3 className="creator-card__name">{name}</h3>
      <a className="creator-card__handle" href={tiktokUrlOf(streamer)}>
        {handle}
      </a>
      <p className="creator-card__country">
        <PinIcon />
        {streamer.country || 'Deutschland'}
      </p>
      <ul className="creator-card__tags">
        <li className={`tag tag--${tagColorOf(streamer.tagColor)}`}>{achievementOf(streamer.tags)}</li>
        {otherTags.map((tag, tagIndex) => (
          <li key={`${tagIndex}-${tag}`} className="creator-card__tag">
            {tag}
          </li>
        ))}
      </ul>
      {streamer.description && <p className="creator-card__description">{streamer.description}</p>}
    </article>
  );
}

function CreatorSkeleton() {
  return (
    <div className="card creator-card creator-card--skeleton" aria-hidden="true">
      <div className="skeleton creator-card__skeleton-avatar" />
      <div className="skeleton creator-card__line creator-card__line--title" />
      <div className="skeleton creator-card__line creator-card__line--short" />
      <div className="skeleton creator-card__line" />
    </div>
  );
}

/** Featured streamers of the agency with their achievement, tags and frame badge. */
export function CreatorsSection() {
  const { texts } = useSettings();
  const { data, isPending } = useStreamers();
  const streamers = data ?? [];

  return (
    <section id="creators" className="section section--alt creators" aria-labelledby="creators-title">
      <div className="container">
        <SectionHeading text={texts.sections.creators} id="creators-title" />

        {isPending ? (
          <div className="creators__grid" aria-busy="true">
            {Array.from({ length: SKELETON_COUNT }, (_, index) => (
              <CreatorSkeleton key={index} />
            ))}
          </div>
        ) : streamers.length === 0 ? (
          <p className="empty-state">Momentan sind keine Creator verfügbar.</p>
        ) : (
          <div className="creators__grid">
            {streamers.map((streamer, index) => (
              <CreatorCard key={streamer.id} streamer={streamer} index={index} />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
