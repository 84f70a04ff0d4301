import { describe, expect, it } from 'vitest';
import { pageMeta } from '@public-site/app/page-meta.js';
import { bodyOf, renderPublicPage, settingsWith } from '@tests/helpers/public-page.js';

describe('KontaktPage', () => {
  it('states the phone hours when there are some', async () => {
    const html = bodyOf(
      await renderPublicPage(
        'kontakt',
        settingsWith(() => {}),
      ),
    );
    expect(html).toContain('<dt>Erreichbarkeit</dt><dd>Mo–Fr 9:00–19:00 Uhr</dd>');
  });

  it('without phone hours has no empty "Erreichbarkeit", on the page or in the bot description', async () => {
    const settings = settingsWith((draft) => {
      draft.contact.phoneHours = '';
    });
    const html = bodyOf(await renderPublicPage('kontakt', settings));
    expect(html).not.toContain('Erreichbarkeit');
    expect(pageMeta('kontakt', settings).botDescription).toBe(
      'Kontakt zur Streamwelt Agentur in Berlin: +49 30 1234567, kontakt@streamwelt.example.',
    );
  });
});
