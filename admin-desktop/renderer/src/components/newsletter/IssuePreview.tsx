import { useDeferredValue, useMemo } from 'react';
import { newsletterHtml } from '@shared/newsletter-markdown.js';

/**
 * The issue as the mail shows it: the same Markdown subset as the mails (shared/newsletter-markdown.ts).
 * Setting its HTML is safe: markdown-it escapes every HTML the text holds and keeps only links to
 * http(s) and mailto.
 */
export function IssuePreview({ subject, text }: { subject: string; text: string }) {
  const deferred = useDeferredValue(text);
  const html = useMemo(() => newsletterHtml(deferred), [deferred]);
  return (
    <section className="newsletter-preview" aria-labelledby="newsletter-preview-title">
      <h3 id="newsletter-preview-title" className="newsletter-preview__title">
        Vorschau
      </h3>
      <div className="newsletter-preview__mail">
        <p className="newsletter-preview__subject">
          <span className="newsletter-preview__label">Betreff: </span>
          {subject.trim() || '(noch kein Betreff)'}
        </p>
        {deferred.trim() ? (
          <div
            className="newsletter-preview__body"
            data-testid="newsletter-preview"
            dangerouslySetInnerHTML={{ __html: html }}
          />
        ) : (
          <p className="newsletter-preview__empty">Der Text erscheint hier, während Sie schreiben.</p>
        )}
        <p className="newsletter-preview__footer">
          Darunter folgen in der Mail: warum die Person sie erhält, der Abmeldelink, Name und Anschrift der
          Agentur (aus dem Impressum).
        </p>
      </div>
    </section>
  );
}

/** The Markdown the issues understand, in short. */
export function MarkdownHelp() {
  return (
    <details className="newsletter-help">
      <summary>Formatierung (Markdown)</summary>
      <ul>
        <li>
          <code>**fett**</code> und <code>*kursiv*</code>
        </li>
        <li>
          <code>## Überschrift</code> und <code>### Unterüberschrift</code>
        </li>
        <li>
          <code>[Linktext](https://example.com)</code>; Adressen wie https://… werden von selbst zu Links (nur
          http, https und mailto)
        </li>
        <li>
          Listen: Zeilen mit <code>- </code> oder <code>1. </code> am Anfang
        </li>
        <li>Eine Leerzeile beginnt einen neuen Absatz. HTML und Bilder werden nicht übernommen.</li>
      </ul>
    </details>
  );
}
