import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS } from '@shared/site-settings.js';
import { bodyOf, renderPublicPage, settingsWith } from '@tests/helpers/public-page.js';

const impressum = async (change: Parameters<typeof settingsWith>[0] = () => {}) =>
  bodyOf(await renderPublicPage('impressum', settingsWith(change)));

describe('ImpressumPage', () => {
  it('a registered company with a VAT ID: register court, number and VAT ID', async () => {
    const html = await impressum();
    const { legal } = DEFAULT_SITE_SETTINGS;
    expect(html).toContain('<h2>Registereintrag</h2>');
    expect(html).toContain(`<dt>Registergericht</dt><dd>${legal.registerCourt}</dd>`);
    expect(html).toContain(`<dt>Registernummer</dt><dd>${legal.registerNumber}</dd>`);
    expect(html).toContain('<h2>Umsatzsteuer-ID</h2>');
    expect(html).toContain(`<strong>${legal.vatId}</strong>`);
    expect(html).toContain(`<dt>Vertreten durch</dt><dd>${legal.representative}</dd>`);
    expect(html).toContain('<h2>Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV</h2>');
  });

  it('a company in no register and without a VAT ID: neither section, even with values left over', async () => {
    const html = await impressum((draft) => {
      draft.legal.registered = false;
      draft.legal.hasVatId = false;
    });
    expect(html).not.toMatch(/Registereintrag|Handelsregister|Registergericht|Registernummer/);
    expect(html).not.toContain(DEFAULT_SITE_SETTINGS.legal.registerNumber);
    expect(html).not.toMatch(/Umsatzsteuer|USt-IdNr/);
    expect(html).not.toContain(DEFAULT_SITE_SETTINGS.legal.vatId);
    // The rest of the notice stays.
    expect(html).toContain('<h2>Haftung für Inhalte</h2>');
  });

  it('an empty representative or content responsible leaves no label behind', async () => {
    const html = await impressum((draft) => {
      draft.legal.representative = '';
      draft.legal.contentResponsible = '';
    });
    expect(html).not.toContain('Vertreten durch');
    expect(html).not.toContain('Verantwortlich für den Inhalt');
    expect(html).not.toMatch(/<dd><\/dd>|<p><\/p>|<p class="legal-page__lines"><\/p>/);
    expect(html).toContain('<dt>Telefon</dt>');
  });
});
