import { useMemo, useState } from 'react';
import { Swiper, SwiperSlide } from '../components/LazySwiper.js';
import type { Swiper as SwiperInstance } from 'swiper';
import { Dots } from '../components/Dots.js';
import { SectionHeading } from '../components/SectionHeading.js';
import { DEFAULT_LIVESTREAM_DESCRIPTION } from '../lib/display.js';
import { useLivestreams } from '../lib/queries.js';
import { sortSchedule, type ScheduledStream } from '../lib/schedule.js';
import { usePageData, useSettings } from '../lib/settings-context.js';

/** The desktop grid shows at most 6 cards. */
const DESKTOP_MAX_CARDS = 6;
const SKELETON_COUNT = 3;

/** "19:00" reads as "19:00 Uhr"; any other free text is shown as entered. */
function formatTime(time: string): string {
  return /^\d{1,2}[:.]\d{2}$/.test(time.trim()) ? `${time.trim()} Uhr` : time;
}

function ScheduleCard({ entry }: { entry: ScheduledStream }) {
  return (
    <article className={entry.badge ? `schedule-card schedule-card--${entry.badge}` : 'schedule-card'}>
      <div className="schedule-card__top">
        <span
          className={
            entry.daysFromToday === 0 ? 'schedule-card__day schedule-card__day--today' : 'schedule-card__day'
          }
        >
          {entry.dayLabel}
        </span>
        {entry.badge === 'live' && (
          <span className="schedule-card__live">
            <span className="schedule-card__live-dot" aria-hidden="true" />
            LIVE
          </span>
        )}
        {entry.badge === 'next' && <span className="schedule-card__next">Als Nächstes</span>}
      </div>
      <p className="schedule-card__time">
        <svg
          viewBox="0 0 24 24"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <circle cx="12" cy="12" r="9" />
          <path d="M12 7v5l3 2" />
        </svg>
        {formatTime(entry.time)}
      </p>
      <h3 className="schedule-card__title">{entry.title}</h3>
      <p className="schedule-card__description">
        {entry.description?.trim() || DEFAULT_LIVESTREAM_DESCRIPTION}
      </p>
    </article>
  );
}

/** Mobile: horizontal swipe of 200×300 cards with dots that follow and move the slider. */
function ScheduleSwiper({ entries }: { entries: ScheduledStream[] }) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [active, setActive] = useState(0);
  // With "auto" widths the last cards can never become the active slide, so the end counts as the last entry.
  const track = (instance: SwiperInstance) =>
    setActive(instance.isEnd ? entries.length - 1 : instance.activeIndex);
  return (
    <div className="schedule__mobile">
      <Swiper
        className="schedule__swiper"
        // Gaps are CSS margins (Swiper measures them), so the server HTML already has the final layout.
        slidesPerView="auto"
        onSwiper={setSwiper}
        onSlideChange={track}
        onReachEnd={track}
        onFromEdge={track}
      >
        {entries.map((entry) => (
          <SwiperSlide key={entry.id} className="schedule__slide">
            <ScheduleCard entry={entry} />
          </SwiperSlide>
        ))}
      </Swiper>
      <Dots
        count={entries.length}
        active={active}
        label="Livestream-Plan durchblättern"
        onSelect={(index) => swiper?.slideTo(index)}
      />
    </div>
  );
}

function ScheduleSkeleton() {
  return (
    <div className="schedule__skeletons" aria-busy="true">
      <span className="visually-hidden" role="status">
        Livestream-Plan wird geladen …
      </span>
      {Array.from({ length: SKELETON_COUNT }, (_, index) => (
        <div key={index} className="skeleton schedule__skeleton" aria-hidden="true" />
      ))}
    </div>
  );
}

/**
 * Weekly plan sorted by days from today in Europe/Berlin. Both layouts are rendered and CSS shows
 * one of them, so the server needs no knowledge of the viewport; the hidden copy is display:none
 * and thus not in the accessibility tree.
 */
export function ScheduleSection() {
  const { texts } = useSettings();
  const { data, isPending } = useLivestreams();
  // The server's render time, so the hydrating browser orders the days exactly as the HTML does.
  const { renderedAt } = usePageData();
  const entries = useMemo(() => sortSchedule(data ?? [], new Date(renderedAt)), [data, renderedAt]);

  let content;
  // isPending rather than isLoading: it is the same on server and client (data is prefetched),
  // so hydration never flips between skeleton and empty state. Errors show the empty message.
  if (isPending) content = <ScheduleSkeleton />;
  else if (entries.length === 0)
    content = <p className="empty-state">Momentan sind keine Livestreams geplant.</p>;
  else
    content = (
      <>
        <ScheduleSwiper entries={entries} />
        <ul className="schedule__grid">
          {entries.slice(0, DESKTOP_MAX_CARDS).map((entry) => (
            <li key={entry.id}>
              <ScheduleCard entry={entry} />
            </li>
          ))}
        </ul>
      </>
    );

  return (
    <section id="schedule" className="section section--alt schedule" aria-labelledby="schedule-title">
      <div className="container">
        <SectionHeading text={texts.sections.schedule} id="schedule-title" />
        {content}
      </div>
    </section>
  );
}
