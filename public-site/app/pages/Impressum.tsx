import { useSettings } from '../lib/settings-context.js';
import { mailtoHref } from '@shared/url.js';

/** `tel:` wants digits and a leading plus only; the settings keep the readable spacing. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * Legal notice (§ 5 DDG, § 18 Abs. 2 MStV). Every fact about the operator comes from the site
 * settings: the register entry only for a registered company, the VAT ID only when there is one,
 * and a value left empty leaves out its label too.
 */
export function ImpressumPage() {
  const settings = useSettings();
  const { address, contact, legal } = settings;

  return (
    <article className="legal-page" aria-labelledby="impressum-title">
      <div className="container">
        <header className="legal-page__header">
          <p className="eyebrow">Rechtliches</p>
          <h1 id="impressum-title">Impressum</h1>
          <p className="legal-page__lead">
            Anbieterkennzeichnung nach §&nbsp;5&nbsp;DDG (vormals §&nbsp;5&nbsp;TMG) und Angaben nach
            §&nbsp;18&nbsp;Abs.&nbsp;2&nbsp;MStV.
          </p>
        </header>

        <div className="legal-page__prose">
          <div className="legal-card">
            <h2>Angaben gemäß § 5 DDG</h2>
            <address>
              <strong>{settings.legalName}</strong>
              <br />
              {address.street}
              <br />
              {address.postalCode} {address.city}
              <br />
              {address.country}
            </address>

            <dl className="legal-facts">
              {legal.representative && (
                <div>
                  <dt>Vertreten durch</dt>
                  <dd>{legal.representative}</dd>
                </div>
              )}
              <div>
                <dt>Telefon</dt>
                <dd>
                  <a href={telHref(contact.phone)}>{contact.phone}</a>
                </dd>
              </div>
              <div>
                <dt>E-Mail</dt>
                <dd>
                  <a href={mailtoHref(contact.email)}>{contact.email}</a>
                </dd>
              </div>
            </dl>
          </div>

          {legal.registered && (
            <>
              <h2>Registereintrag</h2>
              <p>Eintragung im Handelsregister.</p>
              <dl className="legal-facts">
                {legal.registerCourt && (
                  <div>
                    <dt>Registergericht</dt>
                    <dd>{legal.registerCourt}</dd>
                  </div>
                )}
                {legal.registerNumber && (
                  <div>
                    <dt>Registernummer</dt>
                    <dd>{legal.registerNumber}</dd>
                  </div>
                )}
              </dl>
            </>
          )}

          {legal.hasVatId && legal.vatId && (
            <>
              <h2>Umsatzsteuer-ID</h2>
              <p>
                Umsatzsteuer-Identifikationsnummer nach § 27a Umsatzsteuergesetz (USt-IdNr.):{' '}
                <strong>{legal.vatId}</strong>
              </p>
            </>
          )}

          {legal.contentResponsible && (
            <>
              <h2>Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV</h2>
              <p className="legal-page__lines">{legal.contentResponsible}</p>
            </>
          )}

          <h2>Verbraucherstreitbeilegung</h2>
          <p>
            Wir sind nicht bereit oder verpflichtet, an Streitbeilegungsverfahren vor einer
            Verbraucherschlichtungsstelle teilzunehmen.
          </p>

          <h2>Haftung für Inhalte</h2>
          <p>
            Die Inhalte dieser Website haben wir mit größter Sorgfalt erstellt. Für die Richtigkeit,
            Vollständigkeit und Aktualität der Inhalte können wir jedoch keine Gewähr übernehmen. Als
            Diensteanbieter sind wir für eigene Inhalte auf diesen Seiten nach den allgemeinen Gesetzen
            verantwortlich. Wir sind jedoch nicht verpflichtet, übermittelte oder gespeicherte fremde
            Informationen zu überwachen oder nach Umständen zu forschen, die auf eine rechtswidrige Tätigkeit
            hinweisen.
          </p>
          <p>
            Verpflichtungen zur Entfernung oder Sperrung der Nutzung von Informationen nach den allgemeinen
            Gesetzen bleiben hiervon unberührt. Eine diesbezügliche Haftung ist jedoch erst ab dem Zeitpunkt
            der Kenntnis einer konkreten Rechtsverletzung möglich. Sobald uns entsprechende Rechtsverletzungen
            bekannt werden, entfernen wir diese Inhalte umgehend.
          </p>

          <h2>Haftung für Links</h2>
          <p>
            Unser Angebot enthält Links zu externen Websites Dritter, etwa zu TikTok, auf deren Inhalte wir
            keinen Einfluss haben. Deshalb können wir für diese fremden Inhalte auch keine Gewähr übernehmen.
            Für die Inhalte der verlinkten Seiten ist stets der jeweilige Anbieter oder Betreiber der Seiten
            verantwortlich. Die verlinkten Seiten wurden zum Zeitpunkt der Verlinkung auf mögliche
            Rechtsverstöße überprüft; rechtswidrige Inhalte waren zu diesem Zeitpunkt nicht erkennbar.
          </p>
          <p>
            Eine permanente inhaltliche Kontrolle der verlinkten Seiten ist ohne konkrete Anhaltspunkte einer
            Rechtsverletzung nicht zumutbar. Sobald uns Rechtsverletzungen bekannt werden, entfernen wir
            derartige Links umgehend.
          </p>

          <h2>Urheberrecht</h2>
          <p>
            Die von uns erstellten Inhalte und Werke auf dieser Website – Texte, Bilder, Grafiken und Videos –
            unterliegen dem deutschen Urheberrecht. Vervielfältigung, Bearbeitung, Verbreitung und jede Art
            der Verwertung außerhalb der Grenzen des Urheberrechts bedürfen der schriftlichen Zustimmung des
            jeweiligen Urhebers bzw. Erstellers. Downloads und Kopien dieser Seite sind nur für den privaten,
            nicht kommerziellen Gebrauch gestattet.
          </p>
          <p>
            Soweit Inhalte auf dieser Seite nicht von uns erstellt wurden, beachten wir die Urheberrechte
            Dritter und kennzeichnen Inhalte Dritter als solche. Das gilt insbesondere für Bilder und
            Profilfotos der Creator, die wir mit deren Einverständnis zeigen. Solltest du trotzdem auf eine
            Urheberrechtsverletzung aufmerksam werden, bitten wir um einen entsprechenden Hinweis. Sobald uns
            Rechtsverletzungen bekannt werden, entfernen wir derartige Inhalte umgehend.
          </p>
        </div>
      </div>
    </article>
  );
}
