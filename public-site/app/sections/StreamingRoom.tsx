import { useCallback, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { Swiper, SwiperSlide } from '../components/LazySwiper.js';
import { SafeImage } from '../components/SafeImage.js';
import { SectionHeading } from '../components/SectionHeading.js';
import { useSettings } from '../lib/settings-context.js';

/** The three fixed pictures of the room (rendered by tools/images/room-images.ts). */
const ROOM_IMAGES = [
  {
    src: '/static/streaming-room-1.webp',
    caption: 'Dein Streaming-Platz',
    alt: 'Streaming-Platz mit großem Ringlicht, Smartphone auf einem Stativ, Schreibtisch mit Monitor, Wandregalen und Pflanzen im Licht pinker und violetter LED-Leisten',
  },
  {
    src: '/static/streaming-room-2.webp',
    caption: 'Licht & Technik',
    alt: 'Nahaufnahme des Setups: Ringlicht, Smartphone mit laufendem Livestream, Mikrofon am Schwenkarm und Akustikpaneele vor türkisem Neonlicht',
  },
  {
    src: '/static/streaming-room-3.webp',
    caption: 'Lounge für Talk-Formate',
    alt: 'Gemütliche Lounge-Ecke mit Sofa, Neon-Schriftzug „LIVE“, Ringlicht auf Stativ, Pflanzen und einem Fenster mit Blick auf die nächtliche Stadt',
  },
] as const;

function ArrowIcon({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
    </svg>
  );
}

/** Where the carousel stands; the server renders the start (first picture, previous disabled). */
interface Position {
  index: number;
  isBeginning: boolean;
  isEnd: boolean;
}

const START: Position = { index: 0, isBeginning: true, isEnd: false };

/** A gallery of the agency's streaming room: drag, swipe or use the buttons. */
export function StreamingRoomSection() {
  const { texts } = useSettings();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [position, setPosition] = useState<Position>(START);

  const sync = useCallback((instance: SwiperInstance) => {
    const next = { index: instance.activeIndex, isBeginning: instance.isBeginning, isEnd: instance.isEnd };
    setPosition((current) =>
      current.index === next.index && current.isBeginning === next.isBeginning && current.isEnd === next.isEnd
        ? current
        : next,
    );
  }, []);

  return (
    <section
      id="streaming-room"
      className="section section--alt streaming-room"
      aria-labelledby="streaming-room-title"
    >
      <div className="container">
        <SectionHeading text={texts.sections.streamingRoom} id="streaming-room-title" />
      </div>

      {/* Full-bleed: the pictures use the whole width, the neighbours fade out at the edges. */}
      <Swiper
        className="streaming-room__slider"
        slidesPerView="auto"
        spaceBetween={12}
        centeredSlides
        resistanceRatio={0.3}
        grabCursor
        breakpoints={{ 768: { spaceBetween: 24 } }}
        onSwiper={(instance) => {
          setSwiper(instance);
          sync(instance);
        }}
        onSlideChange={sync}
        onReachBeginning={sync}
        onReachEnd={sync}
        onFromEdge={sync}
        onResize={sync}
      >
        {ROOM_IMAGES.map((image, index) => (
          <SwiperSlide key={image.src}>
            {/* The mark is on the figure: Swiper owns the slide element's classes. */}
            <figure
              className={
                index === position.index
                  ? 'streaming-room__figure streaming-room__figure--current'
                  : 'streaming-room__figure'
              }
            >
              <SafeImage src={image.src} alt={image.alt} width={1200} height={800} draggable={false} />
              <figcaption className="streaming-room__caption">{image.caption}</figcaption>
            </figure>
          </SwiperSlide>
        ))}
      </Swiper>

      <div className="container">
        <div className="streaming-room__controls">
          <button
            type="button"
            className="streaming-room__button"
            aria-label="Vorheriges Bild"
            disabled={position.isBeginning}
            onClick={() => swiper?.slidePrev()}
          >
            <ArrowIcon direction="left" />
          </button>
          <p className="streaming-room__counter" aria-live="polite">
            <span className="visually-hidden">Bild </span>
            {position.index + 1}
            <span aria-hidden="true"> / </span>
            <span className="visually-hidden"> von </span>
            {ROOM_IMAGES.length}
          </p>
          <button
            type="button"
            className="streaming-room__button"
            aria-label="Nächstes Bild"
            disabled={position.isEnd}
            onClick={() => swiper?.slideNext()}
          >
            <ArrowIcon direction="right" />
          </button>
        </div>
      </div>
    </section>
  );
}
