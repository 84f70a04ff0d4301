import { usePageData } from '../lib/settings-context.js';
import { NAV_LINKS } from './Header.js';
import { InstagramIcon, LogoMark, TikTokIcon } from './icons.js';

export function Footer() {
  const { settings, newsletter } = usePageData();
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <a className="logo" href="/">
            <LogoMark gradientId="footer-logo-gradient" />
            <span className="logo__text">{settings.alternateName || settings.name}</span>
          </a>
          {settings.tagline && <p>{settings.tagline}.</p>}
          <div className="site-footer__socials">
            <a className="site-footer__social" href={settings.links.tiktok}>
              <TikTokIcon />
              TikTok
            </a>
            {/* Empty: the agency has no Instagram account. */}
            {settings.links.instagram && (
              <a className="site-footer__social" href={settings.links.instagram}>
                <InstagramIcon />
                Instagram
              </a>
            )}
          </div>
        </div>
        <nav aria-label="Schnellzugriff">
          <h2 className="site-footer__title">Schnellzugriff</h2>
          <ul>
            {NAV_LINKS.map(({ anchor, label }) => (
              <li key={anchor}>
                <a href={`/#${anchor}`}>{label}</a>
              </li>
            ))}
            <li>
              <a href="/#apply">Bewerben</a>
            </li>
          </ul>
        </nav>
        {settings.partners.length > 0 && (
          <div>
            <h2 className="site-footer__title">Partner</h2>
            <ul>
              {/* In the order staff gave them; two may share a name. */}
              {settings.partners.map((partner, index) => (
                <li key={index}>
                  <a href={partner.url} target="_blank" rel="noopener noreferrer">
                    {partner.name}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
        <nav aria-label="Rechtliches">
          <h2 className="site-footer__title">Agentur</h2>
          <ul>
            <li>
              <a href="/kontakt">Kontakt</a>
            </li>
            {newsletter.offered && (
              <li>
                <a href="/newsletter">Newsletter</a>
              </li>
            )}
            <li>
              <a href="/datenschutz">Datenschutz</a>
            </li>
            <li>
              <a href="/impressum">Impressum</a>
            </li>
          </ul>
        </nav>
      </div>
      <div className="container site-footer__bottom">
        <p>
          © {year} {settings.legalName}. Alle Rechte vorbehalten.
        </p>
        <p>Für Creator in Deutschland, Österreich und der Schweiz.</p>
      </div>
    </footer>
  );
}
