import type { ReactNode } from 'react';
import type * as Api from '@shared/api-types.js';
import {
  excerptOf,
  markMatches,
  NO_SEARCH_RESULTS,
  SEARCH_KINDS,
  SEARCH_QUERY_MAX,
  weekdayLabelOf,
  type SearchKind,
  type SearchResults,
} from '@shared/search.js';
import { displayUsername } from '../lib/display.js';
import { usePageData } from '../lib/settings-context.js';

/** What a result shows: a title, a line of details and a passage of text. */
interface ResultView {
  id: number;
  title: string;
  meta?: string;
  text?: string;
}

/** Per kind: its heading, the landing page section it links to, and how an entry reads. */
const KINDS: {
  [K in SearchKind]: { label: string; href: string; view: (item: SearchResults[K][number]) => ResultView };
} = {
  faqs: {
    label: 'Häufige Fragen',
    href: '/#faq',
    view: (faq: Api.Faq) => ({ id: faq.id, title: faq.question, text: faq.answer }),
  },
  streamers: {
    label: 'Creator',
    href: '/#creators',
    view: (streamer: Api.Streamer) => {
      const handle = displayUsername(streamer);
      return {
        id: streamer.id,
        title: streamer.name?.trim() || handle.slice(1),
        meta: `${handle} · ${streamer.country || 'Deutschland'}`,
        // Both searched fields, so a match in the tags shows too.
        text: [streamer.description, streamer.tags].filter(Boolean).join(' · ') || undefined,
      };
    },
  },
  highlights: {
    label: 'Highlights',
    href: '/#highlights',
    view: (highlight: Api.Highlight) => ({
      id: highlight.id,
      title: highlight.title,
      meta: highlight.date,
      text: highlight.description,
    }),
  },
  livestreams: {
    label: 'Livestream-Plan',
    href: '/#schedule',
    view: (livestream: Api.Livestream) => ({
      id: livestream.id,
      title: livestream.title,
      meta: `${weekdayLabelOf(livestream.day)} · ${livestream.time}`,
      text: livestream.description ?? undefined,
    }),
  },
};

/** A text with the parts that match the term marked. */
function Marked({ text, query }: { text: string; query: string }) {
  return markMatches(text, query).map((part, index) =>
    part.match ? <mark key={index}>{part.text}</mark> : part.text,
  );
}

const resultCount = (total: number) => `${total} ${total === 1 ? 'Ergebnis' : 'Ergebnisse'}`;

function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" strokeLinecap="round" />
    </svg>
  );
}

function SearchForm({ query }: { query: string }) {
  return (
    <form
      className="search-form card"
      role="search"
      action="/search"
      method="get"
      aria-label="Website durchsuchen"
    >
      <label htmlFor="search-q" className="visually-hidden">
        Suchbegriff
      </label>
      <span className="search-form__icon">
        <SearchIcon />
      </span>
      <input
        id="search-q"
        name="q"
        type="search"
        defaultValue={query}
        maxLength={SEARCH_QUERY_MAX}
        placeholder="z. B. Bewerbung oder Freitag"
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className="button button--primary">
        Suchen
      </button>
    </form>
  );
}

function ResultGroup<K extends SearchKind>({ kind, results }: { kind: K; results: SearchResults }) {
  const { label, href, view } = KINDS[kind];
  const items = results[kind] as ReadonlyArray<SearchResults[K][number]>;
  if (items.length === 0) return null;
  const headingId = `search-${kind}`;
  return (
    <section className="search-group" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {label} <span className="search-group__count">{items.length}</span>
      </h2>
      <ul className="search-group__list">
        {items.map((item) => {
          const result = view(item);
          return (
            <li key={result.id} className="card search-result">
              <h3 className="search-result__title">
                <a href={href}>
                  <Marked text={result.title} query={results.query} />
                </a>
              </h3>
              {result.meta && (
                <p className="search-result__meta">
                  <Marked text={result.meta} query={results.query} />
                </p>
              )}
              {result.text && (
                <p className="search-result__text">
                  <Marked text={excerptOf(result.text, results.query)} query={results.query} />
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function EmptyState({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="card search-empty">
      <h2>{title}</h2>
      {children}
    </div>
  );
}

/**
 * /search?q=: the site search the structured data declares, over the FAQ, the creators, the
 * highlights and the livestream plan. The server puts the results into the page data, so the
 * browser hydrates exactly what was rendered; a new search is a plain GET of the form.
 */
export function SearchPage() {
  const results = usePageData().search ?? NO_SEARCH_RESULTS;
  const { query, total } = results;

  return (
    <div className="page search-page">
      <div className="container">
        <header className="page-intro">
          <p className="eyebrow">Suche</p>
          <h1>Website durchsuchen</h1>
          <p>Finde Antworten, Creator, Highlights und Livestreams auf einen Blick.</p>
        </header>
        <SearchForm query={query} />

        {results.truncated && (
          <p className="search-page__note">
            Dein Suchbegriff war länger als {SEARCH_QUERY_MAX} Zeichen und wurde gekürzt.
          </p>
        )}

        {!query ? (
          <EmptyState title="Wonach suchst du?">
            <p>
              Gib einen Suchbegriff ein – wir durchsuchen die häufigen Fragen, unsere Creator, die Highlights
              und den Livestream-Plan.
            </p>
          </EmptyState>
        ) : total === 0 ? (
          <>
            <p className="search-page__summary">{`Keine Ergebnisse für „${query}“`}</p>
            <EmptyState title="Leider nichts gefunden">
              <p>
                Prüfe die Schreibweise oder versuche es mit einem anderen, allgemeineren Begriff. Viele
                Antworten findest du auch in unseren häufigen Fragen.
              </p>
              <div className="search-empty__actions">
                <a className="button button--ghost" href="/#faq">
                  Zu den häufigen Fragen
                </a>
                <a className="button button--ghost" href="/">
                  Zur Startseite
                </a>
              </div>
            </EmptyState>
          </>
        ) : (
          <>
            <p className="search-page__summary">{`${resultCount(total)} für „${query}“`}</p>
            {SEARCH_KINDS.map((kind) => (
              <ResultGroup key={kind} kind={kind} results={results} />
            ))}
          </>
        )}
      </div>
    </div>
  );
}
