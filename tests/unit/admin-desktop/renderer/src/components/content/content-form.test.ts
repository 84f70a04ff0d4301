import { describe, expect, it } from 'vitest';
import { formPlaces, initialValues, toPayload } from '@admin/components/content/content-form.js';
import type { ContentDefinition } from '@shared/content/define.js';
import { CONTENT } from '@shared/content/index.js';
import { CONTENT_TYPE_NAMES, type ContentTypeName } from '@shared/content-types.js';
import { factories } from '@tests/helpers/factories.js';

/** The control centre's content forms, derived from the definitions: start values and bodies. */

const definition = (name: ContentTypeName) => CONTENT[name] as unknown as ContentDefinition;

describe('a new entry’s form', () => {
  it('starts with the fields’ defaults, a suggested date and the position the list gives (from 1)', () => {
    // Livestreams, streamers and highlights count their API order from 0, feedback and FAQ from 1:
    // the form shows the position, from 1, in both.
    expect(initialValues(definition('livestreams'), null, 7)).toMatchObject({ isLive: false, order: 8 });
    expect(initialValues(definition('streamers'), null, 2)).toMatchObject({
      country: 'Deutschland',
      tagColor: 'default',
      frameType: 'standard',
      featured: false,
      order: 3,
    });
    expect(initialValues(definition('feedbacks'), null, 4)).toMatchObject({ rating: 5, order: 4 });
    expect(initialValues(definition('highlights'), null, 0)).toMatchObject({
      date: expect.stringMatching(/^[A-ZÄÖÜ][a-zäöü]+ \d{4}$/),
      order: 1,
    });
  });

  it('starts an edit with the stored values, empty optional texts as empty fields', () => {
    const feedback = factories.item('feedbacks', {
      id: 3,
      name: 'Jonas',
      content: 'Top',
      rating: 4.5,
      role: null,
      profileImageUrl: '/uploads/a.webp',
      tiktokUrl: null,
      order: 2,
    });
    expect(initialValues(definition('feedbacks'), feedback, 9)).toMatchObject({
      name: 'Jonas',
      content: 'Top',
      rating: 4.5,
      role: '',
      profileImageUrl: '/uploads/a.webp',
      tiktokUrl: '',
      order: 2,
    });
  });
});

describe('the body a form sends', () => {
  it('trims texts, sends empty optional ones as null and a missing picture as ""', () => {
    expect(
      toPayload(definition('feedbacks'), {
        name: ' Jonas ',
        content: ' Top Agentur ',
        role: '  ',
        tiktokUrl: '',
      }),
    ).toMatchObject({
      name: 'Jonas',
      content: 'Top Agentur',
      rating: 5,
      role: null,
      profileImageUrl: '',
      tiktokUrl: null,
    });
  });

  it('sends the position as the API’s order: one less where the order counts from 0', () => {
    const highlight = { title: 'T', description: 'D', imageUrl: '/uploads/a.webp', date: 'Mai 2026' };
    expect(toPayload(definition('highlights'), { ...highlight, order: 1 }).order).toBe(0);
    expect(toPayload(definition('highlights'), { ...highlight, order: 4 }).order).toBe(3);
    expect(toPayload(definition('faqs'), { question: 'Wer?', answer: 'Wir.', order: 1 }).order).toBe(1);
  });

  it('an entry opened and saved unchanged keeps its order', () => {
    for (const name of CONTENT_TYPE_NAMES) {
      const values = initialValues(definition(name), { id: 1, order: 5 }, 0);
      expect(toPayload(definition(name), values).order, name).toBe(5);
    }
  });

  it('sends a cleared position as order 0 where the list starts there, leaves it to the server otherwise', () => {
    const highlight = {
      title: 'T',
      description: 'D',
      imageUrl: '/uploads/a.webp',
      date: 'Mai 2026',
      order: null,
    };
    expect(toPayload(definition('highlights'), highlight).order).toBe(0);
    const livestream = toPayload(definition('livestreams'), {
      day: 'friday',
      time: '20:00',
      title: 'T',
      order: null,
    });
    expect(livestream).not.toHaveProperty('order');
    expect(toPayload(definition('faqs'), { question: 'Wer?', answer: 'Wir.', order: 3 }).order).toBe(3);
  });

  it('fills a streamer’s blank name from the TikTok name, and keeps one typed', () => {
    const values = {
      tiktokUsername: ' @mia.live ',
      tiktokUrl: 'https://www.tiktok.com/@mia.live',
      name: ' ',
    };
    expect(toPayload(definition('streamers'), values)).toMatchObject({
      name: 'mia.live',
      tiktokUsername: '@mia.live',
    });
    expect(toPayload(definition('streamers'), { ...values, name: 'Mia' }).name).toBe('Mia');
  });
});

describe('the form’s layout', () => {
  it('has every field of a type once, and the order', () => {
    for (const name of CONTENT_TYPE_NAMES) {
      const keys = formPlaces(definition(name)).map((place) => place.key);
      expect([...keys].sort(), name).toEqual([...Object.keys(CONTENT[name].fields), 'order'].sort());
    }
  });

  it('puts the streamer’s fields in their pairs and the order beside the tag colour', () => {
    const places = formPlaces(definition('streamers')).map((place) => `${place.key}${place.half ? '½' : ''}`);
    // Each half-width place with the place after it, from the start of the form.
    const pairs: string[][] = [];
    let index = 0;
    while (index < places.length) {
      if (!places[index]!.endsWith('½')) {
        index += 1;
        continue;
      }
      pairs.push(places.slice(index, index + 2));
      index += 2;
    }
    expect(pairs).toEqual([
      ['tiktokUsername½', 'name½'],
      ['country½', 'frameType½'],
      ['tagColor½', 'order½'],
    ]);
    // Without its own field order a form has the fields in their order, then the order.
    expect(formPlaces(definition('faqs')).map((place) => place.key)).toEqual([
      ...Object.keys(CONTENT.faqs.fields),
      'order',
    ]);
  });
});
