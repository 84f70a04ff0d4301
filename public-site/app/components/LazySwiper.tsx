import {
  Children,
  isValidElement,
  useEffect,
  useRef,
  useState,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import type { Swiper as SwiperInstance, SwiperOptions } from 'swiper/types';

type SwiperEventHandler = (swiper: SwiperInstance) => void;

interface LazySwiperProps extends Omit<SwiperOptions, 'on' | 'onAny' | 'oneWayMovement'> {
  className?: string;
  children: ReactNode;
  onSwiper?: SwiperEventHandler;
  /** Any Swiper event as `on<Event>`: onSlideChange, onReachEnd, onResize, … */
  [handler: `on${string}`]: SwiperEventHandler | undefined;
}

const eventName = (prop: string) => prop.charAt(2).toLowerCase() + prop.slice(3);

/**
 * Swiper's markup rendered by React (identical on server and client), with Swiper's code loaded
 * only when the carousel comes near the viewport. A first visit that does not scroll to a
 * carousel never downloads Swiper; until it starts, slides lie side by side as CSS lays them out.
 * Same props as swiper/react's <Swiper> for the parameters and `on…` events this site uses.
 */
export function Swiper({ className, children, onSwiper, ...rest }: LazySwiperProps) {
  const slides = Children.toArray(children);
  const container = useRef<HTMLDivElement>(null);
  const handlers: Record<string, SwiperEventHandler | undefined> = {};
  const params: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(rest)) {
    if (/^on[A-Z]/.test(key)) handlers[eventName(key)] = value as SwiperEventHandler;
    else params[key] = value;
  }
  // Swiper starts with the first render's parameters; its events reach the latest handlers.
  const [initialParams] = useState(params);
  const latest = useRef({ handlers, onSwiper });
  useEffect(() => {
    latest.current = { handlers, onSwiper };
  });
  const instance = useRef<SwiperInstance | null>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let cancelled = false;
    const start = async () => {
      const { default: SwiperCore } = await import('swiper');
      if (cancelled) return;
      const swiper = new SwiperCore(element, {
        ...initialParams,
        // Every event goes to the current handler of that name (handlers change on re-render).
        onAny: (name: string, ...args: unknown[]) =>
          latest.current.handlers[name]?.(args[0] as SwiperInstance),
      } as SwiperOptions);
      instance.current = swiper;
      latest.current.onSwiper?.(swiper);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void start();
      },
      { rootMargin: '300px 0px' },
    );
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
      instance.current?.destroy(true, false);
      instance.current = null;
    };
  }, [initialParams]);

  // New data may add, remove or reorder slides: let a running Swiper find and measure them again.
  // Only then: update() also moves the slides back to the active one, so calling it on every
  // render undid a drag or swipe whenever Swiper's own events (fromEdge, reachBeginning, …)
  // re-rendered the parent while the gesture was under way.
  const slideKeys = slides.map((slide) => (isValidElement(slide) ? slide.key : String(slide))).join('\n');
  useEffect(() => {
    instance.current?.update();
  }, [slideKeys]);

  return (
    <div ref={container} className={`swiper${className ? ` ${className}` : ''}`}>
      <div className="swiper-wrapper">{slides}</div>
    </div>
  );
}

/**
 * One slide. Swiper adds its own classes (swiper-slide-active, …) and styles to this element, and
 * React replaces the whole class attribute when `className` changes: keep it constant and mark
 * state (the current slide, …) on the slide's content instead.
 */
export function SwiperSlide({ className, children, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div {...rest} className={`swiper-slide${className ? ` ${className}` : ''}`}>
      {children}
    </div>
  );
}
