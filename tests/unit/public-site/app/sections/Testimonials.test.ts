import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS } from '@shared/site-settings.js';
import { factories } from '@tests/helpers/factories.js';
import { decodeEntities, renderPublicPage, sectionOf, settingsWith } from '@tests/helpers/public-page.js';

const cardsOf = (html: string) =>
  html.match(/<article class="card testimonial-card">[\s\S]*?<\/article>/g) ?? [];

describe('Testimonials: the feedbacks on the landing page', () => {
  it('show their stars by name, their role (or the default one) and a link to the TikTok profile', async () => {
    const feedback = (id: number, overrides: Record<string, unknown>) => ({
      id,
      ...factories.content('feedbacks', overrides),
      order: id,
    });
    const html = await renderPublicPage('home', DEFAULT_SITE_SETTINGS, {
      content: {
        feedbacks: [
          feedback(1, { name: 'Jonas', rating: 4.5, role: null, tiktokUrl: 'https://www.tiktok.com/@jonas' }),
          feedback(2, { name: 'Mara', rating: 4, role: 'Gaming-Creatorin', tiktokUrl: null }),
        ],
      },
    });
    const [jonas, mara] = cardsOf(html) as [string, string];
    expect(cardsOf(html)).toHaveLength(2);
    expect(jonas).toContain('aria-label="Bewertung: 4,5 von 5 Sternen"');
    expect(jonas).toContain('<p class="testimonial-card__role">TikTok Creator</p>');
    expect(jonas).toContain('href="https://www.tiktok.com/@jonas" aria-label="Jonas auf TikTok"');
    expect(mara).toContain('aria-label="Bewertung: 4 von 5 Sternen"');
    expect(mara).toContain('<p class="testimonial-card__role">Gaming-Creatorin</p>');
    expect(mara).not.toContain('auf TikTok');
  });
});

describe('Testimonials: how the agency checks the reviews (§ 5b Abs. 3 UWG)', () => {
  const noteOf = (html: string) => /<p class="testimonials__note">([\s\S]*?)<\/p>/.exec(html)?.[1];

  it('says so under the section heading, with the default wording on a fresh install', async () => {
    const html = sectionOf(await renderPublicPage('home', DEFAULT_SITE_SETTINGS), 'testimonials');
    expect(decodeEntities(noteOf(html) ?? '')).toBe(DEFAULT_SITE_SETTINGS.texts.reviewsNote);
    expect(DEFAULT_SITE_SETTINGS.texts.reviewsNote).toContain('prüfen vor der Veröffentlichung');
    // Right under the heading: after its <h2>, before the cards.
    const heading = html.indexOf('</h2>');
    const note = html.indexOf('testimonials__note');
    expect(heading).toBeGreaterThan(0);
    expect(note).toBeGreaterThan(heading);
    const firstCard = html.indexOf('testimonial-card');
    if (firstCard >= 0) expect(note).toBeLessThan(firstCard);
  });

  it('shows the text staff saved in Einstellungen, as text (never markup)', async () => {
    const settings = settingsWith((draft) => {
      draft.texts.reviewsNote = 'Wir prüfen jede Bewertung <b>persönlich</b> beim Creator nach.';
    });
    const html = sectionOf(await renderPublicPage('home', settings), 'testimonials');
    expect(noteOf(html)).toBe('Wir prüfen jede Bewertung &lt;b&gt;persönlich&lt;/b&gt; beim Creator nach.');
  });
});
