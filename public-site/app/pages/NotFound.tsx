import { TikTokIcon } from '../components/icons.js';
import { useSettings } from '../lib/settings-context.js';

/**
 * The screen of every unknown path (the server answers it with status 404). The channel link is a
 * plain `<a href>`: the global handler opens video-platform links in a new tab on mobile.
 */
export function NotFoundPage() {
  const { links } = useSettings();

  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <div className="container not-found__inner">
        {/* Decorative: the heading below already says what happened. */}
        <p className="not-found__code" aria-hidden="true">
          404
        </p>
        <h1 id="not-found-title">Seite nicht gefunden</h1>
        <p className="not-found__text">Die gesuchte Seite konnte leider nicht gefunden werden.</p>
        <div className="not-found__actions">
          <a className="button button--primary" href="/">
            <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M3 10.5 12 3l9 7.5M5 9v11h5v-6h4v6h5V9" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            Zurück zur Startseite
          </a>
          <a className="button button--ghost" href={links.tiktok}>
            <TikTokIcon />
            Zu unserem TikTok-Kanal
          </a>
        </div>
      </div>
    </section>
  );
}
