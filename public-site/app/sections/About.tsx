import type { ReactNode } from 'react';
import { SafeImage } from '../components/SafeImage.js';
import { SectionHeading } from '../components/SectionHeading.js';
import { initialsOf } from '../lib/avatar.js';
import { useSettings } from '../lib/settings-context.js';

const ICON_PROPS = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
} as const;

/** What the agency offers: support, campaigns, monetisation, community building. */
const VALUES: { title: string; text: string; icon: ReactNode }[] = [
  {
    title: 'Persönliche Betreuung',
    text: 'Feste Ansprechpartner, ehrliches Feedback zu deinen Streams und ein Streamplan, der zu deinem Alltag passt.',
    icon: (
      <svg {...ICON_PROPS}>
        <path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM4 20a8 8 0 0 1 16 0" />
      </svg>
    ),
  },
  {
    title: 'Kampagnen & Events',
    text: 'Exklusive Kampagnen, Agentur-Matches und Events bringen dir neue Zuschauer und zusätzliche Reichweite.',
    icon: (
      <svg {...ICON_PROPS}>
        <path d="M4 14V10l12-5v14L4 14ZM16 9h2a3 3 0 0 1 0 6h-2M7 15l1.5 5h3L10 15.5" />
      </svg>
    ),
  },
  {
    title: 'Monetarisierung',
    text: 'Wir zeigen dir, wie du mit LIVE verdienst – ohne Vorabgebühr, und 100\u00a0% deiner Standard-LIVE-Einnahmen bleiben bei dir.',
    icon: (
      <svg {...ICON_PROPS}>
        <path d="M3 17l6-6 4 4 8-8M15 7h6v6" />
      </svg>
    ),
  },
  {
    title: 'Community-Aufbau',
    text: 'Mit 3–4 Streams pro Woche und den richtigen Formaten baust du dir eine treue Community auf, die regelmäßig einschaltet.',
    icon: (
      <svg {...ICON_PROPS}>
        <path d="M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7ZM2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 6.5M18 14a6.5 6.5 0 0 1 3.5 6" />
      </svg>
    ),
  },
];

/** The founder's uploaded photo, or (without one) a gradient circle with the initials. */
function FounderPortrait({ name, photo }: { name: string; photo: string }) {
  if (!photo) {
    return (
      <div className="about__portrait" aria-hidden="true">
        <span>{initialsOf(name)}</span>
      </div>
    );
  }
  return (
    <div className="about__portrait">
      {/* Uploads are 400 x 400 (server/services/uploads.ts); a broken one falls back to the initials. */}
      <SafeImage src={photo} alt={name} fallbackName={name} width={400} height={400} />
    </div>
  );
}

function FounderCard() {
  const { founder } = useSettings();
  return (
    <article className="card about__founder">
      <FounderPortrait name={founder.name} photo={founder.photo} />
      <h3 className="about__name">{founder.name}</h3>
      {founder.role && <p className="about__role">{founder.role}</p>}
      {founder.bio && <p className="about__bio">{founder.bio}</p>}
      {founder.quote && (
        <figure className="about__quote">
          <blockquote>
            <p>„{founder.quote}“</p>
          </blockquote>
          <figcaption>– {founder.name}</figcaption>
        </figure>
      )}
    </article>
  );
}

export function AboutSection() {
  const settings = useSettings();
  return (
    <section id="about" className="section about" aria-labelledby="about-title">
      <div className="container">
        <SectionHeading text={settings.texts.sections.about} id="about-title" />
        <div className="about__grid">
          <FounderCard />
          <ul className="about__values">
            {VALUES.map((value) => (
              <li key={value.title} className="card about__value">
                <span className="about__icon">{value.icon}</span>
                <h3>{value.title}</h3>
                <p>{value.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
