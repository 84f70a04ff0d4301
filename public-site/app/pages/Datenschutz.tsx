import type { ReactNode } from 'react';
import { usePageData } from '../lib/settings-context.js';
import { mailtoHref } from '@shared/url.js';
import {
  NEWSLETTER_CONFIRM_HOURS,
  NEWSLETTER_UNCONFIRMED_DELETE_HOURS,
  NEWSLETTER_PAGE_PATH,
} from '@shared/newsletter.js';

/**
 * The five parts the spec asks for; the ids feed the table of contents. The newsletter's part
 * shows only while the newsletter is offered (mail settings are set).
 */
const PARTS = [
  { id: 'ueberblick', title: '1. Datenschutz auf einen Blick' },
  { id: 'allgemeine-hinweise', title: '2. Allgemeine Hinweise und Pflichtinformationen' },
  { id: 'datenerfassung', title: '3. Datenerfassung auf dieser Website' },
  { id: 'bewerbungen-kontakt', title: '4. Bewerbungen und Kontaktformular' },
  { id: 'newsletter', title: '5. Newsletter mit Double-Opt-in' },
] as const;

type PartId = (typeof PARTS)[number]['id'];

function Part({ id, children }: { id: PartId; children: ReactNode }) {
  const title = PARTS.find((part) => part.id === id)!.title;
  return (
    <section className="legal-page__part" id={id} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}

/**
 * 5. Newsletter: what server/services/newsletter and the mails do (issue 40), nothing more. Keep it
 * in step with them.
 */
function NewsletterPart({ email }: { email: ReactNode }) {
  return (
    <Part id="newsletter">
      <h3>Anmeldung und Double-Opt-in</h3>
      <p>
        Für unseren Newsletter kannst du dich auf der Startseite oder unter{' '}
        <a href={NEWSLETTER_PAGE_PATH}>{NEWSLETTER_PAGE_PATH}</a> mit deiner E-Mail-Adresse anmelden; dazu
        setzt du ein Häkchen bei einem Einwilligungstext, der dort vollständig angezeigt wird. Danach erhältst
        du eine E-Mail mit einem Bestätigungslink, der {NEWSLETTER_CONFIRM_HOURS} Stunden gültig ist. Das
        Öffnen des Links allein bestätigt noch nichts: Erst wenn du auf der Seite dahinter auf „Anmeldung
        bestätigen“ klickst, bist du angemeldet (Double-Opt-in). So kann niemand eine fremde Adresse anmelden.
      </p>
      <p>
        Bestätigst du die Anmeldung nicht, löschen wir deine Adresse automatisch, sobald der Link abgelaufen
        ist – spätestens {NEWSLETTER_UNCONFIRMED_DELETE_HOURS} Stunden nach der Anmeldung.
      </p>

      <h3>Was wir speichern</h3>
      <ul>
        <li>deine E-Mail-Adresse,</li>
        <li>den Zeitpunkt deiner Anmeldung,</li>
        <li>den Zeitpunkt deiner Bestätigung,</li>
        <li>
          welche Fassung des Einwilligungstextes du bestätigt hast (die Texte selbst bewahren wir als
          Fassungen auf).
        </li>
      </ul>
      <p>
        Damit können wir nachweisen, dass und worin du eingewilligt hast. Mehr speichern wir nicht: keine
        IP-Adresse, keine Angaben zu deinem Browser oder Gerät. Wir werten nicht aus, ob du einen Newsletter
        öffnest oder Links darin anklickst. Beim Versand einer Ausgabe halten wir fest, ob die E-Mail an dich
        übergeben wurde, damit sie dich genau einmal erreicht; zu einer Ausgabe sehen unsere Mitarbeitenden
        und das Protokoll nur Zahlen (zugestellt, fehlgeschlagen, übersprungen), keine Adressen. Deine Adresse
        verwenden wir ausschließlich für den Newsletter und geben sie nicht weiter.
      </p>

      <h3>Versand</h3>
      <p>
        Die Bestätigungs-E-Mail und den Newsletter versenden wir über den E-Mail-Server unseres
        E-Mail-Anbieters, über den auch unsere übrigen E-Mails laufen. Er verarbeitet deine Adresse und den
        Inhalt der E-Mails nur, um sie zuzustellen, und nur in unserem Auftrag (Art. 28 DSGVO).
      </p>

      <h3>Rechtsgrundlage</h3>
      <p>
        Den Newsletter senden wir dir auf Grundlage deiner Einwilligung (Art. 6 Abs. 1 lit. a DSGVO). Den
        Nachweis der Einwilligung (Zeitpunkte und Fassung des Einwilligungstextes) speichern wir, weil wir sie
        nachweisen müssen (Art. 7 Abs. 1 DSGVO i. V. m. Art. 6 Abs. 1 lit. c und f DSGVO). Die Sperrliste nach
        einer Abmeldung beruht auf unserem berechtigten Interesse, dir keine Newsletter mehr zu senden (Art. 6
        Abs. 1 lit. f DSGVO).
      </p>

      <h3>Widerruf und Abmeldung</h3>
      <p>
        Du kannst deine Einwilligung jederzeit mit Wirkung für die Zukunft widerrufen: über den Abmeldelink in
        jedem Newsletter (ein Klick auf „Vom Newsletter abmelden“ genügt, ebenso die Abmeldefunktion deines
        E-Mail-Programms) oder mit einer kurzen Nachricht an {email}. Die Rechtmäßigkeit der bis dahin
        erfolgten Verarbeitung bleibt vom Widerruf unberührt.
      </p>
      <p>
        Nach deiner Abmeldung löschen wir deine Adresse und die Angaben zu deiner Anmeldung. Zurück bleibt nur
        ein mit einem geheimen Schlüssel berechneter Prüfwert deiner Adresse auf einer Sperrliste, aus dem
        sich die Adresse nicht zurückgewinnen lässt. Er dient nur dazu, dass dich kein Newsletter mehr
        erreicht. Dasselbe gilt, wenn wir dich auf deinen Wunsch aus dem Verteiler entfernen; löschen wir
        deine Daten auf deinen Wunsch, bleibt ein vorhandener Eintrag auf der Sperrliste bestehen. Meldest du
        dich später wieder an, gilt wieder das Double-Opt-in; mit deiner Bestätigung entfernen wir den Eintrag
        von der Sperrliste. Du kannst der Speicherung auf der Sperrliste widersprechen, sofern deine
        Interessen unser berechtigtes Interesse überwiegen.
      </p>
    </Part>
  );
}

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

const number = new Intl.NumberFormat('de-DE');
/** "1 Tag", "180 Tage". */
const days = (count: number) => `${number.format(count)} ${count === 1 ? 'Tag' : 'Tage'}`;

/** How long applications are kept: the configured period, or that there is no automatic deletion. */
function applicationRetention(applicationDays: number): string {
  if (applicationDays === 0) {
    return (
      'Eine automatische Löschfrist gibt es nicht: Deine Bewerbung bleibt gespeichert, bis unsere ' +
      'Mitarbeitenden sie löschen, etwa weil sie nicht mehr benötigt wird oder du die Löschung verlangst.'
    );
  }
  return (
    `Ist die Bearbeitung deiner Bewerbung abgeschlossen, löschen wir sie ${days(applicationDays)} ` +
    'danach automatisch. Solange sie noch bearbeitet wird, löschen wir sie nicht automatisch.'
  );
}

/** How long an accepted application is kept (ACCEPTED_RETENTION_DAYS): its own period. */
function acceptedRetention(acceptedDays: number): string {
  if (acceptedDays === 0) {
    return (
      'Nehmen wir dich als Creator an, löschen wir deine Bewerbung nicht automatisch: Sie bleibt ' +
      'gespeichert, bis unsere Mitarbeitenden sie löschen oder du die Löschung verlangst.'
    );
  }
  return (
    `Nehmen wir dich als Creator an, bewahren wir deine Bewerbung länger auf: Wir löschen sie ` +
    `${days(acceptedDays)} nach dem Abschluss der Bearbeitung automatisch.`
  );
}

/** How long contact messages are kept: the configured period, or that there is no automatic deletion. */
function messageRetention(messageDays: number): string {
  if (messageDays === 0) {
    return (
      'Eine automatische Löschfrist gibt es nicht: Deine Nachricht bleibt gespeichert, bis unsere ' +
      'Mitarbeitenden sie löschen.'
    );
  }
  return `Unabhängig davon löschen wir deine Nachricht automatisch ${days(messageDays)} nach ihrem Eingang.`;
}

/** How long the activity log keeps its entries (AUDIT_RETENTION_DAYS). */
function auditRetention(auditDays: number): string {
  const kept =
    auditDays === 0
      ? 'Diese Einträge löschen wir nicht automatisch.'
      : `Diese Einträge löschen wir automatisch ${days(auditDays)} nach ihrer Entstehung.`;
  return (
    'Damit nachvollziehbar bleibt, wer bei uns was geändert hat (Art. 5 Abs. 2 und Art. 32 DSGVO), ' +
    'protokollieren wir Bearbeitungen durch unsere Mitarbeitenden: wer, wann und welches Feld, bei ' +
    'Bewerbungen und Nachrichten aber nie deine Angaben selbst, sondern nur die Namen der geänderten ' +
    `Felder und den Bearbeitungsstand. ${kept} Löschen wir deine Daten auf deinen Wunsch, bleibt im ` +
    'Protokoll nur die Zahl der gelöschten Einträge.'
  );
}

/**
 * Privacy policy. The statements about cookies, logs and page views describe what the server in
 * this repository actually does (no cookie on public pages, request log without IP address,
 * anonymous hourly counters, self-hosted fonts); keep them in step when that behaviour changes.
 */
export function DatenschutzPage() {
  const { settings, retention, newsletter } = usePageData();
  const parts = PARTS.filter((part) => part.id !== 'newsletter' || newsletter.offered);
  const { address, contact, legal } = settings;
  const email = <a href={mailtoHref(contact.email)}>{contact.email}</a>;

  return (
    <article className="legal-page" aria-labelledby="datenschutz-title">
      <div className="container">
        <header className="legal-page__header">
          <p className="eyebrow">Rechtliches</p>
          <h1 id="datenschutz-title">Datenschutzerklärung</h1>
          <p className="legal-page__lead">
            Wie wir mit deinen Daten umgehen, wenn du diese Website besuchst, dich als Creator bewirbst oder
            uns schreibst – verständlich erklärt.
          </p>
          <p className="legal-page__meta">Stand: November 2026</p>
        </header>

        <div className="legal-page__prose">
          <nav className="legal-toc" aria-label="Inhaltsverzeichnis">
            <p className="legal-toc__title">Inhalt</p>
            <ol>
              {parts.map((part) => (
                <li key={part.id}>
                  <a href={`#${part.id}`}>{part.title.replace(/^\d+\.\s*/, '')}</a>
                </li>
              ))}
            </ol>
          </nav>

          <Part id="ueberblick">
            <h3>Allgemeine Hinweise</h3>
            <p>
              Die folgenden Hinweise geben einen einfachen Überblick darüber, was mit deinen personenbezogenen
              Daten passiert, wenn du diese Website besuchst. Personenbezogene Daten sind alle Daten, mit
              denen du persönlich identifiziert werden kannst. Ausführliche Informationen findest du in den
              weiteren Abschnitten dieser Datenschutzerklärung.
            </p>

            <h3>Wer ist verantwortlich für die Datenerfassung auf dieser Website?</h3>
            <p>
              Die Datenverarbeitung auf dieser Website erfolgt durch den Websitebetreiber, die{' '}
              {settings.legalName}. Die Kontaktdaten findest du im Abschnitt „Hinweis zur verantwortlichen
              Stelle“ dieser Datenschutzerklärung.
            </p>

            <h3>Wie erfassen wir deine Daten?</h3>
            <p>
              Zum einen werden deine Daten dadurch erhoben, dass du sie uns mitteilst – zum Beispiel, wenn du
              dich über unser Bewerbungsformular als Creator bewirbst oder uns über das Kontaktformular eine
              Nachricht schickst.
            </p>
            <p>
              Andere Daten werden beim Besuch der Website automatisch durch unsere IT-Systeme verarbeitet,
              weil sie technisch nötig sind, um dir die Seiten auszuliefern (etwa die aufgerufene Adresse und
              der Zeitpunkt des Aufrufs). Die öffentliche Website setzt keine Cookies, verwendet keine
              Analyse- oder Trackingdienste und lädt beim Seitenaufruf keine Inhalte von Servern Dritter.
            </p>

            <h3>Wofür nutzen wir deine Daten?</h3>
            <p>
              Ein Teil der Daten wird erhoben, um eine fehlerfreie und sichere Bereitstellung der Website zu
              gewährleisten. Die Angaben aus dem Bewerbungs- und dem Kontaktformular nutzen wir
              ausschließlich, um deine Bewerbung zu prüfen, dich zu kontaktieren und deine Anfrage zu
              beantworten.
            </p>

            <h3>Welche Rechte hast du bezüglich deiner Daten?</h3>
            <p>
              Du hast jederzeit das Recht, unentgeltlich Auskunft über Herkunft, Empfänger und Zweck deiner
              gespeicherten personenbezogenen Daten zu erhalten. Du hast außerdem ein Recht, die Berichtigung
              oder Löschung dieser Daten zu verlangen. Hast du eine Einwilligung zur Datenverarbeitung
              erteilt, kannst du sie jederzeit für die Zukunft widerrufen. Zudem hast du unter bestimmten
              Umständen das Recht, die Einschränkung der Verarbeitung zu verlangen, und ein Beschwerderecht
              bei der zuständigen Aufsichtsbehörde. Hierzu sowie zu weiteren Fragen zum Datenschutz kannst du
              dich jederzeit an uns wenden.
            </p>
          </Part>

          <Part id="allgemeine-hinweise">
            <h3>Datenschutz</h3>
            <p>
              Wir nehmen den Schutz deiner persönlichen Daten sehr ernst. Wir behandeln deine
              personenbezogenen Daten vertraulich und entsprechend den gesetzlichen Datenschutzvorschriften,
              insbesondere der Datenschutz-Grundverordnung (DSGVO), dem Bundesdatenschutzgesetz (BDSG) und dem
              Telekommunikation-Digitale-Dienste-Datenschutz-Gesetz (TDDDG), sowie dieser
              Datenschutzerklärung.
            </p>
            <p>
              Wir weisen darauf hin, dass die Datenübertragung im Internet (z. B. bei der Kommunikation per
              E-Mail) Sicherheitslücken aufweisen kann. Ein lückenloser Schutz der Daten vor dem Zugriff durch
              Dritte ist nicht möglich.
            </p>

            <h3>Hinweis zur verantwortlichen Stelle</h3>
            <p>Verantwortlich für die Datenverarbeitung auf dieser Website ist:</p>
            <address className="legal-card">
              <strong>{settings.legalName}</strong>
              <br />
              {legal.representative && (
                <>
                  vertreten durch {legal.representative}
                  <br />
                </>
              )}
              {address.street}
              <br />
              {address.postalCode} {address.city}
              <br />
              {address.country}
              <span className="legal-card__contact">
                Telefon: <a href={telHref(contact.phone)}>{contact.phone}</a>
                <br />
                E-Mail: {email}
              </span>
            </address>
            <p>
              Verantwortliche Stelle ist die natürliche oder juristische Person, die allein oder gemeinsam mit
              anderen über die Zwecke und Mittel der Verarbeitung von personenbezogenen Daten (z. B. Namen,
              Kontaktdaten o. Ä.) entscheidet.
            </p>

            <h3>Speicherdauer</h3>
            <p>
              Soweit innerhalb dieser Datenschutzerklärung keine speziellere Speicherdauer genannt wird,
              verbleiben deine personenbezogenen Daten bei uns, bis der Zweck für die Datenverarbeitung
              entfällt. Machst du ein berechtigtes Löschersuchen geltend oder widerrufst du eine Einwilligung,
              werden deine Daten gelöscht, sofern wir keine anderen rechtlich zulässigen Gründe für die
              Speicherung haben (z. B. steuer- oder handelsrechtliche Aufbewahrungsfristen); im letztgenannten
              Fall erfolgt die Löschung nach Fortfall dieser Gründe.
            </p>

            <h3>Rechtsgrundlagen der Datenverarbeitung</h3>
            <p>Wir verarbeiten personenbezogene Daten auf Grundlage von Art. 6 DSGVO, und zwar:</p>
            <ul>
              <li>
                mit deiner <strong>Einwilligung</strong> nach Art. 6 Abs. 1 lit. a DSGVO
                {newsletter.offered ? ', etwa beim Newsletter' : ', soweit du sie uns erteilst'};
              </li>
              <li>
                zur <strong>Erfüllung eines Vertrags</strong> oder zur Durchführung vorvertraglicher Maßnahmen
                nach Art. 6 Abs. 1 lit. b DSGVO, etwa bei deiner Bewerbung als Creator;
              </li>
              <li>
                zur <strong>Erfüllung einer rechtlichen Verpflichtung</strong> nach Art. 6 Abs. 1 lit. c
                DSGVO, etwa bei gesetzlichen Aufbewahrungspflichten;
              </li>
              <li>
                auf Grundlage unserer <strong>berechtigten Interessen</strong> nach Art. 6 Abs. 1 lit. f
                DSGVO, etwa am sicheren und stabilen Betrieb dieser Website.
              </li>
            </ul>
            <p>
              Soweit Informationen in deinem Endgerät gespeichert oder aus ihm ausgelesen werden, ist
              zusätzlich § 25 TDDDG maßgeblich. Über die im Einzelfall einschlägige Rechtsgrundlage
              informieren wir in den folgenden Abschnitten.
            </p>

            <h3>Widerruf deiner Einwilligung zur Datenverarbeitung</h3>
            <p>
              Viele Datenverarbeitungsvorgänge sind nur mit deiner ausdrücklichen Einwilligung möglich. Du
              kannst eine bereits erteilte Einwilligung jederzeit widerrufen (Art. 7 Abs. 3 DSGVO). Die
              Rechtmäßigkeit der bis zum Widerruf erfolgten Datenverarbeitung bleibt vom Widerruf unberührt.
            </p>

            <h3>Deine Rechte</h3>
            <p>Dir stehen gegenüber uns jederzeit die folgenden Rechte zu:</p>
            <ul>
              <li>
                <strong>Auskunft</strong> über die von uns verarbeiteten personenbezogenen Daten (Art. 15
                DSGVO),
              </li>
              <li>
                <strong>Berichtigung</strong> unrichtiger oder Vervollständigung unvollständiger Daten (Art.
                16 DSGVO),
              </li>
              <li>
                <strong>Löschung</strong> deiner Daten, soweit keine gesetzliche Pflicht zur Aufbewahrung
                besteht (Art. 17 DSGVO),
              </li>
              <li>
                <strong>Einschränkung der Verarbeitung</strong>, etwa solange die Richtigkeit deiner Daten
                geprüft wird (Art. 18 DSGVO),
              </li>
              <li>
                <strong>Datenübertragbarkeit</strong>: Herausgabe der Daten, die du uns bereitgestellt hast,
                in einem gängigen, maschinenlesbaren Format (Art. 20 DSGVO),
              </li>
              <li>
                <strong>Widerspruch</strong> gegen Verarbeitungen, die auf unseren berechtigten Interessen
                beruhen (Art. 21 DSGVO),
              </li>
              <li>
                <strong>Beschwerde bei einer Aufsichtsbehörde</strong> (Art. 77 DSGVO).
              </li>
            </ul>
            <p>Für die Ausübung deiner Rechte genügt eine formlose Nachricht an {email}.</p>

            <h3>Widerspruchsrecht gegen die Datenerhebung in besonderen Fällen (Art. 21 DSGVO)</h3>
            <p>
              <strong>
                Wenn die Datenverarbeitung auf Grundlage von Art. 6 Abs. 1 lit. e oder f DSGVO erfolgt, hast
                du jederzeit das Recht, aus Gründen, die sich aus deiner besonderen Situation ergeben, gegen
                die Verarbeitung deiner personenbezogenen Daten Widerspruch einzulegen. Legst du Widerspruch
                ein, verarbeiten wir deine betroffenen personenbezogenen Daten nicht mehr, es sei denn, wir
                können zwingende schutzwürdige Gründe für die Verarbeitung nachweisen, die deine Interessen,
                Rechte und Freiheiten überwiegen, oder die Verarbeitung dient der Geltendmachung, Ausübung
                oder Verteidigung von Rechtsansprüchen.
              </strong>
            </p>

            <h3>Beschwerderecht bei der zuständigen Aufsichtsbehörde</h3>
            <p>
              Im Falle von Verstößen gegen die DSGVO steht dir ein Beschwerderecht bei einer
              Datenschutz-Aufsichtsbehörde zu, insbesondere in dem Mitgliedstaat deines gewöhnlichen
              Aufenthalts, deines Arbeitsplatzes oder des Orts des mutmaßlichen Verstoßes. Das Beschwerderecht
              besteht unbeschadet anderweitiger verwaltungsrechtlicher oder gerichtlicher Rechtsbehelfe.
            </p>

            <h3>SSL- bzw. TLS-Verschlüsselung</h3>
            <p>
              Diese Website nutzt aus Sicherheitsgründen und zum Schutz der Übertragung vertraulicher Inhalte
              – etwa deiner Bewerbung oder deiner Nachricht an uns – eine SSL- bzw. TLS-Verschlüsselung. Eine
              verschlüsselte Verbindung erkennst du daran, dass die Adresszeile des Browsers mit „https://“
              beginnt und ein Schloss-Symbol angezeigt wird. Ist die Verschlüsselung aktiv, können die Daten,
              die du an uns übermittelst, nicht von Dritten mitgelesen werden.
            </p>
          </Part>

          <Part id="datenerfassung">
            <h3>Cookies</h3>
            <p>
              Cookies sind kleine Textdateien, die eine Website in deinem Browser ablegt.{' '}
              <strong>Die öffentliche Website setzt keine Cookies</strong> – weder eigene noch solche von
              Drittanbietern. Du kannst alle öffentlichen Seiten, das Bewerbungs- und das Kontaktformular
              nutzen, ohne dass in deinem Browser etwas gespeichert wird. Deshalb zeigen wir dir auch keinen
              Cookie-Banner.
            </p>
            <p>
              Einzig das Kontrollzentrum, der passwortgeschützte Bereich, in dem unsere Mitarbeitenden die
              Inhalte der Website und eingegangene Bewerbungen verwalten, verwendet nach der Anmeldung ein
              technisch notwendiges Sitzungs-Cookie. Es enthält nur eine zufällige Kennung, ist für Skripte
              nicht auslesbar, wird ausschließlich an die Schnittstelle des Kontrollzentrums übertragen und
              verliert mit der Abmeldung, nach längerer Inaktivität bzw. spätestens einige Stunden nach der
              Anmeldung seine Gültigkeit. Rechtsgrundlage sind § 25 Abs. 2 Nr. 2 TDDDG und Art. 6 Abs. 1 lit.
              f DSGVO; unser berechtigtes Interesse liegt in einer sicheren Anmeldung. Zum Schutz vor
              Angriffen auf die Anmeldung werden fehlgeschlagene Anmeldeversuche für kurze Zeit zusammen mit
              der IP-Adresse gezählt.
            </p>

            <h3>Server-Log-Dateien</h3>
            <p>
              Bei jedem Aufruf protokolliert unser Server automatisch, welche Seite bzw. Datei angefordert
              wurde (ohne angehängte Parameter), die Art der Anfrage, den Statuscode der Antwort, die
              Bearbeitungszeit und den Zeitpunkt. Deine IP-Adresse wird zwar technisch bedingt verarbeitet, um
              dir die Seite überhaupt ausliefern zu können, in diesen Protokollen aber nicht gespeichert.
            </p>
            <p>
              Die Protokolle dienen ausschließlich dazu, Fehler zu erkennen und den sicheren Betrieb der
              Website zu gewährleisten; sie werden nicht mit anderen Datenquellen zusammengeführt.
              Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO. Unser berechtigtes Interesse liegt in der
              technisch fehlerfreien Darstellung und der Sicherheit unserer Website.
            </p>

            <h3>Zählung der Seitenaufrufe</h3>
            <p>
              Um zu sehen, wie gut unsere Website angenommen wird, zählen wir Seitenaufrufe ausschließlich als
              anonyme Summen je Stunde. Gezählt wird über eine kleine Anfrage, die die geladene Seite an
              unseren Server schickt und die nur die Adresse der Seite enthält; ohne Cookies und ohne etwas in
              deinem Browser zu speichern. Damit derselbe Besuch einer Seite nicht mehrfach zählt, bilden wir
              aus IP-Adresse, Browserkennung und Seite mit einem täglich neu erzeugten Zufallswert („Salt“)
              einen Prüfwert, der höchstens 30 Minuten und nie über den Tag hinaus aufbewahrt wird; der Salt
              des Vortags wird gelöscht. Dauerhaft bleibt nur ein Zähler: keine IP-Adresse, kein Cookie, keine
              Geräte- oder Browserkennung und keine sonstigen personenbezogenen Daten. Ein Rückschluss auf
              einzelne Besucher ist damit ausgeschlossen. Aufrufe durch Suchmaschinen und andere
              automatisierte Programme sowie von Browsern ohne JavaScript werden nicht mitgezählt (Art. 6 Abs.
              1 lit. f DSGVO).
            </p>

            <h3>Schriftarten</h3>
            <p>
              Die auf dieser Website verwendeten Schriftarten sind lokal auf unserem eigenen Server
              installiert. Beim Aufruf der Seiten wird keine Verbindung zu Servern von Google oder anderen
              Drittanbietern aufgebaut; überhaupt stellt die Website beim Laden keine Anfragen an Server
              Dritter.
            </p>

            <h3>Links zu sozialen Netzwerken und Messengern</h3>
            <p>
              Auf unserer Website findest du Links zu unseren Profilen und Gruppen, etwa bei TikTok, Instagram
              und WhatsApp. Dabei handelt es sich um einfache Verweise: Solange du sie nicht anklickst, werden
              keine Daten an die jeweiligen Anbieter übertragen. Erst wenn du einem Link folgst, verlässt du
              unsere Website; ab dann gelten die Datenschutzbestimmungen des jeweiligen Anbieters.
            </p>
          </Part>

          <Part id="bewerbungen-kontakt">
            <h3>Bewerbungsformular</h3>
            <p>
              Wenn du dich über unser Bewerbungsformular als Creator bewirbst, speichern wir folgende Angaben:
            </p>
            <ul>
              <li>deinen TikTok-Namen (Pflichtangabe),</li>
              <li>deine WhatsApp-Nummer (freiwillig),</li>
              <li>deinen Telegram-Namen (freiwillig),</li>
              <li>deine Website (freiwillig),</li>
              <li>dein Land (Pflichtangabe),</li>
              <li>deine bisherige Streaming-Erfahrung (freiwillig),</li>
              <li>deine aktuelle Agentur, falls vorhanden (freiwillig),</li>
              <li>deine Bestätigung, dass du mindestens 18 Jahre alt bist,</li>
              <li>deine Bestätigung, dass du diese Datenschutzerklärung gelesen hast,</li>
              <li>den Zeitpunkt deiner Bewerbung.</li>
            </ul>
            <p>
              Wir verwenden diese Daten ausschließlich, um deine Bewerbung zu prüfen und dich innerhalb von 48
              Stunden über die von dir angegebenen Kanäle zu kontaktieren. Während der Prüfung vermerken
              unsere Mitarbeitenden den Bearbeitungsstand und interne Notizen zu deiner Bewerbung. Die
              Altersbestätigung speichern wir, weil wir ausschließlich mit volljährigen Creatorn
              zusammenarbeiten.
            </p>
            <p>
              Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO, da die Verarbeitung der Durchführung
              vorvertraglicher Maßnahmen auf deine Anfrage hin dient. Zugriff auf deine Bewerbung haben nur
              die zuständigen Mitarbeitenden unserer Agentur; an Dritte geben wir deine Angaben nicht ohne
              deine ausdrückliche Zustimmung weiter.
            </p>
            <p>
              Mit deiner Bewerbung speichern wir außerdem, woher sie kam: die Kennung des Links, über den du
              unsere Website aufgerufen hast (etwa „tiktok-bio“ aus <code>?ref=tiktok-bio</code> oder den
              Parametern utm_source, utm_medium und utm_campaign), und von der Website, die dich zu uns
              geführt hat, nur deren Adresse (etwa „www.instagram.com“), nie die aufgerufene Seite. Dafür
              setzen wir kein Cookie und speichern nichts in deinem Browser; über dich als Besucher speichern
              wir nichts. So sehen wir, über welche Kanäle Creator zu uns finden (Art. 6 Abs. 1 lit. f DSGVO).
              Hast du dich schon einmal beworben, sehen unsere Mitarbeitenden das an deinem TikTok-Namen,
              deiner WhatsApp-Nummer oder deinem Telegram-Namen; deine Bewerbungen bleiben dabei getrennt
              gespeichert.
            </p>
            <p>
              Wir löschen deine Bewerbungsdaten, sobald sie für die Entscheidung über die Bewerbung und eine
              mögliche Zusammenarbeit nicht mehr erforderlich sind und keine gesetzlichen
              Aufbewahrungspflichten entgegenstehen. Kommt eine Zusammenarbeit zustande, speichern wir die
              nötigen Angaben für deren Dauer. Du kannst die Löschung deiner Bewerbung jederzeit formlos unter{' '}
              {email} verlangen.
            </p>
            <p>{applicationRetention(retention.applicationDays)}</p>
            <p>{acceptedRetention(retention.acceptedDays)}</p>
            <p>{auditRetention(retention.auditDays)}</p>

            <h3>Kontaktformular</h3>
            <p>
              Wenn du uns über das Kontaktformular eine Nachricht sendest, speichern wir deinen Namen, deine
              E-Mail-Adresse, optional deine WhatsApp-Nummer und deinen Telegram-Namen, den Betreff und deine
              Nachricht, um deine Anfrage und mögliche Anschlussfragen zu beantworten. Diese Daten geben wir
              nicht ohne deine Einwilligung weiter.
            </p>
            <p>
              Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO, sofern deine Anfrage mit einem Vertrag
              zusammenhängt oder zur Durchführung vorvertraglicher Maßnahmen erforderlich ist. In allen
              übrigen Fällen beruht die Verarbeitung auf unserem berechtigten Interesse an der wirksamen
              Bearbeitung der an uns gerichteten Anfragen (Art. 6 Abs. 1 lit. f DSGVO).
            </p>
            <p>
              Die Daten verbleiben bei uns, bis du uns zur Löschung aufforderst oder der Zweck für die
              Speicherung entfällt – etwa nach abgeschlossener Bearbeitung deiner Anfrage.{' '}
              {messageRetention(retention.messageDays)} Zwingende gesetzliche Bestimmungen, insbesondere
              Aufbewahrungsfristen, bleiben unberührt.
            </p>

            <h3>Anfrage per E-Mail, Telefon oder Messenger</h3>
            <p>
              Kontaktierst du uns per E-Mail, Telefon, WhatsApp oder Telegram, verarbeiten wir deine Anfrage
              einschließlich der dabei mitgeteilten Daten auf denselben Rechtsgrundlagen und für dieselbe
              Dauer wie beim Kontaktformular. Bei der Nutzung von Messengern verarbeiten zusätzlich deren
              Anbieter Daten nach ihren eigenen Datenschutzbestimmungen; wenn du das nicht möchtest, schreib
              uns lieber per E-Mail.
            </p>
          </Part>

          {newsletter.offered && <NewsletterPart email={email} />}
        </div>
      </div>
    </article>
  );
}
