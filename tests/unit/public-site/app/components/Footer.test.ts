import { describe, expect, it } from 'vitest';
import { renderPublicPage, settingsWith } from '@tests/helpers/public-page.js';

const footerOf = (html: string) => /<footer class="site-footer">[\s\S]*?<\/footer>/.exec(html)![0];
const footer = async (change: Parameters<typeof settingsWith>[0] = () => {}) =>
  footerOf(await renderPublicPage('impressum', settingsWith(change)));

describe('Footer', () => {
  it('links the Instagram account next to the TikTok channel', async () => {
    const html = await footer();
    expect(html).toContain(
      '<a class="site-footer__social" href="https://www.instagram.com/streamwelt.agentur">',
    );
    expect(html).toContain(
      '<a class="site-footer__social" href="https://www.tiktok.com/@streamwelt.agentur">',
    );
  });

  it('without an Instagram account shows no Instagram link', async () => {
    const html = await footer((draft) => {
      draft.links.instagram = '';
    });
    expect(html).not.toMatch(/instagram/i);
    expect(html).not.toContain('href=""');
    expect(html).toContain('href="https://www.tiktok.com/@streamwelt.agentur"');
  });

  it('lists the partners in the settings’ order, names shown as text', async () => {
    const html = await footer((draft) => {
      draft.partners = [
        { name: 'Zeta & Co', url: 'https://zeta.example' },
        { name: 'Alpha <Live>', url: 'https://alpha.example' },
        { name: 'Zeta & Co', url: 'https://zeta2.example' },
      ];
    });
    const partners = [
      ...html.matchAll(/<a href="([^"]+)" target="_blank" rel="noopener noreferrer">([^<]*)<\/a>/g),
    ].map((match) => [match[1], match[2]]);
    expect(partners).toEqual([
      ['https://zeta.example', 'Zeta &amp; Co'],
      ['https://alpha.example', 'Alpha &lt;Live&gt;'],
      ['https://zeta2.example', 'Zeta &amp; Co'],
    ]);
  });

  it('without partners has no empty partner column', async () => {
    const html = await footer((draft) => {
      draft.partners = [];
    });
    expect(html).not.toContain('>Partner</h2>');
  });

  it('shows the name when the short name is empty, and no lone full stop for an empty tagline', async () => {
    const html = await footer((draft) => {
      draft.alternateName = '';
      draft.tagline = '';
    });
    expect(html).toContain('<span class="logo__text">Streamwelt Agentur</span>');
    expect(html).not.toContain('<p>.</p>');
  });
});
