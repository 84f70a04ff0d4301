import { describe, expect, it } from 'vitest';
import {
  SEED_CONTENT,
  SEED_FAQS,
  SEED_FEEDBACKS,
  SEED_HIGHLIGHTS,
  SEED_LIVESTREAMS,
  SEED_STREAMERS,
} from '@db/seeds/content.js';
import { FALLBACK_FAQS, FALLBACK_FEEDBACKS } from '@shared/fallback-content.js';
import { CONTENT_VALIDATORS } from '@shared/content/validators.js';
import { CONTENT_TYPE_NAMES } from '@shared/content-types.js';

describe('seed content', () => {
  it('passes the same validation as content created in the control centre', () => {
    for (const name of CONTENT_TYPE_NAMES) {
      for (const seed of SEED_CONTENT[name] ?? []) {
        expect(CONTENT_VALIDATORS[name].create.validate({ ...seed }), name).toMatchObject({ ok: true });
      }
    }
    // The walk above covers the sample lists of today's types (a new type may have none).
    expect(SEED_CONTENT).toMatchObject({
      livestreams: SEED_LIVESTREAMS,
      highlights: SEED_HIGHLIGHTS,
      streamers: SEED_STREAMERS,
      feedbacks: SEED_FEEDBACKS,
      faqs: SEED_FAQS,
    });
  });

  it('holds the fallback FAQ and feedback entries the spec asks for', () => {
    expect(FALLBACK_FAQS).toHaveLength(6);
    expect(FALLBACK_FAQS.map((faq) => faq.order)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(FALLBACK_FEEDBACKS).toHaveLength(3);
    expect(FALLBACK_FEEDBACKS.map((feedback) => feedback.order)).toEqual([1, 2, 3]);
    expect(SEED_LIVESTREAMS.every((livestream) => !livestream.isLive)).toBe(true);
    expect(SEED_STREAMERS.every((streamer) => streamer.featured)).toBe(true);
  });
});
