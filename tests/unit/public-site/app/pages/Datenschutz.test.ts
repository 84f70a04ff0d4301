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
