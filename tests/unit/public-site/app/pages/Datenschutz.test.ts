import { describe, expect, it } from 'vitest';
import { bodyOf, renderPublicPage, settingsWith } from '@tests/helpers/public-page.js';

describe('DatenschutzPage: the controller’s address', () => {
  it('names the representative when there is one', async () => {
    const html = bodyOf(
      await renderPublicPage(
        'datenschutz',
        settingsWith(() => {}),
      ),
    );
    expect(html).toContain('vertreten durch <!-- -->Marco Keller (Geschäftsführer)<br/>');
  });

  it('without a representative has no empty "vertreten durch"', async () => {
    const settings = settingsWith((draft) => {
      draft.legal.representative = '';
    });
    const html = bodyOf(await renderPublicPage('datenschutz', settings));
    expect(html).not.toContain('vertreten durch');
    expect(html).toContain('<strong>Streamwelt Agentur GmbH</strong><br/>Friedrichstraße 123<br/>');
  });
});

describe('DatenschutzPage: where an application came from', () => {
  it('says what is kept of the source, and that no cookie is set', async () => {
    const text = bodyOf(
      await renderPublicPage(
        'datenschutz',
        settingsWith(() => {}),
      ),
    )
      .replace(/<[^>]+>/g, '')
      .replace(/\s+/g, ' ');
    expect(text).toContain('die Kennung des Links, über den du unsere Website aufgerufen hast');
    expect(text).toContain('nur deren Adresse');
    expect(text).toContain('Dafür setzen wir kein Cookie und speichern nichts in deinem Browser');
  });
});
