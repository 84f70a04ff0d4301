import { useCallback, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { Swiper, SwiperSlide } from '../components/LazySwiper.js';
import type { Feedback } from '@shared/api-types.js';
import { Dots } from '../components/Dots.js';
import { SafeImage } from '../components/SafeImage.js';
import { SectionHeading } from '../components/SectionHeading.js';
import { StarRating } from '../components/StarRating.js';
import { DEFAULT_FEEDBACK_ROLE } from '@shared/constants.js';
import { useFeedbacks } from '../lib/queries.js';
import { useSettings } from '../lib/settings-context.js';

const DEFAULT_RATING = 5;

/*
 * 1.1 cards on phones (the next one peeks in), 2 on tablets, 3 on desktops. testimonials.css
 * gives the slides the same widths before Swiper starts, so hydration does not shift the layout.
 */
const BREAKPOINTS = {
  640: { slidesPerView: 2, spaceBetween: 20 },
  1024: { slidesPerView: 3, spaceBetween: 24 },
};

function TikTokIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <path d="M12.53.02C13.84 0 15.14.01 16.44 0c.08 1.53.63 3.09 1.75 4.17 1.12 1.11 2.7 1.62 4.24 1.79v4.03a10.7 10.7 0 0 1-5.82-1.9c-.01 2.92.01 5.84-.02 8.75a7.64 7.64 0 0 1-1.35 3.94 7.45 7.45 0 0 1-5.91 3.21 7.3 7.3 0 0 1-4.08-1.03 7.53 7.53 0 0 1-3.65-5.71c-.02-.5-.03-1-.01-1.49a7.52 7.52 0 0 1 8.73-6.68c.02 1.48-.04 2.96-.04 4.44a3.4 3.4 0 0 0-4.38 2.12c-.21.51-.15 1.07-.14 1.61a3.4 3.4 0 0 0 6.68.79c.1-1.79.06-3.57.07-5.36.01-4.03-.01-8.05.02-12.07Z" />
    </svg>
  );
}

function QuoteIcon() {
  return (
    <svg viewBox="0 0 32 32" fill="currentColor" aria-hidden="true" className="testimonial-card__quote-icon">
      <path d="M13 7C7.5 8.6 4 12.8 4 18.6V25h9v-9H8.4c.4-3.4 2.4-5.6 5.6-6.6L13 7Zm15 0c-5.5 1.6-9 5.8-9 11.6V25h9v-9h-4.6c.4-3.4 2.4-5.6 5.6-6.6L28 7Z" />
    </svg>
  );
}

function TestimonialCard({ feedback }: { feedback: Feedback }) {
  const rating = Number.isFinite(feedback.rating) && feedback.rating > 0 ? feedback.rating : DEFAULT_RATING;
  return (
    <article className="card testimonial-card">
      <div className="testimonial-card__top">
        <StarRating rating={rating} />
        <QuoteIcon />
      </div>
      <blockquote className="testimonial-card__text">
        <p>{feedback.content}</p>
      </blockquote>
      <footer className="testimonial-card__author">
        <SafeImage
          className="testimonial-card__avatar"
          src={feedback.profileImageUrl}
          alt={`Profilbild von ${feedback.name}`}
          fallbackName={feedback.name}
          width={400}
          height={400}
        />
        <div className="testimonial-card__person">
          <h3 className="testimonial-card__name">{feedback.name}</h3>
          <p className="testimonial-card__role">{feedback.role?.trim() || DEFAULT_FEEDBACK_ROLE}</p>
        </div>
        {feedback.tiktokUrl && (
          <a
            className="testimonial-card__link"
            href={feedback.tiktokUrl}
            aria-label={`${feedback.name} auf TikTok`}
          >
            <TikTokIcon />
          </a>
        )}
      </footer>
    </article>
  );
}

/** Where the carousel stands: its snap position and how many positions it has (1 when all fit). */
interface Position {
  index: number;
  count: number;
}

/** Streamer feedback as a swipeable carousel with 5 position dots. */
export function TestimonialsSection() {
  const { texts } = useSettings();
  const { items, isPending } = useFeedbacks();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [position, setPosition] = useState<Position>({ index: 0, count: items.length });

  // Swiper knows the real number of positions only in the browser (it depends on the width).
  const sync = useCallback((instance: SwiperInstance) => {
    const next = { index: instance.snapIndex, count: instance.isLocked ? 1 : instance.snapGrid.length };
    setPosition((current) => (current.index === next.index && current.count === next.count ? current : next));
  }, []);

  return (
    <section id="testimonials" className="section testimonials" aria-labelledby="testimonials-title">
      <div className="container">
        <SectionHeading text={texts.sections.testimonials} id="testimonials-title" />
        {/* Whether and how the reviews are checked (§ 5b Abs. 3 UWG), under the heading. */}
        {texts.reviewsNote && <p className="testimonials__note">{texts.reviewsNote}</p>}

        {items.length === 0 ? (
          isPending ? (
            <div className="testimonials__skeletons" aria-busy="true">
              <div className="skeleton testimonials__skeleton" />
              <div className="skeleton testimonials__skeleton" />
              <div className="skeleton testimonials__skeleton" />
            </div>
          ) : (
            <p className="empty-state">Momentan sind keine Feedbacks verfügbar.</p>
          )
        ) : (
          <>
            <Swiper
              className="testimonials__slider"
              slidesPerView={1.1}
              spaceBetween={16}
              breakpoints={BREAKPOINTS}
              resistanceRatio={0.3}
              grabCursor
              onSwiper={(instance) => {
                setSwiper(instance);
                sync(instance);
              }}
              onSlideChange={sync}
              onSnapGridLengthChange={sync}
              onBreakpoint={sync}
              onLock={sync}
              onUnlock={sync}
            >
              {items.map((feedback) => (
                <SwiperSlide key={feedback.id}>
                  <TestimonialCard feedback={feedback} />
                </SwiperSlide>
              ))}
            </Swiper>
            <div className="testimonials__dots" data-items={items.length}>
              <Dots
                count={position.count}
                active={position.index}
                label="Feedback-Karussell"
                onSelect={(index) => swiper?.slideTo(index)}
              />
            </div>
          </>
        )}
      </div>
    </section>
  );
}
