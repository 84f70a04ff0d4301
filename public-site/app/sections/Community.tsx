import { SectionHeading } from '../components/SectionHeading.js';
import { usePageData, useSettings } from '../lib/settings-context.js';

/**
 * The QR code points at the application form. Its SVG is generated on the server from our own
 * apply URL (trusted), so it is inlined as markup: no extra request, and it scales sharply.
 * QR codes need a light background to scan, hence the white box.
 */
function ApplyQrCard() {
  const { qrSvg, applyUrl } = usePageData();
  return (
    <article className="card community__card community__card--qr">
      {qrSvg && (
        <div
          className="community__qr"
          role="img"
          aria-label="QR-Code zur Bewerbung"
          dangerouslySetInnerHTML={{ __html: qrSvg }}
        />
      )}
      <div className="community__body">
        <h3>Direkt bewerben</h3>
        <p>
          {qrSvg
            ? 'Scanne den Code, um dich zu bewerben – das Formular ist in wenigen Minuten ausgefüllt.'
            : 'Das Formular ist in wenigen Minuten ausgefüllt, wir melden uns innerhalb von 48 Stunden.'}
        </p>
        <a className="community__link" href={applyUrl}>
          Zum Bewerbungsformular
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
        </a>
      </div>
    </article>
  );
}

function ChatCard() {
  const { settings } = usePageData();
  return (
    <article className="card community__card community__card--chat">
      <span className="community__icon" aria-hidden="true">
        <svg
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.9A8 8 0 1 1 21 12Z" />
          <path d="M8.5 10.5h7M8.5 13.5h4.5" />
        </svg>
      </span>
      <div className="community__body">
        <h3>Community-Chat</h3>
        <p>
          Tausch dich mit anderen Creatorn aus, hol dir Tipps aus erster Hand und erfahre als Erstes von neuen
          Kampagnen, Matches und Events.
        </p>
        <a
          className="button button--primary community__button"
          href={settings.links.community}
          target="_blank"
          rel="noopener noreferrer"
        >
          Community-Chat beitreten
          <span className="visually-hidden"> (öffnet in neuem Tab)</span>
        </a>
      </div>
    </article>
  );
}

export function CommunitySection() {
  const { texts } = useSettings();
  return (
    <section id="community" className="section community" aria-labelledby="community-title">
      <div className="community__glow" aria-hidden="true" />
      <div className="container">
        <SectionHeading text={texts.sections.community} id="community-title" />
        <div className="community__grid">
          <ApplyQrCard />
          <ChatCard />
        </div>
      </div>
    </section>
  );
}
