import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS } from '@shared/site-settings.js';
import { renderPublicPage, sectionOf, settingsWith } from '@tests/helpers/public-page.js';

describe('HeroSection', () => {
  it('renders the default title and intro as the landing page always showed them', async () => {
    const hero = sectionOf(await renderPublicPage('home', DEFAULT_SITE_SETTINGS), 'hero');
    expect(hero).toContain(
      '<h1 id="hero-title" class="hero__title">Werde <span class="gradient-text">TikTok LIVE Creator</span> mit einem Team, das an dich glaubt</h1>' +
        '<p class="hero__intro">Deine Agentur für TikTok LIVE in Deutschland, Österreich und der Schweiz. ' +
        'Persönliche Betreuung, keine Vorabgebühr – und 100\u00a0% deiner Standard-LIVE-Einnahmen bleiben bei dir.</p>',
    );
  });

  it('shows the h1 and intro from texts.hero, highlighted part and {name}/{tagline} filled in', async () => {
    const settings = settingsWith((draft) => {
      draft.name = 'Funkturm "Live"';
      draft.tagline = 'Dein Team';
      draft.texts.hero = { title: '*{name}* sucht dich', intro: '{tagline} – bei {name}.' };
    });
    const hero = sectionOf(await renderPublicPage('home', settings), 'hero');
    expect(hero).toContain(
      '<h1 id="hero-title" class="hero__title"><span class="gradient-text">Funkturm &quot;Live&quot;</span> sucht dich</h1>',
    );
    expect(hero).toContain('<p class="hero__intro">Dein Team – bei Funkturm &quot;Live&quot;.</p>');
  });

  it('without an intro renders no intro paragraph; an unmatched asterisk stays an asterisk', async () => {
    const settings = settingsWith((draft) => {
      draft.texts.hero = { title: '5* Betreuung', intro: '' };
    });
    const hero = sectionOf(await renderPublicPage('home', settings), 'hero');
    expect(hero).toContain('<h1 id="hero-title" class="hero__title">5* Betreuung</h1>');
    expect(hero).not.toContain('hero__intro');
  });
});
