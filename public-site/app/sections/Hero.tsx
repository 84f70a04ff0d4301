import { useMemo } from 'react';
import { fillText } from '@shared/site-settings.js';
import { HeadingTitle } from '../components/SectionHeading.js';
import { faqQuestionId, openFaqEntry } from '../lib/faq-links.js';
import { useFaqs } from '../lib/queries.js';
import { useSettings } from '../lib/settings-context.js';

/** The agency's claims, shown as key figures under the intro. */
const KEY_FIGURES = [
  { value: '48\u00a0h', label: 'Antwortzeit' },
  { value: '0\u00a0€', label: 'Vorabgebühr' },
  { value: '100\u00a0%', label: 'deiner Standard-LIVE-Einnahmen' },
] as const;

const FAQ_TEASER_COUNT = 3;

function ArrowIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M5 12h14M13 6l6 6-6 6" />
    </svg>
  );
}

function FaqTeaser() {
  const { items } = useFaqs();
  // The server already sorts, but the fallback samples and refetches must show the same three.
  const questions = useMemo(
    () => [...items].sort((a, b) => a.order - b.order).slice(0, FAQ_TEASER_COUNT),
    [items],
  );
  if (questions.length === 0) return null;
  return (
    <nav className="hero__faq" aria-labelledby="hero-faq-title">
      <p className="hero__faq-title" id="hero-faq-title">
        Häufige Fragen
      </p>
      <ul className="hero__faq-list">
        {questions.map((faq) => (
          <li key={faq.id}>
            {/* Without JavaScript (or with a modifier key) a plain link to the question. */}
            <a
              className="hero__faq-question"
              href={`#${faqQuestionId(faq.id)}`}
              onClick={(event) => {
                if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
                  return;
                event.preventDefault();
                openFaqEntry(faq.id);
              }}
            >
              <span className="hero__faq-text">{faq.question}</span>
              <ArrowIcon />
            </a>
          </li>
        ))}
      </ul>
      <a className="hero__faq-all" href="#faq">
        Alle Fragen und Antworten
      </a>
    </nav>
  );
}

/**
 * Above the fold: the page's h1, the agency claims and both calls to action. No images and no
 * reveal animation here, so the largest paint is plain text and arrives with the first HTML.
 * The join button is a separate grid item: CSS places it above the FAQ teaser on mobile and
 * below it from 768 px on, without rendering it twice.
 */
export function HeroSection() {
  const settings = useSettings();
  const intro = fillText(settings.texts.hero.intro, settings);
  return (
    <section id="hero" className="section hero" aria-labelledby="hero-title">
      <div className="hero__backdrop" aria-hidden="true" />
      <div className="container hero__grid">
        <div className="hero__copy">
          <p className="hero__badge">
            <span className="hero__badge-dot" aria-hidden="true" />
            {settings.name} · Bewerbungen offen
          </p>
          <h1 id="hero-title" className="hero__title">
            <HeadingTitle title={settings.texts.hero.title} />
          </h1>
          {intro && <p className="hero__intro">{intro}</p>}
        </div>

        <a className="button button--primary hero__join" href={settings.links.join}>
          Jetzt beitreten
          <ArrowIcon />
        </a>
        <a className="button button--ghost hero__apply" href="#apply">
          Jetzt bewerben
        </a>

        <ul className="hero__figures">
          {KEY_FIGURES.map((figure) => (
            <li key={figure.value} className="hero__figure">
              <strong className="hero__figure-value">{figure.value}</strong>
              <span className="hero__figure-label">{figure.label}</span>
            </li>
          ))}
        </ul>

        <FaqTeaser />
      </div>
    </section>
  );
}
