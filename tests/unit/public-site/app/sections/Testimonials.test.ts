import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS } from '@shared/site-settings.js';
import { factories } from '@tests/helpers/factories.js';
import { renderPublicPage } from '@tests/helpers/public-page.js';

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
