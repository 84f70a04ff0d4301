import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS } from '@shared/site-settings.js';
import { renderPublicPage, settingsWith } from '@tests/helpers/public-page.js';

const founderCardOf = (html: string) =>
  /<article class="card about__founder">[\s\S]*?<\/article>/.exec(html)![0];

describe('AboutSection: the founder card', () => {
  it('without a photo shows the initials in the circle (hidden from screen readers) and no picture', async () => {
    const card = founderCardOf(await renderPublicPage('home', DEFAULT_SITE_SETTINGS));
    expect(card).toContain('<div class="about__portrait" aria-hidden="true"><span>MK</span></div>');
    expect(card).not.toContain('<img');
  });

  it('with a photo shows it, lazily loaded with its size and the founder’s name as alt text, instead of the initials', async () => {
    const settings = settingsWith((draft) => {
      draft.founder.name = 'Lena "LeLa" Auer';
      draft.founder.photo = '/uploads/0123456789abcdef0123456789abcdef.webp';
    });
    const card = founderCardOf(await renderPublicPage('home', settings));
    const img = /<div class="about__portrait"><img [^>]*\/?>/.exec(card)?.[0] ?? '';
    expect(img).toContain('src="/uploads/0123456789abcdef0123456789abcdef.webp"');
    expect(img).toContain('alt="Lena &quot;LeLa&quot; Auer"');
    expect(img).toContain('width="400"');
    expect(img).toContain('height="400"');
    expect(img).toContain('loading="lazy"');
    expect(card).not.toContain('<span>LA</span>');
  });

  it('leaves out an empty role, bio and quote', async () => {
    const settings = settingsWith((draft) => {
      draft.founder = { ...draft.founder, role: '', bio: '', quote: '' };
    });
    const card = founderCardOf(await renderPublicPage('home', settings));
    expect(card).toContain('<h3 class="about__name">Marco Keller</h3>');
    expect(card).not.toMatch(/about__role|about__bio|about__quote|„“/);
  });
});
