import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS, SECTION_KEYS, type SectionKey } from '@shared/site-settings.js';
import { renderPublicPage, sectionOf, settingsWith } from '@tests/helpers/public-page.js';

/** The section element's id and its heading's id, per settings key. */
const ANCHORS: Record<SectionKey, string> = {
  about: 'about',
  highlights: 'highlights',
  creators: 'creators',
  schedule: 'schedule',
  testimonials: 'testimonials',
  streamingRoom: 'streaming-room',
  community: 'community',
  faq: 'faq',
  apply: 'apply',
};

describe('SectionHeading', () => {
  let defaults: string;
  beforeAll(async () => {
    defaults = await renderPublicPage('home', DEFAULT_SITE_SETTINGS);
  });

  it('renders the default texts as the landing page always showed them', () => {
    expect(sectionOf(defaults, 'faq')).toContain(
      '<p class="eyebrow">FAQ</p><h2 id="faq-title">Häufig gestellte <span class="gradient-text">Fragen</span></h2>' +
        '<p class="section-heading__intro">Alles Wichtige rund um Bewerbung, Betreuung und das Streamen mit uns – kurz und ehrlich beantwortet.</p>',
    );
    expect(sectionOf(defaults, 'creators')).toContain(
      '<h2 id="creators-title">Gesichter unserer <span class="gradient-text">Community</span></h2>',
    );
    expect(sectionOf(defaults, 'schedule')).toContain('<h2 id="schedule-title">Livestream-Plan</h2>');
    expect(sectionOf(defaults, 'about')).toContain(
      '<p class="section-heading__intro">Streamwelt Agentur begleitet Creator in Deutschland',
    );
  });

  it("shows each section's eyebrow, title and intro from the settings, in that section", async () => {
    const settings = settingsWith((draft) => {
      for (const key of SECTION_KEYS) {
        draft.texts.sections[key] = {
          eyebrow: `Zeile ${key}`,
          title: `Titel für *${key}* hier`,
          intro: `Einleitung ${key}`,
        };
      }
    });
    const html = await renderPublicPage('home', settings);
    for (const key of SECTION_KEYS) {
      const anchor = ANCHORS[key];
      expect(sectionOf(html, anchor), key).toContain(
        `<header class="section-heading"><p class="eyebrow">Zeile ${key}</p>` +
          `<h2 id="${anchor}-title">Titel für <span class="gradient-text">${key}</span> hier</h2>` +
          `<p class="section-heading__intro">Einleitung ${key}</p></header>`,
      );
    }
    expect(html).not.toContain('Häufig gestellte');
  });

  it('fills in {name} and {tagline} after finding the highlight: asterisks in the name stay text', async () => {
    const settings = settingsWith((draft) => {
      draft.name = 'Stern*Agentur*';
      draft.tagline = 'Live & laut';
      draft.texts.sections.faq = {
        eyebrow: '{name}',
        title: 'Fragen an *{name}*',
        intro: '{name}: {tagline}.',
      };
    });
    const faq = sectionOf(await renderPublicPage('home', settings), 'faq');
    expect(faq).toContain('<p class="eyebrow">Stern*Agentur*</p>');
    expect(faq).toContain(
      '<h2 id="faq-title">Fragen an <span class="gradient-text">Stern*Agentur*</span></h2>',
    );
    expect(faq).toContain('<p class="section-heading__intro">Stern*Agentur*: Live &amp; laut.</p>');
  });

  it('leaves out the paragraph of an empty eyebrow or intro', async () => {
    const settings = settingsWith((draft) => {
      draft.texts.sections.apply = { eyebrow: '', title: 'Bewirb dich', intro: '' };
    });
    const apply = sectionOf(await renderPublicPage('home', settings), 'apply');
    expect(apply).toContain('<header class="section-heading"><h2 id="apply-title">Bewirb dich</h2></header>');
    expect(apply).not.toContain('class="eyebrow"');
    expect(apply).not.toContain('section-heading__intro');
  });

  it('shows markup in a text as text', async () => {
    const settings = settingsWith((draft) => {
      draft.texts.sections.about = {
        eyebrow: '<i>x</i>',
        title: 'Über <b>uns</b> *<img src=x onerror=alert(1)>*',
        intro: '</p><script>alert(1)</script>',
      };
    });
    const about = sectionOf(await renderPublicPage('home', settings), 'about');
    expect(about).toContain('<p class="eyebrow">&lt;i&gt;x&lt;/i&gt;</p>');
    expect(about).toContain(
      'Über &lt;b&gt;uns&lt;/b&gt; <span class="gradient-text">&lt;img src=x onerror=alert(1)&gt;</span>',
    );
    expect(about).toContain(
      '<p class="section-heading__intro">&lt;/p&gt;&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );
    expect(about).not.toMatch(/<(b|i|img|script)\b/);
  });
});
