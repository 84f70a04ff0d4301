import { escapeHtml } from './escape.js';

/** Where a preview lives: its landing page's address; /impressum and /kontakt are below it. */
export interface PreviewBar {
  base: string;
}

/**
 * The bar above a preview page: it says that nobody else sees these values and links the three
 * pages of the preview (the page's own links lead to the published site).
 */
export function previewBanner({ base }: PreviewBar): string {
  const link = (path: string, label: string) => `<a href="${escapeHtml(base + path)}">${label}</a>`;
  return (
    '<div class="preview-banner" role="region" aria-label="Vorschau">' +
    '<p><strong>Vorschau mit ungespeicherten Einstellungen</strong> – nur für Sie sichtbar, nicht veröffentlicht.</p>' +
    `<nav aria-label="Seiten der Vorschau">${link('', 'Startseite')}${link('/impressum', 'Impressum')}${link('/kontakt', 'Kontakt')}</nav>` +
    '</div>'
  );
}
